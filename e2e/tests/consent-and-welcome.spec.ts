import { expect } from '@playwright/test';
import {
  CHANGES_DEMO_DATA,
  expectNoAxeViolations,
  loginAs,
  logOutThroughMenu,
  test,
} from '../fixtures/portal.ts';

// Nina's consent and welcome are demo data: every test starts from her first login and changes it.

test('Nina’s first login: consent, then the welcome page with her profile, then the case list; not again', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await loginAs(page, 'nina');
  await expect(page).toHaveURL('/access/consent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Samtykke til lagring av personopplysninger',
  );
  await expect(page.getByRole('heading', { name: 'Personopplysninger i portalen' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Ja, jeg samtykker' }).click();

  await expect(page).toHaveURL('/access/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Velkommen til Foretaksportalen');
  await expect(
    page.getByText('Før du begynner, ber vi deg kontrollere kontaktopplysningene dine'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nina Ny' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Nina');
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveValue('nina.ny@eksempelbank.no');
  // The header has left consent mode.
  await expect(
    page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Saker' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Telefon' }).fill('41234567');
  await page.getByRole('button', { name: 'Lagre' }).click();

  await expect(page).toHaveURL('/incidents');
  await expect(page.getByText('Brukeren er oppdatert')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('41234567');

  await logOutThroughMenu(page, 'Nina Ny');
  await loginAs(page, 'nina');
  await expect(page).toHaveURL('/incidents');
  await page.goto('/access/welcome');
  // Visiting the welcome page by hand still works, but the login no longer leads there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Velkommen til Foretaksportalen');
});

test('the welcome page is not shown again once seen, even without saving', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await loginAs(page, 'nina');
  await page.getByRole('button', { name: 'Ja, jeg samtykker' }).click();
  await expect(page).toHaveURL('/access/welcome');
  await expect(page.getByRole('heading', { level: 2, name: 'Nina Ny' })).toBeVisible();

  await logOutThroughMenu(page, 'Nina Ny');
  await loginAs(page, 'nina');
  await expect(page).toHaveURL('/incidents');
});

test('refusing consent shows the declined text and ends logged out', { tag: CHANGES_DEMO_DATA }, async ({
  page,
}) => {
  await loginAs(page, 'nina');
  await expect(page).toHaveURL('/access/consent');

  await page.getByRole('button', { name: 'Nei, jeg samtykker ikke' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Du har ikke gitt samtykke' })).toBeVisible();
  await expect(page.getByText('Uten samtykke kan du ikke bruke portalen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ja, jeg samtykker' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The server ended the session with the refusal.
  expect((await page.request.get('/api/config')).status()).toBe(401);

  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/access/loggedout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du er nå logget ut av Foretaksportalen');
  expect(
    await page.evaluate(() => [sessionStorage.getItem('authStatus'), sessionStorage.getItem('refresh')]),
  ).toEqual([null, null]);

  await page.goto('/incidents');
  await expect(page).toHaveURL('/access/login');

  // A refused consent is asked for again at the next login.
  await loginAs(page, 'nina');
  await expect(page).toHaveURL('/access/consent');
});
