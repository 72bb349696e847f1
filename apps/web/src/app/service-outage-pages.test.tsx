import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { caseListAnswer, makeCaseListItem } from '../test/case-fixtures.ts';
import { type RecordedRequest, stubFetch } from '../test/fake-server.ts';
import { branding, jsonResponse, makeConfig, problemResponse, storeValidLogin } from '../test/fixtures.ts';
import { renderAppAt } from '../test/render.tsx';

const UNAVAILABLE = 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.';
const OUTAGE_HEADING = 'Tjenesten er midlertidig utilgjengelig';

/** What the server answers while its database is down: 503 problem+json with Retry-After (1 s, to keep it short). */
const unavailableAnswer = () => {
  const response = problemResponse(503, { title: UNAVAILABLE, ErrorMessage: UNAVAILABLE });
  response.headers.set('Retry-After', '1');
  return response;
};

/** The portal, with a database that is down until the test says otherwise; every call but /api/branding needs it. */
function stubPortal({ configLoads = true } = {}) {
  let databaseUp = false;
  const whileUp = (answer: () => unknown) => () => (databaseUp ? answer() : unavailableAnswer());
  const caseList = caseListAnswer([makeCaseListItem({ CaseId: 'eb-2026-0042' })]);
  const server = stubFetch({
    'GET /api/branding': branding,
    'GET /api/config': configLoads ? makeConfig(1) : whileUp(() => makeConfig(1)),
    'POST /api/caselist': whileUp(() => caseList),
    'POST /content/umbraco/api/content/getcontent': whileUp(() => []),
    'GET /api/health': whileUp(() => jsonResponse({ status: 'ok' })),
  });
  const calls = (url: string) => server.requests.filter((request: RecordedRequest) => request.url === url);
  return {
    calls,
    databaseStarts: () => {
      databaseUp = true;
    },
  };
}

function renderAt(path: string) {
  storeValidLogin();
  return renderAppAt(path);
}

// The first lazy page of a run is transformed on demand, which takes over a second on a busy machine.
const outageHeading = () =>
  screen.findByRole('heading', { level: 1, name: OUTAGE_HEADING }, { timeout: 10_000 });

// Each test waits for at least one health check (Retry-After 1 s) besides loading lazy pages.
const TEST_TIMEOUT_MS = 20_000;

describe('the service is unavailable', () => {
  it(
    'shows the outage view in place of a page whose data cannot load, keeping the shell, and brings the page back by itself',
    async () => {
      const portal = stubPortal();
      const router = renderAt('/incidents');

      const heading = await outageHeading();
      expect(document.activeElement).toBe(heading);
      // The HTTP client's error message for the failed call gives way to the view, which says more.
      await waitFor(() => expect(screen.queryByText(UNAVAILABLE)).toBeNull());
      expect(screen.queryByRole('heading', { name: 'Saker' })).toBeNull();
      expect(screen.queryByText('Noe gikk galt')).toBeNull();
      expect(
        within(screen.getByRole('navigation', { name: 'Hovedmeny' })).getByRole('link', { name: 'Saker' }),
      );
      expect(screen.getByText(/Siden prøver igjen av seg selv/)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/incidents');
      await waitFor(() => expect(document.title).toBe(`${OUTAGE_HEADING} – Foretaksportalen`));
      await expectNoAxeViolations();

      portal.databaseStarts();

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Saker' }, { timeout: 5_000 }),
      ).toBeTruthy();
      expect(await screen.findByRole('link', { name: 'EB-2026-0042' })).toBeTruthy();
      expect(portal.calls('/api/caselist').length).toBeGreaterThanOrEqual(2);
      expect(await screen.findByText('Tjenesten er tilgjengelig igjen.')).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Saker – Foretaksportalen'));
      expect(document.activeElement).toBe(screen.getByRole('main'));
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "answers 'Prøv igjen' in its live region: checking, still down, then the page when the service is back",
    async () => {
      const portal = stubPortal();
      renderAt('/incidents');
      await outageHeading();
      const user = userEvent.setup();
      const healthChecks = portal.calls('/api/health').length;

      await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));

      await waitFor(() =>
        expect(
          screen.getByText('Tjenesten er fortsatt utilgjengelig. Siden fortsetter å prøve av seg selv.'),
        ),
      );
      expect(portal.calls('/api/health').length).toBeGreaterThan(healthChecks);
      expect(screen.getByText(/fortsatt utilgjengelig/).getAttribute('role')).toBe('status');

      portal.databaseStarts();
      await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
      expect(await screen.findByRole('link', { name: 'EB-2026-0042' })).toBeTruthy();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "shows the outage view, not 'Noe gikk galt', when the configuration cannot load, and the page once it can",
    async () => {
      const portal = stubPortal({ configLoads: false });
      const router = renderAt('/incidents');

      await outageHeading();
      expect(screen.queryByText('Noe gikk galt')).toBeNull();
      // No clerk is known without the configuration: the anonymous pages' header with the portal name.
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Foretaksportalen' })).toBeTruthy();
      expect(screen.getByRole('main')).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${OUTAGE_HEADING} – Foretaksportalen`));
      await expectNoAxeViolations();

      portal.databaseStarts();

      expect(await screen.findByRole('link', { name: 'EB-2026-0042' }, { timeout: 5_000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/incidents');
      expect(screen.getByRole('navigation', { name: 'Hovedmeny' })).toBeTruthy();
    },
    TEST_TIMEOUT_MS,
  );
});
