import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { CASE_LIST_PAGE_SIZE } from '@foretaksportalen/shared/limits';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  DESKTOP,
  expectNoPageScrollSideways,
  expectTitle,
  isNarrow,
  navigateTo,
  PHONE,
} from '../fixtures/accessibility.ts';
import { countDemoCases, demoCase } from '../fixtures/demo-cases.ts';
import {
  CHANGES_DEMO_DATA,
  closeMessage,
  type DemoKey,
  expectNoAxeViolations,
  issueAccessKeyForTest,
  loginAs,
  test,
} from '../fixtures/portal.ts';
import { signInAs, signInInsteadAs } from '../fixtures/saved-logins.ts';

/**
 * Every route of the web app (apps/web/src/app/router.tsx) and every dialog, menu and message it opens, checked
 * with axe (WCAG 2.1 A and AA) at 1280 px and at 375 px, with the page's Norwegian title and, on the phone, no
 * sideways scrolling of the page. The flow specs check behaviour; this one checks that nothing is left out.
 */

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** axe, and on the phone the page fitting the screen: the checks made of every state below. */
async function check(page: Page) {
  await expectNoAxeViolations(page);
  if (isNarrow(page)) await expectNoPageScrollSideways(page);
}

async function signInAt(page: Page, person: DemoKey, path: string) {
  await signInAs(page, person);
  await expect(page).toHaveURL(path);
}

