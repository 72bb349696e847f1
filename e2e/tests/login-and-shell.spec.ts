import { DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { expect, type Page } from '@playwright/test';
import {
  CHANGES_DEMO_DATA,
  expectNoAxeViolations,
  loginAs,
  logOutThroughMenu,
  mainNavigation,
  test,
} from '../fixtures/portal.ts';
import { signInAs, signInInsteadAs } from '../fixtures/saved-logins.ts';

// A login remembers the person's company, so a company switch changes the demo data, as adding Sven does.

test.describe('login through the simulated eID provider', () => {
  const landings = [
    { key: 'anne', path: '/incidents', name: 'Anne Admin', company: 'Eksempel Bank ASA' },
    { key: 'kari', path: '/incidents', name: 'Kari Nordmann', company: 'Eksempel Bank ASA' },
    { key: 'ola', path: '/incidents', name: 'Ola Ekstern', company: 'Eksempel Bank ASA' },
    { key: 'siri', path: '/incidents', name: 'Siri Superbruker', company: 'Eksempel Bank ASA' },
    { key: 'ivar', path: '/settings', name: 'Ivar Brukeradmin', company: 'Eksempel Bank ASA' },
    { key: 'sven', path: '/incidents', name: 'Sven Svensson', company: 'Eksempel Forsikring AS' },
    { key: 'mette', path: '/incidents', name: 'Mette Hansen', company: 'Eksempel Forsikring AS' },
  ] as const;

  for (const { key, path, name, company } of landings) {
    test(`${name} lands on ${path}`, async ({ page }) => {
      await loginAs(page, key);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('banner')).toContainText(name);
      await expect(page.getByRole('banner')).toContainText(company);
      await expectNoAxeViolations(page);
    });
  }

  test('Nina, who has not decided on consent, lands on the consent page with the header in consent mode', async ({
    page,
  }) => {
    await loginAs(page, 'nina');
    await expect(page).toHaveURL('/access/consent');
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Nina Ny/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logg ut' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a deactivated clerk sees the inactive notice', async ({ page }) => {
    await loginAs(page, 'dag');
    await expect(page).toHaveURL('/access/inactive');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brukeren din er deaktivert');
    await expect(page.getByRole('link', { name: 'Logg ut' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a person without a user sees the no-access notice', async ({ page }) => {
    await loginAs(page, 'unknown');
    await expect(page).toHaveURL('/access/notfound');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingen tilgang');
    await expect(page.getByRole('link', { name: 'Logg ut' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the login page offers the three eIDs and a protected page sends a stranger there', async ({
    page,
  }) => {
    await page.goto('/incidents');
    await expect(page).toHaveURL('/access/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logg inn');
    await expect(page.getByText('Velg elektronisk ID')).toBeVisible();
    for (const name of ['BankID', 'Svensk BankID', 'MitID']) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expectNoAxeViolations(page);
  });
});

// Spec 1 §2's entries, with 'Statistikk' (issue 24) and 'Klagerapport' (issue 49) beside 'Saker' for levels 3 and 5.
test.describe('the header menu by level (spec 1 §2)', () => {
  const menus = [
    { key: 'kari', entries: ['Saker', 'Opprett sak', 'Hjelp'] },
    { key: 'ola', entries: ['Saker', 'Hjelp'] },
    { key: 'siri', entries: ['Saker', 'Statistikk', 'Klagerapport', 'Opprett sak', 'Hjelp'] },
    { key: 'ivar', entries: ['Innstillinger for foretak'] },
    {
      key: 'anne',
      entries: ['Saker', 'Statistikk', 'Klagerapport', 'Opprett sak', 'Hjelp', 'Innstillinger for foretak'],
    },
  ] as const;

  for (const { key, entries } of menus) {
    test(`${key} sees exactly ${entries.join(', ')}`, async ({ page }) => {
      await signInAs(page, key);
      await expect(mainNavigation(page).getByRole('link')).toHaveText([...entries]);
      await expect(page.getByRole('button', { name: 'Bytt foretak' })).toHaveCount(key === 'anne' ? 1 : 0);
      const profile = page.getByRole('button', { name: /Eksempel Bank ASA/ });
      await profile.click();
      await expect(page.getByRole('menuitem')).toHaveText(['Profilinnstillinger', 'Logg ut']);
      await page.keyboard.press('Escape');
    });
  }

  test('the portal name leads to the landing page for the level', async ({ page }) => {
    await signInAs(page, 'ivar');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Foretaksportalen' }).first().click();
    await expect(page).toHaveURL('/settings');
  });

  test('level 4 is sent away from case pages, and levels up to 3 away from settings', async ({ page }) => {
    await signInAs(page, 'ivar');
    await page.goto('/incidents');
    await expect(page).toHaveURL('/settings');
    await signInInsteadAs(page, 'siri');
    await page.goto('/settings');
    await expect(page).toHaveURL('/incidents');
  });
});

test('Anne switches company and the portal reloads at the root in the other company', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await loginAs(page, 'anne');
  await expect(page.getByRole('banner')).toContainText('Eksempel Bank ASA');
  await page.evaluate(() => sessionStorage.setItem('filter', '{"Name":"x"}'));
  await page.getByRole('button', { name: 'Bytt foretak' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Eksempel Forsikring AS']);
  await page.getByRole('menuitem', { name: 'Eksempel Forsikring AS' }).click();
  await expect(page.getByRole('banner')).toContainText('Eksempel Forsikring AS');
  await expect(page).toHaveURL('/incidents');
  expect(await page.evaluate(() => sessionStorage.getItem('filter'))).toBeNull();
  await page.getByRole('button', { name: 'Bytt foretak' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Eksempel Bank ASA']);
});

test('logging out ends on the logged-out notice, and a protected page then needs a new login', async ({
  page,
}) => {
  await loginAs(page, 'kari');
  await page.getByRole('button', { name: /Kari Nordmann/ }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL('/access/loggedout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du er nå logget ut av Foretaksportalen');
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(() => [sessionStorage.getItem('authStatus'), sessionStorage.getItem('refresh')]),
  ).toEqual([null, null]);
  await page.goto('/incidents');
  await expect(page).toHaveURL('/access/login');
  // The server agrees: the old session is gone, not just forgotten by the browser.
  const response = await page.request.get('/api/config');
  expect(response.status()).toBe(401);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu replaces the inline buttons and holds the same entries', async ({ page }) => {
    await signInAs(page, 'anne');
    await expect(page).toHaveURL('/incidents');
    await expect(mainNavigation(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Meny' }).click();
    const drawer = mainNavigation(page);
    await expect(drawer.getByRole('link')).toHaveText([
      'Saker',
      'Statistikk',
      'Klagerapport',
      'Opprett sak',
      'Hjelp',
      'Innstillinger for foretak',
      'Profilinnstillinger',
    ]);
    await expect(drawer.getByRole('button', { name: 'Logg ut' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Eksempel Forsikring AS' })).toBeVisible();
    await expect(drawer).toContainText('Anne Admin');
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Hjelp' }).click();
    await expect(page).toHaveURL('/faq');
  });

  test('the login page fits the screen', async ({ page }) => {
    await page.goto('/access/login');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

/** Anne adds Sven, who uses the portal in Eksempel Forsikring, to Eksempel Bank in the new-user dialog. */
async function anneAddsSven(page: Page) {
  const sven = DEMO_PERSONS.find((person) => person.key === 'sven');
  if (!sven) throw new Error('No Sven in the demo set');
  await loginAs(page, 'anne');
  await mainNavigation(page).getByRole('link', { name: 'Innstillinger for foretak' }).click();
  await page
    .getByRole('region', { name: 'Brukere', exact: true })
    .getByRole('button', { name: 'Ny bruker' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ny bruker' });
  await dialog.getByRole('textbox', { name: 'Fødselsnummer' }).fill(sven.nationalId);
  await dialog.getByRole('button', { name: 'Neste' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Sven');
  await dialog.getByRole('textbox', { name: 'E-post' }).fill('sven.svensson@eksempelbank.no');
  await dialog.getByRole('combobox', { name: 'Landkode' }).click();
  await page.getByRole('option', { name: 'Sverige (+46)', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Telefon' }).fill('701234567');
  await dialog.getByRole('combobox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'Saksbehandler', exact: true }).click();
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expect(page.getByText('Ny bruker opprettet')).toBeVisible();
  await logOutThroughMenu(page, 'Anne Admin');
}

test(
  'Sven, added to Eksempel Bank, is told once at his next login and lands where he was last',
  {
    tag: CHANGES_DEMO_DATA,
  },
  async ({ page }, testInfo) => {
    await loginAs(page, 'sven');
    await expect(page.getByRole('banner')).toContainText('Eksempel Forsikring AS');
    await logOutThroughMenu(page, 'Sven Svensson');

    await anneAddsSven(page);

    await loginAs(page, 'sven');
    await expect(page).toHaveURL('/access/newcompany');
    await expect(page).toHaveTitle('Nytt foretak – Foretaksportalen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Du har fått tilgang til et nytt foretak',
    );
    await expect(
      page.getByText(
        'Eksempel Bank ASA har lagt deg til som bruker i Foretaksportalen. Du bytter mellom foretakene under «Bytt foretak» i menyen.',
      ),
    ).toBeVisible();
    // He is in the company he used last, not the first by name.
    await expect(page.getByRole('banner')).toContainText('Eksempel Forsikring AS');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('newcompany-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('newcompany-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // By keyboard: Fortsett takes focus and Enter goes on.
    const goOn = page.getByRole('button', { name: 'Fortsett' });
    await goOn.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/incidents');
    await expect(page.getByRole('banner')).toContainText('Eksempel Forsikring AS');
    await logOutThroughMenu(page, 'Sven Svensson');

    await loginAs(page, 'sven');
    await expect(page).toHaveURL('/incidents');
    await expect(page.getByRole('banner')).toContainText('Eksempel Forsikring AS');
    await page.getByRole('button', { name: 'Bytt foretak' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Eksempel Bank ASA']);
  },
);

test('a login lands in the company Anne switched to last', { tag: CHANGES_DEMO_DATA }, async ({ page }) => {
  await loginAs(page, 'anne');
  await expect(page.getByRole('banner')).toContainText('Eksempel Bank ASA');
  await page.getByRole('button', { name: 'Bytt foretak' }).click();
  await page.getByRole('menuitem', { name: 'Eksempel Forsikring AS' }).click();
  await expect(page.getByRole('banner')).toContainText('Eksempel Forsikring AS');
  await logOutThroughMenu(page, 'Anne Admin');

  await loginAs(page, 'anne');
  await expect(page).toHaveURL('/incidents');
  await expect(page.getByRole('banner')).toContainText('Eksempel Forsikring AS');
});
