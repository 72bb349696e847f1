import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsWithText } from '../../../test/alerts.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { caseListAnswer, makeCaseListItem, testUuid, withAbilitiesAt } from '../../../test/case-fixtures.ts';
import {
  deferred,
  type FakeRoute,
  lineStream,
  type RecordedRequest,
  stubFetch,
} from '../../../test/fake-server.ts';
import {
  companyClerksFor,
  jsonResponse,
  KARI_MEMBERSHIP_ID,
  makeCompanyClerk,
  makeConfig,
  problemResponse,
} from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { base64, captureSavedFiles, stubNewTab } from '../../../test/saved-files.ts';
import { CASE_LIST_QUERY_KEY, markCasesNew } from '../../cases/index.ts';
import { clearCaseListKeys } from '../list-storage-keys.ts';
import { IncidentsPage } from './incidents-page.tsx';

const SIRI_ID = '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c1d';
const OLA_ID = '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0c';
const clerks = [
  makeCompanyClerk(1, { Id: KARI_MEMBERSHIP_ID }),
  makeCompanyClerk(2, {
    Id: OLA_ID,
    ClerkId: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a',
    DisplayName: 'Ola Ekstern',
  }),
  makeCompanyClerk(3, {
    Id: SIRI_ID,
    ClerkId: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a9c',
    DisplayName: 'Siri Superbruker',
  }),
  makeCompanyClerk(4, {
    Id: '9c0d1e2f-3a4b-4c5d-8e6f-8a9b0c1d2e3f',
    ClerkId: '7a8b9c0d-1e2f-4a3b-9c4d-6e7f8a9b0c1e',
    DisplayName: 'Ivar Brukeradmin',
  }),
  makeCompanyClerk(1, {
    Id: '8b9c0d1e-2f3a-4b4c-9d5e-7f8a9b0c1d2e',
    ClerkId: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0d',
    DisplayName: 'Dag Deaktivert',
    Disabled: true,
  }),
];
const kari = { Id: KARI_MEMBERSHIP_ID, DisplayName: 'Kari Nordmann', Phone: null };
const siri = { Id: SIRI_ID, DisplayName: 'Siri Superbruker', Phone: null };

const kariCase = makeCaseListItem({
  CaseId: 'eb-2026-0001',
  Clerk: kari,
  Complainer: { FirstName: 'Oddny', LastName: 'Tveitnes' },
  CompanyCaseRef: 'K-2231',
  CompanyNote: 'Ring kunden før fristen',
  UnreadCount: 2,
  UnreadEventId: testUuid('e'),
  DueDate: '2026-03-10',
});
const closedCase = makeCaseListItem({
  CaseId: 'eb-2026-0002',
  Status: 'Avsluttet',
  StatusCode: 'AVSLUTTET',
  Clerk: siri,
  Complainer: { FirstName: 'Randi', LastName: 'Skogvoll' },
  CompanyCaseRef: 'REKLAMASJON-KORTSVINDEL-0114',
  UnreadCount: 1,
  UnreadEventId: testUuid('e'),
  DueDate: '2026-02-01',
});
const archivedCase = makeCaseListItem({
  CaseId: 'eb-2026-0003',
  Status: 'Avsluttet',
  StatusCode: 'AVSLUTTET',
  Archived: true,
  Clerk: siri,
  Complainer: { FirstName: 'Jostein', LastName: 'Hammerø' },
  DueDate: null,
});
const wasAssigned = makeCaseListItem({
  CaseId: 'eb-2026-0004',
  HasBeenAssigned: true,
  Complainer: { FirstName: 'Halvard', LastName: 'Rognstad' },
  CompanyNote: 'Må fordeles på nytt',
});
const withoutComplainer = makeCaseListItem({ CaseId: 'eb-2026-0005', Complainer: null });

const QUEUE = [kariCase, closedCase, archivedCase];
const UNDISTRIBUTED = [wasAssigned, withoutComplainer];

interface Setup {
  level?: number;
  queue?: CaseListItem[];
  undistributed?: CaseListItem[];
  routes?: Record<string, FakeRoute>;
  path?: string;
}

