import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRouterNavigate } from '../../../lib/navigation.ts';
import { CONFIG_QUERY_KEY, getConfig } from '../../../lib/portal-config.ts';
import { contentItems, contentRoute, deferred, stubFetch } from '../../../test/fake-server.ts';
import { jsonResponse, makeConfig, storeValidLogin } from '../../../test/fixtures.ts';
import { pageLoads } from '../../../test/page-loads.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CONTENT_PATH } from '../../content/index.ts';
import { ConsentPage } from './consent-page.tsx';

const CONTENT = {
  samtykkeItem: contentItems({ text: '<p>Vi lagrer navn, e-post og telefon for å behandle saker.</p>' }),
  avvistSamtykkeItem: contentItems({
    text: '<h2>Du har ikke gitt samtykke</h2><p>Uten samtykke kan du ikke bruke portalen.</p>',
  }),
};

function renderConsentPage(answer: () => unknown) {
  storeValidLogin();
  sessionStorage.setItem('filter', '{"Name":"x"}');
  const server = stubFetch({
    [`POST ${CONTENT_PATH}`]: contentRoute(CONTENT),
    'POST /api/clerk/consent': answer,
    'GET /api/config': makeConfig(1),
  });
  const app = renderWithApp(<ConsentPage />, {
    path: '/access/consent',
    withOverlays: true,
  });
  // In the app the start-up guard has loaded the configuration through its query, so it knows how to reload it.
  app.queryClient.setQueryDefaults(CONFIG_QUERY_KEY, { queryFn: getConfig });
  app.queryClient.setQueryData(CONFIG_QUERY_KEY, makeConfig(1));
  registerRouterNavigate((to) => void app.router.navigate(to));
  return { ...app, server };
}

afterEach(() => registerRouterNavigate(null));

describe('ConsentPage', () => {
  it('shows the consent text and both choices', async () => {
    renderConsentPage(() => null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Samtykke til lagring av personopplysninger',
    );
    expect(await screen.findByText('Vi lagrer navn, e-post og telefon for å behandle saker.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ja, jeg samtykker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nei, jeg samtykker ikke' })).toBeTruthy();
  });

  it('given: saves behind the spinner, reloads the configuration and goes where the server says', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const { server, router } = renderConsentPage(() => answer.promise);
    await screen.findByText('Vi lagrer navn, e-post og telefon for å behandle saker.');

    await user.click(screen.getByRole('button', { name: 'Ja, jeg samtykker' }));
    expect(screen.getAllByText('Lagrer innstillingen din')).not.toHaveLength(0);
    expect(server.callsTo('POST', '/api/clerk/consent').map((call) => call.body)).toEqual([
      { ConsentValue: true },
    ]);

    answer.resolve(jsonResponse({ ConsentValue: true, RedirectUrl: '/access/welcome' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access/welcome'));
    expect(server.callsTo('GET', '/api/config')).toHaveLength(1);
    expect(screen.queryAllByText('Lagrer innstillingen din')).toHaveLength(0);
    expect(sessionStorage.getItem('authStatus')).not.toBeNull();
  });

  it('refused: shows the declined text, forgets the session and goes on to the logged-out page on OK', async () => {
    const user = userEvent.setup();
    const { server, router } = renderConsentPage(() => ({
      ConsentValue: false,
      RedirectUrl: '/access/loggedout',
    }));
    await screen.findByText('Vi lagrer navn, e-post og telefon for å behandle saker.');

    await user.click(screen.getByRole('button', { name: 'Nei, jeg samtykker ikke' }));

    expect(await screen.findByText('Uten samtykke kan du ikke bruke portalen.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Du har ikke gitt samtykke');
    expect(server.callsTo('POST', '/api/clerk/consent').map((call) => call.body)).toEqual([
      { ConsentValue: false },
    ]);
    expect(screen.queryByRole('button', { name: 'Ja, jeg samtykker' })).toBeNull();
    expect(['authStatus', 'refresh', 'filter'].map((key) => sessionStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    // The session is gone: the configuration is not asked for again.
    expect(server.callsTo('GET', '/api/config')).toHaveLength(0);
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    expect(pageLoads).not.toHaveBeenCalled();

    await user.click(ok);
    expect(pageLoads).toHaveBeenCalledWith('/access/loggedout');
    expect(router.state.location.pathname).toBe('/access/consent');
  });

  it('a failed save hides the spinner and leaves the choices in place', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderConsentPage(() => jsonResponse({ title: 'Ugyldig forespørsel', status: 400 }, 400));

    await user.click(screen.getByRole('button', { name: 'Ja, jeg samtykker' }));

    await waitFor(() => expect(screen.queryAllByText('Lagrer innstillingen din')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Ja, jeg samtykker' })).toHaveProperty('disabled', false);
    expect(console.error).toHaveBeenCalled();
  });
});