/** Opens a demo case from the list, by its complainer's last name, as a user would. */
async function openCase(page: Page, person: DemoKey, key: Parameters<typeof demoCase>[0]) {
  const spec = demoCase(key);
  await signInAt(page, person, '/incidents');
  await page.getByRole('textbox', { name: 'Navn klager', exact: true }).fill(spec.complainer?.lastName ?? '');
  await page.getByRole('link', { name: spec.caseNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${spec.caseNumber}`);
  return spec;
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Each test walks many pages, dialogs and messages with an axe run at each: 40-55 s with two workers on the
    // 2-core machine, and three times that on a busy CI machine.
    test.slow();

    test('the pages before login: login, logged out, logout confirmation, idle, no access, deactivated, access key', {
      tag: CHANGES_DEMO_DATA,
    }, async ({ page }) => {
      const pages = [
        { path: '/access/login', title: 'Logg inn', heading: 'Logg inn' },
        { path: '/access/loggedout', title: 'Logget ut', heading: 'Du er nå logget ut av Foretaksportalen' },
        { path: '/access/logout', title: 'Logg ut', heading: 'Vil du logge ut?' },
        { path: '/access/idle', title: 'Sesjonen er utløpt', heading: /./ },
        { path: '/access/notfound', title: 'Ingen tilgang', heading: 'Ingen tilgang' },
        { path: '/access/inactive', title: 'Bruker deaktivert', heading: 'Brukeren din er deaktivert' },
        { path: '/access/no-such-key-0000', title: 'Opprettelse av ny bruker', heading: 'Ugyldig nøkkel' },
      ];
      for (const { path, title, heading } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expectTitle(page, title);
        await check(page);
      }

      const letter = await issueAccessKeyForTest(page, {
        companyOrgNum: DEMO_COMPANIES.bank.orgNum,
        firstName: 'Frida',
        lastName: 'Fersk',
        email: 'frida.fersk@eksempelbank.no',
        roleName: 'Saksbehandler',
      });
      await page.goto(new URL(letter.url).pathname);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opprettelse av ny bruker');
      await check(page);
      await button(page, 'Fortsett').click();
      await expect(page.getByText('Ugyldig kode')).toBeVisible();
      await check(page);
    });

    test('the case list with its menus, the selection of every matching case, the archive confirmation, the bulk clerk dialog and its confirmation', async ({
      page,
    }) => {
      await signInAt(page, 'anne', '/incidents');
      await expectTitle(page, 'Saker');
      await expect(page.getByRole('table')).toBeVisible();
      await check(page);

      const queued = countDemoCases({ company: 'bank', assigned: true, closed: false });
      await page.getByRole('checkbox', { name: 'Velg alle saker på siden' }).check();
      await expect(page.getByText(`Alle ${CASE_LIST_PAGE_SIZE} saker på siden er valgt.`)).toBeVisible();
      await check(page);
      await button(page, `Velg alle ${queued} saker som passer filteret`).click();
      await expect(page.getByText(`Alle ${queued} saker som passer filteret er valgt.`)).toBeVisible();
      await check(page);
      // Open cases only: the confirmation says why none can be archived.
      await button(page, 'Arkiver').click();
      await expect(dialog(page, 'Arkiver saker')).toContainText('Ingen av de valgte sakene kan arkiveres.');
      await check(page);
      await button(dialog(page, 'Arkiver saker'), 'Ok').click();
      await button(page, 'Fjern valget').click();
      await expect(page.getByRole('checkbox', { name: 'Velg alle saker på siden' })).not.toBeChecked();

      await page.getByRole('tab', { name: /^Ufordelte saker/ }).click();
      await check(page);

      const spec = demoCase('unassignedWasAssigned');
      await page
        .getByRole('textbox', { name: 'Navn klager', exact: true })
        .fill(spec.complainer?.lastName ?? '');
      const row = page.getByRole('row').filter({ hasText: spec.caseNumber });
      await row.getByRole('checkbox', { name: `Velg sak ${spec.caseNumber}` }).check();
      await button(page, 'Bytte saksbehandler').click();
      const bulk = dialog(page, 'Endre saksbehandler');
      await expect(bulk).toContainText('Du har valgt 1 sak.');
      await check(page);
      await bulk.getByRole('radio', { name: 'Kari Nordmann' }).check();
      await button(bulk, 'Ok').click();
      await expect(
        bulk.filter({ hasText: 'Er du sikker på at du ønsker å endre saksbehandler på de merkede sakene?' }),
      ).toBeVisible();
      await check(page);
      await button(page, 'Nei').click();
      await button(dialog(page, 'Endre saksbehandler'), 'Avbryt').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      if (!isNarrow(page)) {
        // The clerk, note and action cells are columns that give way on narrow screens.
        await row.getByRole('button', { name: 'Last ned dokumenter' }).click();
        await expect(page.getByRole('menuitem', { name: 'Last ned som zip' })).toBeVisible();
        await check(page);
        await page.keyboard.press('Escape');
        await row.getByRole('button', { name: /^Saksbehandler:/ }).click();
        await expect(page.getByRole('menuitem', { name: 'Kari Nordmann' })).toBeVisible();
        await check(page);
        await page.keyboard.press('Escape');
        await row.getByRole('button', { name: /^Notat:/ }).click();
        await expect(row.getByRole('textbox')).toBeFocused();
        await check(page);
        await page.keyboard.press('Escape');

        await button(page, 'Bytt foretak').click();
        await expect(page.getByRole('menuitem', { name: 'Eksempel Forsikring AS' })).toBeVisible();
        await check(page);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /Anne Admin/ }).click();
        await expect(page.getByRole('menuitem', { name: 'Logg ut' })).toBeVisible();
        await check(page);
        await page.keyboard.press('Escape');
      } else {
        await button(page, 'Meny').click();
        await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
        await check(page);
        await page.keyboard.press('Escape');
      }
    });

    test('the case list with a quick view pressed, and the archive confirmation with cases archived and skipped', async ({
      page,
    }) => {
      // Siri's cases, open, closed and archived, fit one page: the confirmation counts those archived and skipped.
      const siris = { company: 'bank', clerk: 'siri' } as const;
      const archivable = countDemoCases({ ...siris, closed: true, archived: false });
      const open = countDemoCases({ ...siris, closed: false });
      if (archivable === 0 || open === 0 || countDemoCases(siris) > CASE_LIST_PAGE_SIZE)
        throw new Error('The demo has no such cases');
      const cases = (count: number) => (count === 1 ? '1 sak' : `${count} saker`);

      await signInAt(page, 'anne', '/incidents');
      await expect(page.getByRole('table')).toBeVisible();
      const overdueView = page
        .getByRole('group', { name: 'Hurtigvalg' })
        .getByRole('button', { name: /^Forfalt/ });
      await overdueView.click();
      await expect(overdueView).toHaveAttribute('aria-pressed', 'true');
      await check(page);
      await overdueView.click();
      await expect(overdueView).toHaveAttribute('aria-pressed', 'false');

      await page.getByRole('checkbox', { name: 'Vis avsluttede saker' }).check();
      await page.getByRole('combobox', { name: 'Saksbehandler' }).fill('Siri Superbruker');
      await expect(page.getByRole('tab', { name: /^Jobbkø/ })).toHaveText(
        `Jobbkø (${countDemoCases(siris)})`,
      );
      await page.getByRole('checkbox', { name: 'Velg alle saker på siden' }).check();
      await button(page, 'Arkiver').click();
      const archive = dialog(page, 'Arkiver saker');
      await expect(archive).toContainText(
        `${cases(archivable)} arkiveres. ${cases(open)} hoppes over fordi ${open === 1 ? 'den' : 'de'} ikke er avsluttet.`,
      );
      await check(page);
      await button(archive, 'Avbryt').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a case page: both tabs, the download menu, the letter form and its messages', async ({ page }) => {
      await openCase(page, 'anne', 'kariTwoUnread');
      await expectTitle(page, 'Sak');
      await check(page);

      await page
        .getByRole('button', { name: 'Last ned dokumenter' })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page.getByRole('menuitem', { name: 'Last ned enkeltvis' })).toBeVisible();
      await check(page);
      await page.keyboard.press('Escape');

      await button(page, 'Send brev').click();
      const form = page.getByRole('form', { name: 'Send brev' });
      await expect(form.getByRole('textbox', { name: 'Emne' })).toBeFocused();
      await check(page);
      await button(form, 'Send brev/vedlegg').click();
      await expect(
        page
          .getByRole('status')
          .getByText('Du må enten skrive en melding eller legge ved et dokument for å sende inn forsendelse'),
      ).toBeVisible();
      await check(page);
      await button(form, 'Avbryt').click();

      await page.getByRole('tab', { name: /^Dokumenter/ }).click();
      await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
      await check(page);
    });

    test('a sent letter: the snackbar and the delete confirmation', { tag: CHANGES_DEMO_DATA }, async ({
      page,
    }) => {
      await openCase(page, 'kari', 'kariTwoUnread');
      await button(page, 'Send brev').click();
      const form = page.getByRole('form', { name: 'Send brev' });
      await form.getByRole('textbox', { name: 'Emne' }).fill('Tilsvar');
      await form
        .getByRole('textbox', { name: /^Send kort beskjed til/ })
        .fill('Foretaket svarer innen fristen.');
      await button(form, 'Send brev/vedlegg').click();
      await expect(page.getByRole('status').getByText('Forsendelse sendt')).toBeVisible();
      await check(page);

      await page.getByRole('button', { name: /^SLETT \(\d\d:\d\d\)$/ }).click();
      await expect(dialog(page, 'Slett brev')).toContainText(
        'Er du sikker på at du ønsker å slette dette brevet?',
      );
      await check(page);
      await button(dialog(page, 'Slett brev'), 'Nei').click();
    });

    test('the new-case wizard: each step, its messages, the invalid-form dialog, the leave guard and the receipt', {
      tag: CHANGES_DEMO_DATA,
    }, async ({ page }) => {
      await signInAt(page, 'anne', '/incidents');
      await navigateTo(page, 'Opprett sak');
      await expect(page).toHaveURL('/case');
      await expectTitle(page, 'Ny sak');
      const customer = page.getByRole('region', { name: 'Kunde', exact: true });
      await expect(customer).toBeVisible();
      await check(page);

      await button(customer, 'Neste').click();
      await expect(
        customer.getByText('Fornavn må fylles ut').or(customer.locator('[aria-invalid="true"]')).first(),
      ).toBeVisible();
      await check(page);
      await customer.getByRole('radio', { name: 'Foretak' }).check();
      await check(page);
      await customer.getByRole('radio', { name: 'Forbruker' }).check();

      await customer.getByRole('textbox', { name: 'Fornavn', exact: true }).fill('Per');
      await customer.getByRole('textbox', { name: 'Etternavn', exact: true }).fill('Nysaksen');
      await customer.getByRole('textbox', { name: 'Fødselsnummer', exact: true }).fill('20918912356');
      await customer.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Storgata 1');
      await customer.getByRole('textbox', { name: 'Postnummer', exact: true }).fill('0150');
      await expect(customer.getByRole('textbox', { name: 'Poststed', exact: true })).toHaveValue('OSLO');
      await customer.getByRole('textbox', { name: 'Telefon', exact: true }).fill('41234567');
      await customer.getByRole('textbox', { name: 'E-post', exact: true }).fill('per.nysaksen@example.no');
      await button(customer, 'Neste').click();

      const details = page.getByRole('region', { name: 'Foretaks saksdetaljer', exact: true });
      await expect(details).toBeVisible();
      await check(page);
      await details.getByRole('combobox', { name: 'Saksbehandler', exact: true }).click();
      await expect(page.getByRole('option', { name: 'Kari Nordmann', exact: true })).toBeVisible();
      await check(page);
      await page.getByRole('option', { name: 'Kari Nordmann', exact: true }).click();
      await button(details, 'Neste').click();

      const documents = page.getByRole('region', { name: 'Dokumenter', exact: true });
      await expect(documents).toBeVisible();
      await check(page);
      await button(documents, 'Neste').click();
      await expect(documents.getByText('Du må laste opp minimum 1 fil', { exact: true })).toBeVisible();
      await check(page);
      await button(documents, 'Send inn').click();
      await expect(dialog(page, 'Feil utfylling')).toBeVisible();
      await check(page);
      await button(dialog(page, 'Feil utfylling'), 'OK').click();

      await documents.locator('input[type="file"]').setInputFiles({
        name: 'Klage.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
        ),
      });
      await expect(documents.getByRole('progressbar', { name: 'Fremdrift for Klage.pdf' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      await expect(button(documents, 'Fjern Klage.pdf')).toBeEnabled();
      await check(page);

      if (isNarrow(page)) await button(page, 'Meny').click();
      await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Saker' }).click();
      await expect(dialog(page, 'Forlate siden?')).toBeVisible();
      await check(page);
      await button(dialog(page, 'Forlate siden?'), 'Avbryt').click();
      if (isNarrow(page) && (await button(page, 'Lukk meny').isVisible()))
        await button(page, 'Lukk meny').click();

      await button(documents, 'Neste').click();
      const summary = page.getByRole('region', { name: 'Oppsummering', exact: true });
      await expect(summary).toBeVisible();
      await check(page);
      await button(summary, 'Send inn').click();
      await expect(dialog(page, 'Ny sak')).toContainText('Saken er registrert med saksnummer');
      await check(page);
      await button(dialog(page, 'Ny sak'), 'OK').click();
      await expect(page).toHaveURL('/incidents');
    });

    test('the settings: user lists, the new-user dialog, the confirmations, the handover dialog and the leave guard', async ({
      page,
    }) => {
      await signInAt(page, 'anne', '/incidents');
      await navigateTo(page, 'Innstillinger for foretak');
      await expect(page).toHaveURL('/settings');
      await expectTitle(page, 'Innstillinger');
      await check(page);

      const users = page.getByRole('region', { name: 'Brukere', exact: true });
      await button(users, 'Ny bruker').click();
      const newUser = dialog(page, 'Ny bruker');
      await expect(newUser).toBeVisible();
      await check(page);
      await button(newUser, 'Neste').click();
      await expect(newUser.locator('[aria-invalid="true"]').first()).toBeVisible();
      await check(page);
      await newUser.getByRole('textbox', { name: 'Fødselsnummer' }).fill('20918912356');
      await button(newUser, 'Neste').click();
      await expect(newUser.getByRole('textbox', { name: 'Fornavn' })).toBeVisible();
      await check(page);
      await button(newUser, 'Avbryt').click();

      const row = (name: string) => users.getByRole('row').filter({ hasText: name });
      await button(row('Nina Ny'), 'Deaktiver bruker').click();
      await expect(dialog(page, 'Deaktivere bruker')).toBeVisible();
      await check(page);
      await button(dialog(page, 'Deaktivere bruker'), 'Nei').click();
      await button(row('Nina Ny'), 'Slett bruker').click();
      await expect(dialog(page, 'Slett bruker')).toBeVisible();
      await check(page);
      await button(dialog(page, 'Slett bruker'), 'Nei').click();
      await button(row('Kari Nordmann'), 'Slett bruker').click();
      await expect(dialog(page, 'Brukeren har tildelte saker')).toBeVisible();
      await check(page);
      await button(dialog(page, 'Brukeren har tildelte saker'), 'OK').click();
      await button(row('Kari Nordmann'), 'Overfør saker').click();
      const handOver = dialog(page, 'Overfør sakene til Kari Nordmann');
      await expect(handOver).toContainText('Alle overføres til den du velger.');
      await check(page);
      await handOver.getByRole('combobox', { name: 'Ny saksbehandler' }).click();
      await expect(page.getByRole('option', { name: 'Ufordelte saker' })).toBeVisible();
      await check(page);
      await page.getByRole('option', { name: 'Siri Superbruker' }).click();
      await expect(button(handOver, 'Overfør')).toBeEnabled();
      await check(page);
      await button(handOver, 'Avbryt').click();

      const companyForm = page.getByRole('form', { name: 'Alternativer for Eksempel Bank ASA' });
      await companyForm.getByRole('textbox', { name: 'Telefon' }).fill('22334466');
      if (isNarrow(page)) await button(page, 'Meny').click();
      await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Saker' }).click();
      await expect(dialog(page, 'Forlate siden?')).toBeVisible();
      await check(page);
      await button(dialog(page, 'Forlate siden?'), 'OK').click();
      await expect(page).toHaveURL('/incidents');
    });

    test('a case’s Historikk tab, and the company’s Logg with its filters', {
      tag: CHANGES_DEMO_DATA,
    }, async ({ page }) => {
      await openCase(page, 'anne', 'kariTwoUnread');
      await page.getByRole('tab', { name: 'Historikk' }).click();
      // The demo case's history from its creation on.
      await expect(page.getByRole('table', { name: 'Historikk' })).toContainText('Sak opprettet');
      await check(page);
      // A change to show: the note, edited on the overview.
      const company = page.getByRole('region', { name: 'Foretakets saksdetaljer' });
      await company.getByRole('button', { name: /^Notat/ }).click();
      await company.getByRole('textbox', { name: 'Notat' }).fill('Ring kunden');
      await company.getByRole('textbox', { name: 'Notat' }).press('Enter');
      await expect(page.getByRole('table', { name: 'Historikk' })).toContainText('Notat');
      await check(page);

      await navigateTo(page, 'Innstillinger for foretak');
      const users = page.getByRole('region', { name: 'Brukere', exact: true });
      await button(users.getByRole('row').filter({ hasText: 'Nina Ny' }), 'Deaktiver bruker').click();
      await button(dialog(page, 'Deaktivere bruker'), 'Ja').click();
      await closeMessage(page, 'Saksbehandler deaktivert');
      await page.getByRole('link', { name: 'Logg', exact: true }).click();
      await expect(page).toHaveURL('/settings/log');
      await expectTitle(page, 'Logg');
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('1 hendelse');
      await check(page);
      await page.getByRole('combobox', { name: 'Hendelse' }).click();
      await expect(page.getByRole('option', { name: 'Bruker deaktivert' })).toBeVisible();
      await check(page);
      await page.getByRole('option', { name: 'Rolle endret' }).click();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('0 hendelser');
      await expect(page.getByText('Ingen hendelser i utvalget.')).toBeVisible();
      await check(page);
    });

    test('profiles, own and another’s, with their messages, and the snackbar after saving', {
      tag: CHANGES_DEMO_DATA,
    }, async ({ page }) => {
      await signInAt(page, 'kari', '/incidents');
      await page.goto('/profile');
      await expectTitle(page, 'Profil');
      await expect(page.getByRole('textbox', { name: 'Fornavn' })).toBeVisible();
      await check(page);
      await page.getByRole('textbox', { name: 'Fornavn' }).fill('');
      await button(page, 'Lagre').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await check(page);

      await signInInsteadAs(page, 'anne');
      await expect(page).toHaveURL('/incidents');
      await page.goto('/settings');
      await page
        .getByRole('region', { name: 'Brukere', exact: true })
        .getByRole('row')
        .filter({ hasText: 'Ola Ekstern' })
        .getByRole('link', { name: 'Endre' })
        .click();
      await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
      await expectTitle(page, 'Profil');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ola Ekstern');
      await check(page);
      await page.getByRole('combobox', { name: 'Rolle' }).click();
      await expect(page.getByRole('option', { name: 'Superbruker' })).toBeVisible();
      await check(page);
      await page.keyboard.press('Escape');
      await button(page, 'Lagre').click();
      await expect(page.getByText('Brukeren er oppdatert')).toBeVisible();
      await check(page);
    });

    test('the help page with an answer open and the question form’s message', async ({ page }) => {
      await signInAt(page, 'kari', '/incidents');
      await navigateTo(page, 'Hjelp');
      await expect(page).toHaveURL('/faq');
      await expectTitle(page, 'Hjelp');
      await check(page);
      await button(page, 'Hvilken frist har vi for å svare nemnda?').click();
      await expect(
        page.getByRole('region', { name: 'Hvilken frist har vi for å svare nemnda?' }),
      ).toBeVisible();
      await check(page);
      const form = page.getByRole('form', { name: 'Send oss spørsmål' });
      await button(form, 'Send').click();
      await expect(form.getByText('Skriv spørsmålet ditt')).toBeVisible();
      await check(page);
    });

    test('the statistics with every table shown, and dates of one’s own', async ({ page }) => {
      await signInAt(page, 'siri', '/incidents');
      await navigateTo(page, 'Statistikk');
      await expect(page).toHaveURL('/statistics');
      await expectTitle(page, 'Statistikk');
      await expect(page.getByRole('region', { name: 'Forfall nå' })).toBeVisible();
      await check(page);
      for (const toggle of await button(page, 'Vis som tabell').all()) await toggle.click();
      // Five under the charts, and the response times per clerk.
      await expect(page.getByRole('table')).toHaveCount(6);
      await check(page);
      await page.getByRole('combobox', { name: 'Periode' }).click();
      await page.getByRole('option', { name: 'Velg datoer' }).click();
      await expect(page.getByRole('group', { name: 'Fra' })).toBeVisible();
      await check(page);
    });

    test('consent and welcome on a first login', { tag: CHANGES_DEMO_DATA }, async ({ page }) => {
      await loginAs(page, 'nina');
      await expect(page).toHaveURL('/access/consent');
      await expectTitle(page, 'Samtykke');
      await check(page);
      await button(page, 'Ja, jeg samtykker').click();
      await expect(page).toHaveURL('/access/welcome');
      await expectTitle(page, 'Velkommen');
      await expect(page.getByRole('textbox', { name: 'Fornavn' })).toBeVisible();
      await check(page);
    });

    test('the idle warning', async ({ page }) => {
      await page.clock.install();
      await signInAt(page, 'kari', '/incidents');
      // The logged-in layout, and with it the idle watcher, is there once the list shows.
      await expect(page.getByRole('table')).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.fastForward('25:00');
      await expect(page.getByRole('status').getByText(/^Din sesjon utløper om 5 minutt/)).toBeVisible();
      await check(page);
    });
  });
}
