import { DECISION_ANSWER_LETTER_SUBJECT } from '@foretaksportalen/shared/contract/decision';
import { EVENT_PART, FILES_PART } from '@foretaksportalen/shared/contract/provider/case';
import { changesPageSchema } from '@foretaksportalen/shared/contract/provider/changes';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { formatNok } from '@foretaksportalen/shared/format-nok';
import { expect, type Page } from '@playwright/test';
import { PDF_FILE } from '../fixtures/new-case-wizard.ts';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

/**
 * Issue 49, the end of a case: the complaints body's decision arrives through its API with the letter that holds
 * it; Siri gives the case to Kari, who finds it under 'Svar på vedtak mangler', answers 'Ja' with the amount paid
 * to the customer, and the body reads the answer in its change feed. The same with 'Nei': its reason goes as a
 * letter too.
 */

const CASE_ID = 'KN-2026-9201';
const EXTERNAL_ID = 'E2E-DECISION-1';
const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: CASE_ID }) });
const decisionBlock = (page: Page) => page.getByRole('region', { name: /^Vedtak fra / });

/** The complaints body's system, with a key made through the test hooks as the admin command would. */
async function complaintsBody(page: Page) {
  const created = await page.request.post('/api/test/api-keys', {
    data: { name: 'Klagenemndas saksbehandlingssystem', scopes: ['cases'] },
  });
  expect(created.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await created.json()).key}` };
  const caseUrl = `${PROVIDER_API_PREFIX}/companies/${DEMO_COMPANIES.bank.orgNum}/cases/${EXTERNAL_ID}`;
  return {
    async decidedCase() {
      const put = await page.request.put(caseUrl, {
        headers,
        data: {
          CaseId: CASE_ID,
          Status: 'Avsluttet',
          StatusCode: 'AVSLUTTET',
          Complainer: { FirstName: 'Vera', LastName: 'Vedtaksen' },
        },
      });
      expect(put.status()).toBe(201);
      const form = new FormData();
      form.append(EVENT_PART, JSON.stringify({ Description: 'Vedtak' }));
      form.append(
        FILES_PART,
        new Blob([new Uint8Array(PDF_FILE.buffer)], { type: 'application/pdf' }),
        'Vedtak.pdf',
      );
      const letter = await page.request.put(`${caseUrl}/events/VEDTAK-1`, { headers, multipart: form });
      expect(letter.status()).toBe(201);
      const decision = await page.request.put(`${caseUrl}/decision`, {
        headers,
        data: { Outcome: 'delvis-medhold', DecisionDate: '2026-11-02', EventExternalId: 'VEDTAK-1' },
      });
      expect(decision.status(), await decision.text()).toBe(200);
    },
    async answers() {
      const feed = await page.request.get(`${PROVIDER_API_PREFIX}/changes?limit=500`, { headers });
      expect(feed.status()).toBe(200);
      return changesPageSchema
        .parse(await feed.json())
        .Items.flatMap((item) =>
          item.Kind === 'decision.answered' && item.Case.CaseId === CASE_ID ? [item] : [],
        );
    },
  };
}

test('a decision arrives, Kari finds it under its quick view and answers that the company follows it', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page: siri, browser }) => {
  await signInAs(siri, 'siri');
  await expect(table(siri)).toBeVisible();
  const body = await complaintsBody(siri);
  await body.decidedCase();

  // The closed case is in Siri's undistributed list once closed cases are shown; she gives it to Kari.
  await siri.getByRole('checkbox', { name: 'Vis avsluttede saker' }).check();
  await siri.getByRole('tab', { name: /^Ufordelte saker/ }).click();
  await siri.getByRole('textbox', { name: 'Klagenemnda ref' }).fill(CASE_ID);
  await rowOf(siri)
    .getByRole('button', { name: /^Saksbehandler/ })
    .click();
  await siri.getByRole('menuitem', { name: 'Kari Nordmann' }).click();
  await expect(rowOf(siri)).toHaveCount(0);

  const kariContext = await browser.newContext();
  const kari = await kariContext.newPage();
  await signInAs(kari, 'kari');
  await expect(table(kari)).toBeVisible();
  // The quick view counts within the search row: this case among Kari's own whose answers are due.
  const showOnlyTheCase = async () => {
    await kari.getByRole('checkbox', { name: 'Vis avsluttede saker' }).check();
    await kari.getByRole('textbox', { name: 'Klagenemnda ref' }).fill(CASE_ID);
  };
  await showOnlyTheCase();
  const quickView = kari
    .getByRole('group', { name: 'Hurtigvalg' })
    .getByRole('button', { name: /^Svar på vedtak mangler/ });
  await expect(quickView).toHaveText('Svar på vedtak mangler (1)');
  await quickView.click();
  await expect(table(kari).getByRole('row')).toHaveCount(2);
  await rowOf(kari).getByRole('link', { name: CASE_ID }).click();

  const decision = decisionBlock(kari);
  await expect(decision).toContainText('Nemndas konklusjon');
  await expect(decision).toContainText('Delvis medhold');
  await expect(decision).toContainText('02.12.2026');
  await expectNoAxeViolations(kari);
  await kari.setViewportSize({ width: 375, height: 800 });
  await expect(decision.getByRole('radiogroup', { name: 'Følger foretaket vedtaket?' })).toBeVisible();
  await expectNoAxeViolations(kari);
  await kari.setViewportSize({ width: 1280, height: 800 });

  await decision.getByRole('radio', { name: 'Ja' }).check();
  await decision.getByRole('textbox', { name: 'Utbetalt til kunden (kr)' }).fill('12 500');
  await decision.getByRole('button', { name: 'Send svar' }).click();
  await kari
    .getByRole('dialog', { name: 'Send svar på vedtaket' })
    .getByRole('button', { name: 'Send svar' })
    .click();
  await expect(kari.getByText('Svaret på vedtaket er sendt')).toBeVisible();
  await expect(decision).toContainText('Foretaket følger vedtaket');
  await expect(decision).toContainText(formatNok(12500));
  await expect(decision.getByRole('radiogroup')).toHaveCount(0);
  await expectNoAxeViolations(kari);

  const answers = await body.answers();
  expect(answers).toHaveLength(1);
  expect(answers[0]).toMatchObject({
    Decision: { Outcome: 'delvis-medhold', DecisionDate: '2026-11-02' },
    Answer: { Follows: true, AmountPaid: 12500, Reason: null },
  });

  await kari.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Saker' }).click();
  await expect(table(kari)).toBeVisible();
  await showOnlyTheCase();
  await expect(rowOf(kari)).toHaveCount(1);
  await expect(
    kari.getByRole('group', { name: 'Hurtigvalg' }).getByRole('button', { name: /^Svar på vedtak mangler/ }),
  ).toHaveText('Svar på vedtak mangler (0)');
  await kariContext.close();
});

test("'Nei' sends the reason as a letter to the complaints body", { tag: CHANGES_DEMO_DATA }, async ({
  page: siri,
}) => {
  await signInAs(siri, 'siri');
  await expect(table(siri)).toBeVisible();
  const body = await complaintsBody(siri);
  await body.decidedCase();
  await siri.getByRole('checkbox', { name: 'Vis avsluttede saker' }).check();
  await siri.getByRole('tab', { name: /^Ufordelte saker/ }).click();
  await siri.getByRole('textbox', { name: 'Klagenemnda ref' }).fill(CASE_ID);
  await rowOf(siri).getByRole('link', { name: CASE_ID }).click();

  const decision = decisionBlock(siri);
  await decision.getByRole('radio', { name: 'Nei' }).check();
  await decision.getByRole('button', { name: 'Send svar' }).click();
  await expect(decision.getByText('Skriv hvorfor foretaket ikke følger vedtaket')).toBeVisible();
  await decision
    .getByRole('textbox', { name: 'Hvorfor følger foretaket ikke vedtaket?' })
    .fill('Foretaket mener avtalen ble fulgt.');
  await decision.getByRole('button', { name: 'Send svar' }).click();
  await siri
    .getByRole('dialog', { name: 'Send svar på vedtaket' })
    .getByRole('button', { name: 'Send svar' })
    .click();
  await expect(decision).toContainText('Foretaket følger ikke vedtaket');
  await expect(siri.getByText(DECISION_ANSWER_LETTER_SUBJECT)).toBeVisible();
  expect((await body.answers())[0]?.Answer).toMatchObject({
    Follows: false,
    Reason: 'Foretaket mener avtalen ble fulgt.',
  });
});
