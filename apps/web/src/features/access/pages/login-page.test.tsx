import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './login-page.tsx';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/access/login', element: <LoginPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe('LoginPage', () => {
  it('offers the three eIDs, each starting the login at the server', () => {
    renderAt('/access/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BankID' }).getAttribute('href')).toBe(
      '/api/oidc/authorize?idp=nbid',
    );
    expect(screen.getByRole('link', { name: 'Svensk BankID' }).getAttribute('href')).toBe(
      '/api/oidc/authorize?idp=sbid',
    );
    expect(screen.getByRole('link', { name: 'MitID' }).getAttribute('href')).toBe(
      '/api/oidc/authorize?idp=mitid',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server sent the browser back after a failed login', () => {
    renderAt('/access/login?feil=innlogging');
    expect(screen.getByRole('alert').textContent).toBe('Innloggingen kunne ikke fullføres. Prøv igjen.');
  });
});
