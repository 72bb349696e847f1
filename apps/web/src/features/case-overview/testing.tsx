import type { Case } from '@foretaksportalen/shared/contract/case';
import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CaseTarget, paths } from '../../config/paths.ts';
import { makeCase, withAbilitiesAt } from '../../test/case-fixtures.ts';
import { type FakeRoute, stubFetch } from '../../test/fake-server.ts';
import { makeConfig } from '../../test/fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CaseOverviewPage } from './pages/case-overview-page.tsx';

/** Test helpers for the case overview's tests: the page at /case/{CaseUid} over the fake server. */

export const caseRoute = (caseUid: string) => `GET /api/case/${caseUid}`;

interface CaseOverviewSetup {
  caseData?: Case;
  level?: number;
  routes?: Record<string, FakeRoute>;
  /** Opens the case on a document or event, as a search hit's link does. */
  target?: CaseTarget;
}

export function renderCaseOverview({
  caseData = makeCase(),
  level = 3,
  routes = {},
  target,
}: CaseOverviewSetup = {}) {
  const config: PortalConfig = { ...makeConfig(level), ContentTypes: ['application/pdf', 'image/png'] };
  const server = stubFetch({ [caseRoute(caseData.CaseUid)]: withAbilitiesAt(level)(caseData), ...routes });
  const app = renderWithApp(<CaseOverviewPage />, {
    path: paths.caseOverview.getHref(caseData.CaseUid, target),
    routePath: paths.caseOverview.path,
    config,
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup(), caseData };
}

export type CaseOverviewRender = ReturnType<typeof renderCaseOverview>;

/** The page once the case has loaded: its heading carries the case id. */
export const loaded = () => screen.findByRole('heading', { level: 1, name: /^Sak \S/ });

/** A block of the overview by its heading. */
export const block = (title: string) => within(screen.getByRole('region', { name: title }));

/** The rows of a table, without its heading row. */
export const bodyRows = (table: HTMLElement = screen.getByRole('table')) =>
  within(table).getAllByRole('row').slice(1);

export const rowWith = (text: string) =>
  bodyRows().find((row) => row.textContent?.includes(text)) as HTMLElement;
