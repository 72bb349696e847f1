import type { Company } from '@foretaksportalen/shared/contract/company';
import type { CompanyClerk, PortalConfig } from '@foretaksportalen/shared/contract/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { deferred, type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import {
  jsonResponse,
  KARI_MEMBERSHIP_ID,
  makeCompanyClerk,
  makeConfig,
  problemResponse,
} from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

const COMPANY_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

const kari = makeCompanyClerk(5, { Id: KARI_MEMBERSHIP_ID, Clerk: { Consent: true } });
const ola = makeCompanyClerk(2, {
  Id: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0c',
  ClerkId: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a',
  DisplayName: 'Ola Ekstern',
  Clerk: { FirstName: 'Ola', LastName: 'Ekstern', Consent: null },
});
const siri = makeCompanyClerk(3, {
  Id: '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c1d',
  ClerkId: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a9c',
  DisplayName: 'Siri Superbruker',
  Clerk: { FirstName: 'Siri', LastName: 'Superbruker', Consent: false },
});
const dag = makeCompanyClerk(1, {
  Id: '8b9c0d1e-2f3a-4b4c-9d5e-7f8a9b0c1d2e',
  ClerkId: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0d',
  DisplayName: 'Dag Deaktivert',
  Disabled: true,
  Clerk: { FirstName: 'Dag', LastName: 'Deaktivert', Consent: true },
});

const company: Company = {
  Id: COMPANY_ID,
  Name: 'Fjordbanken ASA',
  OrgNum: '999888777',
  EmailAddress: 'klager@fjordbanken.example',
  Phone: '22334455',
  PhoneCountryCode: 'NO',
  NotifyOnNewCases: true,
  NotifyOnNewPosts: false,
  NotifyOnUnreadPosts: true,
  IsElectronicLettersActive: false,
  ForceReadByCompany: true,
  NotifyLeadersOnNewCases: false,
  NotifyLeadersOnUnreadPosts: true,
  IsPortalLockedForElKom: false,
  NotifyBeforeDueDays: 3,
  LettersNeedApproval: false,
};

const configWith = (level: number, clerks: CompanyClerk[] = [kari, ola, siri, dag]): PortalConfig => ({
  ...makeConfig(level),
  CompanyClerks: clerks,
});

interface Setup {
  level?: number;
  clerks?: CompanyClerk[];
  companyAnswer?: Partial<Company>;
  routes?: Record<string, FakeRoute>;
}

function renderSettings({ level = 5, clerks, companyAnswer, routes = {} }: Setup = {}) {
  const config = configWith(level, clerks);
  const server = stubFetch({
    'GET /api/config': () => config,
    [`GET /api/company/${COMPANY_ID}`]: { ...company, ...companyAnswer },
    [`PUT /api/company/${COMPANY_ID}`]: () => 1,
    ...routes,
  });
  const app = renderWithApp(
    <>
      <SettingsPage />
      <Link to="/incidents">Saker</Link>
    </>,
    { path: '/settings', routePath: '/settings', config, withOverlays: true },
  );
  return { ...app, server, user: userEvent.setup() };
}

