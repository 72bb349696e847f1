import {
  type ComplaintsReport,
  complaintsReportExportPath,
  complaintsReportPath,
  REPORT_THRESHOLDS_PATH,
  type ReportFigures,
} from '@foretaksportalen/shared/contract/complaints-report';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { makeConfig } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { base64, captureSavedFiles } from '../../../test/saved-files.ts';
import { readReportCell } from '../cell.ts';
import { namedReportPeriod, todayInOslo } from '../period.ts';
import { ComplaintsReportPage } from './complaints-report-page.tsx';

const PRODUCT = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const CAUSE = '1c2d3e4f-5061-4b7c-9d8e-0f1a2b3c4d5e';

const figures = (values: Partial<ReportFigures>): ReportFigures => ({
  Received: 0,
  Closed: 0,
  ClosedShort: 0,
  ClosedMedium: 0,
  ClosedLong: 0,
  Decided: 0,
  Outcomes: { medhold: 0, 'delvis-medhold': 0, 'ikke-medhold': 0, avvist: 0, forlik: 0, trukket: 0 },
  CustomerWon: 0,
  CustomerWonShare: null,
  AmountPaid: 0,
  AnswerAsked: 0,
  Followed: 0,
  NotFollowed: 0,
  NotAnswered: 0,
  ...values,
});

const today = todayInOslo();
const halfYear = namedReportPeriod('thisHalfYear', today);

const reportOf = (period: { from: string; to: string }): ComplaintsReport => ({
  From: period.from,
  To: period.to,
  Thresholds: { Short: 20, Long: 40 },
  CanEditThresholds: false,
  Overall: figures({
    Received: 1234,
    Closed: 7,
    ClosedShort: 4,
    ClosedMedium: 2,
    ClosedLong: 1,
    Decided: 7,
    Outcomes: { medhold: 2, 'delvis-medhold': 1, 'ikke-medhold': 4, avvist: 0, forlik: 0, trukket: 0 },
    CustomerWon: 3,
    CustomerWonShare: 3 / 7,
    AmountPaid: 1250.5,
  }),
  ByProduct: [
    {
      CategoryId: PRODUCT,
      Name: 'Boliglån',
      Retired: false,
      Figures: figures({
        Received: 3,
        Decided: 2,
        Outcomes: { ...figures({}).Outcomes, 'delvis-medhold': 2 },
      }),
    },
    { CategoryId: null, Name: null, Retired: false, Figures: figures({ Received: 1231 }) },
  ],
  ByCause: [
    { CategoryId: CAUSE, Name: 'Gebyr', Retired: true, Figures: figures({ Received: 5 }) },
    { CategoryId: null, Name: null, Retired: false, Figures: figures({ Received: 1229 }) },
  ],
});

