import type {
  ErasureRequest,
  ErasureRequests,
  PersonCase,
  PersonSearchResult,
} from '@foretaksportalen/shared/contract/personal-data';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { type FakeRoute, lineStream, stubFetch } from '../../../test/fake-server.ts';
import { makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { captureSavedFiles } from '../../../test/saved-files.ts';
import { PersonalDataPage } from './personal-data-page.tsx';

const config = makeConfig(5);
/** A local time as the wire sends it (UTC), so that the shown dates do not depend on the test machine's zone. */
const at = (month: number, day: number) => new Date(2026, month - 1, day, 10, 15).toISOString();
const uid = (n: number) => `0000000b-0000-4000-8000-00000000000${n}`;

const CLOSED: PersonCase = {
  CaseUid: uid(1),
  CaseId: 'EB-2026-0101',
  Roles: ['complainer'],
  Status: 'Avsluttet',
  Registered: at(1, 5),
  ClosedAt: at(3, 2),
  Archived: true,
  LegalHoldReason: null,
  PersonalDataDeleted: null,
  ErasureLeft: null,
};
const OPEN: PersonCase = {
  ...CLOSED,
  CaseUid: uid(2),
  CaseId: 'EB-2026-0102',
  Roles: ['correspondent'],
  Status: 'Under behandling',
  ClosedAt: null,
  Archived: false,
  ErasureLeft: 'open',
};
const HELD: PersonCase = {
  ...CLOSED,
  CaseUid: uid(3),
  CaseId: 'EB-2026-0103',
  LegalHoldReason: 'Rettssak i tingretten',
  ErasureLeft: 'held',
};
const FOUND: PersonSearchResult = { Cases: [CLOSED, OPEN, HELD] };

const ANNES_REQUEST: ErasureRequest = {
  Id: '0000000c-0000-4000-8000-000000000001',
  RequestedAt: at(11, 20),
  RequestedBy: 'Anne Admin',
  IsOwn: true,
  Cases: [
    { CaseUid: uid(1), CaseId: 'EB-2026-0101', Roles: ['complainer'], Left: null, LegalHoldReason: null },
    {
      CaseUid: uid(3),
      CaseId: 'EB-2026-0103',
      Roles: ['complainer'],
      Left: 'held',
      LegalHoldReason: 'Rettssak i tingretten',
    },
  ],
};
const SIRIS_REQUEST: ErasureRequest = {
  ...ANNES_REQUEST,
  Id: '0000000c-0000-4000-8000-000000000002',
  RequestedBy: 'Siri Superbruker',
  IsOwn: false,
};
const NONE: ErasureRequests = { Requests: [] };

const SEARCH = 'POST /api/personal-data/search';
const EXPORT = 'POST /api/personal-data/export';
const REQUESTS = 'GET /api/personal-data/erasure-requests';
const READY = '/api/personal-data/export/0000000d-0000-4000-8000-000000000001';

function renderPage(routes: Record<string, FakeRoute> = {}) {
  const server = stubFetch({
    'GET /api/config': () => config,
    [SEARCH]: FOUND,
    [REQUESTS]: NONE,
    ...routes,
  });
  const app = renderWithApp(<PersonalDataPage />, {
    path: '/settings/personal-data',
    routePath: '/settings/personal-data',
    config,
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

const nationalIdField = () => screen.getByRole('textbox', { name: /^Fødselsnummer/ }) as HTMLInputElement;
const casesSection = () => within(screen.getByRole('region', { name: 'Personens saker' }));
const caseRows = () =>
  casesSection()
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

async function searchByNationalId(user: ReturnType<typeof userEvent.setup>, nationalId = '188883 41206') {
  await user.type(nationalIdField(), nationalId);
  await user.click(screen.getByRole('button', { name: 'Finn saker' }));
  await screen.findByRole('region', { name: 'Personens saker' });
}

const listItems = (list: HTMLElement) => Array.from(list.querySelectorAll('li'), (item) => item.textContent);

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('finding the person', () => {
  it('looks the person up by national id and lists their cases with what an erasure would do', async () => {
    const { user, server } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Innsyn for en person' })).toBeTruthy();
    await searchByNationalId(user);
    expect(server.callsTo('POST', '/api/personal-data/search').map((call) => call.body)).toEqual([
      { By: 'NationalId', NationalId: '18888341206' },
    ]);
    expect(casesSection().getByText('3 saker der personen er klager eller fullmektig')).toBeTruthy();
    expect(caseRows()).toEqual([
      ['EB-2026-0101', 'Klager', 'Avsluttet · Avsluttet 02.03.2026, arkivert', 'Anonymiseres'],
      ['EB-2026-0102', 'Fullmektig', 'Under behandling', 'Saken er ikke avsluttet'],
      [
        'EB-2026-0103',
        'Klager',
        'Avsluttet · Avsluttet 02.03.2026, arkivert',
        'Saken holdes tilbake fra sletting: Rettssak i tingretten',
      ],
    ]);
    expect(casesSection().getByRole('link', { name: 'EB-2026-0101' }).getAttribute('href')).toBe(
      `/case/${uid(1)}`,
    );
    await expectNoAxeViolations();
  });

  it('refuses an invalid national id in the field, without asking the server', async () => {
    const { user, server } = renderPage();
    await user.type(nationalIdField(), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Finn saker' }));
    expect(await screen.findByText('Ugyldig fødselsnummer')).toBeTruthy();
    expect(server.callsTo('POST', '/api/personal-data/search')).toHaveLength(0);
  });

  it('looks a complainer without a national id up by name and e-mail', async () => {
    const { user, server } = renderPage({ [SEARCH]: { Cases: [] } });
    await user.click(await screen.findByRole('radio', { name: 'Navn og e-post' }));
    expect(screen.queryByRole('textbox', { name: /^Fødselsnummer/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Fornavn/ }), 'Ingrid');
    await user.type(screen.getByRole('textbox', { name: /^Etternavn/ }), 'Innsynsen');
    await user.type(screen.getByRole('textbox', { name: /^E-post/ }), 'ingrid@example.no');
    await user.click(screen.getByRole('button', { name: 'Finn saker' }));
    expect(
      await screen.findByText('Foretaket har ingen saker der personen er klager eller fullmektig.'),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/api/personal-data/search').map((call) => call.body)).toEqual([
      { By: 'NameAndEmail', FirstName: 'Ingrid', LastName: 'Innsynsen', Email: 'ingrid@example.no' },
    ]);
    // Nothing to erase: only the export is offered.
    expect(screen.queryByRole('button', { name: 'Slett personopplysninger for denne personen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Last ned innsyn' })).toBeTruthy();
  });

  it('shows the server’s refusal, such as too many lookups', async () => {
    const { user } = renderPage({
      [SEARCH]: problemResponse(429, { title: 'For mange forsøk. Vent litt og prøv igjen.' }),
    });
    await user.type(nationalIdField(), '18888341206');
    await user.click(screen.getByRole('button', { name: 'Finn saker' }));
    expect(await screen.findByText('For mange forsøk. Vent litt og prøv igjen.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Personens saker' })).toBeNull();
  });

  it('keeps to two columns on a phone, the role and status under the case', async () => {
    setScreenNarrow(true);
    const { user } = renderPage();
    await searchByNationalId(user);
    expect(caseRows()[1]).toEqual(['EB-2026-0102Fullmektig · Under behandling', 'Saken er ikke avsluttet']);
    await expectNoAxeViolations();
  });
});

describe('the export (art. 15)', () => {
  it('shows its progress as a bar and saves the ZIP when it is ready', async () => {
    const { saved } = captureSavedFiles();
    const stream = lineStream();
    const { user, server } = renderPage({
      [EXPORT]: stream.response,
      [`GET ${READY}`]: new Response('PK', {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': "attachment; filename*=UTF-8''Innsyn%2021.11.2026.zip",
        },
      }),
    });
    await searchByNationalId(user);
    await user.click(screen.getByRole('button', { name: 'Last ned innsyn' }));
    expect(server.callsTo('POST', '/api/personal-data/export').map((call) => call.body)).toEqual([
      { By: 'NationalId', NationalId: '18888341206' },
    ]);
    act(() => stream.send({ Progress: 0 }, { Progress: 45 }));
    expect(await screen.findByText('Lager innsyn … 45 %')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Innsyn som lages' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect((screen.getByRole('button', { name: 'Last ned innsyn' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await expectNoAxeViolations();

    act(() => stream.send({ Ready: READY }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Innsyn 21.11.2026.zip']));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByText('Innsynet er lastet ned.')).toBeTruthy();
  });

  it("shows Failed's message, and the export can be asked for again", async () => {
    const stream = lineStream();
    const { user } = renderPage({ [EXPORT]: stream.response });
    await searchByNationalId(user);
    await user.click(screen.getByRole('button', { name: 'Last ned innsyn' }));
    act(() => stream.send({ Progress: 10 }, { Failed: 'Innsynet kunne ikke lages. Prøv igjen.' }));
    expect(await screen.findByText('Innsynet kunne ikke lages. Prøv igjen.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Last ned innsyn' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });
});

describe('the erasure (art. 17)', () => {
  it('names the cases anonymised and those left with why, and asks for the erasure', async () => {
    let requests = NONE;
    const { user, server } = renderPage({
      [REQUESTS]: () => requests,
      'POST /api/personal-data/erasure-requests': () => {
        requests = { Requests: [ANNES_REQUEST] };
        return ANNES_REQUEST;
      },
    });
    await searchByNationalId(user);
    await user.click(screen.getByRole('button', { name: 'Slett personopplysninger for denne personen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Slett personopplysninger' }));
    expect(listItems(dialog.getByRole('list', { name: 'Anonymiseres' }))).toEqual(['EB-2026-0101 (klager)']);
    expect(listItems(dialog.getByRole('list', { name: 'Blir stående, med grunnen' }))).toEqual([
      'EB-2026-0102 (fullmektig)Saken er ikke avsluttet',
      'EB-2026-0103 (klager)Saken holdes tilbake fra sletting: Rettssak i tingretten',
    ]);
    await expectNoAxeViolations();
    await user.click(dialog.getByRole('button', { name: 'Be om sletting' }));
    expect(
      await screen.findByText('Slettingen venter nå på godkjenning fra en annen administrator'),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/api/personal-data/erasure-requests').map((call) => call.body)).toEqual([
      { By: 'NationalId', NationalId: '18888341206' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The request now waits, the requester's own: no approval for them.
    const pending = within(screen.getByRole('region', { name: 'Slettinger som venter på godkjenning' }));
    expect(await pending.findByText(/Bedt om av Anne Admin/)).toBeTruthy();
    expect(pending.queryByRole('button', { name: 'Godkjenn sletting' })).toBeNull();
    expect(
      pending.getByText(
        'Du kan ikke godkjenne en sletting du har bedt om selv. En annen administrator må godkjenne den.',
      ),
    ).toBeTruthy();
  });

  it('offers no erasure when none of the cases could be anonymised, and says why', async () => {
    const { user } = renderPage({ [SEARCH]: { Cases: [OPEN] } });
    await searchByNationalId(user);
    const erase = screen.getByRole('button', { name: 'Slett personopplysninger for denne personen' });
    expect((erase as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Ingen av personens saker kan anonymiseres nå.')).toBeTruthy();
  });
});

describe('erasures waiting for approval', () => {
  it('lists them; another administrator approves one after confirming, and the outcome is told', async () => {
    let requests: ErasureRequests = { Requests: [SIRIS_REQUEST] };
    const { user, server } = renderPage({
      [REQUESTS]: () => requests,
      [`POST /api/personal-data/erasure-requests/${SIRIS_REQUEST.Id}/approve`]: () => {
        requests = NONE;
        return { Anonymised: [{ CaseUid: uid(1), CaseId: 'EB-2026-0101' }], Left: [SIRIS_REQUEST.Cases[1]] };
      },
    });
    const pending = within(
      await screen.findByRole('region', { name: 'Slettinger som venter på godkjenning' }),
    );
    const request = within(await pending.findByRole('article'));
    expect(request.getByRole('heading', { level: 3 }).textContent).toBe(
      'Bedt om av Siri Superbruker 20.11.2026 10:15',
    );
    expect(request.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'EB-2026-0101 (klager)Anonymiseres',
      'EB-2026-0103 (klager)Saken holdes tilbake fra sletting: Rettssak i tingretten',
    ]);
    await expectNoAxeViolations();

    await user.click(request.getByRole('button', { name: 'Godkjenn sletting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkjenn sletting' });
    expect(dialog.textContent).toContain('Personens del av 1 sak anonymiseres nå. Det kan ikke angres.');
    await user.click(within(dialog).getByRole('button', { name: 'Godkjenn sletting' }));
    expect(
      await screen.findByText('Personopplysningene er slettet i 1 sak. 1 sak ble stående.'),
    ).toBeTruthy();
    expect(
      server.callsTo('POST', `/api/personal-data/erasure-requests/${SIRIS_REQUEST.Id}/approve`),
    ).toHaveLength(1);
    expect(await pending.findByText('Ingen slettinger venter på godkjenning.')).toBeTruthy();
  });

  it('approves nothing when the confirmation is declined; a request is cancelled', async () => {
    const { user, server } = renderPage({
      [REQUESTS]: { Requests: [SIRIS_REQUEST] },
      [`POST /api/personal-data/erasure-requests/${SIRIS_REQUEST.Id}/cancel`]: null,
    });
    const pending = within(
      await screen.findByRole('region', { name: 'Slettinger som venter på godkjenning' }),
    );
    await user.click(await pending.findByRole('button', { name: 'Godkjenn sletting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkjenn sletting' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(
      server.callsTo('POST', `/api/personal-data/erasure-requests/${SIRIS_REQUEST.Id}/approve`),
    ).toHaveLength(0);

    await user.click(pending.getByRole('button', { name: 'Avbryt sletting' }));
    expect(await screen.findByText('Slettingen er avbrutt')).toBeTruthy();
    expect(
      server.callsTo('POST', `/api/personal-data/erasure-requests/${SIRIS_REQUEST.Id}/cancel`),
    ).toHaveLength(1);
  });

  it('shows the refusal of one’s own approval as the server words it', async () => {
    const { user } = renderPage({
      [REQUESTS]: { Requests: [SIRIS_REQUEST] },
      [`POST /api/personal-data/erasure-requests/${SIRIS_REQUEST.Id}/approve`]: problemResponse(403, {
        title:
          'Du kan ikke godkjenne en sletting du har bedt om selv. En annen administrator må godkjenne den.',
      }),
    });
    const pending = within(
      await screen.findByRole('region', { name: 'Slettinger som venter på godkjenning' }),
    );
    await user.click(await pending.findByRole('button', { name: 'Godkjenn sletting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkjenn sletting' });
    await user.click(within(dialog).getByRole('button', { name: 'Godkjenn sletting' }));
    expect(
      await screen.findByText(
        'Du kan ikke godkjenne en sletting du har bedt om selv. En annen administrator må godkjenne den.',
      ),
    ).toBeTruthy();
  });
});
