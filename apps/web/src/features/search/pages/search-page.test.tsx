import {
  SEARCH_PAGE_SIZE,
  type SearchHit,
  type SearchResult,
  searchPath,
} from '@foretaksportalen/shared/contract/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { testUuid } from '../../../test/case-fixtures.ts';
import { deferred, type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { jsonResponse, makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { SearchPage } from './search-page.tsx';

/** A local time as the wire sends it (UTC), so that the shown dates do not depend on the test machine's zone. */
const at = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString();

function makeHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    CaseUid: testUuid(),
    CaseId: 'eb-2026-0001',
    Complainer: 'Oddny Tveitnes',
    Closed: false,
    Archived: false,
    EventId: testUuid('e'),
    EventCreated: at(5, 9),
    EventDescription: 'Brev fra Klagenemnda: Vedtak',
    DocumentId: testUuid('d'),
    DocumentName: 'Vedtak.pdf',
    NoteId: null,
    Snippet: [
      { Text: 'Vedtaket er ', Match: false },
      { Text: 'enstemmig', Match: true },
      { Text: '. Saken er med dette avsluttet.', Match: false },
    ],
    ...overrides,
  };
}

const answer = (hits: SearchHit[], overrides: Partial<SearchResult> = {}): SearchResult => ({
  Total: hits.length,
  Page: 1,
  PageSize: SEARCH_PAGE_SIZE,
  Hits: hits,
  WithoutText: 0,
  Waiting: 0,
  ...overrides,
});

const searchRoute = (q: string, page = 1) => `GET ${searchPath({ q, page })}`;

function renderSearch(path: string, routes: Record<string, FakeRoute>) {
  const server = stubFetch(routes);
  const app = renderWithApp(<SearchPage />, {
    path,
    routePath: paths.search.path,
    config: makeConfig(1),
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

const pathOf = (query: string, page?: number) => paths.search.getHref({ query, page });
/** The hit count's live region (the spinner has one too, which is empty when it does not spin). */
const countText = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .find((text) => text && !text.startsWith('Vennligst vent'));
const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const marksIn = (element: HTMLElement) =>
  [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('the hits', () => {
  it('shows the count and each hit: the case that opens on the hit, complainer, date, event, document and snippet', async () => {
    const inDocument = makeHit({ CaseId: 'eb-2026-0008' });
    const inLetterText = makeHit({
      CaseId: 'eb-2026-0002',
      Complainer: null,
      Closed: true,
      Archived: true,
      EventCreated: at(1, 8),
      EventDescription: 'Brev fra foretaket: Tilsvar',
      DocumentId: null,
      DocumentName: null,
      Snippet: [{ Text: 'enstemmig', Match: true }],
    });
    renderSearch(pathOf('enstemmig'), { [searchRoute('enstemmig')]: answer([inDocument, inLetterText]) });

    await waitFor(() => expect(countText()).toBe('2 treff'));
    expect(
      (screen.getByRole('searchbox', { name: 'Søk i saker og dokumenter' }) as HTMLInputElement).value,
    ).toBe('enstemmig');
    expect(table().getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Saksnummer',
      'Klager',
      'Dato',
      'Hendelse',
      'Dokument',
      'Utdrag',
    ]);
    const [first, second] = bodyRows();
    if (!first || !second) throw new Error('two rows expected');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'EB-2026-0008',
      'Oddny Tveitnes',
      '05.03.2026',
      'Brev fra Klagenemnda: Vedtak',
      'Vedtak.pdf',
      'Vedtaket er enstemmig. Saken er med dette avsluttet.',
    ]);
    expect(marksIn(first)).toEqual(['enstemmig']);
    expect(within(first).getByRole('link', { name: 'EB-2026-0008' }).getAttribute('href')).toBe(
      `/case/${inDocument.CaseUid}?document=${inDocument.DocumentId}`,
    );
    // A letter's own text: 'Brevtekst', and the link opens the letter's event. Closed and archived in words.
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'EB-2026-0002AvsluttetArkivert',
      'Ikke registrert',
      '01.03.2026',
      'Brev fra foretaket: Tilsvar',
      'Brevtekst',
      'enstemmig',
    ]);
    expect(within(second).getByRole('link', { name: 'EB-2026-0002' }).getAttribute('href')).toBe(
      `/case/${inLetterText.CaseUid}?event=${inLetterText.EventId}`,
    );
    await expectNoAxeViolations();
  });

  it('renders the snippet as text: markup in a document shows as its characters, never as HTML', async () => {
    const hit = makeHit({
      Snippet: [
        { Text: 'Se <b>vilkårene</b> og <img src="x" onerror="alert(1)"> ', Match: false },
        { Text: '<i>enstemmig</i>', Match: true },
      ],
    });
    renderSearch(pathOf('enstemmig'), { [searchRoute('enstemmig')]: answer([hit]) });
    await waitFor(() => expect(countText()).toBe('1 treff'));
    const [row] = bodyRows();
    if (!row) throw new Error('a row expected');
    expect(row.textContent).toContain(
      'Se <b>vilkårene</b> og <img src="x" onerror="alert(1)"> <i>enstemmig</i>',
    );
    expect(row.querySelector('b, i, img')).toBeNull();
    expect(marksIn(row)).toEqual(['<i>enstemmig</i>']);
  });

  it('opens the case on the hit', async () => {
    const hit = makeHit();
    const { user, router } = renderSearch(pathOf('enstemmig'), { [searchRoute('enstemmig')]: answer([hit]) });
    await user.click(await screen.findByRole('link', { name: 'EB-2026-0001' }));
    expect(router.state.location.pathname).toBe(`/case/${hit.CaseUid}`);
    expect(router.state.location.search).toBe(`?document=${hit.DocumentId}`);
  });

  it('counts in Norwegian, and says when nothing matched', async () => {
    const many = renderSearch(pathOf('klage'), {
      [searchRoute('klage')]: answer([makeHit()], { Total: 1234 }),
    });
    await waitFor(() => expect(countText()).toBe('1\u00a0234 treff'));
    many.unmount();

    renderSearch(pathOf('«sjelden» ord'), { [searchRoute('«sjelden» ord')]: answer([]) });
    await waitFor(() => expect(countText()).toBe('Ingen treff for ««sjelden» ord».'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the hits as cards on a narrow screen', async () => {
    setScreenNarrow(true);
    const hit = makeHit({ Closed: true });
    renderSearch(pathOf('enstemmig'), { [searchRoute('enstemmig')]: answer([hit]) });
    await waitFor(() => expect(countText()).toBe('1 treff'));
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: '1 treff' });
    const [card] = within(list).getAllByRole('listitem');
    if (!card) throw new Error('a card expected');
    expect(within(card).getByRole('link', { name: 'EB-2026-0001' })).toBeTruthy();
    expect(card.textContent).toBe(
      'EB-2026-0001AvsluttetKlager: Oddny TveitnesHendelse: 05.03.2026 Brev fra Klagenemnda: VedtakDokument: Vedtak.pdfVedtaket er enstemmig. Saken er med dette avsluttet.',
    );
    expect(marksIn(card)).toEqual(['enstemmig']);
    await expectNoAxeViolations();
  });
});

