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

  it.each([
    ['innlogging', 'Innloggingen kunne ikke fullføres. Prøv igjen.'],
    ['eid', 'Innloggingstjenesten svarer ikke akkurat nå. Prøv igjen om litt.'],
    [
      'tilknyttet',
      'Denne elektroniske ID-en er allerede knyttet til en bruker i foretaket. Logg inn som vanlig.',
    ],
  ])('says why when the server sent the browser back with feil=%s', (reason, message) => {
    renderAt(`/access/login?feil=${reason}`);
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
