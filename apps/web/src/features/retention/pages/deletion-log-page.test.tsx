import type {
  DeletionLogEntry,
  DeletionLogPage as LogPage,
} from '@foretaksportalen/shared/contract/retention';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { captureSavedFiles } from '../../../test/saved-files.ts';
import { DeletionLogPage } from './deletion-log-page.tsx';

const config = makeConfig(5);
/** A local time as the wire sends it (UTC), so that the shown times do not depend on the test machine's zone. */
const at = (day: number) => new Date(2026, 2, day, 3, 15).toISOString();
const sha = (digit: string) => digit.repeat(64);

const SCHEDULED: DeletionLogEntry = {
  Id: '2',
  At: at(12),
  CaseUid: '0000000a-0000-4000-8000-000000000002',
  CaseId: 'eb-2022-0301',
  Rule: 'schedule',
  Parties: 2,
  Letters: 5,
  Documents: 3,
  Notes: 1,
  DocumentSha256: [sha('a'), sha('b'), sha('c')],
};
const ERASED: DeletionLogEntry = {
  Id: '1',
  At: at(2),
  CaseUid: '0000000a-0000-4000-8000-000000000001',
  CaseId: 'eb-2023-0017',
  Rule: 'erasure',
  Parties: 1,
  Letters: 0,
  Documents: 0,
  Notes: 0,
  DocumentSha256: [],
};
const pageOf = (entries: DeletionLogEntry[], total = entries.length): LogPage => ({
  Total: total,
  Entries: entries,
});