describe('paging', () => {
  const pageOfHits = (page: number, size: number) =>
    Array.from({ length: size }, (_, index) =>
      makeHit({ CaseId: `eb-2026-${String((page - 1) * SEARCH_PAGE_SIZE + index + 1).padStart(4, '0')}` }),
    );

  it('asks for the next page, and puts it in the address', async () => {
    const { user, router, server } = renderSearch(pathOf('vedtak'), {
      [searchRoute('vedtak')]: answer(pageOfHits(1, 15), { Total: 20 }),
      [searchRoute('vedtak', 2)]: answer(pageOfHits(2, 5), { Total: 20, Page: 2 }),
    });
    await waitFor(() => expect(countText()).toBe('20 treff'));
    expect(bodyRows()).toHaveLength(15);
    expect(screen.getByText('Side 1 of 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Neste side' }));
    await waitFor(() => expect(screen.getByText('Side 2 of 2')).toBeTruthy());
    expect(bodyRows().map((row) => within(row).getByRole('link').textContent)).toEqual([
      'EB-2026-0016',
      'EB-2026-0017',
      'EB-2026-0018',
      'EB-2026-0019',
      'EB-2026-0020',
    ]);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(server.callsTo('GET', searchPath({ q: 'vedtak', page: 2 }))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Forrige side' }));
    await waitFor(() => expect(screen.getByText('Side 1 of 2')).toBeTruthy());
    expect(router.state.location.search).toBe('?q=vedtak');
  });

  it('opens on the page in the address, and on the last one when that is past the end', async () => {
    const { router } = renderSearch(pathOf('vedtak', 7), {
      [searchRoute('vedtak', 7)]: answer([], { Total: 20, Page: 7 }),
      [searchRoute('vedtak', 2)]: answer(pageOfHits(2, 5), { Total: 20, Page: 2 }),
    });
    await waitFor(() => expect(screen.getByText('Side 2 of 2')).toBeTruthy());
    expect(bodyRows()).toHaveLength(5);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });
});

