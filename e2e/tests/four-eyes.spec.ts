import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DESKTOP, navigateTo, PHONE } from '../fixtures/accessibility.ts';
import { documentsTab, eventsTab } from '../fixtures/case-page.ts';
import { demoCase } from '../fixtures/demo-cases.ts';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, OPENS_PDF, test } from '../fixtures/portal.ts';
import { signInAs, signInInsteadAs } from '../fixtures/saved-logins.ts';

/**
 * The answer drafted in the portal and four-eyes approval (issue 46): Anne makes the bank's letters wait for
 * approval; Kari writes a tilsvar from a template and sends it for approval; Siri sends it back with a comment;
 * Kari puts it right; Siri approves it, and the letter goes out with 'Tilsvar {nr}.pdf'.
 */

const CASE = demoCase('kariTwoUnread');
const TEMPLATE = 'Tilsvar til klage';
const COMMENT = 'Skriv hvilke vilkår som gjelder i emnet også.';

/** What pdftotext reads in a PDF. */
function pdfText(bytes: Buffer) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tilsvar-'));
  try {
    const file = path.join(dir, 'tilsvar.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function openTheCase(page: Page) {
  await page.getByRole('textbox', { name: 'Navn klager', exact: true }).fill(CASE.complainer?.lastName ?? '');
  await page.getByRole('link', { name: CASE.caseNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${CASE.caseNumber}`);
}

const draftPanel = (page: Page) => page.getByRole('region', { name: /^(Utkast av|Venter på godkjenning)/ });

async function expectNoViolationsAtBothWidths(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(DESKTOP);
}

test('four eyes: a tilsvar from a template is sent back once, put right and approved', {
  tag: [CHANGES_DEMO_DATA, OPENS_PDF],
}, async ({ page }) => {
  await signInAs(page, 'anne');
  await navigateTo(page, 'Innstillinger for foretak');
  const approval = page.getByRole('checkbox', { name: 'Brev må godkjennes før de sendes' });
  await approval.check();
  await page.getByRole('button', { name: 'Lagre' }).first().click();
  await expect(page.getByText('Innstillinger for foretak er lagret')).toBeVisible();

  // Kari writes the answer from the bank's template, its fields filled from the case, and previews it.
  await signInInsteadAs(page, 'kari');
  await openTheCase(page);
  await page.getByRole('button', { name: 'Send brev' }).click();
  await page.getByRole('button', { name: 'Skriv tilsvar' }).click();
  await page.getByRole('combobox', { name: 'Mal' }).click();
  await page.getByRole('option', { name: TEMPLATE }).click();
  await page.getByRole('button', { name: 'Bruk malen' }).click();
  const answer = page.getByRole('textbox', { name: 'Tilsvar', exact: true });
  await expect(answer).toContainText('Oddny Tveitnes');
  await expect(answer).toContainText('K-2231');
  await expect(page.getByRole('textbox', { name: 'Emne' })).toHaveValue('Tilsvar til klagen');
  await expect(page.getByRole('button', { name: 'Send brev/vedlegg' })).toHaveCount(0);
  await expectNoViolationsAtBothWidths(page);

  // The PDF the server makes opens in a tab of its own; its text layer is read as the server sent it.
  const [preview, answered] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse((response) => response.url().endsWith('/answer/preview')),
    page.getByRole('button', { name: 'Forhåndsvis' }).click(),
  ]);
  await expect.poll(() => preview.url()).toMatch(/^blob:/);
  await preview.close();
  expect(answered.headers()['content-type']).toBe('application/pdf');
  // The browser keeps no copy of an answer a page turned into a blob: the same request again gives its bytes.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const again = await page.request.post(answered.url(), {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: answered.request().postDataJSON(),
  });
  const text = pdfText(await again.body());
  expect(text).toContain('Eksempel Bank ASA');
  expect(text).toContain(`Foretakets tilsvar i sak ${CASE.caseNumber}`);
  expect(text).toContain('Vi viser til klagen fra Oddny Tveitnes, Løkkeveien 7, 3015 Drammen');
  expect(text).toContain('Kari Nordmann');

  await page.getByRole('button', { name: 'Send til godkjenning' }).click();
  await expect(page.getByText('Brevet er sendt til godkjenning')).toBeVisible();
  await expect(draftPanel(page).getByRole('heading', { name: 'Venter på godkjenning' })).toBeVisible();
  await expect(draftPanel(page).getByRole('button', { name: 'Godkjenn og send' })).toHaveCount(0);
  await expectNoViolationsAtBothWidths(page);

  // Siri finds it in 'Til godkjenning' and sends it back with why.
  await signInInsteadAs(page, 'siri');
  await page.getByRole('button', { name: 'Til godkjenning (1)' }).click();
  await openTheCase(page);
  await draftPanel(page).getByRole('button', { name: 'Send tilbake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send tilbake' });
  await dialog.getByRole('textbox', { name: /Hvorfor sendes brevet tilbake/ }).fill(COMMENT);
  await expectNoViolationsAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Send tilbake' }).click();
  await expect(page.getByText('Brevet er sendt tilbake')).toBeVisible();

  // Kari finds it in 'Sendt tilbake til meg', sees the comment, puts it right and sends it again.
  await signInInsteadAs(page, 'kari');
  await page.getByRole('button', { name: 'Sendt tilbake til meg (1)' }).click();
  await openTheCase(page);
  await expect(draftPanel(page)).toContainText(`Sendt tilbake av Siri Superbruker`);
  await expect(draftPanel(page)).toContainText(COMMENT);
  await draftPanel(page).getByRole('button', { name: 'Fortsett på utkastet' }).click();
  await page
    .getByRole('textbox', { name: 'Emne' })
    .fill('Tilsvar til klagen: avtalevilkårene for kontoen og kortet');
  await page.getByRole('button', { name: 'Send til godkjenning' }).click();
  await expect(page.getByText('Brevet er sendt til godkjenning')).toBeVisible();

  // Siri approves: the letter goes out as Kari's, with the answer as its PDF.
  await signInInsteadAs(page, 'siri');
  await page.getByRole('button', { name: 'Til godkjenning (1)' }).click();
  await openTheCase(page);
  await draftPanel(page).getByRole('button', { name: 'Godkjenn og send' }).click();
  await expect(page.getByText('Brevet er godkjent og sendt')).toBeVisible();
  await expect(draftPanel(page)).toHaveCount(0);
  await eventsTab(page).click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByText('Brev fra foretaket: Tilsvar til klagen: avtalevilkårene for kontoen og kortet'),
  ).toBeVisible();
  await documentsTab(page).click();
  await expect(page.getByRole('tabpanel').getByText(`Tilsvar ${CASE.caseNumber}.pdf`)).toBeVisible();
  await page.getByRole('tab', { name: 'Historikk' }).click();
  const history = page.getByRole('tabpanel');
  await expect(history.getByText(/^Brev godkjent og sendt/)).toBeVisible();
  await expect(history.getByText(/^Brev sendt tilbake til forfatteren/)).toBeVisible();
  await expect(history.getByText(/^Brev sendt til godkjenning/)).toHaveCount(2);
});