function renderLog(routes: Record<string, FakeRoute>, path = '/settings/retention/log') {
  const server = stubFetch({ 'GET /api/config': () => config, ...routes });
  const app = renderWithApp(<DeletionLogPage />, {
    path,
    routePath: '/settings/retention/log',
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

describe('the deletion log page', () => {
  it('shows each deletion: when, the case, the rule, what went, and the documents’ checksums', async () => {
    renderLog({ 'GET /api/retention/log?page=1': pageOf([SCHEDULED, ERASED]) });
    expect(await screen.findByRole('heading', { level: 2, name: '2 slettinger' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Slettelogg' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Tilbake til sletting av personopplysninger' }).getAttribute('href'),
    ).toBe('/settings/retention');
    expect(
      within(screen.getByRole('table', { name: '2 slettinger' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tidspunkt', 'Sak', 'Regel', 'Parter', 'Brev', 'Dokumenter', 'Notater', 'SHA-256']);
    expect(rows()).toEqual([
      [
        '12.03.2026 03:15',
        'EB-2022-0301',
        'Slettefrist',
        '2',
        '5',
        '3',
        '1',
        `SHA-256 for 3 dokumenter:aaaaaaaaaaaa… +2${sha('a')}${sha('b')}${sha('c')}`,
      ],
      ['02.03.2026 03:15', 'EB-2023-0017', 'Krav om sletting', '1', '0', '0', '0', ''],
    ]);
    expect(screen.getByRole('link', { name: 'EB-2022-0301' }).getAttribute('href')).toBe(
      '/case/0000000a-0000-4000-8000-000000000002',
    );
    await expectNoAxeViolations();
  });

  it('shows the checksums shortened, and every one in full when opened', async () => {
    const { user } = renderLog({ 'GET /api/retention/log?page=1': pageOf([SCHEDULED]) });
    await screen.findByRole('heading', { level: 2, name: '1 sletting' });
    const details = screen.getByText(/^aaaaaaaaaaaa…/).closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(within(details).getByText(/^aaaaaaaaaaaa…/));
    expect(details.open).toBe(true);
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([sha('a'), sha('b'), sha('c')]);
  });

  it('keeps to two columns on a phone: the time and rule under the case, what went under Slettet', async () => {
    setScreenNarrow(true);
    renderLog({ 'GET /api/retention/log?page=1': pageOf([SCHEDULED, ERASED]) });
    await screen.findByRole('heading', { level: 2, name: '2 slettinger' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Sak',
      'Slettet',
    ]);
    expect(rows()[1]).toEqual([
      'EB-2023-0017' + '02.03.2026 03:15 · Krav om sletting',
      'Parter 1, brev 0, dokumenter 0, notater 0',
    ]);
    await expectNoAxeViolations();
  });

  it('goes a page at a time, the page in the address', async () => {
    const entries = Array.from({ length: 50 }, (_, index) => ({ ...ERASED, Id: `e${index}` }));
    const { user, server, router } = renderLog({
      'GET /api/retention/log?page=1': pageOf(entries, 51),
      'GET /api/retention/log?page=2': pageOf([{ ...SCHEDULED, Id: 'last' }], 51),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '51 slettinger' })).toBeTruthy();
    expect(screen.getByText('Side 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Neste side' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?page=2');
    expect(server.callsTo('GET', '/api/retention/log?page=2')).toHaveLength(1);
  });

  it('opens on the page in the address', async () => {
    const { server } = renderLog(
      { 'GET /api/retention/log?page=3': pageOf([SCHEDULED], 101) },
      '/settings/retention/log?page=3',
    );
    expect(await screen.findByText('Side 3 of 3')).toBeTruthy();
    expect(server.callsTo('GET', '/api/retention/log?page=1')).toHaveLength(0);
  });

  it('says when nothing has been deleted yet', async () => {
    renderLog({ 'GET /api/retention/log?page=1': pageOf([]) });
    expect(await screen.findByText('Ingen personopplysninger er slettet ennå.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '0 slettinger' })).toBeTruthy();
  });

  it('downloads the log as an Excel file behind the spinner', async () => {
    const { saved } = captureSavedFiles();
    const { user, server } = renderLog({
      'GET /api/retention/log?page=1': pageOf([SCHEDULED]),
      'GET /api/retention/log/export': {
        FileName: 'slettelogg-2026-03-20.xlsx',
        FileContent: btoa('xlsx'),
        MimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    await screen.findByRole('heading', { level: 2, name: '1 sletting' });
    await user.click(screen.getByRole('button', { name: 'Last ned Excel' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['slettelogg-2026-03-20.xlsx']));
    expect(server.callsTo('GET', '/api/retention/log/export')).toHaveLength(1);
    expect(screen.queryAllByText('Vennligst vent, lager Excel-fil..')).toHaveLength(0);
  });

  it('downloads one year of the log when a year is chosen, for a log too large to export at once', async () => {
    const { saved } = captureSavedFiles();
    const year = new Date().getFullYear() - 1;
    const { user, server } = renderLog({
      'GET /api/retention/log?page=1': pageOf([SCHEDULED]),
      [`GET /api/retention/log/export?year=${year}`]: {
        FileName: `slettelogg-${year}.xlsx`,
        FileContent: btoa('xlsx'),
        MimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    await screen.findByRole('heading', { level: 2, name: '1 sletting' });
    await user.click(screen.getByRole('combobox', { name: 'År i Excel-filen' }));
    await user.click(screen.getByRole('option', { name: String(year) }));
    await user.click(screen.getByRole('button', { name: 'Last ned Excel' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([`slettelogg-${year}.xlsx`]));
    expect(server.callsTo('GET', `/api/retention/log/export?year=${year}`)).toHaveLength(1);
    expect(server.callsTo('GET', '/api/retention/log/export')).toHaveLength(0);
  });

  it('shows the server’s refusal of the export', async () => {
    const { user } = renderLog({
      'GET /api/retention/log?page=1': pageOf([SCHEDULED]),
      'GET /api/retention/log/export': problemResponse(409, {
        title: 'Sletteloggen er for stor til å lastes ned på én gang',
      }),
    });
    await screen.findByRole('heading', { level: 2, name: '1 sletting' });
    await user.click(screen.getByRole('button', { name: 'Last ned Excel' }));
    expect(await screen.findByText('Sletteloggen er for stor til å lastes ned på én gang')).toBeTruthy();
  });

  it('says so when the log cannot be read, and tries again', async () => {
    let fail = true;
    const { user } = renderLog({
      'GET /api/retention/log?page=1': () => (fail ? problemResponse(500, { title: 'Feil' }) : pageOf([])),
    });
    expect(await screen.findByText('Sletteloggen kunne ikke hentes.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Ingen personopplysninger er slettet ennå.')).toBeTruthy();
  });
});
