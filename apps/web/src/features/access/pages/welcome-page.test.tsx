import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { contentItems, contentRoute, stubFetch } from '../../../test/fake-server.ts';
import {
  KARI_CLERK_ID,
  makeCompanyClerk,
  makeConfig,
  profileSeenAt,
  setCookie,
} from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CONTENT_PATH } from '../../content/index.ts';
import { WelcomePage } from './welcome-page.tsx';

function renderWelcome(level: number, newCompanies: { Id: string; Name: string }[] = []) {
  const server = stubFetch({
    'GET /api/clerk/newcompanies': { Companies: newCompanies },
    [`POST ${CONTENT_PATH}`]: contentRoute({
      velkomstside: contentItems({ text: '<p>Sjekk at opplysningene om deg stemmer.</p>' }),
    }),
    'GET /api/clerk/deactivate/welcome': null,
    [`GET /api/clerk/${KARI_CLERK_ID}`]: profileSeenAt(level, makeCompanyClerk(level)),
    'PUT /api/clerk': profileSeenAt(level, makeCompanyClerk(level)),
    'GET /api/config': makeConfig(level),
  });
  const app = renderWithApp(
    <StrictMode>
      <WelcomePage />
    </StrictMode>,
    { path: '/access/welcome', routePath: '/access/welcome', config: makeConfig(level), withOverlays: true },
  );
  return { ...app, server, user: userEvent.setup() };
}

describe('WelcomePage', () => {
  it('welcomes the clerk with the text and the own profile form, and turns itself off once', async () => {
    setCookie(XSRF_COOKIE, 'xsrf-1');
    const { server } = renderWelcome(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Velkommen til Foretaksportalen');
    expect(await screen.findByText('Sjekk at opplysningene om deg stemmer.')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Kari Nordmann');
    expect(screen.getByRole('textbox', { name: /^Fornavn/ })).toBeTruthy();

    const deactivations = server.callsTo('GET', '/api/clerk/deactivate/welcome');
    expect(deactivations).toHaveLength(1);
    expect(deactivations[0]?.headers.get(XSRF_HEADER)).toBe('xsrf-1');
  });

  it.each([
    [1, '/incidents'],
    [4, '/settings'],
  ])('saving the profile at level %i goes on to %s', async (level, landing) => {
    const { user, router, server } = renderWelcome(level);
    await screen.findByRole('heading', { level: 2 });
    await user.click(screen.getByRole('button', { name: 'Lagre' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect(server.callsTo('PUT', '/api/clerk')).toHaveLength(1);
  });

  it('saving the profile goes on to the notice when another company has added the clerk', async () => {
    const { user, router, queryClient } = renderWelcome(1, [
      { Id: '0b3c2a4e-5d1f-4c6a-9e8b-7a6f5d4c3b21', Name: 'Eksempel Bank ASA' },
    ]);
    await screen.findByRole('heading', { level: 2 });
    await waitFor(() => expect(queryClient.getQueryData(['new-company-notice'])).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access/newcompany'));
  });

  it('keeps the own name editable', async () => {
    renderWelcome(1);
    await screen.findByRole('heading', { level: 2 });
    expect((screen.getByRole('textbox', { name: /^Fornavn/ }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('textbox', { name: /^Etternavn/ }) as HTMLInputElement).disabled).toBe(false);
  });
});