describe('notes and failures', () => {
  it('says how many documents have no text to search, and how many are not read yet', async () => {
    renderSearch(pathOf('vedtak'), {
      [searchRoute('vedtak')]: answer([makeHit()], { WithoutText: 3, Waiting: 12 }),
    });
    expect(
      await screen.findByText('3 dokumenter uten tekst (bilder og skannede PDF-er) kan ikke søkes i.'),
    ).toBeTruthy();
    expect(
      screen.getByText('12 dokumenter er ikke lest inn ennå og kommer med i søket om litt.'),
    ).toBeTruthy();
  });

  it('says it of one document in the singular, and nothing when there are none', async () => {
    const one = renderSearch(pathOf('vedtak'), {
      [searchRoute('vedtak')]: answer([makeHit()], { WithoutText: 1, Waiting: 1 }),
    });
    expect(
      await screen.findByText('1 dokument uten tekst (bilde eller skannet PDF) kan ikke søkes i.'),
    ).toBeTruthy();
    expect(screen.getByText('1 dokument er ikke lest inn ennå og kommer med i søket om litt.')).toBeTruthy();
    one.unmount();

    renderSearch(pathOf('vedtak'), { [searchRoute('vedtak')]: answer([makeHit()]) });
    await waitFor(() => expect(countText()).toBe('1 treff'));
    expect(screen.queryByText(/kan ikke søkes i|ikke lest inn/)).toBeNull();
  });

  it('keeps the page behind the spinner while the search runs', async () => {
    const later = deferred<Response>();
    renderSearch(pathOf('vedtak'), { [searchRoute('vedtak')]: () => later.promise });
    expect(await screen.findAllByText('Vennligst vent, søker..')).not.toHaveLength(0);
    later.resolve(jsonResponse(answer([makeHit()])));
    await waitFor(() => expect(countText()).toBe('1 treff'));
    expect(screen.queryAllByText('Vennligst vent, søker..')).toHaveLength(0);
  });

  it("shows the server's words for a query it cannot take", async () => {
    renderSearch(pathOf('"'), {
      [searchRoute('"')]: problemResponse(400, { title: 'Søket kunne ikke tolkes. Sjekk anførselstegnene.' }),
    });
    expect(await screen.findByText('Søket kunne ikke tolkes. Sjekk anførselstegnene.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again after any other failure', async () => {
    let fail = true;
    const { user } = renderSearch(pathOf('vedtak'), {
      [searchRoute('vedtak')]: () =>
        fail ? problemResponse(500, { title: 'Noe gikk galt' }) : answer([makeHit()]),
    });
    expect(await screen.findByText('Søket kunne ikke utføres.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await waitFor(() => expect(countText()).toBe('1 treff'));
  });

  it('asks for nothing without a query, and says why a query is too long', async () => {
    const empty = renderSearch(paths.search.getHref({ query: '  ' }), {});
    expect(await screen.findByRole('searchbox', { name: 'Søk i saker og dokumenter' })).toBeTruthy();
    expect(empty.server.requests).toHaveLength(0);
    empty.unmount();

    const tooLong = renderSearch(pathOf('x'.repeat(201)), {});
    expect(await screen.findByText('Søket kan være på høyst 200 tegn')).toBeTruthy();
    expect(tooLong.server.requests).toHaveLength(0);
  });
});

describe('searching again', () => {
  it('sends the query as typed: a space after the last word stays, so the word is no prefix', async () => {
    const { server } = renderSearch(pathOf('vedtak '), { [searchRoute('vedtak ')]: answer([makeHit()]) });
    await waitFor(() => expect(countText()).toBe('1 treff'));
    expect(server.callsTo('GET', searchPath({ q: 'vedtak ' }))).toHaveLength(1);
    expect(
      (screen.getByRole('searchbox', { name: 'Søk i saker og dokumenter' }) as HTMLInputElement).value,
    ).toBe('vedtak ');
  });

  it('searches for what is typed from the filled-in field, from the first page', async () => {
    const { user, router, server } = renderSearch(pathOf('vedtak', 2), {
      [searchRoute('vedtak', 2)]: answer([makeHit()], { Total: 16, Page: 2 }),
      [searchRoute('tilsvar')]: answer([makeHit(), makeHit()]),
    });
    await waitFor(() => expect(countText()).toBe('16 treff'));
    const field = screen.getByRole('searchbox', { name: 'Søk i saker og dokumenter' });
    await user.clear(field);
    await user.type(field, 'tilsvar{Enter}');
    await waitFor(() => expect(countText()).toBe('2 treff'));
    expect(router.state.location.search).toBe('?q=tilsvar');
    expect(server.callsTo('GET', searchPath({ q: 'tilsvar' }))).toHaveLength(1);
  });
});

describe('a hit in an internal note', () => {
  it('says so and opens its case on the note, in the table and on a phone', async () => {
    const note = makeHit({
      EventId: null,
      EventDescription: null,
      DocumentId: null,
      DocumentName: null,
      NoteId: testUuid('n'),
    });
    renderSearch(pathOf('enstemmig'), { [searchRoute('enstemmig')]: answer([note]) });
    await waitFor(() => expect(countText()).toBe('1 treff'));
    const [row] = bodyRows();
    if (!row) throw new Error('one row expected');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(3, 5),
    ).toEqual(['Internt notat', 'Notattekst']);
    expect(within(row).getByRole('link', { name: 'EB-2026-0001' }).getAttribute('href')).toBe(
      `/case/${note.CaseUid}?note=${note.NoteId}`,
    );
  });
});
