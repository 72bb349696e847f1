import type { AuditLogEntry, AuditLogPage as LogPage } from '@foretaksportalen/shared/contract/audit-log';
import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { makeCompanyClerk, makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { captureSavedFiles } from '../../../test/saved-files.ts';
import { AuditLogPage } from './audit-log-page.tsx';

const IVAR_ID = '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a';
const ivar = makeCompanyClerk(4, {
  Id: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0c',
  ClerkId: IVAR_ID,
  DisplayName: 'Ivar Brukeradmin',
  Clerk: { FirstName: 'Ivar', LastName: 'Brukeradmin', Consent: true },
});
const config: PortalConfig = { ...makeConfig(4), CompanyClerks: [ivar] };

/** A local time as the wire sends it (UTC), so that the shown times do not depend on the test machine's zone. */
const at = (day: number) => new Date(2026, 2, day, 14, 5).toISOString();
const ivarActor = { Kind: 'Person', Name: 'Ivar Brukeradmin' } as const;
const anne = { Kind: 'Person', Name: 'Anne Admin' } as const;
const kari = { Name: 'Kari Nordmann' };

const ENTRIES: AuditLogEntry[] = [
  { Id: '13', At: at(13), Actor: ivarActor, Kind: 'user.added', User: kari, Role: 'Saksbehandler' },
  { Id: '12', At: at(12), Actor: ivarActor, Kind: 'user.activated', User: kari },
  { Id: '11', At: at(11), Actor: ivarActor, Kind: 'user.deactivated', User: kari },
  { Id: '10', At: at(10), Actor: ivarActor, Kind: 'user.removed', User: { Name: null } },
  {
    Id: '9',
    At: at(9),
    Actor: anne,
    Kind: 'role.changed',
    User: kari,
    From: 'Saksbehandler',
    To: 'Superbruker',
  },
  {
    Id: '8',
    At: at(8),
    Actor: anne,
    Kind: 'profile.changed',
    User: kari,
    Changes: [
      { Field: 'Email', From: 'k***@eksempelbank.no', To: 'k***@privat.no' },
      { Field: 'NotifyOnNewPosts', From: true, To: false },
      { Field: 'FirstName' },
    ],
  },
  {
    Id: '7',
    At: at(7),
    Actor: { Kind: 'Provider' },
    Kind: 'company.changed',
    Changes: [
      { Field: 'Phone', From: '******55', To: null },
      { Field: 'NotifyBeforeDueDays', From: 3, To: 5 },
    ],
  },
  {
    Id: '6',
    At: at(6),
    Actor: { Kind: 'Provider' },
    Kind: 'access-key.issued',
    Email: 'n***@eksempelbank.no',
    Role: 'Superbruker',
  },
  { Id: '5', At: at(5), Actor: { Kind: 'Person', Name: 'Nils Nyansatt' }, Kind: 'access-key.used' },
  { Id: '4', At: at(4), Actor: { Kind: 'Operator' }, Kind: 'access-key.revoked' },
  { Id: '3', At: at(3), Actor: { Kind: 'Person', Name: 'Nina Ny' }, Kind: 'consent.given' },
  { Id: '2', At: at(2), Actor: { Kind: 'Person', Name: null }, Kind: 'consent.refused' },
  {
    Id: '1',
    At: at(1),
    Actor: anne,
    Kind: 'cases.handed-over',
    From: kari,
    To: null,
    Cases: 3,
  },
];

const pageOf = (entries: AuditLogEntry[], changes: Partial<LogPage> = {}): LogPage => ({
  Total: entries.length,
  Page: 1,
  PageSize: 25,
  Entries: entries,
  ...changes,
});

function renderLog(routes: Record<string, FakeRoute>, path = '/settings/log') {
  const server = stubFetch({ 'GET /api/config': () => config, ...routes });
  const app = renderWithApp(<AuditLogPage />, {
    path,
    routePath: '/settings/log',
    config,
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('the audit log page', () => {
  it('shows every kind of entry in Norwegian: when, who, the kind and what it says, e-mail and phone masked', async () => {
    renderLog({ 'GET /api/auditlog?page=1': pageOf(ENTRIES) });
    expect(await screen.findByRole('heading', { level: 2, name: '13 hendelser' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Logg' })).toBeTruthy();
    expect(rows()).toEqual([
      ['13.03.2026 14:05', 'Ivar Brukeradmin', 'Bruker lagt tilKari Nordmann som Saksbehandler'],
      ['12.03.2026 14:05', 'Ivar Brukeradmin', 'Bruker aktivertKari Nordmann'],
      ['11.03.2026 14:05', 'Ivar Brukeradmin', 'Bruker deaktivertKari Nordmann'],
      ['10.03.2026 14:05', 'Ivar Brukeradmin', 'Bruker slettet' + 'en tidligere bruker'],
      ['09.03.2026 14:05', 'Anne Admin', 'Rolle endretKari Nordmann: fra Saksbehandler til Superbruker'],
      [
        '08.03.2026 14:05',
        'Anne Admin',
        'Profil endretKari Nordmann: E-post fra «k***@eksempelbank.no» til «k***@privat.no», Varsel om ny post fra Ja til Nei, Fornavn',
      ],
      [
        '07.03.2026 14:05',
        'Klagenemnda',
        'Foretaksinnstillinger endretTelefon fra «******55» til tom, Varsle før forfall (virkedager) fra 3 til 5',
      ],
      ['06.03.2026 14:05', 'Klagenemnda', 'Tilgangsnøkkel utstedtTil n***@eksempelbank.no som Superbruker'],
      ['05.03.2026 14:05', 'Nils Nyansatt', 'Tilgangsnøkkel brukt'],
      ['04.03.2026 14:05', 'Drift', 'Tilgangsnøkkel trukket tilbake'],
      ['03.03.2026 14:05', 'Nina Ny', 'Samtykke gitt'],
      ['02.03.2026 14:05', 'Tidligere bruker', 'Samtykke avslått'],
      ['01.03.2026 14:05', 'Anne Admin', 'Saker overført3 saker fra Kari Nordmann til Ufordelte saker'],
    ]);
    await expectNoAxeViolations();
  });

  it('filters by person and kind, keeps the filter in the address and starts again on the first page', async () => {
    const { user, server, router } = renderLog(
      {
        'GET /api/auditlog?page=2': pageOf(ENTRIES.slice(0, 1), { Total: 26, Page: 2 }),
        [`GET /api/auditlog?person=${IVAR_ID}&page=1`]: pageOf(ENTRIES.slice(0, 4)),
        [`GET /api/auditlog?person=${IVAR_ID}&kind=user.removed&page=1`]: pageOf(ENTRIES.slice(3, 4)),
      },
      '/settings/log?page=2',
    );
    expect(await screen.findByRole('heading', { level: 2, name: '26 hendelser' })).toBeTruthy();
    expect(screen.getByText('Side 2 of 2')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Utført av' }));
    await user.click(screen.getByRole('option', { name: 'Ivar Brukeradmin' }));
    expect(await screen.findByRole('heading', { level: 2, name: '4 hendelser' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Hendelse' }));
    await user.click(screen.getByRole('option', { name: 'Bruker slettet' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 hendelse' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?person=${IVAR_ID}&kind=user.removed`);
    expect(server.callsTo('GET', `/api/auditlog?person=${IVAR_ID}&kind=user.removed&page=1`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Nullstill filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads the days from the address, and says so when they cannot be used', async () => {
    renderLog({}, '/settings/log?from=2026-03-05&to=2026-03-01');
    expect(await screen.findByText('Fra-datoen må være før eller lik til-datoen')).toBeTruthy();
  });

  it('downloads the filtered log as an Excel file', async () => {
    const { saved } = captureSavedFiles();
    const { user, server } = renderLog(
      {
        'GET /api/auditlog?kind=role.changed&page=1': pageOf(ENTRIES.slice(4, 5)),
        'GET /api/auditlog/export?kind=role.changed': {
          FileName: 'logg-2026-03-20.xlsx',
          FileContent: btoa('xlsx'),
          MimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      },
      '/settings/log?kind=role.changed',
    );
    expect(await screen.findByRole('heading', { level: 2, name: '1 hendelse' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last ned Excel' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['logg-2026-03-20.xlsx']));
    expect(server.callsTo('GET', '/api/auditlog/export?kind=role.changed')).toHaveLength(1);
  });

  it('says so when the log cannot be read, and tries again', async () => {
    let fail = true;
    const { user } = renderLog({
      'GET /api/auditlog?page=1': () => (fail ? problemResponse(500, { title: 'Feil' }) : pageOf([])),
    });
    expect(await screen.findByText('Loggen kunne ikke hentes.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Ingen hendelser i utvalget.')).toBeTruthy();
  });
});
