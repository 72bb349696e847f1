import { type ReportCell, reportCellCasesPath } from '@foretaksportalen/shared/contract/complaints-report';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { caseListAnswer, makeCaseListItem, withAbilitiesAt } from '../../../test/case-fixtures.ts';
import { type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { makeConfig } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { clearCaseListKeys } from '../list-storage-keys.ts';
import { IncidentsPage } from './incidents-page.tsx';

const PRODUCT = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const kari = { Id: '6f1d3c2b-4a5e-4f60-8a7b-9c0d1e2f3a4b', DisplayName: 'Kari Nordmann', Phone: null };

const openOfReport = makeCaseListItem({ CaseId: 'eb-2026-0101', Clerk: kari });
const closedOfReport = makeCaseListItem({
  CaseId: 'eb-2026-0102',
  Status: 'Avsluttet',
  StatusCode: 'AVSLUTTET',
  Clerk: kari,
});
const undistributedOfReport = makeCaseListItem({ CaseId: 'eb-2026-0103' });
const notOfReport = makeCaseListItem({ CaseId: 'eb-2026-0104', Clerk: kari });
const undistributedNotOfReport = makeCaseListItem({ CaseId: 'eb-2026-0105' });

const CELL: ReportCell = {
  from: '2026-07-01',
  to: '2026-12-31',
  measure: 'delvis-medhold',
  product: PRODUCT,
};
const reportPath = (cell: ReportCell) =>
  paths.reportCases.getHref(new URLSearchParams(cell as Record<string, string>).toString());

function renderList(path: string, routes: Record<string, FakeRoute> = {}) {
  const server = stubFetch({
    'POST /api/caselist': (request) =>
      (request.body as { includeClosedCases: boolean }).includeClosedCases
        ? caseListAnswer(
            [openOfReport, closedOfReport, notOfReport].map(withAbilitiesAt(3)),
            [undistributedOfReport, undistributedNotOfReport].map(withAbilitiesAt(3)),
          )
        : caseListAnswer([openOfReport, notOfReport].map(withAbilitiesAt(3)), []),
    [`GET ${reportCellCasesPath(CELL)}`]: {
      CaseIds: [openOfReport.CaseUid, closedOfReport.CaseUid, undistributedOfReport.CaseUid],
      Count: 3,
      CategoryName: 'Boliglån',
      Thresholds: { Short: 20, Long: 40 },
    },
    ...routes,
  });
  const app = renderWithApp(<IncidentsPage />, {
    path,
    routePath: paths.incidents.path,
    config: makeConfig(3),
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

beforeEach(() => {
  setScreenNarrow(false);
  clearCaseListKeys();
});
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('the case list opened from a number of the complaints report', () => {
  it('shows exactly that number’s cases, closed ones too, and the tabs add up to it', async () => {
    const { server } = renderList(reportPath(CELL));
    expect(
      await screen.findByText('Fra Klagerapport: Delvis medhold, Boliglån, 01.07.2026–31.12.2026 (3 saker)'),
    ).toBeDefined();
    expect(tab(/Jobbkø/).textContent).toBe('Jobbkø (2)');
    expect(tab(/Ufordelte/).textContent).toBe('Ufordelte saker (1)');
    expect(server.requests.find((request) => request.url === '/api/caselist')?.body).toEqual({
      includeClosedCases: true,
    });
    expect(screen.getByText(/eb-2026-0102/i)).toBeDefined();
    expect(screen.queryByText(/eb-2026-0104/i)).toBeNull();
    await expectNoAxeViolations();
  });

  it('takes the filter away at the notice’s button, and shows the whole list of open cases again', async () => {
    const { user, router } = renderList(reportPath(CELL));
    await user.click(await screen.findByRole('button', { name: 'Fjern filteret' }));
    await waitFor(() => expect(tab(/Ufordelte/).textContent).toBe('Ufordelte saker (0)'));
    expect(tab(/Jobbkø/).textContent).toBe('Jobbkø (2)');
    expect(screen.getByText(/eb-2026-0104/i)).toBeDefined();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(/Fra Klagerapport/)).toBeNull();
  });

  it('says when the link names no number of the report, and shows the whole list', async () => {
    const { server } = renderList('/incidents?report=measure%3Dalle');
    expect(
      await screen.findByText(
        'Lenken fra klagerapporten gjelder ikke et tall i rapporten. Hele sakslisten vises.',
      ),
    ).toBeDefined();
    expect(server.requests.some((request) => request.url.startsWith('/api/complaints-report'))).toBe(false);
    expect(tab(/Jobbkø/).textContent).toBe('Jobbkø (2)');
  });
});