const loaded = () => screen.findByRole('heading', { level: 1, name: 'Innstillinger' });
const section = (name: string) => screen.getByRole('region', { name });
const list = (name: string) => within(section(name)).getByRole('table');
const rowOf = (listName: string, name: string) =>
  within(list(listName))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name)) as HTMLElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const daysBeforeDue = () =>
  screen.getByRole('spinbutton', { name: 'Varsle før forfall' }) as HTMLInputElement;

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('loading', () => {
  it('stays hidden behind the spinner until the configuration and the company have loaded', async () => {
    const companyAnswer = deferred<Response>();
    const { server } = renderSettings({
      routes: { [`GET /api/company/${COMPANY_ID}`]: () => companyAnswer.promise },
    });
    expect(await screen.findAllByText('Vennligst vent, laster innstillinger..')).not.toHaveLength(0);
    await waitFor(() => expect(server.callsTo('GET', '/api/config')).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    companyAnswer.resolve(jsonResponse(company));
    await loaded();
    expect(screen.queryAllByText('Vennligst vent, laster innstillinger..')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Alternativer for Fjordbanken ASA' })).toBeTruthy();
  });

  it('level 4 loads no company data and shows no company section', async () => {
    const { server } = renderSettings({ level: 4 });
    await loaded();
    expect(server.requests.filter((request) => request.url.startsWith('/api/company'))).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: /Alternativer for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
    expect(section('Brukere')).toBeTruthy();
    expect(section('Inaktive brukere')).toBeTruthy();
    expect(section('Roller')).toBeTruthy();
  });

  it('leads level 5 to the letter templates, and not level 4', async () => {
    renderSettings();
    await loaded();
    expect(screen.getByRole('link', { name: 'Brevmaler' }).getAttribute('href')).toBe('/settings/templates');
    expect(screen.getByRole('link', { name: 'Logg' }).getAttribute('href')).toBe('/settings/log');
  });

  it('offers level 4 the log but not the letter templates', async () => {
    renderSettings({ level: 4 });
    await loaded();
    expect(screen.queryByRole('link', { name: 'Brevmaler' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Logg' })).toBeTruthy();
  });

  it('leads level 5 alone to the deletion of personal data (issue 48)', async () => {
    renderSettings();
    await loaded();
    expect(screen.getByRole('link', { name: 'Sletting av personopplysninger' }).getAttribute('href')).toBe(
      '/settings/retention',
    );
  });

  it('does not lead level 4 to the deletion of personal data', async () => {
    renderSettings({ level: 4 });
    await loaded();
    expect(screen.queryByRole('link', { name: 'Sletting av personopplysninger' })).toBeNull();
  });

  it('leads level 5 alone to a person’s data on request (issue 48)', async () => {
    renderSettings();
    await loaded();
    expect(screen.getByRole('link', { name: 'Innsyn for en person' }).getAttribute('href')).toBe(
      '/settings/personal-data',
    );
  });

  it('does not lead level 4 to a person’s data on request', async () => {
    renderSettings({ level: 4 });
    await loaded();
    expect(screen.queryByRole('link', { name: 'Innsyn for en person' })).toBeNull();
  });

  it('still shows the users when the company cannot be loaded, and only logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSettings({
      routes: { [`GET /api/company/${COMPANY_ID}`]: problemResponse(404, { title: 'Ikke funnet' }) },
    });
    await loaded();
    expect(screen.queryByRole('heading', { name: /Alternativer for/ })).toBeNull();
    expect(section('Brukere')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Foretaket kunne ikke lastes', expect.anything());
  });
});

describe('user lists', () => {
  it('splits active and inactive users, with name, consent and role', async () => {
    renderSettings();
    await loaded();
    const names = (listName: string) =>
      within(list(listName))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(names('Brukere')).toEqual(['Kari Nordmann', 'Ola Ekstern', 'Siri Superbruker']);
    expect(names('Inaktive brukere')).toEqual(['Dag Deaktivert']);

    const olaRow = within(rowOf('Brukere', 'Ola Ekstern'));
    expect(olaRow.getByText('Ekstern saksbehandler')).toBeTruthy();
    expect(
      olaRow.getByRole('img', {
        name: 'Brukeren har ikke tatt stilling til samtykke om lagring av personopplysninger',
      }),
    ).toBeTruthy();
    expect(
      within(rowOf('Brukere', 'Siri Superbruker')).getByRole('img', {
        name: 'Brukeren har ikke gitt samtykke til lagring av personopplysninger',
      }),
    ).toBeTruthy();
    expect(
      within(rowOf('Brukere', 'Kari Nordmann')).getByRole('img', {
        name: 'Brukeren har gitt samtykke til lagring av personopplysninger',
      }),
    ).toBeTruthy();
  });

  it('offers Endre (to the profile), Deaktiver and Slett for active users, Aktiver for inactive ones', async () => {
    renderSettings();
    await loaded();
    const olaRow = within(rowOf('Brukere', 'Ola Ekstern'));
    expect(olaRow.getByRole('link', { name: 'Endre' }).getAttribute('href')).toBe(`/profile/${ola.ClerkId}`);
    expect(olaRow.getByRole('button', { name: 'Deaktiver bruker' })).toBeTruthy();
    expect(olaRow.getByRole('button', { name: 'Slett bruker' })).toBeTruthy();
    expect(olaRow.queryByRole('button', { name: 'Aktiver bruker' })).toBeNull();

    const dagRow = within(rowOf('Inaktive brukere', 'Dag Deaktivert'));
    expect(dagRow.getByRole('button', { name: 'Aktiver bruker' })).toBeTruthy();
    expect(dagRow.getByRole('button', { name: 'Slett bruker' })).toBeTruthy();
    expect(dagRow.queryByRole('button', { name: 'Deaktiver bruker' })).toBeNull();
  });

  it('disables deactivating and deleting the own row', async () => {
    renderSettings();
    await loaded();
    const own = within(rowOf('Brukere', 'Kari Nordmann'));
    expect((own.getByRole('button', { name: 'Deaktiver bruker' }) as HTMLButtonElement).disabled).toBe(true);
    expect((own.getByRole('button', { name: 'Slett bruker' }) as HTMLButtonElement).disabled).toBe(true);
    expect(own.getByRole('link', { name: 'Endre' })).toBeTruthy();
    const other = within(rowOf('Brukere', 'Ola Ekstern'));
    expect((other.getByRole('button', { name: 'Deaktiver bruker' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('turns off what the server says the viewer may not do to a user, and says why', async () => {
    const { user } = renderSettings({
      level: 4,
      clerks: [kari, { ...ola, StatusChangeBlock: 'target-above-viewer' }, siri, dag],
    });
    await loaded();
    const above = within(rowOf('Brukere', 'Ola Ekstern'));
    const deactivate = above.getByRole('button', { name: 'Deaktiver bruker' }) as HTMLButtonElement;
    expect(deactivate.disabled).toBe(true);
    expect((above.getByRole('button', { name: 'Slett bruker' }) as HTMLButtonElement).disabled).toBe(true);
    await user.hover(deactivate.parentElement as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Ola har flere tilganger enn deg.');
    const other = within(rowOf('Brukere', 'Siri Superbruker'));
    expect((other.getByRole('button', { name: 'Slett bruker' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the empty texts', async () => {
    renderSettings({ level: 4, clerks: [] });
    await loaded();
    expect(within(section('Brukere')).getByText('Ingen aktive brukere')).toBeTruthy();
    expect(within(section('Inaktive brukere')).getByText('Ingen deaktiverte brukere')).toBeTruthy();
  });

  it('hides the labels up to 800 px, keeping the icons with their accessible names', async () => {
    setScreenNarrow(true);
    const { user } = renderSettings();
    await loaded();
    const olaRow = within(rowOf('Brukere', 'Ola Ekstern'));
    for (const name of ['Deaktiver bruker', 'Slett bruker']) {
      const button = olaRow.getByRole('button', { name });
      expect(button.textContent).toBe('');
      expect(button.querySelector('svg')).not.toBeNull();
    }
    const edit = olaRow.getByRole('link', { name: 'Endre' });
    expect(edit.textContent).toBe('');
    expect(
      within(rowOf('Inaktive brukere', 'Dag')).getByRole('button', { name: 'Aktiver bruker' }).textContent,
    ).toBe('');

    await user.hover(olaRow.getByRole('button', { name: 'Slett bruker' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Slett bruker');
  });

  it('shows the labels on wide screens', async () => {
    renderSettings();
    await loaded();
    const olaRow = within(rowOf('Brukere', 'Ola Ekstern'));
    expect(olaRow.getByRole('button', { name: 'Deaktiver bruker' }).textContent).toBe('Deaktiver bruker');
    expect(olaRow.getByRole('link', { name: 'Endre' }).textContent).toBe('Endre');
  });

  it('pages a long list with the shared paginator', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      makeCompanyClerk(1, {
        Id: `00000000-0000-4000-8000-1000000000${String(index).padStart(2, '0')}`,
        ClerkId: `00000000-0000-4000-8000-2000000000${String(index).padStart(2, '0')}`,
        Clerk: { FirstName: `Bruker${String(index).padStart(2, '0')}`, LastName: 'Test' },
      }),
    );
    const { user } = renderSettings({ level: 4, clerks: many });
    await loaded();
    const users = section('Brukere');
    expect(within(list('Brukere')).getAllByRole('row')).toHaveLength(11);
    expect(within(users).getByText('Side 1 of 2')).toBeTruthy();
    expect(within(users).getByText('Saker pr side')).toBeTruthy();
    await user.click(within(users).getByRole('button', { name: 'Neste side' }));
    expect(within(list('Brukere')).getAllByRole('row')).toHaveLength(3);
    expect(within(users).getByText('Side 2 of 2')).toBeTruthy();
  });

  it('lists the roles with their descriptions', async () => {
    renderSettings({ level: 4 });
    await loaded();
    const rows = within(within(section('Roller')).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Navn', 'Beskrivelse'],
      ['Saksbehandler', 'Har kun tilgang til egne saker.'],
      ['Ekstern saksbehandler', 'Har kun tilgang til egne saker, og kan ikke opprette nye saker.'],
      ['Superbruker', 'Har tilgang til alle saker og kan fordele nye saker.'],
      ['Brukeradministrator', 'For IT-personell. Kan kun administrere brukere.'],
      ['Administrator', 'Har alle rettigheter.'],
    ]);
  });

  it('has no axe violations', async () => {
    renderSettings();
    await loaded();
    await expectNoAxeViolations();
  });
});

describe('deactivate and delete', () => {
  const assignments = (count: number) => ({
    [`GET /api/clerk/checkcaseassignments/${ola.ClerkId}`]: () => count,
  });

  it.each([
    ['Deaktiver bruker', 'Deaktivere bruker', 'Er du sikker på at du ønsker å deaktivere denne brukeren?'],
    ['Slett bruker', 'Slett bruker', 'Er du sikker på at du ønsker å slette denne brukeren?'],
  ])('%s with assigned cases shows only the JOBBKØ warning, with OK only', async (button, title) => {
    const { user, server } = renderSettings({ routes: assignments(2) });
    await loaded();
    await user.click(within(rowOf('Brukere', 'Ola Ekstern')).getByRole('button', { name: button }));

    const dialog = await screen.findByRole('dialog', { name: 'Brukeren har tildelte saker' });
    expect(dialog.textContent).toContain(
      'Det er ikke mulig å slette eller deaktivere en bruker som har tildelte saker i JOBBKØ.',
    );
    expect(dialog.textContent).toContain('Fordel sakene til andre saksbehandlere i JOBBKØ først.');
    expect(dialog.textContent).toContain('Se brukerveiledningen under Hjelp');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('deactivates after Ja: the call, the snackbar and the configuration loaded anew', async () => {
    const deactivateUrl = `/api/clerk/deactivate/${ola.Id}`;
    const { user, server } = renderSettings({
      routes: { ...assignments(0), [`POST ${deactivateUrl}`]: () => 1 },
    });
    await loaded();
    const configCalls = server.callsTo('GET', '/api/config').length;
    await user.click(
      within(rowOf('Brukere', 'Ola Ekstern')).getByRole('button', { name: 'Deaktiver bruker' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Deaktivere bruker' });
    expect(dialog.textContent).toContain('Er du sikker på at du ønsker å deaktivere denne brukeren?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Nei', 'Ja']);
    expect(server.callsTo('GET', `/api/clerk/checkcaseassignments/${ola.ClerkId}`)).toHaveLength(1);
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Saksbehandler deaktivert')).toBeTruthy();
    expect(server.callsTo('POST', deactivateUrl)).toHaveLength(1);
    expect(server.callsTo('GET', '/api/config').length).toBe(configCalls + 1);
  });

  it('does nothing after Nei', async () => {
    const { user, server } = renderSettings({ routes: assignments(0) });
    await loaded();
    await user.click(within(rowOf('Brukere', 'Ola Ekstern')).getByRole('button', { name: 'Slett bruker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slett bruker' });
    expect(dialog.textContent).toContain('Er du sikker på at du ønsker å slette denne brukeren?');
    await user.click(within(dialog).getByRole('button', { name: 'Nei' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('deletes after Ja: the call, the snackbar and the configuration loaded anew', async () => {
    const deleteUrl = `/api/clerk/company/${ola.Id}`;
    const { user, server } = renderSettings({ routes: { ...assignments(0), [`DELETE ${deleteUrl}`]: null } });
    await loaded();
    const configCalls = server.callsTo('GET', '/api/config').length;
    await user.click(within(rowOf('Brukere', 'Ola Ekstern')).getByRole('button', { name: 'Slett bruker' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Slett bruker' })).getByRole('button', { name: 'Ja' }),
    );

    expect(await screen.findByText('Bruker slettet')).toBeTruthy();
    expect(server.callsTo('DELETE', deleteUrl)).toHaveLength(1);
    expect(server.callsTo('GET', '/api/config').length).toBe(configCalls + 1);
  });

  it('activates at once: the call, the snackbar and the configuration loaded anew', async () => {
    const activateUrl = `/api/clerk/activate/${dag.Id}`;
    const { user, server } = renderSettings({ routes: { [`POST ${activateUrl}`]: () => 1 } });
    await loaded();
    const configCalls = server.callsTo('GET', '/api/config').length;
    await user.click(
      within(rowOf('Inaktive brukere', 'Dag')).getByRole('button', { name: 'Aktiver bruker' }),
    );

    expect(await screen.findByText('Saksbehandler aktivert')).toBeTruthy();
    expect(server.callsTo('POST', activateUrl)).toHaveLength(1);
    expect(server.callsTo('GET', '/api/config').length).toBe(configCalls + 1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an answer of 0 changes nothing: no snackbar, no reload', async () => {
    const activateUrl = `/api/clerk/activate/${dag.Id}`;
    const { user, server } = renderSettings({ routes: { [`POST ${activateUrl}`]: () => 0 } });
    await loaded();
    const configCalls = server.callsTo('GET', '/api/config').length;
    await user.click(
      within(rowOf('Inaktive brukere', 'Dag')).getByRole('button', { name: 'Aktiver bruker' }),
    );
    await waitFor(() => expect(server.callsTo('POST', activateUrl)).toHaveLength(1));
    expect(screen.queryByText('Saksbehandler aktivert')).toBeNull();
    expect(server.callsTo('GET', '/api/config').length).toBe(configCalls);
  });

  it('shows the JOBBKØ warning when the server refuses for assigned cases after the check', async () => {
    const { user } = renderSettings({
      routes: {
        ...assignments(0),
        [`POST /api/clerk/deactivate/${ola.Id}`]: problemResponse(409, {
          title: 'Brukeren har tildelte saker',
        }),
      },
    });
    await loaded();
    await user.click(
      within(rowOf('Brukere', 'Ola Ekstern')).getByRole('button', { name: 'Deaktiver bruker' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deaktivere bruker' })).getByRole('button', {
        name: 'Ja',
      }),
    );
    const warning = await screen.findByRole('dialog', { name: 'Brukeren har tildelte saker' });
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s title when it refuses', async () => {
    const { user } = renderSettings({
      routes: {
        ...assignments(0),
        [`DELETE /api/clerk/company/${ola.Id}`]: problemResponse(403, {
          title: 'Du har ikke tilgang til å slette denne brukeren',
        }),
      },
    });
    await loaded();
    await user.click(within(rowOf('Brukere', 'Ola Ekstern')).getByRole('button', { name: 'Slett bruker' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Slett bruker' })).getByRole('button', { name: 'Ja' }),
    );
    expect(await screen.findByText('Du har ikke tilgang til å slette denne brukeren')).toBeTruthy();
  });
});

describe("handing over a user's cases (issue 20)", () => {
  const withCases = { 'GET /api/caselist/assignments': [{ ClerkId: ola.Id, Open: 3, Closed: 1 }] };

  it('offers Overfør saker for a user with cases, and moves them all to the chosen clerk', async () => {
    const bodies: unknown[] = [];
    const { user, server } = renderSettings({
      routes: {
        ...withCases,
        'POST /api/caselist/handover': (request) => {
          bodies.push(request.body);
          return { Updated: 4 };
        },
      },
    });
    const active = await screen.findByRole('region', { name: 'Brukere' });
    const olaRow = within(active).getByRole('row', { name: /Ola Ekstern/ });
    await waitFor(() => expect(within(olaRow).getByRole('button', { name: 'Overfør saker' })).toBeTruthy());
    expect(
      within(within(active).getByRole('row', { name: /Siri Superbruker/ })).queryByRole('button', {
        name: 'Overfør saker',
      }),
    ).toBeNull();

    await user.click(within(olaRow).getByRole('button', { name: 'Overfør saker' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Overfør sakene til Ola Ekstern',
      description: 'Ola Ekstern har 3 åpne saker og 1 avsluttet sak. Alle overføres til den du velger.',
    });
    expect(within(dialog).getByRole('button', { name: 'Overfør' })).toHaveProperty('disabled', true);
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('combobox', { name: 'Ny saksbehandler' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('Ufordelte saker');
    expect(options).not.toContain('Ola Ekstern');
    expect(options).not.toContain('Dag Deaktivert');
    await user.click(screen.getByRole('option', { name: 'Siri Superbruker' }));
    await user.click(within(dialog).getByRole('button', { name: 'Overfør' }));

    await waitFor(() => expect(bodies).toEqual([{ FromClerkId: ola.Id, CaseClerkId: siri.Id }]));
    expect(await screen.findByText('4 saker er overført til Siri Superbruker')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('GET', '/api/caselist/assignments').length).toBeGreaterThan(1);
  });

  it('is not offered to level 4, which does not see cases', async () => {
    const { server } = renderSettings({ level: 4, routes: withCases });
    await screen.findByRole('region', { name: 'Brukere' });
    expect(screen.queryByRole('button', { name: 'Overfør saker' })).toBeNull();
    expect(server.callsTo('GET', '/api/caselist/assignments')).toEqual([]);
  });
});

describe('refusals below level 4', () => {
  // Such clerks never reach /settings (the route guard), but the actions keep the specification's refusals.
  it.each([
    ['Deaktiver bruker', 'Brukere', 'Ola Ekstern', 'Du har ikke tilgang til å deaktivere saksbehandler'],
    ['Slett bruker', 'Brukere', 'Ola Ekstern', 'Du har ikke tilgang til å slette brukeren'],
    ['Aktiver bruker', 'Inaktive brukere', 'Dag', 'Du har ikke tilgang til å aktivere saksbehandler'],
  ])('%s answers with the refusal snackbar and no call', async (button, listName, name, refusal) => {
    const { user, server } = renderSettings({ level: 3 });
    await loaded();
    await user.click(within(rowOf(listName, name)).getByRole('button', { name: button }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(server.requests.filter((request) => request.url.startsWith('/api/clerk'))).toHaveLength(0);
  });
});

describe('company settings', () => {
  const companySection = () => screen.getByRole('form', { name: 'Alternativer for Fjordbanken ASA' });

  it('shows the company with name and organisation number read-only', async () => {
    renderSettings();
    await loaded();
    const form = within(companySection());
    expect((form.getByRole('textbox', { name: 'Navn' }) as HTMLInputElement).value).toBe('Fjordbanken ASA');
    expect((form.getByRole('textbox', { name: 'Navn' }) as HTMLInputElement).disabled).toBe(true);
    expect((form.getByRole('textbox', { name: 'Organisasjonsnummer' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(field('Felles e-post').value).toBe('klager@fjordbanken.example');
    expect(screen.getByText('Flere e-postadresser skilles med komma')).toBeTruthy();
    expect(form.getByRole('combobox', { name: 'Landkode' }).textContent).toBe('Norge (+47)');
    expect(field('Telefon').value).toBe('22334455');
    expect(form.getByRole('group', { name: 'Opplysninger om foretak' })).toBeTruthy();
    expect(form.getByRole('group', { name: 'Varsling per e-post' })).toBeTruthy();
    expect(form.getByRole('group', { name: 'Systeminnstillinger' })).toBeTruthy();
    expect(checkbox('Motta varsel om nye saker').checked).toBe(true);
    expect(checkbox('Motta varsel om ny post').checked).toBe(false);
    expect(checkbox('Motta varsel om ulest post').checked).toBe(true);
  });

  it('makes the notification boxes false and disabled while the e-mail is empty', async () => {
    const { user } = renderSettings();
    await loaded();
    await user.clear(field('Felles e-post'));
    for (const name of [
      'Motta varsel om nye saker',
      'Motta varsel om ny post',
      'Motta varsel om ulest post',
    ]) {
      expect(checkbox(name).checked).toBe(false);
      expect(checkbox(name).disabled).toBe(true);
    }
    await user.type(field('Felles e-post'), 'post@fjordbanken.example');
    expect(checkbox('Motta varsel om nye saker').disabled).toBe(false);
    expect(checkbox('Motta varsel om nye saker').checked).toBe(false);
  });

  it('starts the notification boxes disabled for a company without e-mail', async () => {
    renderSettings({ companyAnswer: { EmailAddress: null } });
    await loaded();
    expect(checkbox('Motta varsel om nye saker').checked).toBe(false);
    expect(checkbox('Motta varsel om ulest post').disabled).toBe(true);
  });

  it('shows Varsle før forfall in working days, and keeps it open without a common e-mail', async () => {
    const { user } = renderSettings();
    await loaded();
    expect(
      within(companySection()).getByRole('group', { name: 'Varsling per e-post' }).contains(daysBeforeDue()),
    ).toBe(true);
    expect(daysBeforeDue().value).toBe('3');
    expect(daysBeforeDue().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/^Antall virkedager før forfall\./)).toBeTruthy();
    await user.clear(field('Felles e-post'));
    expect(daysBeforeDue().disabled).toBe(false);
  });

  it.each([
    ['31', '31'],
    ['a decimal', '2.5'],
    ['nothing', ''],
  ])('refuses Varsle før forfall of %s with the message, and saves nothing', async (_case, typed) => {
    const { user, server } = renderSettings();
    await loaded();
    await user.clear(daysBeforeDue());
    if (typed) await user.type(daysBeforeDue(), typed);
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Varsle før forfall må være et helt tall fra 0 til 30')).toBeTruthy();
    expect(daysBeforeDue().getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('PUT', `/api/company/${COMPANY_ID}`)).toHaveLength(0);
  });

  it('saves Varsle før forfall as a number, 0 turning it off', async () => {
    const { user, server } = renderSettings();
    await loaded();
    await user.clear(daysBeforeDue());
    await user.type(daysBeforeDue(), '0');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Innstillinger for foretak er lagret')).toBeTruthy();
    expect(server.callsTo('PUT', `/api/company/${COMPANY_ID}`).map((call) => call.body)).toEqual([
      { ...company, NotifyBeforeDueDays: 0 },
    ]);
    expect(daysBeforeDue().value).toBe('0');
  });

  it('explains Ikke send brev per post with an info or a warning box', async () => {
    const { user } = renderSettings();
    await loaded();
    const box = checkbox('Ikke send brev per post');
    expect(box.checked).toBe(false);
    expect(
      screen.getByText('Klagenemnda sender alle brev til foretaket både elektronisk og per post.'),
    ).toBeTruthy();

    await user.click(box);
    expect(screen.getByText('Klagenemnda sender brev til foretaket kun elektronisk.')).toBeTruthy();
    expect(screen.queryByText(/både elektronisk og per post/)).toBeNull();
  });

  it('locks Ikke send brev per post when the complaints body has locked it', async () => {
    renderSettings({ companyAnswer: { IsPortalLockedForElKom: true, IsElectronicLettersActive: true } });
    await loaded();
    expect(checkbox('Ikke send brev per post').disabled).toBe(true);
    expect(checkbox('Ikke send brev per post').checked).toBe(true);
    expect(screen.getByText('Denne innstillingen kan bare endres av Klagenemnda.')).toBeTruthy();
  });

  it('checks the phone again when the country changes', async () => {
    const { user } = renderSettings();
    await loaded();
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '701234567');
    expect(screen.getByText('Ugyldig telefonnummer')).toBeTruthy();

    await user.click(within(companySection()).getByRole('combobox', { name: 'Landkode' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Sverige (+46)' }),
    );
    await waitFor(() => expect(screen.queryByText('Ugyldig telefonnummer')).toBeNull());

    await user.click(within(companySection()).getByRole('combobox', { name: 'Landkode' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Norge (+47)' }));
    expect(await screen.findByText('Ugyldig telefonnummer')).toBeTruthy();
  });

  it('blocks saving an invalid form', async () => {
    const { user, server } = renderSettings();
    await loaded();
    await user.clear(field('Felles e-post'));
    await user.type(field('Felles e-post'), 'a@b.no, ikke-en-adresse');
    expect(screen.getByText('En eller flere e-postadresser er ugyldig')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(server.callsTo('PUT', `/api/company/${COMPANY_ID}`)).toHaveLength(0);
  });

  it('saves the whole company payload and says so', async () => {
    const { user, server } = renderSettings();
    await loaded();
    await user.clear(field('Telefon'));
    await user.click(checkbox('Motta varsel om ny post'));
    await user.click(checkbox('Ikke send brev per post'));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Innstillinger for foretak er lagret')).toBeTruthy();
    expect(server.callsTo('PUT', `/api/company/${COMPANY_ID}`).map((call) => call.body)).toEqual([
      {
        ...company,
        Phone: null,
        NotifyOnNewPosts: true,
        IsElectronicLettersActive: true,
      },
    ]);
  });

  it('says nothing is saved when the answer is below 0', async () => {
    const { user } = renderSettings({ routes: { [`PUT /api/company/${COMPANY_ID}`]: () => -1 } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Innstillingene for foretaket ble ikke lagret. Prøv igjen.')).toBeTruthy();
    expect(screen.queryByText('Innstillinger for foretak er lagret')).toBeNull();
  });

  it('asks Forlate siden? when the company form has unsaved changes; Avbryt stays, OK leaves', async () => {
    const { user, router } = renderSettings();
    await loaded();
    await user.type(field('Telefon'), '1');
    await user.click(screen.getByRole('link', { name: 'Saker' }));

    const dialog = await screen.findByRole('dialog', { name: 'Forlate siden?' });
    expect(dialog.textContent).toContain(
      'Advarsel: Innholdet er endret. Hvis du forlater siden, vil du miste endringene.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/settings');

    await user.click(screen.getByRole('link', { name: 'Saker' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
  });

  it('leaves without asking once saved', async () => {
    const { user, router } = renderSettings();
    await loaded();
    await user.click(checkbox('Ikke send brev per post'));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await screen.findByText('Innstillinger for foretak er lagret');
    await user.click(screen.getByRole('link', { name: 'Saker' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
