import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { branding, jsonResponse, makeConfig, storeValidLogin } from '../test/fixtures.ts';
import { renderAppAt } from '../test/render.tsx';

function stubServer(level: number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/branding') return jsonResponse(branding);
    if (url === '/api/config') return jsonResponse(makeConfig(level));
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The first lazy page of a run is transformed on demand, which takes over a second on a busy machine.
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

describe('start-up rule', () => {
  it('sends a visitor without a valid login to /access/login without loading the configuration', async () => {
    const fetchMock = stubServer(1);
    const router = renderAppAt('/incidents');

    expect((await heading()).textContent).toBe('Logg inn');
    expect(router.state.location.pathname).toBe('/access/login');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/config');
  });

  it('treats consent and welcome as pages that need a login', async () => {
    stubServer(1);
    const router = renderAppAt('/access/consent');
    await heading();
    expect(router.state.location.pathname).toBe('/access/login');
  });

  it('shows the anonymous access pages without a login', async () => {
    stubServer(1);
    // A key that cannot be one: the page says so without asking the server.
    renderAppAt('/access/AbCd1234');
    expect((await heading()).textContent).toBe('Ugyldig nøkkel');
    await waitFor(() => expect(document.title).toBe('Opprettelse av ny bruker – Foretaksportalen'));
  });

  it('loads the configuration for a valid login and shows the page with its title', async () => {
    storeValidLogin();
    const fetchMock = stubServer(1);
    const router = renderAppAt('/incidents');

    expect((await heading()).textContent).toBe('Saker');
    expect(router.state.location.pathname).toBe('/incidents');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/config');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('contentinfo').textContent).toContain('Org.nr. 987 654 321'));
    await waitFor(() => expect(document.title).toBe('Saker – Foretaksportalen'));
  });
});

describe('landing page and guards', () => {
  it.each([
    [1, '/', '/incidents', 'Saker'],
    [4, '/', '/settings', 'Innstillinger'],
    [4, '/incidents', '/settings', 'Innstillinger'],
    [4, '/case', '/settings', 'Innstillinger'],
    [4, '/case/abc', '/settings', 'Innstillinger'],
    [4, '/faq', '/settings', 'Innstillinger'],
    [4, '/incidents/search?q=vedtak', '/settings', 'Innstillinger'],
    [2, '/incidents/search?q=vedtak', '/incidents/search', 'Søkeresultat'],
    [1, '/settings', '/incidents', 'Saker'],
    [3, '/settings', '/incidents', 'Saker'],
    [5, '/settings', '/settings', 'Innstillinger'],
    [4, '/settings/retention', '/settings', 'Innstillinger'],
    [3, '/settings/retention/log', '/incidents', 'Saker'],
    [5, '/settings/retention/log', '/settings/retention/log', 'Slettelogg'],
    [2, '/case', '/incidents', 'Saker'],
    [1, '/case', '/case', 'Ny sak'],
    [3, '/case', '/case', 'Ny sak'],
    [5, '/case', '/case', 'Ny sak'],
    [3, '/case/SAK-2026-1', '/case/SAK-2026-1', 'Sak'],
    [2, '/faq', '/faq', 'Hjelp'],
    [1, '/statistics', '/incidents', 'Saker'],
    [2, '/statistics', '/incidents', 'Saker'],
    [4, '/statistics', '/settings', 'Innstillinger'],
    [3, '/statistics?period=thisYear', '/statistics', 'Statistikk'],
    [1, '/complaints-report', '/incidents', 'Saker'],
    [2, '/complaints-report', '/incidents', 'Saker'],
    [4, '/complaints-report', '/settings', 'Innstillinger'],
    [3, '/complaints-report', '/complaints-report', 'Klagerapport'],
    [5, '/complaints-report?from=2026-01-01&to=2026-06-30', '/complaints-report', 'Klagerapport'],
    [1, '/profile/clerk-9', '/profile/clerk-9', 'Profil'],
    [1, '/ukjent/side', '/incidents', 'Saker'],
  ])('level %i visiting %s ends on %s', async (level, from, to, title) => {
    storeValidLogin();
    stubServer(level);
    const router = renderAppAt(from);

    expect((await heading()).textContent).toBe(title);
    expect(router.state.location.pathname).toBe(to);
  });
});
