import {
  type Statistics,
  statisticsExportPath,
  statisticsPath,
} from '@foretaksportalen/shared/contract/statistics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { base64, captureSavedFiles } from '../../../test/saved-files.ts';
import { namedPeriod, todayInBrowser } from '../period.ts';
import { StatisticsPage } from './statistics-page.tsx';

const KARI = '6f1d3c2b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

const STATISTICS: Statistics = {
  From: '2026-03-01',
  To: '2026-05-20',
  Today: '2026-05-20',
  OpenOverTime: [
    { Day: '2026-05-17', Open: 1234 },
    { Day: '2026-05-20', Open: 1240 },
  ],
  Monthly: [
    { Month: '2026-04', New: 31, Closed: 27 },
    { Month: '2026-05', New: 12, Closed: 9 },
  ],
  Clerks: [
    { CaseClerkId: KARI, DisplayName: 'Kari Nordmann', Open: 17, Overdue: 4 },
    { CaseClerkId: null, DisplayName: null, Open: 6, Overdue: 0 },
  ],
  Due: { Overdue: 4, DueSoon: 9 },
  ResponseTimes: {
    Months: [
      { Month: '2026-04', Letters: 20, Median: 2.5, P90: 7 },
      { Month: '2026-05', Letters: 0, Median: null, P90: null },
    ],
    Clerks: [
      { CaseClerkId: KARI, DisplayName: 'Kari Nordmann', Letters: 15, Median: 3, P90: 6.4 },
      { CaseClerkId: null, DisplayName: null, Letters: 5, Median: 1, P90: 1 },
    ],
  },
  UnreadByAge: [
    { Age: 'upTo2', Letters: 3 },
    { Age: 'upTo5', Letters: 2 },
    { Age: 'upTo10', Letters: 0 },
    { Age: 'over10', Letters: 1 },
  ],
};

const today = todayInBrowser();
const route = (period: { from: string; to: string }) => `GET ${statisticsPath(period)}`;

