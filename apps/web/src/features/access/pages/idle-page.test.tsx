import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-server.ts';
import { storeValidLogin } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { IdlePage } from './idle-page.tsx';

function renderIdlePage() {
  const server = stubFetch({ 'GET /api/oidc/logout': new Response(null, { status: 302 }) });
  const app = renderWithApp(
    <StrictMode>
      <IdlePage />
    </StrictMode>,
    { path: '/access/idle', routePath: '/access/idle' },
  );
  return { ...app, server };
}

describe('IdlePage', () => {
  it('says the session has expired, forgets the login and ends it on the server without leaving the page', async () => {
    storeValidLogin();
    const { server, router } = renderIdlePage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sesjonen din har utløpt.');
    expect(screen.getByText('Av sikkerhetshensyn anbefaler vi at du lukker nettleservinduet.')).toBeTruthy();
    expect([sessionStorage.getItem('authStatus'), sessionStorage.getItem('refresh')]).toEqual([null, null]);
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(1));
    expect(server.fetchMock).toHaveBeenCalledWith('/api/oidc/logout', {
      redirect: 'manual',
      credentials: 'same-origin',
    });
    expect(router.state.location.pathname).toBe('/access/idle');
  });

  it('does not call the server when the login had already ended', () => {
    sessionStorage.setItem('authStatus', new Date(Date.now() - 1000).toISOString());
    const { server } = renderIdlePage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sesjonen din har utløpt.');
    expect(sessionStorage.getItem('authStatus')).toBeNull();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});
