import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';
import { expect, type Locator, type Page } from '@playwright/test';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, issueAccessKeyForTest, test } from '../fixtures/portal.ts';

// Issuing and using access keys creates users.

const NEW_USER = {
  companyOrgNum: DEMO_COMPANIES.bank.orgNum,
  firstName: 'Frida',
  lastName: 'Fersk',
  email: 'frida.fersk@eksempelbank.no',
  roleName: 'Saksbehandler',
};
/** A valid Norwegian national id of nobody in the demo set (synthetic: month + 80, like the demo persons'). */
const NEW_USER_NATIONAL_ID = '20918912356';

const codeBox = (page: Page, part: number) => page.getByRole('textbox', { name: `Kode, del ${part} av 4` });
const pinBox = (page: Page) => page.getByRole('textbox', { name: 'PIN' });
const letterPath = (url: string) => new URL(url).pathname;

/** Pastes text into a field the way the browser does on Ctrl+V (headless Chromium has no clipboard to use). */
async function pasteInto(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('a new user from the letter: code, PIN, eID, consent and welcome, then the case list', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  const letter = await issueAccessKeyForTest(page, NEW_USER);

  await page.goto(letterPath(letter.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opprettelse av ny bruker');
  await expect(
    page.getByText('Kode og PIN skiller mellom store og små bokstaver. Koden finner du i kodebrevet.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Typed as it stands in the letter: each full part moves on to the next box, the last one to the PIN.
  await codeBox(page, 1).click();
  await page.keyboard.type(letter.code.replace(/\s/g, ''));
  await expect(pinBox(page)).toBeFocused();
  await page.keyboard.type(letter.pin);
  await page.getByRole('button', { name: 'Fortsett' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Velg elektronisk ID' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: EID.nbid.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(EID.nbid.name);
  await page.getByLabel(EID.nbid.nationalIdLabel, { exact: true }).fill(NEW_USER_NATIONAL_ID);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();

  await expect(page).toHaveURL('/access/consent');
  await page.getByRole('button', { name: 'Ja, jeg samtykker' }).click();
  await expect(page).toHaveURL('/access/welcome');
  await expect(page.getByRole('heading', { level: 2, name: 'Frida Fersk' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveValue(NEW_USER.email);
  await page.getByRole('button', { name: 'Lagre' }).click();

  await expect(page).toHaveURL('/incidents');
  await expect(page.getByRole('banner')).toContainText('Frida Fersk');
  await expect(page.getByRole('banner')).toContainText(DEMO_COMPANIES.bank.name);

  // The key was used up by the login.
  await page.goto(letterPath(letter.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ugyldig nøkkel');
});

test('a key that does not exist shows the invalid-key page', async ({ page }) => {
  const randomKey = Array.from(
    { length: 24 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
  ).join('');

  await page.goto(`/access/${randomKey}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ugyldig nøkkel');
  await expect(page.getByText('Beklager, denne nøkkelen er ikke lenger gyldig.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an empty form shows its messages, and a wrong PIN the red message under the form', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  const letter = await issueAccessKeyForTest(page, NEW_USER);
  await page.goto(letterPath(letter.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opprettelse av ny bruker');

  await page.getByRole('button', { name: 'Fortsett' }).click();
  await expect(page.getByText('Ugyldig kode')).toBeVisible();
  await expect(page.getByText('Ugyldig pin')).toBeVisible();
  await expectNoAxeViolations(page);

  // Copied from an e-mailed letter with the spaces between the groups.
  await pasteInto(codeBox(page, 1), letter.code);
  await expect(codeBox(page, 1)).toHaveValue(letter.code.slice(0, 4));
  await expect(codeBox(page, 4)).toHaveValue(letter.code.slice(-4));
  await expect(pinBox(page)).toBeFocused();
  await expect(page.getByText('Ugyldig kode')).toHaveCount(0);

  await pinBox(page).fill(letter.pin === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Fortsett' }).click();

  // The snackbars' alert region is on the page too, empty until an error comes.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Kode/PIN kombinasjonen er ikke gyldig.',
  );
  await expect(page.getByRole('link', { name: EID.nbid.name, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The right PIN still works after one wrong try.
  await pinBox(page).fill(letter.pin);
  await page.getByRole('button', { name: 'Fortsett' }).click();
  await expect(page.getByRole('link', { name: EID.nbid.name, exact: true })).toHaveAttribute(
    'href',
    `/api/oidc/authorize?idp=nbid&accesskey=${letterPath(letter.url).split('/').pop()}`,
  );
});