function renderStatistics(path: string, routes: Record<string, FakeRoute>) {
  const server = stubFetch(routes);
  const app = renderWithApp(<StatisticsPage />, {
    path,
    routePath: paths.statistics.path,
    config: makeConfig(3),
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('the statistics page', () => {
  it('asks for the last three months and shows the figures, with links to the case list', async () => {
    const { server } = renderStatistics('/statistics', {
      [route(namedPeriod('last3Months', today))]: STATISTICS,
    });
    const due = await screen.findByRole('region', { name: 'Forfall nå' });
    expect(server.requests.map((request) => request.url)).toEqual([
      statisticsPath(namedPeriod('last3Months', today)),
    ]);
    expect(within(due).getByText('Per 20.05.2026')).toBeDefined();
    expect(
      within(due)
        .getAllByText(/^\d+$/)
        .map((figure) => figure.textContent),
    ).toEqual(['4', '9']);
    expect(
      within(due).getByRole('link', { name: 'Vis forfalte saker i sakslisten' }).getAttribute('href'),
    ).toBe('/incidents?quickView=overdue');
    expect(
      within(due)
        .getByRole('link', { name: 'Vis sakene som forfaller snart i sakslisten' })
        .getAttribute('href'),
    ).toBe('/incidents?quickView=dueSoon');
    expect(screen.getByRole('combobox', { name: 'Periode' }).textContent).toBe('Siste 3 måneder');
    // The per-clerk response times are a table of their own, always shown.
    expect(rowsOf(screen.getByRole('table', { name: 'Svartid per saksbehandler' }))).toEqual([
      ['Saksbehandler', 'Besvarte brev', 'Median (virkedager)', '90. persentil (virkedager)'],
      ['Kari Nordmann', '15', '3', '6,4'],
      ['Uten saksbehandler', '5', '1', '1'],
    ]);
  });

  it('shows the same figures as a table under each chart, in Norwegian number format', async () => {
    const { user } = renderStatistics('/statistics?period=last30Days', {
      [route(namedPeriod('last30Days', today))]: STATISTICS,
    });
    await screen.findByRole('region', { name: 'Forfall nå' });
    expect(screen.queryByRole('table', { name: 'Åpne saker per saksbehandler' })).toBeNull();

    const tableOf = async (name: string) => {
      const toggle = within(card(name)).getByRole('button', { name: 'Vis som tabell' });
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
      await user.click(toggle);
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      return rowsOf(within(card(name)).getByRole('table', { name }));
    };
    expect(await tableOf('Åpne saker per saksbehandler')).toEqual([
      ['Saksbehandler', 'Åpne saker', 'Forfalt'],
      ['Kari Nordmann', '17', '4'],
      ['Ufordelte', '6', '0'],
    ]);
    expect(await tableOf('Åpne saker over tid')).toEqual([
      ['Uke', 'Til og med', 'Åpne saker'],
      ['Uke 20', '17.05.2026', '1\u00a0234'],
      ['Uke 21', '20.05.2026', '1\u00a0240'],
    ]);
    expect(await tableOf('Nye og avsluttede saker per måned')).toEqual([
      ['Måned', 'Nye', 'Avsluttede'],
      ['april 2026', '31', '27'],
      ['mai 2026', '12', '9'],
    ]);
    expect(await tableOf('Svartid per måned')).toEqual([
      ['Måned', 'Besvarte brev', 'Median (virkedager)', '90. persentil (virkedager)'],
      ['april 2026', '20', '2,5', '7'],
      ['mai 2026', '0', '–', '–'],
    ]);
    expect(await tableOf('Uleste brev etter alder')).toEqual([
      ['Alder', 'Brev'],
      ['0–2 virkedager', '3'],
      ['3–5 virkedager', '2'],
      ['6–10 virkedager', '0'],
      ['Over 10 virkedager', '1'],
    ]);
    // Each table's header cells say what they head.
    for (const header of screen.getAllByRole('columnheader'))
      expect(header.getAttribute('scope')).toBe('col');
    for (const header of screen.getAllByRole('rowheader')) expect(header.getAttribute('scope')).toBe('row');
    await expectNoAxeViolations();
  });

  it('asks again when another period is chosen, and keeps it in the address', async () => {
    const { server, user, router } = renderStatistics('/statistics', {
      [route(namedPeriod('last3Months', today))]: STATISTICS,
      [route(namedPeriod('thisYear', today))]: { ...STATISTICS, Due: { Overdue: 7, DueSoon: 1 } },
    });
    await screen.findByRole('region', { name: 'Forfall nå' });
    await user.click(screen.getByRole('combobox', { name: 'Periode' }));
    await user.click(screen.getByRole('option', { name: 'Hittil i år' }));
    await waitFor(() =>
      expect(server.requests.at(-1)?.url).toBe(statisticsPath(namedPeriod('thisYear', today))),
    );
    expect(router.state.location.search).toBe('?period=thisYear');
    await waitFor(() =>
      expect(
        within(card('Forfall nå'))
          .getAllByText(/^\d+$/)
          .map((figure) => figure.textContent),
      ).toEqual(['7', '1']),
    );
  });

  it('takes two dates of its own from the address, and says why it cannot count a period that ends before it begins', async () => {
    const period = { from: '2026-03-01', to: '2026-05-20' };
    const { server, user, router } = renderStatistics(`/statistics?from=${period.from}&to=${period.to}`, {
      [route(period)]: STATISTICS,
    });
    await screen.findByRole('region', { name: 'Forfall nå' });
    expect(screen.getByRole('combobox', { name: 'Periode' }).textContent).toBe('Velg datoer');
    // The date pickers load when dates of one's own are chosen: a module of its own, which a busy machine takes
    // longer than a second to load the first time.
    expect((await screen.findByRole('group', { name: 'Fra' }, { timeout: 10_000 })).textContent).toContain(
      '01',
    );

    router.navigate('/statistics?from=2026-05-21&to=2026-05-20');
    // The pickers take the new dates before the message shows: on a busy machine (the whole suite) over a second.
    expect(
      await screen.findByText('Fra-dato kan ikke være etter til-dato', {}, { timeout: 10_000 }),
    ).toBeDefined();
    expect(server.requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Eksporter til Excel' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox', { name: 'Periode' }));
    await user.click(screen.getByRole('option', { name: 'Siste 30 dager' }));
    expect(router.state.location.search).toBe('?period=last30Days');
  });

  it('exports every figure of the period to Excel', async () => {
    const { saved } = captureSavedFiles();
    const period = namedPeriod('last3Months', today);
    const { user } = renderStatistics('/statistics', {
      [route(period)]: STATISTICS,
      [`GET ${statisticsExportPath(period)}`]: {
        FileName: 'statistikk.xlsx',
        FileContent: base64('xlsx'),
        MimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    await screen.findByRole('region', { name: 'Forfall nå' });
    await user.click(screen.getByRole('button', { name: 'Eksporter til Excel' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['statistikk.xlsx']));
  });

  it('offers to try again when the statistics cannot be fetched', async () => {
    const period = { from: '2024-05-20', to: '2026-05-20' };
    const { server, user } = renderStatistics(`/statistics?from=${period.from}&to=${period.to}`, {
      [route(period)]: problemResponse(500, { title: 'Det oppsto en feil på serveren' }),
    });
    const retry = await screen.findByRole('button', { name: 'Prøv igjen' });
    expect(screen.getByText('Statistikken kunne ikke hentes.')).toBeDefined();
    await user.click(retry);
    await waitFor(() => expect(server.requests).toHaveLength(2));
  });
});
