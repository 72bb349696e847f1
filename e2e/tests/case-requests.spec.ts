import { providerCaseSchema } from '@foretaksportalen/shared/contract/provider/case';
import { changesPageSchema } from '@foretaksportalen/shared/contract/provider/changes';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { addDays } from '@foretaksportalen/shared/working-days';
import { expect, type Page } from '@playwright/test';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

/**
 * Issue 49, requests to the complaints body: Siri asks for a later due date on a case with a reason; the body
 * reads the request in its change feed and grants it through its API; the case shows the grant and the new due
 * date. The dialogs and the block are checked with axe at 1280 and 375 px.
 */

const CASE_ID = 'KN-2026-9301';
const EXTERNAL_ID = 'E2E-REQUEST-1';
const REASON = 'Kunden trenger tid til å hente kontoutskrifter fra banken.';

/** Today in Oslo, yyyy-MM-dd: the portal's calendar. */
const osloToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
/** dd.MM.yyyy, as the portal shows a day. */
const shown = (day: string) => day.split('-').reverse().join('.');

/** The complaints body's system, with a key made through the test hooks as the admin command would. */
async function complaintsBody(page: Page) {
  const created = await page.request.post('/api/test/api-keys', {
    data: { name: 'Klagenemndas saksbehandlingssystem', scopes: ['cases'] },
  });
  expect(created.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await created.json()).key}` };
  const caseUrl = `${PROVIDER_API_PREFIX}/companies/${DEMO_COMPANIES.bank.orgNum}/cases/${EXTERNAL_ID}`;
  return {
    async caseDue(dueDate: string) {
      const put = await page.request.put(caseUrl, {
        headers,
        data: {
          CaseId: CASE_ID,
          Status: 'Under behandling',
          StatusCode: 'UNDER_BEHANDLING',
          DueDate: dueDate,
          Complainer: { FirstName: 'Frida', LastName: 'Fristesen' },
        },
      });
      expect(put.status(), await put.text()).toBe(201);
      return providerCaseSchema.parse(await put.json()).CaseUid;
    },
    async extensionRequests() {
      const feed = await page.request.get(`${PROVIDER_API_PREFIX}/changes?limit=500`, { headers });
      expect(feed.status()).toBe(200);
      return changesPageSchema
        .parse(await feed.json())
        .Items.flatMap((item) =>
          item.Kind === 'deadline-extension.requested' && item.Case.CaseId === CASE_ID ? [item] : [],
        );
    },
    async grant(requestId: string) {
      const answer = await page.request.put(`${caseUrl}/requests/${requestId}`, {
        headers,
        data: { Status: 'granted' },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return providerCaseSchema.parse(await answer.json());
    },
  };
}

/** Both widths, with axe at each, and a picture of each for the record. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Siri asks for a later due date, the body grants it through its API, and the case shows the new date', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  const today = osloToday();
  const dueDate = addDays(today, 10);
  const newDueDate = addDays(today, 30);
  await signInAs(page, 'siri');
  const body = await complaintsBody(page);
  const caseUid = await body.caseDue(dueDate);

  await page.goto(`/case/${caseUid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Sak ${CASE_ID}` })).toBeVisible();

  // The objection's dialog, looked at and left.
  await page.getByRole('button', { name: 'Innsigelse mot behandling' }).click();
  const objection = page.getByRole('dialog', { name: 'Innsigelse mot behandling' });
  await expect(objection.getByText('Dra og slipp dokumenter her', { exact: false })).toBeVisible();
  await checkAtBothWidths(page, 'objection-dialog');
  await objection.getByRole('button', { name: 'Avbryt' }).click();
  await expect(objection).toHaveCount(0);

  await page.getByRole('button', { name: 'Be om utsatt frist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Be om utsatt frist' });
  await expect(dialog).toContainText(`Sakens frist er ${shown(dueDate)}`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Ny frist må være en gyldig dato')).toBeVisible();
  await expect(dialog.getByText('Begrunnelse er et påkrevd felt')).toBeVisible();
  await checkAtBothWidths(page, 'extension-dialog');

  await dialog.getByRole('group', { name: /^Ny frist/ }).click();
  await page.keyboard.type(shown(newDueDate).replaceAll('.', ''));
  await dialog.getByRole('textbox', { name: 'Begrunnelse' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Forespørselen om utsatt frist er sendt')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const requests = page.getByRole('region', { name: /^Forespørsler til / });
  await expect(requests).toContainText('Utsatt frist: venter på svar');
  await expect(requests).toContainText(`ønsket ny frist ${shown(newDueDate)}`);
  await expect(page.getByRole('button', { name: 'Be om utsatt frist' })).toHaveCount(0);
  await checkAtBothWidths(page, 'requests-block-pending');

  const asked = await body.extensionRequests();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ CurrentDueDate: dueDate, RequestedDueDate: newDueDate, Reason: REASON });
  const granted = await body.grant(asked[0]?.RequestId ?? '');
  expect(granted.DueDate).toBe(newDueDate);

  // The live stream tells the open case page; it reads the case again.
  await expect(requests).toContainText(`Utsatt frist: innvilget, ny frist ${shown(newDueDate)}`);
  const details = page.getByRole('region', { name: 'Klagenemnda saksdetaljer' });
  await expect(details).toContainText(shown(newDueDate));
  await expect(page.getByRole('button', { name: 'Be om utsatt frist' })).toBeVisible();
  await checkAtBothWidths(page, 'requests-block-granted');

  await page.reload();
  await expect(page.getByRole('region', { name: /^Forespørsler til / })).toContainText(
    `Utsatt frist: innvilget, ny frist ${shown(newDueDate)}`,
  );
});
