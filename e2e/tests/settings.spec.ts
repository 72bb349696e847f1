import { DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { expect, type Locator, type Page } from '@playwright/test';
import { countDemoCases } from '../fixtures/demo-cases.ts';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, mainNavigation, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

// Creating, editing, deactivating and deleting users and saving company settings change the demo data.

/** A synthetic Norwegian national id (month + 80) with valid checksums that nobody in the demo set has. */
const NEW_PERSON_ID = '14839210192';
const nationalIdOf = (key: string) => {
  const person = DEMO_PERSONS.find((candidate) => candidate.key === key);
  if (!person) throw new Error(`No demo person ${key}`);
  return person.nationalId;
};

const activeUsers = (page: Page) => page.getByRole('region', { name: 'Brukere', exact: true });
const inactiveUsers = (page: Page) => page.getByRole('region', { name: 'Inaktive brukere' });
const userRow = (list: Locator, name: string) => list.getByRole('row').filter({ hasText: name });
const companyForm = (page: Page) => page.getByRole('form', { name: 'Alternativer for Eksempel Bank ASA' });

async function openSettings(page: Page) {
  await mainNavigation(page).getByRole('link', { name: 'Innstillinger for foretak' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
}

async function openNewUserDialog(page: Page) {
  await activeUsers(page).getByRole('button', { name: 'Ny bruker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny bruker' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function lookUp(dialog: Locator, nationalId: string) {
  await dialog.getByRole('textbox', { name: 'Fødselsnummer' }).fill(nationalId);
  await dialog.getByRole('button', { name: 'Neste' }).click();
}

async function choose(page: Page, dialog: Locator, selectName: string, option: string) {
  await dialog.getByRole('combobox', { name: selectName }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Anne sees the active and inactive users and the roles', async ({ page }) => {
  await signInAs(page, 'anne');
  await openSettings(page);

  await expect(companyForm(page)).toBeVisible();
  await expect(userRow(activeUsers(page), 'Kari Nordmann')).toContainText('Saksbehandler');
  await expect(userRow(activeUsers(page), 'Ivar Brukeradmin')).toContainText('Brukeradministrator');
  await expect(
    userRow(activeUsers(page), 'Nina Ny').getByRole('img', {
      name: 'Brukeren har ikke tatt stilling til samtykke om lagring av personopplysninger',
    }),
  ).toBeVisible();
  await expect(userRow(inactiveUsers(page), 'Dag Deaktivert')).toBeVisible();
  await expect(activeUsers(page).getByText('Dag Deaktivert')).toHaveCount(0);

  const own = userRow(activeUsers(page), 'Anne Admin');
  await expect(own.getByRole('button', { name: 'Deaktiver bruker' })).toBeDisabled();
  await expect(own.getByRole('button', { name: 'Slett bruker' })).toBeDisabled();
  await expect(own.getByRole('link', { name: 'Endre' })).toBeEnabled();

  const roles = page.getByRole('region', { name: 'Roller' });
  await expect(roles.getByRole('row')).toHaveCount(6);
  await expect(roles.getByRole('row').filter({ hasText: 'Brukeradministrator' })).toContainText(
    'For IT-personell. Kan kun administrere brukere.',
  );
  await expectNoAxeViolations(page);
});

test('Anne creates a user nobody knows yet, and deletes her again', { tag: CHANGES_DEMO_DATA }, async ({
  page,
}) => {
  await signInAs(page, 'anne');
  await openSettings(page);
  const dialog = await openNewUserDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Fornavn' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Opprett' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await lookUp(dialog, NEW_PERSON_ID);
  await expect(
    dialog.getByText(
      'Fant ingen bruker med det angitte fødselsnummeret. Fyll ut opplysningene under og klikk Opprett for å legge til brukeren i foretaket.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Fornavn' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Opprett with empty fields marks the first one and sends nothing.
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expect(dialog.getByText('Fornavn er et påkrevd felt')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Fornavn' })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'Fornavn' }).fill('Nora');
  await dialog.getByRole('textbox', { name: 'Etternavn' }).fill('Nyansatt');
  await dialog.getByRole('textbox', { name: 'E-post' }).fill('nora.nyansatt@eksempelbank.no');
  await dialog.getByRole('textbox', { name: 'Telefon' }).fill('98765432');
  await choose(page, dialog, 'Rolle', 'Saksbehandler');
  await dialog.getByRole('button', { name: 'Opprett' }).click();

  await expect(page.getByText('Ny bruker opprettet')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const nora = userRow(activeUsers(page), 'Nora Nyansatt');
  await expect(nora).toContainText('Saksbehandler');

  // Nora has no cases yet, so the confirm dialog follows rather than the JOBBKØ warning.
  await nora.getByRole('button', { name: 'Slett bruker' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Slett bruker' });
  await expect(confirmDelete).toContainText('Er du sikker på at du ønsker å slette denne brukeren?');
  await expectNoAxeViolations(page);
  await confirmDelete.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Bruker slettet')).toBeVisible();
  await expect(userRow(activeUsers(page), 'Nora Nyansatt')).toHaveCount(0);
  await expect(userRow(inactiveUsers(page), 'Nora Nyansatt')).toHaveCount(0);
});

test('Anne adds a person who already uses the portal in another company', { tag: CHANGES_DEMO_DATA }, async ({
  page,
}) => {
  await signInAs(page, 'anne');
  await openSettings(page);
  const dialog = await openNewUserDialog(page);
  await lookUp(dialog, nationalIdOf('sven'));

  await expect(
    dialog.getByText(
      'Brukeren eksisterer fra før i systemet. Registrer kontaktopplysninger og velg rolle. Klikk deretter opprett for å legge til denne brukeren i foretaket.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Sven');
  await expect(dialog.getByRole('textbox', { name: 'Fornavn' })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Etternavn' })).toHaveValue('Svensson');
  await expect(dialog.getByRole('textbox', { name: 'E-post' })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'E-post' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: 'E-post' }).fill('sven.svensson@eksempelbank.no');
  await choose(page, dialog, 'Landkode', 'Sverige (+46)');
  await dialog.getByRole('textbox', { name: 'Telefon' }).fill('701234567');
  await choose(page, dialog, 'Rolle', 'Superbruker');
  await dialog.getByRole('button', { name: 'Opprett' }).click();

  await expect(page.getByText('Ny bruker opprettet')).toBeVisible();
  await expect(userRow(activeUsers(page), 'Sven Svensson')).toContainText('Superbruker');
});

test('Anne looks up a user who is already in the company', async ({ page }) => {
  await signInAs(page, 'anne');
  await openSettings(page);
  const dialog = await openNewUserDialog(page);
  await lookUp(dialog, nationalIdOf('kari'));

  await expect(dialog.getByText(/Brukeren er allerede lagt til i foretaket/)).toBeVisible();
  await expect(dialog.getByText(/Inaktive brukere/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Kari');
  await expect(dialog.getByRole('textbox', { name: 'E-post' })).toHaveValue('kari.nordmann@eksempelbank.no');
  await expect(dialog.getByRole('textbox', { name: 'Telefon' })).toHaveValue('92345678');
  await expect(dialog.getByRole('combobox', { name: 'Rolle' })).toHaveText('Saksbehandler');
  for (const name of ['Fornavn', 'Etternavn', 'E-post', 'Telefon']) {
    await expect(dialog.getByRole('textbox', { name })).toBeDisabled();
  }
  await expect(dialog.getByRole('button', { name: 'Opprett' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toHaveCount(0);
});

test('Anne edits a profile from the list and changes a role', { tag: CHANGES_DEMO_DATA }, async ({
  page,
}) => {
  await signInAs(page, 'anne');
  await openSettings(page);
  await userRow(activeUsers(page), 'Ola Ekstern').getByRole('link', { name: 'Endre' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ola Ekstern');

  await page.getByRole('textbox', { name: 'Telefon' }).fill('93456780');
  await page.getByRole('combobox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'Superbruker' }).click();
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Brukeren er oppdatert')).toBeVisible();

  await openSettings(page);
  await expect(userRow(activeUsers(page), 'Ola Ekstern')).toContainText('Superbruker');
});

test(
  'Anne sees another person’s name read-only with the hint, and saves the rest of the profile',
  { tag: CHANGES_DEMO_DATA },
  async ({ page }, testInfo) => {
    await signInAs(page, 'anne');
    await openSettings(page);
    await userRow(activeUsers(page), 'Kari Nordmann').getByRole('link', { name: 'Endre' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kari Nordmann');

    for (const name of ['Fornavn', 'Etternavn']) {
      const field = page.getByRole('textbox', { name });
      await expect(field).toBeDisabled();
      await expect(field).toHaveAccessibleDescription('Navnet kan bare endres av brukeren selv.');
    }
    await expect(page.getByText('Navnet kan bare endres av brukeren selv.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-post' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('profile-other-1280.png'), fullPage: true });

    await page.getByRole('textbox', { name: 'Telefon' }).fill('92345679');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Brukeren er oppdatert')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Kari');
    await expect(page.getByRole('textbox', { name: 'Etternavn' })).toHaveValue('Nordmann');

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByText('Navnet kan bare endres av brukeren selv.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('profile-other-375.png'), fullPage: true });
  },
);

test('Ivar (level 4) finds the profile of Anne (level 5) read-only, with the hint', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'ivar');
  await expect(page).toHaveURL('/settings');
  await userRow(activeUsers(page), 'Anne Admin').getByRole('link', { name: 'Endre' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anne Admin');
  await expect(
    page.getByText('Anne har flere tilganger enn deg. Du kan se denne profilen, men ikke endre den.'),
  ).toBeVisible();
  for (const name of ['Fornavn', 'Etternavn', 'E-post', 'Telefon']) {
    await expect(page.getByRole('textbox', { name })).toBeDisabled();
  }
  await expect(page.getByRole('combobox', { name: 'Rolle' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Motta varsel om ny post' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profile-above-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profile-above-375.png'), fullPage: true });
});

test('Anne cannot deactivate or delete Kari, who has cases in JOBBKØ', async ({ page }) => {
  await signInAs(page, 'anne');
  await openSettings(page);
  const kari = userRow(activeUsers(page), 'Kari Nordmann');

  for (const action of ['Deaktiver bruker', 'Slett bruker']) {
    await kari.getByRole('button', { name: action }).click();
    const warning = page.getByRole('dialog', { name: 'Brukeren har tildelte saker' });
    await expect(warning).toContainText(
      'Det er ikke mulig å slette eller deaktivere en bruker som har tildelte saker i JOBBKØ.',
    );
    await expect(warning.getByRole('button')).toHaveText(['OK']);
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toHaveCount(0);
  }
  await expect(kari).toBeVisible();
  await expect(userRow(inactiveUsers(page), 'Kari Nordmann')).toHaveCount(0);
});

test('Anne hands all of Kari’s cases over to Siri, and then deactivates Kari without the JOBBKØ warning', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  const kariOpen = countDemoCases({ company: 'bank', clerk: 'kari', closed: false });
  const kariClosed = countDemoCases({ company: 'bank', clerk: 'kari', closed: true });
  const siriOpen = countDemoCases({ company: 'bank', clerk: 'siri', closed: false });
  if (kariOpen < 2 || kariClosed < 2) throw new Error('The demo has no such cases');

  await signInAs(page, 'anne');
  await openSettings(page);
  const kari = userRow(activeUsers(page), 'Kari Nordmann');
  // Only users with cases offer the handover.
  await expect(
    userRow(activeUsers(page), 'Nina Ny').getByRole('button', { name: 'Overfør saker' }),
  ).toHaveCount(0);
  await kari.getByRole('button', { name: 'Overfør saker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Overfør sakene til Kari Nordmann' });
  await expect(dialog).toHaveAccessibleDescription(
    `Kari Nordmann har ${kariOpen} åpne saker og ${kariClosed} avsluttede saker. Alle overføres til den du velger.`,
  );
  await expect(dialog.getByRole('button', { name: 'Overfør' })).toBeDisabled();
  // Active clerks whose role sees cases, besides Kari herself: not Ivar (users only), not Dag (inactive).
  await dialog.getByRole('combobox', { name: 'Ny saksbehandler' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Ufordelte saker',
    'Anne Admin',
    'Nina Ny',
    'Ola Ekstern',
    'Siri Superbruker',
  ]);
  await page.getByRole('option', { name: 'Siri Superbruker', exact: true }).click();
  await dialog.getByRole('button', { name: 'Overfør' }).click();

  await expect(
    page.getByRole('status').getByText(`${kariOpen + kariClosed} saker er overført til Siri Superbruker`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(kari.getByRole('button', { name: 'Overfør saker' })).toHaveCount(0);
  await expect(
    userRow(activeUsers(page), 'Siri Superbruker').getByRole('button', { name: 'Overfør saker' }),
  ).toBeVisible();

  await kari.getByRole('button', { name: 'Deaktiver bruker' }).click();
  const confirmDeactivate = page.getByRole('dialog', { name: 'Deaktivere bruker' });
  await expect(confirmDeactivate).toContainText('Er du sikker på at du ønsker å deaktivere denne brukeren?');
  await confirmDeactivate.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Saksbehandler deaktivert')).toBeVisible();
  await expect(userRow(inactiveUsers(page), 'Kari Nordmann')).toBeVisible();
  await expect(userRow(activeUsers(page), 'Kari Nordmann')).toHaveCount(0);

  // Siri's queue holds Kari's open cases now.
  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  await page.getByRole('combobox', { name: 'Saksbehandler' }).fill('Siri Superbruker');
  await expect(page.getByRole('tab', { name: /^Jobbkø/ })).toHaveText(`Jobbkø (${siriOpen + kariOpen})`);
});

test('Anne deactivates Nina, who has no cases, and activates her again', { tag: CHANGES_DEMO_DATA }, async ({
  page,
}) => {
  await signInAs(page, 'anne');
  await openSettings(page);

  await userRow(activeUsers(page), 'Nina Ny').getByRole('button', { name: 'Deaktiver bruker' }).click();
  const confirmDeactivate = page.getByRole('dialog', { name: 'Deaktivere bruker' });
  await expect(confirmDeactivate).toContainText('Er du sikker på at du ønsker å deaktivere denne brukeren?');
  await expect(confirmDeactivate.getByRole('button', { name: 'Nei' })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmDeactivate.getByRole('button', { name: 'Ja' }).click();

  await expect(page.getByText('Saksbehandler deaktivert')).toBeVisible();
  await expect(userRow(inactiveUsers(page), 'Nina Ny')).toBeVisible();
  await expect(userRow(activeUsers(page), 'Nina Ny')).toHaveCount(0);

  await userRow(inactiveUsers(page), 'Nina Ny').getByRole('button', { name: 'Aktiver bruker' }).click();
  await expect(page.getByText('Saksbehandler aktivert')).toBeVisible();
  await expect(userRow(activeUsers(page), 'Nina Ny')).toBeVisible();
  await expect(userRow(inactiveUsers(page), 'Nina Ny')).toHaveCount(0);
});

test('Anne saves the company settings with Ikke send brev per post both ways', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await signInAs(page, 'anne');
  await openSettings(page);
  const form = companyForm(page);
  const electronicOnly = form.getByRole('checkbox', { name: 'Ikke send brev per post' });
  const infoText = 'Klagenemnda sender brev til foretaket kun elektronisk.';
  const warningText = 'Klagenemnda sender alle brev til foretaket både elektronisk og per post.';

  await expect(form.getByRole('textbox', { name: 'Navn' })).toHaveValue('Eksempel Bank ASA');
  await expect(form.getByRole('textbox', { name: 'Navn' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Organisasjonsnummer' })).toBeDisabled();
  await expect(electronicOnly).toBeChecked();
  await expect(form.getByText(infoText)).toBeVisible();

  await electronicOnly.uncheck();
  await expect(form.getByText(warningText)).toBeVisible();
  await expect(form.getByText(infoText)).toHaveCount(0);
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Innstillinger for foretak er lagret')).toBeVisible();

  await page.reload();
  await expect(electronicOnly).not.toBeChecked();
  await expect(form.getByText(warningText)).toBeVisible();

  // The notification boxes need a common e-mail.
  await form.getByRole('textbox', { name: 'Felles e-post' }).fill('');
  await expect(form.getByRole('checkbox', { name: 'Motta varsel om nye saker' })).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'Motta varsel om nye saker' })).not.toBeChecked();
  await form
    .getByRole('textbox', { name: 'Felles e-post' })
    .fill('klager@eksempelbank.no, leder@eksempelbank.no');
  await form.getByRole('checkbox', { name: 'Motta varsel om nye saker' }).check();

  // The reminder before the deadline: whole working days from 0 to 30.
  const daysBeforeDue = form.getByRole('spinbutton', { name: 'Varsle før forfall' });
  await expect(daysBeforeDue).toHaveValue('3');
  await daysBeforeDue.fill('31');
  await expect(form.getByText('Varsle før forfall må være et helt tall fra 0 til 30')).toBeVisible();
  await daysBeforeDue.fill('5');
  await expect(form.getByText('Varsle før forfall må være et helt tall fra 0 til 30')).toHaveCount(0);

  await electronicOnly.check();
  await expect(form.getByText(infoText)).toBeVisible();
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Innstillinger for foretak er lagret')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(electronicOnly).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Felles e-post' })).toHaveValue(
    'klager@eksempelbank.no, leder@eksempelbank.no',
  );
  await expect(daysBeforeDue).toHaveValue('5');
});

test('leaving the company form with unsaved changes asks first: Avbryt stays, OK leaves', async ({
  page,
}) => {
  await signInAs(page, 'anne');
  await openSettings(page);
  await companyForm(page).getByRole('textbox', { name: 'Telefon' }).fill('22334466');

  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forlate siden?' });
  await expect(dialog).toContainText(
    'Advarsel: Innholdet er endret. Hvis du forlater siden, vil du miste endringene.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/settings');
  await expect(companyForm(page).getByRole('textbox', { name: 'Telefon' })).toHaveValue('22334466');

  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  await page.getByRole('dialog', { name: 'Forlate siden?' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/incidents');
});

test('the browser asks before a reload with unsaved company settings', async ({ page }) => {
  await signInAs(page, 'anne');
  await openSettings(page);
  await companyForm(page).getByRole('textbox', { name: 'Telefon' }).fill('22334466');

  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  // Dismissing the prompt cancels the reload, so the reload itself never finishes.
  page.reload().catch(() => {});
  expect(await asked).toBe('beforeunload');
  await expect(companyForm(page).getByRole('textbox', { name: 'Telefon' })).toHaveValue('22334466');
});

test('Ivar (level 4) manages users but sees no company settings', async ({ page }) => {
  await signInAs(page, 'ivar');
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await expect(userRow(activeUsers(page), 'Kari Nordmann')).toBeVisible();
  await expect(userRow(inactiveUsers(page), 'Dag Deaktivert')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Alternativer for/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Ikke send brev per post' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Roles above his own level are not offered.
  const dialog = await openNewUserDialog(page);
  await lookUp(dialog, NEW_PERSON_ID);
  await expect(dialog.getByText(/Fant ingen bruker/)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Rolle' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Saksbehandler',
    'Ekstern saksbehandler',
    'Superbruker',
    'Brukeradministrator',
  ]);
  await page.keyboard.press('Escape');
});

test('Kari (level 1) cannot open the settings and edits only her own profile', async ({ page }) => {
  await signInAs(page, 'kari');
  await expect(mainNavigation(page).getByRole('link', { name: 'Innstillinger for foretak' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page).toHaveURL('/incidents');

  const config = (await (await page.request.get('/api/config')).json()) as {
    CompanyClerks: { ClerkId: string; DisplayName: string }[];
  };
  const anne = config.CompanyClerks.find((clerk) => clerk.DisplayName === 'Anne Admin');
  expect(anne).toBeDefined();
  await page.goto(`/profile/${anne?.ClerkId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Fornavn', disabled: false })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kari Nordmann');
  await expect(page.getByRole('textbox', { name: 'Fornavn' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Lagre' })).toBeVisible();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('row actions are icons with their names, and the page fits the screen', async ({ page }) => {
    await signInAs(page, 'anne');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();

    const ola = userRow(activeUsers(page), 'Ola Ekstern');
    for (const name of ['Deaktiver bruker', 'Slett bruker']) {
      await expect(ola.getByRole('button', { name })).toBeVisible();
      await expect(ola.getByRole('button', { name })).toHaveText('');
    }
    await expect(ola.getByRole('link', { name: 'Endre' })).toHaveText('');
    await ola.getByRole('button', { name: 'Slett bruker' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Slett bruker');
    await expect(
      userRow(inactiveUsers(page), 'Dag Deaktivert').getByRole('button', { name: 'Aktiver bruker' }),
    ).toHaveText('');

    // The system settings block stacks: the explanation goes below the checkbox, not beside it.
    const form = companyForm(page);
    const checkbox = await form.getByText('Ikke send brev per post').boundingBox();
    const explanation = await form
      .getByText('Klagenemnda sender brev til foretaket kun elektronisk.')
      .boundingBox();
    expect(checkbox && explanation && explanation.y >= checkbox.y + checkbox.height).toBe(true);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    const dialog = await openNewUserDialog(page);
    await lookUp(dialog, nationalIdOf('mette'));
    await expect(dialog.getByText(/Brukeren eksisterer fra før i systemet/)).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectNoAxeViolations(page);
  });
});