function renderIncidents({
  level = 5,
  queue = QUEUE,
  undistributed = UNDISTRIBUTED,
  routes = {},
  path = '/incidents',
}: Setup = {}) {
  const config: PortalConfig = { ...makeConfig(level), CompanyClerks: companyClerksFor(level, clerks) };
  const server = stubFetch({
    'POST /api/caselist': caseListAnswer(
      queue.map(withAbilitiesAt(level)),
      undistributed.map(withAbilitiesAt(level)),
    ),
    ...routes,
  });
  const app = renderWithApp(<IncidentsPage />, { path, routePath: '/incidents', config, withOverlays: true });
  return { ...app, server, user: userEvent.setup() };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const table = () => screen.getByRole('table');
const loaded = () => screen.findByRole('table');
const shownCaseIds = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.textContent ?? row.textContent);
const rowOf = (caseId: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('link', { name: caseId })) as HTMLElement;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const caseListCalls = (server: ReturnType<typeof stubFetch>) => server.callsTo('POST', '/api/caselist');

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('loading and access', () => {
  it('keeps the list hidden behind the spinner until it has loaded', async () => {
    const answer = deferred<Response>();
    const { server } = renderIncidents({ routes: { 'POST /api/caselist': () => answer.promise } });
    expect(await screen.findAllByText('Vennligst vent, henter saker..')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Saker' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(caseListCalls(server).map((call) => call.body)).toEqual([{ includeClosedCases: false }]);

    answer.resolve(jsonResponse(caseListAnswer(QUEUE, UNDISTRIBUTED)));
    await loaded();
    expect(screen.queryAllByText('Vennligst vent, henter saker..')).toHaveLength(0);
  });

  it('loads nothing for level 4 and says there is no access', async () => {
    const { server } = renderIncidents({ level: 4 });
    expect(await screen.findByText('Du har ikke tilgang til å vise saker')).toBeTruthy();
    expect(server.requests.filter((request) => request.url.startsWith('/api/'))).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('says there is no access when the server refuses the list', async () => {
    renderIncidents({
      routes: {
        'POST /api/caselist': problemResponse(403, { title: 'Du har ikke tilgang til å vise saker' }),
      },
    });
    expect(await screen.findByText('Du har ikke tilgang til å vise saker')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('tabs per level', () => {
  it.each([1, 2])('level %i has Jobbkø only, and no clerk column', async (level) => {
    renderIncidents({ level });
    await loaded();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Jobbkø (3)']);
    const headings = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Klagenemnda ref',
      'Siste hendelse',
      'Fornavn/Firma',
      'Etternavn/Att',
      'Forfall',
      'Foretak ref',
      'Notat',
      'Handlinger',
    ]);
  });

  it.each([3, 5])('level %i has Jobbkø and Ufordelte saker with their counts', async (level) => {
    const { user } = renderIncidents({ level });
    await loaded();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Jobbkø (3)',
      'Ufordelte saker (2)',
    ]);
    expect(within(table()).getByRole('columnheader', { name: 'Saksbehandler' })).toBeTruthy();
    expect(shownCaseIds()).toEqual(['EB-2026-0001', 'EB-2026-0002', 'EB-2026-0003']);
    // A colleague's cases are in Jobbkø: they can be selected there too (issue 20).
    expect(screen.getByRole('checkbox', { name: 'Velg alle saker på siden' })).toBeTruthy();

    await user.click(tab(/Ufordelte saker/));
    expect(shownCaseIds()).toEqual(['EB-2026-0004', 'EB-2026-0005']);
    expect(sessionStorage.getItem('tabIndex')).toBe('1');
  });

  it('reloads with closed cases behind the spinner when Vis avsluttede saker is ticked', async () => {
    const withClosed = deferred<Response>();
    const { user, server } = renderIncidents({
      queue: [kariCase],
      routes: {
        'POST /api/caselist': (request: RecordedRequest) =>
          (request.body as { includeClosedCases: boolean }).includeClosedCases
            ? withClosed.promise
            : caseListAnswer([kariCase], UNDISTRIBUTED),
      },
    });
    await loaded();
    const checkbox = screen.getByRole('checkbox', { name: 'Vis avsluttede saker' });
    await user.click(checkbox);

    expect(await screen.findAllByText('Vennligst vent, henter saker..')).not.toHaveLength(0);
    expect(caseListCalls(server).at(-1)?.body).toEqual({ includeClosedCases: true });
    withClosed.resolve(jsonResponse(caseListAnswer([kariCase, closedCase], UNDISTRIBUTED)));
    await waitFor(() => expect(tab(/Jobbkø/).textContent).toBe('Jobbkø (2)'));
    expect(screen.queryAllByText('Vennligst vent, henter saker..')).toHaveLength(0);
    expect(checkbox).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(checkbox);
  });

  it('shows the case ids upper case, linking to the case, with the status and archive icons', async () => {
    renderIncidents();
    await loaded();
    const link = within(rowOf('EB-2026-0001')).getByRole('link', { name: 'EB-2026-0001' });
    expect(link.getAttribute('href')).toBe(`/case/${kariCase.CaseUid}`);
    expect(within(rowOf('EB-2026-0001')).getByRole('img', { name: 'Til uttalelse' })).toBeTruthy();
    expect(within(rowOf('EB-2026-0002')).getByRole('img', { name: 'Avsluttet' })).toBeTruthy();
    expect(
      within(rowOf('EB-2026-0003')).getByRole('img', { name: 'Denne klagen er markert som arkivert' }),
    ).toBeTruthy();
    expect(
      within(rowOf('EB-2026-0002')).queryByRole('img', { name: 'Denne klagen er markert som arkivert' }),
    ).toBeNull();
    expect(within(rowOf('EB-2026-0001')).getByText('10.03.2026')).toBeTruthy();
    expect(within(rowOf('EB-2026-0001')).getByText('02.03.2026')).toBeTruthy();
  });

  it('hides ref and note up to 1024 px and clerk and actions up to 820 px', async () => {
    setScreenNarrow(true);
    renderIncidents();
    await loaded();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Klagenemnda ref', 'Siste hendelse', 'Fornavn/Firma', 'Etternavn/Att', 'Forfall']);
  });
});

describe('search row', () => {
  it('filters by name, keeps the filter in session storage, and clears it with its button', async () => {
    const { user } = renderIncidents();
    await loaded();
    await user.type(field('Navn klager'), 'skog');
    await waitFor(() => expect(shownCaseIds()).toEqual(['EB-2026-0002']));
    expect(JSON.parse(sessionStorage.getItem('filter') ?? '{}')).toMatchObject({ Name: 'skog' });
    expect(tab(/Jobbkø/).textContent).toBe('Jobbkø (1)');
    expect(tab(/Ufordelte/).textContent).toBe('Ufordelte saker (0)');

    await user.click(screen.getByRole('button', { name: 'Tøm Navn klager' }));
    await waitFor(() => expect(shownCaseIds()).toHaveLength(3));
    expect(document.activeElement).toBe(field('Navn klager'));
    expect(JSON.parse(sessionStorage.getItem('filter') ?? '{}')).toMatchObject({ Name: null });
  });

  it('filters by case id and company ref as substrings', async () => {
    const { user } = renderIncidents();
    await loaded();
    await user.type(field('Klagenemnda ref'), '0003');
    await waitFor(() => expect(shownCaseIds()).toEqual(['EB-2026-0003']));
    await user.click(screen.getByRole('button', { name: 'Tøm Klagenemnda ref' }));

    await user.type(field('Foretak ref'), 'kortsv');
    await waitFor(() => expect(shownCaseIds()).toEqual(['EB-2026-0002']));
  });

  it('filters by clerk as a starts-with', async () => {
    const { user } = renderIncidents();
    await loaded();
    // The clerk filter loads after the list.
    const clerkField = await screen.findByRole('combobox', { name: 'Saksbehandler' });
    // 'Superbruker' is in Siri's name, but not at its start.
    await user.type(clerkField, 'Superbruker');
    await waitFor(() => expect(shownCaseIds()).toEqual(['Ingen saker']));
    await user.clear(clerkField);
    await user.type(clerkField, 'siri');
    await waitFor(() => expect(shownCaseIds()).toEqual(['EB-2026-0002', 'EB-2026-0003']));
    await user.click(screen.getByRole('button', { name: 'Tøm Saksbehandler' }));
    await waitFor(() => expect(shownCaseIds()).toHaveLength(3));
  });

  it.each([5, 1])(
    'suggests (level %i) the company clerks whose names start with what is typed',
    async (level) => {
      const { user } = renderIncidents({ level });
      await loaded();
      await user.type(await screen.findByRole('combobox', { name: 'Saksbehandler' }), 'o');
      await waitFor(() =>
        expect(
          within(screen.getByRole('listbox'))
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Ola Ekstern']),
      );
    },
  );

  it('restores tab, sort and filter from session storage, the due date filter too', async () => {
    sessionStorage.setItem('tabIndex', '0');
    sessionStorage.setItem('sort_0', JSON.stringify({ column: 'DueDate', direction: 'desc' }));
    sessionStorage.setItem('filter', JSON.stringify({ DueDate: '2026-03-10' }));
    const { user } = renderIncidents();
    await loaded();
    expect(shownCaseIds()).toEqual(['EB-2026-0001', 'EB-2026-0002']);
    expect(
      within(table())
        .getByRole('columnheader', { name: /Forfall/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');

    await user.click(await screen.findByRole('button', { name: 'Tøm Forfall' }));
    await waitFor(() => expect(shownCaseIds()).toHaveLength(3));
    expect(JSON.parse(sessionStorage.getItem('filter') ?? '{}')).toMatchObject({ DueDate: null });
  });

  it('shows the defaults again once header navigation has cleared the keys', async () => {
    sessionStorage.setItem('tabIndex', '1');
    sessionStorage.setItem('filter', JSON.stringify({ Name: 'rognstad', DueDate: '2026-04-01' }));
    const { router } = renderIncidents();
    await loaded();
    expect(tab(/Ufordelte saker/).getAttribute('aria-selected')).toBe('true');
    expect(shownCaseIds()).toEqual(['EB-2026-0004']);

    clearCaseListKeys();
    await act(() => router.navigate('/incidents'));

    expect(tab(/Jobbkø/).getAttribute('aria-selected')).toBe('true');
    expect(field('Navn klager').value).toBe('');
    await waitFor(() => expect(shownCaseIds()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Tøm Navn klager' })).toBeNull();
  });
});

describe('search in letters and documents (issue 22)', () => {
  const searchForm = () => screen.getByRole('search', { name: 'Søk i saker og dokumenter' });
  const searchField = () =>
    within(searchForm()).getByRole('searchbox', { name: 'Søk i saker og dokumenter' });

  it('has a row of its own above the filters: Enter opens the result page with the query in the address', async () => {
    const { user, router } = renderIncidents();
    await loaded();
    const filters = screen.getByRole('search', { name: 'Søk i saker' });
    expect(searchForm().compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(searchForm().contains(filters) || filters.contains(searchForm())).toBe(false);

    // As typed: a space after the last word tells the server the word is written out (no longer a prefix).
    await user.type(searchField(), 'reiseforsikring "egenandel i Spania" {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(
      'reiseforsikring "egenandel i Spania" ',
    );
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
  });

  it("searches with 'Søk' too; an empty query says what to write and stays on the page", async () => {
    const { user, router } = renderIncidents();
    await loaded();
    await user.type(searchField(), '   ');
    await user.click(within(searchForm()).getByRole('button', { name: 'Søk' }));
    const message = await within(searchForm()).findByText('Skriv hva du vil søke etter');
    expect(searchField().getAttribute('aria-invalid')).toBe('true');
    expect(searchField().getAttribute('aria-describedby')).toContain(message.id);
    expect(router.state.location.pathname).toBe('/incidents');

    await user.clear(searchField());
    await user.type(searchField(), 'vedtak');
    expect(within(searchForm()).queryByText('Skriv hva du vil søke etter')).toBeNull();
    await user.click(within(searchForm()).getByRole('button', { name: 'Søk' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=vedtak'));
  });
});

describe('quick views (issue 20)', () => {
  const overdue = makeCaseListItem({ CaseId: 'eb-2026-0011', Clerk: kari, DaysToDue: -3 });
  const dueSoon = makeCaseListItem({ CaseId: 'eb-2026-0012', Clerk: kari, DaysToDue: 4, UnreadCount: 1 });
  const later = makeCaseListItem({ CaseId: 'eb-2026-0013', Clerk: kari, DaysToDue: 12 });
  const undistributedOverdue = makeCaseListItem({ CaseId: 'eb-2026-0014', DaysToDue: -1 });
  const chip = (name: RegExp) => screen.getByRole('button', { name });

  it('shows the cases of each view with its count in the active tab, combined, and remembers them', async () => {
    const { user } = renderIncidents({
      queue: [overdue, dueSoon, later],
      undistributed: [undistributedOverdue],
    });
    await loaded();
    expect(
      within(screen.getByRole('group', { name: 'Hurtigvalg' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Forfalt (1)',
      'Forfaller innen 5 virkedager (1)',
      'Uleste brev (1)',
      'Svar på vedtak mangler (0)',
    ]);

    await user.click(chip(/^Forfalt/));
    expect(chip(/^Forfalt/).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(shownCaseIds()).toEqual(['EB-2026-0011']));
    expect(tab(/Jobbkø/).textContent).toBe('Jobbkø (1)');
    expect(tab(/Ufordelte/).textContent).toBe('Ufordelte saker (1)');
    expect(JSON.parse(sessionStorage.getItem('quickViews') ?? '[]')).toEqual(['overdue']);

    await user.click(chip(/^Uleste brev/));
    await waitFor(() => expect(screen.getByText('Ingen saker')).toBeDefined());
    await user.click(chip(/^Forfalt/));
    await waitFor(() => expect(shownCaseIds()).toEqual(['EB-2026-0012']));
    expect(chip(/^Forfalt/).getAttribute('aria-pressed')).toBe('false');

    await user.click(tab(/Ufordelte/));
    expect(chip(/^Forfalt/).textContent).toBe('Forfalt (1)');
    expect(chip(/^Uleste brev/).textContent).toBe('Uleste brev (0)');
  });

  it('opens with the one quick view a link names (the statistics), keeps it, and leaves the address', async () => {
    sessionStorage.setItem('quickViews', JSON.stringify(['unread']));
    const { router } = renderIncidents({
      queue: [overdue, dueSoon, later],
      path: '/incidents?quickView=overdue',
    });
    await loaded();
    expect(shownCaseIds()).toEqual(['EB-2026-0011']);
    expect(chip(/^Forfalt/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^Uleste brev/).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(JSON.parse(sessionStorage.getItem('quickViews') ?? '[]')).toEqual(['overdue']);
    expect(shownCaseIds()).toEqual(['EB-2026-0011']);
  });

  it('ignores a quick view it does not know', async () => {
    const { router } = renderIncidents({ queue: [overdue, later], path: '/incidents?quickView=everything' });
    await loaded();
    expect(shownCaseIds()).toHaveLength(2);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('starts without views once header navigation has cleared the keys', async () => {
    sessionStorage.setItem('quickViews', JSON.stringify(['overdue']));
    clearCaseListKeys();
    renderIncidents({ queue: [overdue, later] });
    await loaded();
    expect(shownCaseIds()).toHaveLength(2);
    expect(chip(/^Forfalt/).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('sorting and paging', () => {
  it('sorts ascending, then descending, then in the server order, each tab on its own', async () => {
    const { user } = renderIncidents();
    await loaded();
    const lastName = () => within(table()).getByRole('button', { name: 'Etternavn/Att' });

    await user.click(lastName());
    expect(shownCaseIds()).toEqual(['EB-2026-0003', 'EB-2026-0002', 'EB-2026-0001']);
    expect(JSON.parse(sessionStorage.getItem('sort_0') ?? '')).toEqual({
      column: 'LastName',
      direction: 'asc',
    });
    await user.click(lastName());
    expect(shownCaseIds()).toEqual(['EB-2026-0001', 'EB-2026-0002', 'EB-2026-0003']);
    await user.click(lastName());
    expect(sessionStorage.getItem('sort_0')).toBeNull();

    await user.click(within(table()).getByRole('button', { name: 'Forfall' }));
    await user.click(tab(/Ufordelte saker/));
    expect(
      within(table())
        .getByRole('columnheader', { name: /Forfall/ })
        .getAttribute('aria-sort'),
    ).toBeNull();
    await user.click(tab(/Jobbkø/));
    expect(
      within(table())
        .getByRole('columnheader', { name: /Forfall/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it('pages 15 cases at a time and goes back to the first page when the filter changes', async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      makeCaseListItem({
        CaseId: `eb-2026-${String(index + 1).padStart(4, '0')}`,
        Complainer: { FirstName: index % 2 ? 'Anne' : 'Per', LastName: 'Hansen' },
      }),
    );
    const { user, router } = renderIncidents({ level: 1, queue: many });
    await loaded();
    expect(within(table()).getAllByRole('row')).toHaveLength(16);
    expect(screen.getByText('Side 1 of 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Neste side' }));
    expect(shownCaseIds()).toEqual([
      'EB-2026-0016',
      'EB-2026-0017',
      'EB-2026-0018',
      'EB-2026-0019',
      'EB-2026-0020',
    ]);
    expect(screen.getByText('Side 2 of 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');

    await user.type(field('Navn klager'), 'anne');
    await waitFor(() => expect(screen.getByText('Side 1 of 1')).toBeTruthy());
    expect(router.state.location.search).toBe('');
  });

  it('opens on the page in the address, and says Side 1 av 1 for an empty list', async () => {
    renderIncidents({ level: 1, queue: [], path: '/incidents?page=3' });
    await loaded();
    expect(screen.getByText('Side 1 av 1')).toBeTruthy();
    expect(shownCaseIds()).toEqual(['Ingen saker']);
  });
});

describe('inline clerk picker', () => {
  const patchRoute = (calls: unknown[]) => ({
    [`PATCH /api/case/${kariCase.CaseUid}`]: (request: RecordedRequest) => {
      calls.push(request.body);
      return kariCase;
    },
  });

  it('offers Ingen and the enabled clerks who see cases, and saves only a different choice', async () => {
    const saved: unknown[] = [];
    const { user, server } = renderIncidents({ routes: patchRoute(saved) });
    await loaded();
    const picker = within(rowOf('EB-2026-0001')).getByRole('button', {
      name: 'Saksbehandler: Kari Nordmann',
    });

    await user.click(picker);
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ingen', 'Kari Nordmann', 'Ola Ekstern', 'Siri Superbruker']);
    await user.click(screen.getByRole('menuitem', { name: 'Kari Nordmann' }));
    expect(saved).toEqual([]);

    const before = caseListCalls(server).length;
    await user.click(picker);
    await user.click(screen.getByRole('menuitem', { name: 'Siri Superbruker' }));
    await waitFor(() => expect(saved).toEqual([{ CaseClerkId: SIRI_ID, Version: 1 }]));
    await waitFor(() => expect(caseListCalls(server).length).toBe(before + 1));

    await user.click(within(rowOf('EB-2026-0001')).getByRole('button', { name: /^Saksbehandler:/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Ingen' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { CaseClerkId: SIRI_ID, Version: 1 },
        { CaseClerkId: null, Version: 1 },
      ]),
    );
  });

  it('saves a reference typed while the clerk is being saved after it, on the version that save left', async () => {
    let version = 1;
    const saved: unknown[] = [];
    const clerkSaved = deferred<Response>();
    const { user } = renderIncidents({
      routes: {
        'POST /api/caselist': () => caseListAnswer([withAbilitiesAt(5)({ ...kariCase, Version: version })]),
        [`PATCH /api/case/${kariCase.CaseUid}`]: (request: RecordedRequest) => {
          saved.push(request.body);
          version += 1;
          const answer = jsonResponse({ ...kariCase, Version: version });
          if (saved.length > 1) return answer;
          return clerkSaved.promise.then(() => answer);
        },
      },
    });
    await loaded();
    await user.click(within(rowOf('EB-2026-0001')).getByRole('button', { name: /^Saksbehandler:/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Siri Superbruker' }));
    await user.click(within(rowOf('EB-2026-0001')).getByRole('button', { name: /^Foretak ref:/ }));
    await user.type(within(rowOf('EB-2026-0001')).getByRole('textbox', { name: 'Foretak ref' }), '-B{Enter}');
    expect(saved).toEqual([{ CaseClerkId: SIRI_ID, Version: 1 }]);

    clerkSaved.resolve(new Response());
    await waitFor(() =>
      expect(saved).toEqual([
        { CaseClerkId: SIRI_ID, Version: 1 },
        { CompanyCaseRef: 'K-2231-B', Version: 2 },
      ]),
    );
  });

  it('says so in the open menu when a colleague changes the case, and a choice made anyway is refused', async () => {
    let listed = kariCase;
    const saved: unknown[] = [];
    const { user, queryClient } = renderIncidents({
      routes: {
        'POST /api/caselist': () => caseListAnswer([withAbilitiesAt(5)(listed)]),
        [`PATCH /api/case/${kariCase.CaseUid}`]: (request: RecordedRequest) => {
          saved.push(request.body);
          return problemResponse(409, { title: 'Saken er endret av en annen. Last siden på nytt.' });
        },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await loaded();
    await user.click(within(rowOf('EB-2026-0001')).getByRole('button', { name: /^Saksbehandler:/ }));
    listed = { ...kariCase, Clerk: siri, Version: 2 };
    await act(() => queryClient.invalidateQueries({ queryKey: CASE_LIST_QUERY_KEY }));

    expect(await screen.findByRole('menuitem', { name: 'Endret av en annen nå. Last inn' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Ola Ekstern' }));
    await waitFor(() => expect(saved).toEqual([{ CaseClerkId: OLA_ID, Version: 1 }]));
  });

  it('offers level 3 the same choices from the summaries it gets of its colleagues', async () => {
    const { user } = renderIncidents({ level: 3 });
    await loaded();
    await user.click(
      within(rowOf('EB-2026-0001')).getByRole('button', { name: 'Saksbehandler: Kari Nordmann' }),
    );
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ingen', 'Kari Nordmann', 'Ola Ekstern', 'Siri Superbruker']);
  });

  it('shows Ikke tildelt, and the warning when the case had a clerk before', async () => {
    const { user } = renderIncidents();
    await loaded();
    await user.click(tab(/Ufordelte saker/));
    const row = within(rowOf('EB-2026-0004'));
    expect(row.getByRole('button', { name: 'Saksbehandler: Ikke tildelt' })).toBeTruthy();
    expect(row.getByRole('img', { name: 'Denne saken har vært tilordnet tidligere' })).toBeTruthy();
    expect(
      within(rowOf('EB-2026-0005')).queryByRole('img', { name: 'Denne saken har vært tilordnet tidligere' }),
    ).toBeNull();
  });
});

describe('inline text cells', () => {
  it('truncates long values with the full value as tooltip, and shows Ingen when empty', async () => {
    const { user } = renderIncidents();
    await loaded();
    const note = within(rowOf('EB-2026-0001')).getByRole('button', { name: 'Notat: Ring kun...' });
    expect(note.textContent).toBe('Ring kun...');
    expect(document.getElementById(note.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ring kunden før fristen',
    );
    await user.hover(within(note).getByText('Ring kun...'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Ring kunden før fristen');
    expect(
      within(rowOf('EB-2026-0001')).getByRole('button', { name: 'Foretak ref: K-2231' }).textContent,
    ).toBe('K-2231');
    expect(
      within(rowOf('EB-2026-0003')).getByRole('button', { name: 'Foretak ref: Ingen' }).textContent,
    ).toBe('Ingen');
  });

  it('edits on click, saves on leaving only when changed, and stores an empty value as null', async () => {
    const saved: unknown[] = [];
    const { user } = renderIncidents({
      routes: {
        [`PATCH /api/case/${kariCase.CaseUid}`]: (request: RecordedRequest) => {
          saved.push(request.body);
          return kariCase;
        },
      },
    });
    await loaded();
    const refButton = () => within(rowOf('EB-2026-0001')).getByRole('button', { name: /^Foretak ref:/ });

    await user.click(refButton());
    const input = within(rowOf('EB-2026-0001')).getByRole('textbox', { name: 'Foretak ref' });
    expect(input.getAttribute('placeholder')).toBe('Foretak ref');
    expect(input.getAttribute('maxlength')).toBe('30');
    await user.tab();
    expect(saved).toEqual([]);

    await user.click(refButton());
    await user.clear(within(rowOf('EB-2026-0001')).getByRole('textbox', { name: 'Foretak ref' }));
    await user.type(within(rowOf('EB-2026-0001')).getByRole('textbox', { name: 'Foretak ref' }), 'K-9999');
    await user.tab();
    await waitFor(() => expect(saved).toEqual([{ CompanyCaseRef: 'K-9999', Version: 1 }]));

    // Keyboard: Enter (or Space) starts editing, Enter saves; the empty value goes as null.
    refButton().focus();
    await user.keyboard('{Enter}');
    await user.type(within(rowOf('EB-2026-0001')).getByRole('textbox', { name: 'Foretak ref' }), '-B');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(saved).toEqual([
        { CompanyCaseRef: 'K-9999', Version: 1 },
        { CompanyCaseRef: 'K-2231-B', Version: 1 },
      ]),
    );
    expect(document.activeElement).toBe(refButton());
    await user.keyboard(' ');
    await user.clear(within(rowOf('EB-2026-0001')).getByRole('textbox', { name: 'Foretak ref' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved[2]).toEqual({ CompanyCaseRef: null, Version: 1 });
  });

  it('cancels with Escape', async () => {
    const { user, server } = renderIncidents();
    await loaded();
    const noteButton = within(rowOf('EB-2026-0001')).getByRole('button', { name: /^Notat:/ });
    await user.click(noteButton);
    await user.type(within(rowOf('EB-2026-0001')).getByRole('textbox', { name: 'Notat' }), ' i dag');
    await user.keyboard('{Escape}');
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    expect(within(rowOf('EB-2026-0001')).getByRole('button', { name: /^Notat:/ }).textContent).toBe(
      'Ring kun...',
    );
  });

  it("shows the server's message for a refused value and the old value again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderIncidents({
      routes: {
        [`PATCH /api/case/${kariCase.CaseUid}`]: problemResponse(400, {
          title: 'Ugyldig forespørsel',
          ErrorMessage: 'Referanse kan maksimalt inneholde 30 tegn',
        }),
      },
    });
    await loaded();
    await user.click(within(rowOf('EB-2026-0001')).getByRole('button', { name: /^Foretak ref:/ }));
    await user.type(within(rowOf('EB-2026-0001')).getByRole('textbox', { name: 'Foretak ref' }), '-ny');
    await user.tab();
    expect(await screen.findByText('Referanse kan maksimalt inneholde 30 tegn')).toBeTruthy();
    await waitFor(() =>
      expect(within(rowOf('EB-2026-0001')).getByRole('button', { name: /^Foretak ref:/ }).textContent).toBe(
        'K-2231',
      ),
    );
  });

  it.each([1, 2])('is read-only at level %i, still truncated with a tooltip', async (level) => {
    const { user } = renderIncidents({ level });
    await loaded();
    const row = within(rowOf('EB-2026-0001'));
    expect(row.queryByRole('button', { name: /^Notat:/ })).toBeNull();
    await user.hover(row.getByText('Ring kun...'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Ring kunden før fristen');
  });
});

describe("'Sett produkt og årsak' for the selected cases (issue 49)", () => {
  it('sets the product chosen and leaves the cause, and asks for a choice first', async () => {
    const bodies: unknown[] = [];
    const { user } = renderIncidents({
      routes: {
        'GET /api/categories': {
          Items: [
            {
              Id: '0000000c-0000-4000-8000-000000000001',
              Kind: 'product',
              Name: 'Kredittkort',
              Words: [],
              Retired: false,
              Cases: 0,
            },
            {
              Id: '0000000c-0000-4000-8000-000000000002',
              Kind: 'product',
              Name: 'Sparekonto',
              Words: [],
              Retired: true,
              Cases: 1,
            },
          ],
        },
        'POST /api/caselist/categories': (request: RecordedRequest) => {
          bodies.push(request.body);
          return { Updated: 2 };
        },
      },
    });
    await loaded();
    await user.click(tab(/Ufordelte saker/));
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle saker på siden' }));
    await user.click(screen.getByRole('button', { name: 'Sett produkt og årsak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sett produkt og årsak for 2 saker' });
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Velg et produkt eller en årsak');
    await user.click(within(dialog).getByRole('combobox', { name: 'Produkt' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Uendret',
      'Ingen',
      'Kredittkort',
    ]);
    await user.click(screen.getByRole('option', { name: 'Kredittkort' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('2 saker er oppdatert')).toBeTruthy();
    expect(bodies).toEqual([
      {
        IncidentIds: UNDISTRIBUTED.map((item) => item.CaseUid),
        ProductId: '0000000c-0000-4000-8000-000000000001',
      },
    ]);
  });
});

describe('bulk clerk change', () => {
  async function openBulkDialog(user: ReturnType<typeof userEvent.setup>) {
    await loaded();
    await user.click(tab(/Ufordelte saker/));
    expect(screen.queryByRole('button', { name: 'Bytte saksbehandler' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle saker på siden' }));
    await user.click(screen.getByRole('button', { name: 'Bytte saksbehandler' }));
    return screen.findByRole('dialog', { name: 'Endre saksbehandler' });
  }

  const assignRoute = (bodies: unknown[], answer: FakeRoute = { Updated: 2 }) => ({
    'POST /api/caselist/update': (request: RecordedRequest) => {
      bodies.push(request.body);
      return typeof answer === 'function' ? answer(request) : answer;
    },
  });

  it('gives the selected cases a clerk after the confirmation, then reloads silently', async () => {
    const bodies: unknown[] = [];
    const answer = deferred<Response>();
    const { user, server } = renderIncidents({ routes: assignRoute(bodies, () => answer.promise) });
    const dialog = await openBulkDialog(user);
    expect(within(dialog).getByText('Du har valgt 2 saker.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Ingen', 'Kari Nordmann', 'Ola Ekstern', 'Siri Superbruker']);
    await expectNoAxeViolations(dialog);

    await user.type(within(dialog).getByRole('textbox', { name: 'Søk etter saksbehandler' }), 'BRUKER');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Ingen', 'Siri Superbruker']);
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('radio', { name: 'Siri Superbruker' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    const confirmation = await screen.findByRole('dialog', {
      name: 'Endre saksbehandler',
      description:
        'Er du sikker på at du ønsker å endre saksbehandler på de merkede sakene? 2 saker får Siri Superbruker som saksbehandler.',
    });
    const before = caseListCalls(server).length;
    await user.click(within(confirmation).getByRole('button', { name: 'Ja' }));

    expect(await screen.findAllByText('Vennligst vent, endrer saksbehandler..')).not.toHaveLength(0);
    expect(bodies).toEqual([
      { CaseClerkId: SIRI_ID, IncidentIds: [wasAssigned.CaseUid, withoutComplainer.CaseUid] },
    ]);
    answer.resolve(jsonResponse({ Updated: 2 }));
    await waitFor(() => expect(caseListCalls(server).length).toBe(before + 1));
    expect(screen.queryAllByText('Vennligst vent, henter saker..')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Velg alle saker på siden' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.queryByRole('button', { name: 'Bytte saksbehandler' })).toBeNull();
  });

  it('offers level 3 the enabled clerks who see cases, from the summaries it gets', async () => {
    const { user } = renderIncidents({ level: 3 });
    const dialog = await openBulkDialog(user);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Ingen', 'Kari Nordmann', 'Ola Ekstern', 'Siri Superbruker']);
  });

  it('removes the clerk with Ingen, asking with the removal text', async () => {
    const bodies: unknown[] = [];
    const { user } = renderIncidents({ routes: assignRoute(bodies) });
    const dialog = await openBulkDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Ingen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    const confirmation = await screen.findByRole('dialog', {
      description:
        'Er du sikker på at du ønsker å fjerne saksbehandler på de merkede sakene? 2 saker blir uten saksbehandler.',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { CaseClerkId: '', IncidentIds: [wasAssigned.CaseUid, withoutComplainer.CaseUid] },
      ]),
    );
  });

  it('clears the choice on Nei and closes on Avbryt or the close icon without a change', async () => {
    const bodies: unknown[] = [];
    const { user } = renderIncidents({ routes: assignRoute(bodies) });
    let dialog = await openBulkDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Ola Ekstern' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await user.click(
      within(await screen.findByRole('dialog', { description: /endre saksbehandler/ })).getByRole('button', {
        name: 'Nei',
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(within(dialog).getByRole('radio', { name: 'Ola Ekstern' })).toHaveProperty('checked', false);
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bytte saksbehandler' }));
    dialog = await screen.findByRole('dialog', { name: 'Endre saksbehandler' });
    await user.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('only hides the spinner when the change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderIncidents({
      routes: { 'POST /api/caselist/update': problemResponse(400, { title: 'Ukjent saksbehandler' }) },
    });
    const dialog = await openBulkDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Kari Nordmann' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await user.click(
      within(await screen.findByRole('dialog', { description: /endre/ })).getByRole('button', { name: 'Ja' }),
    );
    await waitFor(() =>
      expect(screen.queryAllByText('Vennligst vent, endrer saksbehandler..')).toHaveLength(0),
    );
    expect(alertsWithText()).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Velg sak EB-2026-0004' })).toHaveProperty('checked', true);
  });

  it('empties the selection when the tab changes', async () => {
    const { user } = renderIncidents();
    await loaded();
    await user.click(tab(/Ufordelte saker/));
    await user.click(screen.getByRole('checkbox', { name: 'Velg sak EB-2026-0004' }));
    expect(screen.getByRole('button', { name: 'Bytte saksbehandler' })).toBeTruthy();
    await user.click(tab(/Jobbkø/));
    await user.click(tab(/Ufordelte saker/));
    expect(screen.getByRole('checkbox', { name: 'Velg sak EB-2026-0004' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('button', { name: 'Bytte saksbehandler' })).toBeNull();
  });
});

describe('moving and archiving many cases (issue 20)', () => {
  const many = Array.from({ length: 20 }, (_, index) =>
    makeCaseListItem({ CaseId: `eb-2026-${String(100 + index)}`, Clerk: kari }),
  );

  it('selects every case matching the filter across pages, moves them all, and can drop the selection', async () => {
    const bodies: unknown[] = [];
    const { user } = renderIncidents({
      queue: many,
      routes: {
        'POST /api/caselist/update': (request: RecordedRequest) => {
          bodies.push(request.body);
          return { Updated: 20 };
        },
      },
    });
    await loaded();
    expect(screen.queryByRole('button', { name: /^Velg alle 20 saker/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle saker på siden' }));
    expect(screen.getByText('Alle 15 saker på siden er valgt.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Velg alle 20 saker som passer filteret' }));
    expect(screen.getByText('Alle 20 saker som passer filteret er valgt.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Fjern valget' }));
    expect(screen.getByRole('checkbox', { name: 'Velg sak EB-2026-100' })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle saker på siden' }));
    await user.click(screen.getByRole('button', { name: 'Velg alle 20 saker som passer filteret' }));
    await user.click(screen.getByRole('button', { name: 'Bytte saksbehandler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endre saksbehandler' });
    expect(within(dialog).getByText('Du har valgt 20 saker.')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Siri Superbruker' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    const confirmation = await screen.findByRole('dialog', { description: /20 saker får Siri Superbruker/ });
    await user.click(within(confirmation).getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ CaseClerkId: SIRI_ID, IncidentIds: many.map((item) => item.CaseUid) }]),
    );
  });

  it('counts the rows of the page shown when the page is selected, not those selected on other pages', async () => {
    const { user } = renderIncidents({ queue: many });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Neste side' }));
    await user.click(screen.getByRole('checkbox', { name: 'Velg sak EB-2026-119' }));
    await user.click(screen.getByRole('button', { name: 'Forrige side' }));
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle saker på siden' }));
    expect(screen.getByText('Alle 15 saker på siden er valgt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Velg alle 20 saker som passer filteret' })).toBeTruthy();
  });

  it('says so when the one row of the last page is selected', async () => {
    const { user } = renderIncidents({ queue: many.slice(0, 16) });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Neste side' }));
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle saker på siden' }));
    expect(screen.getByText('Den ene saken på siden er valgt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Velg alle 16 saker som passer filteret' })).toBeTruthy();
  });

  it('archives the closed cases among those selected, saying how many are skipped because they are open', async () => {
    const bodies: unknown[] = [];
    const { user } = renderIncidents({
      routes: {
        'POST /api/caselist/archive': (request: RecordedRequest) => {
          bodies.push(request.body);
          return { Archived: 1 };
        },
      },
    });
    await loaded();
    // Jobbkø: Kari's open case, Siri's closed one and an archived one.
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle saker på siden' }));
    await user.click(screen.getByRole('button', { name: 'Arkiver' }));
    const confirmation = await screen.findByRole('dialog', {
      name: 'Arkiver saker',
      description:
        '1 sak arkiveres. 1 sak hoppes over fordi den ikke er avsluttet. 1 sak er arkivert fra før.',
    });
    await expectNoAxeViolations(confirmation);
    await user.click(within(confirmation).getByRole('button', { name: 'Arkiver' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ IncidentIds: [kariCase.CaseUid, closedCase.CaseUid, archivedCase.CaseUid] }]),
    );
    expect(await screen.findByText('1 sak er arkivert')).toBeTruthy();
  });

  it('says why when none of the selected cases can be archived, and sends nothing', async () => {
    const bodies: unknown[] = [];
    const { user } = renderIncidents({
      routes: { 'POST /api/caselist/archive': (request: RecordedRequest) => void bodies.push(request.body) },
    });
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Velg sak EB-2026-0001' }));
    await user.click(screen.getByRole('button', { name: 'Arkiver' }));
    const message = await screen.findByRole('dialog', {
      name: 'Arkiver saker',
      description: /Ingen av de valgte sakene/,
    });
    await user.click(within(message).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);
  });

  it('offers neither to level 1 and 2, who see only their own cases', async () => {
    renderIncidents({ level: 2 });
    await loaded();
    expect(screen.queryByRole('checkbox', { name: 'Velg alle saker på siden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Arkiver' })).toBeNull();
  });
});

describe('row actions', () => {
  it('offers archiving only for closed cases not yet archived', async () => {
    const saved: unknown[] = [];
    const answer = deferred<Response>();
    const { user, server } = renderIncidents({
      routes: {
        [`PATCH /api/case/${closedCase.CaseUid}`]: (request: RecordedRequest) => {
          saved.push(request.body);
          return answer.promise;
        },
      },
    });
    await loaded();
    expect(within(rowOf('EB-2026-0001')).queryByRole('button', { name: 'Arkiver sak' })).toBeNull();
    expect(within(rowOf('EB-2026-0003')).queryByRole('button', { name: 'Arkiver sak' })).toBeNull();
    const before = caseListCalls(server).length;
    await user.click(within(rowOf('EB-2026-0002')).getByRole('button', { name: 'Arkiver sak' }));
    expect(await screen.findAllByText('Arkiverer sak..')).not.toHaveLength(0);
    await waitFor(() => expect(saved).toEqual([{ Archived: true, Version: 1 }]));
    answer.resolve(jsonResponse({ ...closedCase, Archived: true }));
    await waitFor(() => expect(caseListCalls(server).length).toBe(before + 1));
    await waitFor(() => expect(screen.queryAllByText('Arkiverer sak..')).toHaveLength(0));
  });

  it('names the unread letters in the tooltip: ulest for one, uleste for more', async () => {
    const { user } = renderIncidents();
    await loaded();
    const two = within(rowOf('EB-2026-0001')).getByRole('button', { name: '2 uleste brev' });
    expect(two.textContent).toContain('2');
    await user.hover(two);
    expect((await screen.findByRole('tooltip')).textContent).toBe('2 uleste brev');
    expect(within(rowOf('EB-2026-0002')).getByRole('button', { name: '1 ulest brev' })).toBeTruthy();
    expect(within(rowOf('EB-2026-0003')).queryByRole('button', { name: /ulest/ })).toBeNull();
  });
});

describe('downloads, letters and export', () => {
  const documentsPath = (zip: boolean) =>
    `GET /api/document/download/casedocuments/${kariCase.CaseUid}/${zip}`;

  async function chooseDownload(user: ReturnType<typeof userEvent.setup>, item: string) {
    await loaded();
    await user.click(within(rowOf('EB-2026-0001')).getByRole('button', { name: 'Last ned dokumenter' }));
    await user.click(screen.getByRole('menuitem', { name: item }));
  }

  it('saves the zip under the server file name with .zip added', async () => {
    const { saved } = captureSavedFiles();
    const { user } = renderIncidents({
      routes: {
        [documentsPath(true)]: new Response('PK', {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="EB-2026-0001"; filename*=UTF-8\'\'EB-2026-0001',
          },
        }),
      },
    });
    await chooseDownload(user, 'Last ned som zip');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['EB-2026-0001.zip']));
    expect(await saved[0]?.blob?.text()).toBe('PK');
  });

  it('saves each document on its own, 200 ms apart', async () => {
    const { saved } = captureSavedFiles();
    const files = ['brev.pdf', 'vedlegg.docx', 'kvittering.png'].map((FileName) => ({
      FileName,
      FileContent: base64(`innhold i ${FileName}`),
      MimeType: 'application/octet-stream',
    }));
    const { user } = renderIncidents({ routes: { [documentsPath(false)]: files } });
    await chooseDownload(user, 'Last ned enkeltvis');
    expect(await screen.findAllByText('Vennligst vent, laster ned dokumenter..')).not.toHaveLength(0);
    await waitFor(() => expect(saved).toHaveLength(3), { timeout: 2000 });
    expect(saved.map((file) => file.name)).toEqual(['brev.pdf', 'vedlegg.docx', 'kvittering.png']);
    expect(await saved[1]?.blob?.text()).toBe('innhold i vedlegg.docx');
    const gaps = saved.slice(1).map((file, index) => file.at - (saved[index]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(190);
    await waitFor(() =>
      expect(screen.queryAllByText('Vennligst vent, laster ned dokumenter..')).toHaveLength(0),
    );
  });

  it('shows the download error when the documents cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderIncidents({
      routes: { [documentsPath(true)]: problemResponse(404, { title: 'Ukjent sak' }) },
    });
    await chooseDownload(user, 'Last ned som zip');
    expect(await screen.findByText('Det skjedde en feil ved nedlasting av dokumenter')).toBeTruthy();
    expect(screen.queryAllByText('Vennligst vent, laster ned dokumenter..')).toHaveLength(0);
  });

  it('offers the case file below the documents, after a divider: its PDF and its zip of the row', async () => {
    const { saved } = captureSavedFiles();
    const stream = lineStream();
    const caseFilePath = `/api/casefile/${kariCase.CaseUid}`;
    const { user, server } = renderIncidents({
      routes: {
        [`POST ${caseFilePath}/pdf`]: stream.response,
        [`GET ${caseFilePath}/zip`]: new Response('PK', {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="Saksmappe EB-2026-0001.zip"',
          },
        }),
      },
    });
    await loaded();
    await user.click(within(rowOf('EB-2026-0001')).getByRole('button', { name: 'Last ned dokumenter' }));
    const menu = screen.getByRole('menu');
    expect([...menu.children].map((entry) => entry.getAttribute('role') ?? entry.textContent)).toEqual([
      'menuitem',
      'menuitem',
      'separator',
      'menuitem',
      'menuitem',
    ]);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Last ned enkeltvis', 'Last ned som zip', 'Saksmappe som PDF', 'Saksmappe som zip']);
    await expectNoAxeViolations();

    await user.click(within(menu).getByRole('menuitem', { name: 'Saksmappe som zip' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Saksmappe EB-2026-0001.zip']));
    expect(server.callsTo('GET', `/api/document/download/casedocuments/${kariCase.CaseUid}/true`)).toEqual(
      [],
    );

    await chooseDownload(user, 'Saksmappe som PDF');
    await waitFor(() => expect(server.callsTo('POST', `${caseFilePath}/pdf`)).toHaveLength(1));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the unread letter from the badge in a new tab, then reloads the lists', async () => {
    captureSavedFiles();
    const { tab: newTab, open } = stubNewTab();
    const letterPath = `/api/document/openletter/${kariCase.UnreadEventId}/${kariCase.CaseUid}/false`;
    const { user, server } = renderIncidents({
      routes: {
        [`GET ${letterPath}`]: new Response('%PDF-1.7', {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      },
    });
    await loaded();
    const before = caseListCalls(server).length;
    await user.click(within(rowOf('EB-2026-0001')).getByRole('button', { name: '2 uleste brev' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(newTab.location.href).toBe('blob:test/0'));
    expect(newTab.opener).toBeNull();
    expect(server.callsTo('GET', letterPath)).toHaveLength(1);
    await waitFor(() => expect(caseListCalls(server).length).toBe(before + 1));
  });

  it('exports the active tab as filtered and sorted, every page, behind the spinner', async () => {
    const { saved } = captureSavedFiles();
    const exported: unknown[] = [];
    const answer = deferred<Response>();
    const { user } = renderIncidents({
      routes: {
        'POST /api/caselist/export': (request: RecordedRequest) => {
          exported.push(request.body);
          return answer.promise;
        },
      },
    });
    await loaded();
    await user.type(field('Klagenemnda ref'), 'eb-2026');
    await user.click(within(table()).getByRole('button', { name: 'Etternavn/Att' }));
    await user.click(screen.getByRole('button', { name: 'Eksporter til Excel' }));

    expect(await screen.findAllByText('Vennligst vent, eksporterer saker..')).not.toHaveLength(0);
    expect(exported).toEqual([[archivedCase.CaseUid, closedCase.CaseUid, kariCase.CaseUid]]);
    answer.resolve(
      jsonResponse({
        FileName: 'saker-2026-03-02.xlsx',
        FileContent: base64('xlsx'),
        MimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['saker-2026-03-02.xlsx']));
    expect(saved[0]?.blob?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await waitFor(() => expect(screen.queryAllByText('Vennligst vent, eksporterer saker..')).toHaveLength(0));
  });
});

describe('accessibility', () => {
  it('has no axe violations on either tab', async () => {
    const { user } = renderIncidents();
    await loaded();
    await expectNoAxeViolations();
    await user.click(tab(/Ufordelte saker/));
    await expectNoAxeViolations();
  });
});

describe('live updates (issue 47)', () => {
  it("marks a case 'Ny' until opened, and a refetch updates the rows in place keeping the filter, tab and focus", async () => {
    markCasesNew([closedCase.CaseUid]);
    let queue = QUEUE;
    const { user, queryClient } = renderIncidents({
      routes: {
        'POST /api/caselist': () =>
          caseListAnswer(queue.map(withAbilitiesAt(5)), UNDISTRIBUTED.map(withAbilitiesAt(5))),
      },
    });
    await loaded();
    expect(within(rowOf('EB-2026-0002')).getByText('Ny')).toBeTruthy();
    expect(within(rowOf('EB-2026-0001')).queryByText('Ny')).toBeNull();

    await user.type(field('Navn klager'), 'skog');
    await waitFor(() => expect(shownCaseIds()).toEqual(['EB-2026-0002']));
    const newcomer = makeCaseListItem({
      CaseId: 'eb-2026-0009',
      Complainer: { FirstName: 'Siv', LastName: 'Skogheim' },
    });
    queue = [...QUEUE, newcomer];
    await act(() => queryClient.invalidateQueries({ queryKey: CASE_LIST_QUERY_KEY }));
    await waitFor(() => expect(shownCaseIds()).toEqual(['EB-2026-0002', 'EB-2026-0009']));
    expect(field('Navn klager').value).toBe('skog');
    expect(document.activeElement).toBe(field('Navn klager'));
    expect(tab(/Jobbkø/).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('link', { name: 'EB-2026-0002' }));
    expect(sessionStorage.getItem('liveNewCases')).toBeNull();
  });
});
