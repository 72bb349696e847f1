import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { MOBILE_BREAKPOINT_PX } from '@foretaksportalen/shared/limits';
import {
  COMPANY_NAME_REQUIRED,
  CONTACT_PERSON_REQUIRED,
  CUSTOMER_NATIONAL_ID_REQUIRED,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PHONE_REQUIRED,
} from '@foretaksportalen/shared/validators/messages';
import { expect, type Page } from '@playwright/test';
import {
  button,
  choose,
  fillNorwegianConsumer,
  findInList,
  openWizardFromMenu,
  PDF_FILE,
  PNG_FILE,
  STEP,
  sendAndReadReceipt,
  step,
  textbox,
  uploadFiles,
} from '../fixtures/new-case-wizard.ts';
import {
  CHANGES_DEMO_DATA,
  type DemoKey,
  expectNoAxeViolations,
  mainNavigation,
  test,
} from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';
import { E2E_PORTAL_URL } from '../ports.ts';

// Registering a case and uploading files change the demo data; the uploads count against the person's quota.

async function openWizard(page: Page, person: DemoKey) {
  await signInAs(page, person);
  await expect(page).toHaveURL('/incidents');
  // Below the mobile breakpoint the main navigation is behind the menu button.
  if ((page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT_PX) await button(page, 'Meny').click();
  await openWizardFromMenu(page);
}

test('Kari registers a consumer from Norway with a PDF and an image, and finds the case in her queue', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await openWizard(page, 'kari');
  await expectNoAxeViolations(page);
  await fillNorwegianConsumer(page);
  await button(step(page, STEP.customer), 'Neste').click();

  const details = step(page, STEP.companyDetails);
  await expect(details).toBeVisible();
  await expectNoAxeViolations(page);
  await textbox(details, 'Referanse').fill('K-1001');
  await choose(page, details, 'Saksbehandler', 'Kari Nordmann');
  await expect(textbox(details, 'Telefonnummer')).toHaveValue('92345678');
  await textbox(details, 'Notat').fill('Ringt kunden');
  await button(details, 'Neste').click();

  await expect(step(page, STEP.documents)).toBeVisible();
  await expect(step(page, STEP.documents)).toContainText(
    'Dra og slipp dokumenter her eller trykk for å åpne filvelger (maks 25 MB)',
  );
  await uploadFiles(page, [PDF_FILE, PNG_FILE]);
  await expectNoAxeViolations(page);
  await button(step(page, STEP.documents), 'Neste').click();

  const summary = step(page, STEP.summary);
  await expect(summary).toBeVisible();
  for (const line of [
    'Per Nysaksen (20918912356)',
    'Storgata 1',
    '0150 OSLO',
    'Telefon: 41234567',
    'E-post: per.nysaksen@example.no',
    'Referanse: K-1001',
    'Notat: Ringt kunden',
    'Saksbehandler: Kari Nordmann (92345678)',
  ]) {
    await expect(summary.getByText(line, { exact: true })).toBeVisible();
  }
  const documents = summary.getByRole('table', { name: 'Dokumenter' });
  await expect(documents.getByRole('row')).toHaveCount(3);
  await expect(documents).toContainText(PDF_FILE.name);
  await expect(documents).toContainText(PNG_FILE.name);
  await expect(documents).toContainText(`${PNG_FILE.buffer.length} Bytes`);
  await expectNoAxeViolations(page);

  const caseNumber = await sendAndReadReceipt(page);
  expect(caseNumber).toMatch(new RegExp(`^EB-${new Date().getFullYear()}-\\d{4,}$`));
  await findInList(page, /^Jobbkø/, 'Nysaksen', caseNumber);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Siri registers a company from Sweden with a PDF and an image, undistributed', {
    tag: CHANGES_DEMO_DATA,
  }, async ({ page }) => {
    await openWizard(page, 'siri');
    const customer = step(page, STEP.customer);
    await customer.getByRole('radio', { name: 'Foretak' }).check();
    await expect(textbox(customer, 'Fødselsnummer')).toHaveCount(0);
    await textbox(customer, 'Firma').fill('Svensk Handel AB');
    await textbox(customer, 'Kontaktperson').fill('Lars Larsson');
    await choose(page, customer, 'Land', 'Sverige');
    await expect(customer.getByRole('combobox', { name: 'Landkode' })).toContainText('Sverige');
    await expect(textbox(customer, 'Postnummer')).toHaveCount(0);
    await textbox(customer, 'Adresse').fill('Drottninggatan 5\n111 51 Stockholm');
    await textbox(customer, 'Telefon').fill('701234567');
    await textbox(customer, 'E-post').fill('lars@svenskhandel.se');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await button(customer, 'Neste').click();

    const details = step(page, STEP.companyDetails);
    await expect(details).toBeVisible();
    await expect(details.getByRole('combobox', { name: 'Saksbehandler' })).toHaveText('Ingen');
    await expectNoAxeViolations(page);
    await button(details, 'Neste').click();

    await expect(step(page, STEP.documents)).toBeVisible();
    await uploadFiles(page, [PDF_FILE, PNG_FILE]);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await button(step(page, STEP.documents), 'Neste').click();

    const summary = step(page, STEP.summary);
    await expect(summary.getByText('Svensk Handel AB Lars Larsson', { exact: true })).toBeVisible();
    await expect(summary).toContainText('Drottninggatan 5');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const caseNumber = await sendAndReadReceipt(page);
    await findInList(page, /^Ufordelte saker/, 'Lars', caseNumber);
  });
});

