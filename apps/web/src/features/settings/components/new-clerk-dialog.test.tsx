import type { ClerkLookup } from '@foretaksportalen/shared/contract/clerk';
import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { deferred, type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { jsonResponse, makeCompanyClerk, makeConfig, roleOfLevel } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { SettingsPage } from '../pages/settings-page.tsx';

/** Synthetic ids (Norwegian month + 80) that pass the checksums, and a Swedish personnummer. */
const NEW_ID = '14839210192';
const MEMBER_ID = '02879044939';
const SWEDISH_ID = '198604122385';

const member: ClerkLookup = {
  FirstName: 'Kari',
  LastName: 'Nordmann',
  HasCompanyClerk: true,
  AccessRoleId: roleOfLevel(1).Id,
  Email: 'kari@fjordbanken.example',
  Phone: '92345678',
  PhoneCountryCode: 'NO',
};
const fromElsewhere: ClerkLookup = {
  FirstName: 'Sven',
  LastName: 'Svensson',
  HasCompanyClerk: false,
  AccessRoleId: null,
  Email: null,
  Phone: null,
  PhoneCountryCode: null,
};

function renderDialog({
  level = 4,
  routes = {},
}: {
  level?: number;
  routes?: Record<string, FakeRoute>;
} = {}) {
  const config: PortalConfig = { ...makeConfig(level), CompanyClerks: [makeCompanyClerk(level)] };
  const server = stubFetch({
    'GET /api/config': () => config,
    [`GET /api/clerk/check/${NEW_ID}`]: () => jsonResponse(null),
    [`GET /api/clerk/check/${MEMBER_ID}`]: member,
    [`GET /api/clerk/check/${SWEDISH_ID}`]: fromElsewhere,
    'POST /api/clerk': (request) =>
      jsonResponse(makeCompanyClerk(1, { Id: 'ny', ClerkId: 'ny', ...(request.body as object) }), 201),
    ...routes,
  });
  const app = renderWithApp(<SettingsPage />, {
    path: '/settings',
    routePath: '/settings',
    config,
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

async function openDialog(setup = renderDialog()) {
  await screen.findByRole('heading', { level: 1, name: 'Innstillinger' });
  await setup.user.click(screen.getByRole('button', { name: 'Ny bruker' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ny bruker' });
  return { ...setup, dialog: within(dialog), dialogElement: dialog };
}

type Dialog = Awaited<ReturnType<typeof openDialog>>['dialog'];

const textbox = (dialog: Dialog, name: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const combobox = (dialog: Dialog, name: string) =>
  dialog.getByRole('combobox', { name: new RegExp(`^${name}`) });
const button = (dialog: Dialog, name: string) => dialog.getByRole('button', { name }) as HTMLButtonElement;
const isDisabled = (element: HTMLElement) =>
  element instanceof HTMLInputElement ? element.disabled : element.getAttribute('aria-disabled') === 'true';
const CONTACT_FIELDS = ['E-post', 'Telefon'];
const NAME_FIELDS = ['Fornavn', 'Etternavn'];

async function lookUp(setup: Awaited<ReturnType<typeof openDialog>>, nationalId: string) {
  await setup.user.type(textbox(setup.dialog, 'Fødselsnummer'), nationalId);
  await setup.user.click(button(setup.dialog, 'Neste'));
}

async function choose(setup: Awaited<ReturnType<typeof openDialog>>, selectName: string, option: string) {
  await setup.user.click(combobox(setup.dialog, selectName));
  await setup.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('new-user dialog', () => {
  it('starts with only the national id enabled and Opprett disabled', async () => {
    const { dialog, dialogElement } = await openDialog();
    expect(textbox(dialog, 'Fødselsnummer').disabled).toBe(false);
    for (const name of [...NAME_FIELDS, ...CONTACT_FIELDS]) expect(textbox(dialog, name).disabled).toBe(true);
    expect(isDisabled(combobox(dialog, 'Landkode'))).toBe(true);
    expect(isDisabled(combobox(dialog, 'Rolle'))).toBe(true);
    expect(button(dialog, 'Opprett').disabled).toBe(true);
    expect(button(dialog, 'Neste').disabled).toBe(false);
    expect(button(dialog, 'Avbryt').disabled).toBe(false);
    await expectNoAxeViolations(dialogElement);
  });

  it.each([
    ['', 'Fødselsnummer er et obligatorisk felt'],
    ['12345678901', 'Fødselsnummer er ugyldig'],
  ])('looks nobody up for %j: says %s and focuses the field', async (typed, message) => {
    const setup = await openDialog();
    if (typed) await setup.user.type(textbox(setup.dialog, 'Fødselsnummer'), typed);
    await setup.user.click(button(setup.dialog, 'Neste'));
    expect(await setup.dialog.findByText(message)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox(setup.dialog, 'Fødselsnummer')));
    expect(
      setup.server.requests.filter((request) => request.url.startsWith('/api/clerk/check')),
    ).toHaveLength(0);
  });

  it('(a) a member of the company: details read-only, Opprett disabled, where to activate', async () => {
    const setup = await openDialog();
    await lookUp(setup, MEMBER_ID);
    const { dialog } = setup;
    expect(
      await dialog.findByText(
        "Brukeren er allerede lagt til i foretaket. Er brukeren deaktivert, kan du aktivere den under 'Inaktive brukere'.",
      ),
    ).toBeTruthy();
    expect(textbox(dialog, 'Fornavn').value).toBe('Kari');
    expect(textbox(dialog, 'Etternavn').value).toBe('Nordmann');
    expect(textbox(dialog, 'E-post').value).toBe('kari@fjordbanken.example');
    expect(textbox(dialog, 'Telefon').value).toBe('92345678');
    expect(combobox(dialog, 'Rolle').textContent).toBe('Saksbehandler');
    for (const name of [...NAME_FIELDS, ...CONTACT_FIELDS]) expect(textbox(dialog, name).disabled).toBe(true);
    expect(isDisabled(combobox(dialog, 'Rolle'))).toBe(true);
    expect(button(dialog, 'Opprett').disabled).toBe(true);
    await expectNoAxeViolations(setup.dialogElement);
  });

  it('(b) a person from elsewhere: name read-only, the rest empty and enabled, the info message', async () => {
    const setup = await openDialog();
    await lookUp(setup, SWEDISH_ID);
    const { dialog } = setup;
    const message = await dialog.findByText(
      'Brukeren eksisterer fra før i systemet. Registrer kontaktopplysninger og velg rolle. Klikk deretter opprett for å legge til denne brukeren i foretaket.',
    );
    expect(message.closest('.MuiAlert-colorInfo')).not.toBeNull();
    expect(textbox(dialog, 'Fornavn').value).toBe('Sven');
    expect(textbox(dialog, 'Etternavn').value).toBe('Svensson');
    for (const name of NAME_FIELDS) expect(textbox(dialog, name).disabled).toBe(true);
    for (const name of CONTACT_FIELDS) {
      expect(textbox(dialog, name).disabled).toBe(false);
      expect(textbox(dialog, name).value).toBe('');
    }
    expect(isDisabled(combobox(dialog, 'Landkode'))).toBe(false);
    expect(isDisabled(combobox(dialog, 'Rolle'))).toBe(false);
    expect(combobox(dialog, 'Rolle').textContent?.replace(/\u200b/g, '')).toBe('');
    expect(button(dialog, 'Opprett').disabled).toBe(false);
    await expectNoAxeViolations(setup.dialogElement);
  });

  it('(c) nobody found: behind the spinner, then everything enabled and empty, the warning message', async () => {
    const answer = deferred<Response>();
    const setup = await openDialog(
      renderDialog({ routes: { [`GET /api/clerk/check/${NEW_ID}`]: () => answer.promise } }),
    );
    await lookUp(setup, NEW_ID);
    expect(await screen.findAllByText('Sjekker om bruker eksisterer')).not.toHaveLength(0);
    answer.resolve(jsonResponse(null));

    const { dialog } = setup;
    const message = await dialog.findByText(
      'Fant ingen bruker med det angitte fødselsnummeret. Fyll ut opplysningene under og klikk Opprett for å legge til brukeren i foretaket.',
    );
    expect(message.closest('.MuiAlert-colorWarning')).not.toBeNull();
    expect(screen.queryAllByText('Sjekker om bruker eksisterer')).toHaveLength(0);
    for (const name of [...NAME_FIELDS, ...CONTACT_FIELDS]) {
      expect(textbox(dialog, name).disabled).toBe(false);
      expect(textbox(dialog, name).value).toBe('');
    }
    expect(button(dialog, 'Opprett').disabled).toBe(false);
    await expectNoAxeViolations(setup.dialogElement);
  });

  it('goes back to the start when the national id changes after a lookup', async () => {
    const setup = await openDialog();
    await lookUp(setup, SWEDISH_ID);
    await setup.dialog.findByText(/Brukeren eksisterer fra før/);
    await setup.user.type(textbox(setup.dialog, 'Fødselsnummer'), '9');
    expect(setup.dialog.queryByText(/Brukeren eksisterer fra før/)).toBeNull();
    expect(textbox(setup.dialog, 'Fornavn').value).toBe('');
    expect(textbox(setup.dialog, 'E-post').disabled).toBe(true);
    expect(button(setup.dialog, 'Opprett').disabled).toBe(true);
    expect(textbox(setup.dialog, 'Fødselsnummer').value).toBe(`${SWEDISH_ID}9`);
  });

  it('on Opprett marks only the first invalid untouched field, focuses it and sends nothing', async () => {
    const setup = await openDialog();
    await lookUp(setup, NEW_ID);
    const { dialog, user, server } = setup;
    await dialog.findByText(/Fant ingen bruker/);
    expect(dialog.queryByText(/påkrevd felt/)).toBeNull();

    await user.click(button(dialog, 'Opprett'));
    expect(await dialog.findByText('Fornavn er et påkrevd felt')).toBeTruthy();
    expect(dialog.queryByText('Etternavn er et påkrevd felt')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(textbox(dialog, 'Fornavn')));

    await user.click(button(dialog, 'Opprett'));
    expect(await dialog.findByText('Etternavn er et påkrevd felt')).toBeTruthy();
    expect(dialog.queryByText('E-post er et påkrevd felt')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(textbox(dialog, 'Etternavn')));

    await user.type(textbox(dialog, 'Fornavn'), 'Nora');
    await user.type(textbox(dialog, 'Etternavn'), 'Nyansatt');
    await user.type(textbox(dialog, 'E-post'), 'ikke-en-adresse');
    // Leaving the e-mail field touches it, so its message shows; the next untouched one is the phone.
    await user.click(button(dialog, 'Opprett'));
    expect(await dialog.findByText('En eller flere e-postadresser er ugyldig')).toBeTruthy();
    expect(await dialog.findByText('Telefon er et påkrevd felt')).toBeTruthy();
    expect(dialog.queryByText('Velg en rolle')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(textbox(dialog, 'Telefon')));

    await user.click(button(dialog, 'Opprett'));
    expect(await dialog.findByText('Velg en rolle')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(combobox(dialog, 'Rolle')));

    // Everything touched: Opprett focuses the first invalid field.
    await user.click(button(dialog, 'Opprett'));
    await waitFor(() => expect(document.activeElement).toBe(textbox(dialog, 'E-post')));

    expect(server.callsTo('POST', '/api/clerk')).toHaveLength(0);
  });

  it('checks the phone again when the country changes', async () => {
    const setup = await openDialog();
    await lookUp(setup, NEW_ID);
    const { dialog, user } = setup;
    await dialog.findByText(/Fant ingen bruker/);
    await user.type(textbox(dialog, 'Telefon'), '701234567');
    await user.tab();
    expect(await dialog.findByText('Ugyldig telefonnummer')).toBeTruthy();
    await choose(setup, 'Landkode', 'Sverige (+46)');
    await waitFor(() => expect(dialog.queryByText('Ugyldig telefonnummer')).toBeNull());
  });

  it('offers no role above the viewer’s own level', async () => {
    const setup = await openDialog(renderDialog({ level: 4 }));
    await lookUp(setup, NEW_ID);
    await setup.dialog.findByText(/Fant ingen bruker/);
    await setup.user.click(combobox(setup.dialog, 'Rolle'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Saksbehandler',
      'Ekstern saksbehandler',
      'Superbruker',
      'Brukeradministrator',
    ]);
  });

  it('creates the user: the payload with CountryCode from the phone, the snackbar, reload and close', async () => {
    const created = deferred<void>();
    const setup = await openDialog(
      renderDialog({
        routes: {
          'POST /api/clerk': async (request) => {
            await created.promise;
            return jsonResponse(makeCompanyClerk(1, request.body as object), 201);
          },
        },
      }),
    );
    await lookUp(setup, NEW_ID);
    const { dialog, user, server } = setup;
    await dialog.findByText(/Fant ingen bruker/);
    await user.type(textbox(dialog, 'Fornavn'), 'Nora');
    await user.type(textbox(dialog, 'Etternavn'), 'Nyansatt');
    await user.type(textbox(dialog, 'E-post'), 'nora@fjordbanken.example, post@fjordbanken.example');
    await choose(setup, 'Landkode', 'Danmark (+45)');
    await user.type(textbox(dialog, 'Telefon'), '21345678');
    await choose(setup, 'Rolle', 'Brukeradministrator');
    const configCalls = server.callsTo('GET', '/api/config').length;
    await user.click(button(dialog, 'Opprett'));

    expect(await screen.findAllByText('Oppretter bruker')).not.toHaveLength(0);
    expect(server.callsTo('POST', '/api/clerk').map((call) => call.body)).toEqual([
      {
        Firstname: 'Nora',
        Lastname: 'Nyansatt',
        Email: 'nora@fjordbanken.example, post@fjordbanken.example',
        Phone: '21345678',
        PhoneCountryCode: 'DK',
        RoleId: roleOfLevel(4).Id,
        Birthnumber: NEW_ID,
        CountryCode: 'DK',
      },
    ]);
    created.resolve();

    expect(await screen.findByText('Ny bruker opprettet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('GET', '/api/config').length).toBe(configCalls + 1);
    expect(screen.queryAllByText('Oppretter bruker')).toHaveLength(0);
  });

  it('stays open with its values when the server refuses, and only logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const setup = await openDialog(
      renderDialog({
        routes: {
          'POST /api/clerk': jsonResponse({ title: 'Brukeren er allerede i foretaket', status: 409 }, 409),
        },
      }),
    );
    await lookUp(setup, SWEDISH_ID);
    const { dialog, user } = setup;
    await dialog.findByText(/Brukeren eksisterer fra før/);
    await user.type(textbox(dialog, 'E-post'), 'sven@fjordbanken.example');
    await user.type(textbox(dialog, 'Telefon'), '41234567');
    await choose(setup, 'Rolle', 'Saksbehandler');
    await user.click(button(dialog, 'Opprett'));

    await waitFor(() => expect(setup.server.callsTo('POST', '/api/clerk')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Ny bruker' })).toBeTruthy();
    expect(textbox(dialog, 'E-post').value).toBe('sven@fjordbanken.example');
    expect(screen.queryByText('Ny bruker opprettet')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Brukeren ble ikke opprettet', expect.anything());
  });

  it('closes with Avbryt, and not by a click outside', async () => {
    const { dialog, user, dialogElement } = await openDialog();
    const backdrop = dialogElement.parentElement?.parentElement?.querySelector('.MuiBackdrop-root');
    expect(backdrop).toBeTruthy();
    await user.click(backdrop as Element);
    expect(screen.getByRole('dialog', { name: 'Ny bruker' })).toBeTruthy();

    await user.click(button(dialog, 'Avbryt'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
