import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { branding, jsonResponse, storeValidLogin } from '../../../test/fixtures.ts';
import { pageLoads } from '../../../test/page-loads.ts';
import { renderAppAt, renderWithApp } from '../../../test/render.tsx';
import { ConfirmLogoutPage } from './confirm-logout-page.tsx';

describe('ConfirmLogoutPage', () => {
  it("asks first, and 'Logg ut' forgets the login and goes to the server's logout from this page", async () => {
    storeValidLogin();
    sessionStorage.setItem('filter', 'x');
    renderWithApp(<ConfirmLogoutPage />, { path: '/access/logout', routePath: '/access/logout' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vil du logge ut?');
    expect(
      screen.getByText('Lenken du fulgte kom ikke fra Foretaksportalen, så vi spør før vi logger deg ut.'),
    ).toBeTruthy();
    // Nothing happens until the user chooses.
    expect(sessionStorage.getItem('refresh')).not.toBeNull();
    expect(pageLoads).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Logg ut' }));
    expect(pageLoads).toHaveBeenCalledWith('/api/oidc/logout');
    expect([sessionStorage.getItem('authStatus'), sessionStorage.getItem('refresh')]).toEqual([null, null]);
    expect(sessionStorage.getItem('filter')).toBeNull();
  });

  it("'Avbryt' goes to the landing page and leaves the login as it was", async () => {
    storeValidLogin();
    const { router } = renderWithApp(<ConfirmLogoutPage />, {
      path: '/access/logout',
      routePath: '/access/logout',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Avbryt' }));
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('refresh')).not.toBeNull();
  });

  it('is one of the anonymous pages: shown in the public frame without a login, with its title', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/branding' ? jsonResponse(branding) : new Response(null, { status: 404 }),
      ),
    );
    const router = renderAppAt('/access/logout');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading.textContent).toBe('Vil du logge ut?');
    expect(router.state.location.pathname).toBe('/access/logout');
    await waitFor(() => expect(document.title).toBe('Logg ut – Foretaksportalen'));
  });
});