function renderReport(path: string, routes: Record<string, FakeRoute>, level = 3) {
  const server = stubFetch(routes);
  const app = renderWithApp(<ComplaintsReportPage />, {
    path,
    routePath: paths.complaintsReport.path,
    config: makeConfig(level),
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('the complaints report page', () => {
  it('asks for the half-year of today and shows the overview and the tables by product and cause', async () => {
    const { server } = renderReport('/complaints-report', {
      [`GET ${complaintsReportPath(halfYear)}`]: reportOf(halfYear),
    });
    const overview = await screen.findByRole('table', { name: 'Oversikt' });
    expect(server.requests.map((request) => request.url)).toEqual([complaintsReportPath(halfYear)]);
    expect(screen.getByRole('combobox', { name: 'Periode' }).textContent).toBe('Dette halvåret');
    expect(rowsOf(overview).slice(0, 7)).toEqual([
      ['Tall', 'Antall'],
      ['Mottatt', '1\u00a0234'],
      ['Avsluttet', '7'],
      ['Avsluttet innen 20 virkedager', '4'],
      ['Avsluttet etter 21–40 virkedager', '2'],
      ['Avsluttet etter over 40 virkedager', '1'],
      ['Vedtak', '7'],
    ]);
    expect(rowsOf(overview).slice(-2)).toEqual([
      ['Andel kunden vant', '42,9 %'],
      ['Utbetalt (kr)', '1\u00a0250,50'],
    ]);
    const byProduct = rowsOf(screen.getByRole('table', { name: 'Etter produkt' }));
    expect(byProduct.map((row) => row.slice(0, 2))).toEqual([
      ['Produkt', 'Mottatt'],
      ['Boliglån', '3'],
      ['Uten produkt', '1\u00a0231'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Etter årsak' })).map((row) => row[0])).toEqual([
      'Årsak',
      'Gebyr (utgått)',
      'Uten årsak',
    ]);
    // Level 3 does not change the thresholds.
    expect(screen.queryByRole('form', { name: 'Grenser for saksbehandlingstid' })).toBeNull();
  });

  it('links every count to the case list of exactly its cases, and none where there are none', async () => {
    renderReport('/complaints-report', { [`GET ${complaintsReportPath(halfYear)}`]: reportOf(halfYear) });
    const byProduct = await screen.findByRole('table', { name: 'Etter produkt' });
    const link = within(byProduct).getByRole('link', { name: /^2 saker: Delvis medhold, Boliglån/ });
    const address = new URL(link.getAttribute('href') ?? '', 'http://portal');
    expect(address.pathname).toBe('/incidents');
    expect(readReportCell(address.searchParams.get('report'))).toEqual({
      ...halfYear,
      measure: 'delvis-medhold',
      product: PRODUCT,
    });
    const without = within(byProduct).getByRole('link', { name: /^1\u00a0231 saker: Mottatt, Uten produkt/ });
    expect(
      readReportCell(new URL(without.getAttribute('href') ?? '', 'http://portal').searchParams.get('report')),
    ).toEqual({ ...halfYear, measure: 'received', product: 'none' });
    const overview = screen.getByRole('table', { name: 'Oversikt' });
    expect(within(overview).queryByRole('link', { name: /saker: Avvist/ })).toBeNull();
    for (const header of screen.getAllByRole('columnheader'))
      expect(header.getAttribute('scope')).toBe('col');
    await expectNoAxeViolations();
  });

  it('takes two dates from the address, and exports the report behind the spinner', async () => {
    const period = { from: '2025-07-01', to: '2026-06-30' };
    const { saved } = captureSavedFiles();
    const { user, server } = renderReport(`/complaints-report?from=${period.from}&to=${period.to}`, {
      [`GET ${complaintsReportPath(period)}`]: reportOf(period),
      [`GET ${complaintsReportExportPath(period)}`]: {
        FileName: 'klagerapport-2025-07-01-2026-06-30.xlsx',
        FileContent: base64('xlsx'),
        MimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    await screen.findByRole('table', { name: 'Oversikt' });
    expect(screen.getByRole('combobox', { name: 'Periode' }).textContent).toBe('Velg datoer');
    await user.click(screen.getByRole('button', { name: 'Eksporter til Excel' }));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['klagerapport-2025-07-01-2026-06-30.xlsx']),
    );
    expect(server.callsTo('GET', complaintsReportExportPath(period))).toHaveLength(1);
  });

  it('says why it cannot count a period longer than two years, and asks nothing', async () => {
    const { server } = renderReport('/complaints-report?from=2020-01-01&to=2026-06-30', {});
    expect(await screen.findByText('Perioden kan være på høyst to år')).toBeDefined();
    expect(server.requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Eksporter til Excel' })).toHaveProperty('disabled', true);
  });

  it('lets level 5 change the thresholds, refusing a first one not below the second', async () => {
    const report = { ...reportOf(halfYear), CanEditThresholds: true };
    const { user, server } = renderReport(
      '/complaints-report',
      {
        [`GET ${complaintsReportPath(halfYear)}`]: report,
        [`PUT ${REPORT_THRESHOLDS_PATH}`]: (request) => request.body,
      },
      5,
    );
    const form = await screen.findByRole('form', { name: 'Grenser for saksbehandlingstid' });
    const first = within(form).getByRole('spinbutton', { name: /Første grense/ });
    await user.clear(first);
    await user.type(first, '40');
    await user.click(within(form).getByRole('button', { name: 'Lagre grensene' }));
    expect(await within(form).findByText('Den første grensen må være lavere enn den andre')).toBeDefined();
    expect(server.callsTo('PUT', REPORT_THRESHOLDS_PATH)).toHaveLength(0);
    await user.clear(first);
    await user.type(first, '15');
    await user.click(within(form).getByRole('button', { name: 'Lagre grensene' }));
    await waitFor(() => expect(server.callsTo('PUT', REPORT_THRESHOLDS_PATH)).toHaveLength(1));
    expect(server.callsTo('PUT', REPORT_THRESHOLDS_PATH)[0]?.body).toEqual({ Short: 15, Long: 40 });
  });
});