test('a step opens only when the one before is complete, and says what is missing', async ({ page }) => {
  await openWizard(page, 'kari');
  const customer = step(page, STEP.customer);
  await button(customer, 'Neste').click();
  for (const message of [
    FIRST_NAME_REQUIRED,
    LAST_NAME_REQUIRED,
    CUSTOMER_NATIONAL_ID_REQUIRED,
    PHONE_REQUIRED,
    EMAIL_REQUIRED,
  ]) {
    await expect(customer.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(step(page, STEP.companyDetails)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A company has other names, and no national id to ask for.
  await customer.getByRole('radio', { name: 'Foretak' }).check();
  await expect(customer.getByText(COMPANY_NAME_REQUIRED, { exact: true })).toBeVisible();
  await expect(customer.getByText(CONTACT_PERSON_REQUIRED, { exact: true })).toBeVisible();
  await expect(customer.getByText(CUSTOMER_NATIONAL_ID_REQUIRED)).toHaveCount(0);
  await customer.getByRole('radio', { name: 'Forbruker' }).check();

  await fillNorwegianConsumer(page);
  await textbox(customer, 'Fødselsnummer').fill('20918912357');
  await button(customer, 'Neste').click();
  await expect(customer.getByText('Ugyldig fødselsnummer', { exact: true })).toBeVisible();
  await expect(step(page, STEP.companyDetails)).toHaveCount(0);
  await textbox(customer, 'Fødselsnummer').fill('20918912356');
  await button(customer, 'Neste').click();

  const details = step(page, STEP.companyDetails);
  await textbox(details, 'Referanse').fill('R'.repeat(31));
  await button(details, 'Neste').click();
  await expect(details.getByText('Referanse kan maksimalt inneholde 30 tegn', { exact: true })).toBeVisible();
  await expect(step(page, STEP.documents)).toHaveCount(0);
  await textbox(details, 'Referanse').fill('K-1001');
  await button(details, 'Neste').click();

  const documents = step(page, STEP.documents);
  await button(documents, 'Neste').click();
  await expect(documents.getByText('Du må laste opp minimum 1 fil', { exact: true })).toBeVisible();
  await expect(step(page, STEP.summary)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // 'Send inn' before the files are there: the dialog, then back to what is missing.
  await button(documents, 'Send inn').click();
  const invalid = page.getByRole('dialog', { name: 'Feil utfylling' });
  await expect(invalid).toContainText(
    'Du har ikke fyllt ut skjemaet riktig. Gå tilbake og se om det er opplysninger eller dokumenter som mangler.',
  );
  await button(invalid, 'OK').click();
  await expect(step(page, STEP.documents)).toBeVisible();
});

test('removing a file says so; leaving asks first, and OK leaves and clears the uploads', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await openWizard(page, 'siri');
  await fillNorwegianConsumer(page);
  await button(step(page, STEP.customer), 'Neste').click();
  await button(step(page, STEP.companyDetails), 'Neste').click();
  await uploadFiles(page, [PDF_FILE, PNG_FILE]);

  const documents = step(page, STEP.documents);
  const deleted = page.waitForResponse((response) => response.url().includes('/api/document/deletefile/'));
  await button(documents, `Fjern ${PDF_FILE.name}`).click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByText(`Fjernet filen ${PDF_FILE.name}`, { exact: true })).toBeVisible();
  await expect(documents.getByRole('row').filter({ hasText: PDF_FILE.name })).toHaveCount(0);
  await expect(documents.getByRole('row').filter({ hasText: PNG_FILE.name })).toBeVisible();

  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  const leave = page.getByRole('dialog', { name: 'Forlate siden?' });
  await expect(leave).toContainText(
    'Advarsel: Innholdet er endret. Hvis du forlater siden, vil du miste endringene.',
  );
  await expectNoAxeViolations(page);
  await button(leave, 'Avbryt').click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL('/case');
  await expect(documents.getByRole('row').filter({ hasText: PNG_FILE.name })).toBeVisible();

  const cleared = page.waitForResponse((response) => response.url().includes('/api/document/deletefile/'));
  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  await button(page.getByRole('dialog', { name: 'Forlate siden?' }), 'OK').click();
  await expect(page).toHaveURL('/incidents');
  expect((await cleared).status()).toBe(204);
});

test('the upload quota: a file beyond the 50 not yet sent in is refused with a message and leaves the list', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  const quotaFull =
    'Du har for mange opplastede filer som ikke er sendt inn. Send inn eller fjern noen filer før du laster opp flere.';
  await openWizard(page, 'kari');
  // 49 files parked as another tab of hers would (the quota counts every session of the person).
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  for (let index = 1; index <= 49; index++) {
    const parked = await page.request.post('/api/document/uploadfile', {
      headers: { [XSRF_HEADER]: xsrf, origin: E2E_PORTAL_URL },
      multipart: { file: { ...PNG_FILE, name: `Annen fane ${index}.png` } },
    });
    expect(parked.status()).toBe(200);
  }
  await fillNorwegianConsumer(page);
  await button(step(page, STEP.customer), 'Neste').click();
  await button(step(page, STEP.companyDetails), 'Neste').click();
  const documents = step(page, STEP.documents);
  await documents.locator('input[type="file"]').setInputFiles([
    { ...PNG_FILE, name: 'Side 1.png' },
    { ...PNG_FILE, name: 'Side 2.png' },
  ]);

  // The live region itself has no size (the snackbar inside is fixed to the bottom); its text is what shows.
  await expect(page.getByRole('alert').getByText(quotaFull)).toBeVisible();
  const uploaded = documents.getByRole('table', { name: 'Valgte dokumenter' });
  await expect(uploaded.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  await expect(uploaded.getByRole('row').filter({ hasText: 'Side 1.png' })).toBeVisible();
  await expect(button(documents, 'Fjern Side 1.png')).toBeEnabled();
  await expectNoAxeViolations(page);
});
