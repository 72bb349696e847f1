import { expect } from '@playwright/test';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, mainNavigation, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

// Saving a profile changes the demo data.
test('Kari edits her own profile', { tag: CHANGES_DEMO_DATA }, async ({ page }) => {
  await signInAs(page, 'kari');
  await page.getByRole('button', { name: /Kari Nordmann/ }).click();
  await page.getByRole('menuitem', { name: 'Profilinnstillinger' }).click();
  await expect(page).toHaveURL('/profile');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kari Nordmann');
  await expect(page.getByRole('textbox', { name: 'Foretak' })).toHaveValue('Eksempel Bank ASA');
  await expect(page.getByRole('textbox', { name: 'Foretak' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Rolle' })).toHaveText('Saksbehandler');
  await expect(page.getByRole('combobox', { name: 'Rolle' })).toBeDisabled();
  await expect(page.getByText('Du kan ikke endre rolle på deg selv')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Telefon' }).fill('1234');
  await expect(page.getByText('Ugyldig telefonnummer')).toBeVisible();
  await page.getByRole('combobox', { name: 'Landkode' }).click();
  await page.getByRole('option', { name: 'Sverige (+46)' }).click();
  await expect(page.getByText('Ugyldig telefonnummer')).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'E-post' })
    .fill('kari.nordmann@eksempelbank.no, kari@eksempelbank.no');
  await page.getByRole('checkbox', { name: 'Motta varsel om ny post' }).check();
  await expect(page.getByRole('checkbox', { name: 'Motta varsel før forfall' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Motta varsel før forfall' }).uncheck();
  await page.getByRole('button', { name: 'Lagre' }).click();

  await expect(page.getByText('Brukeren er oppdatert')).toBeVisible();
  await expect(page).toHaveURL('/profile');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('1234');
  await expect(page.getByRole('combobox', { name: 'Landkode' })).toHaveText('Sverige (+46)');
  await expect(page.getByRole('checkbox', { name: 'Motta varsel om ny post' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Motta varsel før forfall' })).not.toBeChecked();
});

test('leaving the profile with unsaved changes asks first: Avbryt stays, OK leaves', async ({ page }) => {
  await signInAs(page, 'kari');
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'Etternavn' }).fill('Nordmann-Hansen');

  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forlate siden?' });
  await expect(dialog).toContainText(
    'Advarsel: Innholdet er endret. Hvis du forlater siden, vil du miste endringene.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('textbox', { name: 'Etternavn' })).toHaveValue('Nordmann-Hansen');

  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  await page.getByRole('dialog', { name: 'Forlate siden?' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/incidents');
});

test('Siri (level 3) sees a colleague’s profile read-only', async ({ page }) => {
  await signInAs(page, 'siri');
  const config = (await (await page.request.get('/api/config')).json()) as {
    CompanyClerks: { ClerkId: string; DisplayName: string }[];
  };
  const kari = config.CompanyClerks.find((clerk) => clerk.DisplayName === 'Kari Nordmann');
  await page.goto(`/profile/${kari?.ClerkId}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kari Nordmann');
  await expect(page.getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Kari');
  for (const name of ['Fornavn', 'Etternavn', 'E-post', 'Telefon']) {
    await expect(page.getByRole('textbox', { name })).toBeDisabled();
  }
  await expect(page.getByRole('combobox', { name: 'Rolle' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the profile form fits the screen', async ({ page }) => {
    await signInAs(page, 'kari');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kari Nordmann');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});
