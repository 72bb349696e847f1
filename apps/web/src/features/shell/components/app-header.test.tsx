import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fake-server.ts';
import { makeConfig } from '../../../test/fixtures.ts';
import { pageLoads } from '../../../test/page-loads.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { AppHeader } from './app-header.tsx';

const NAV_LABELS = [
  'Saker',
  'Statistikk',
  'Klagerapport',
  'Opprett sak',
  'Hjelp',
  'Innstillinger for foretak',
];

function visibleNavLinks() {
  const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text !== null && NAV_LABELS.includes(text));
}

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('header menu per access level', () => {
  it.each([
    [1, ['Saker', 'Opprett sak', 'Hjelp'], '/incidents'],
    [2, ['Saker', 'Hjelp'], '/incidents'],
    [3, ['Saker', 'Statistikk', 'Klagerapport', 'Opprett sak', 'Hjelp'], '/incidents'],
    [4, ['Innstillinger for foretak'], '/settings'],
    [
      5,
      ['Saker', 'Statistikk', 'Klagerapport', 'Opprett sak', 'Hjelp', 'Innstillinger for foretak'],
      '/incidents',
    ],
  ])('level %i sees %j and the portal name leads to %s', (level, expected, landing) => {
    renderWithApp(<AppHeader />, { path: '/profile', config: makeConfig(level) });

    expect(visibleNavLinks()).toEqual(expected);
    expect(screen.getByRole('link', { name: 'Foretaksportalen' }).getAttribute('href')).toBe(landing);
    expect(screen.getByRole('button', { name: /Kari Nordmann/ }).textContent).toContain('Fjordbanken ASA');
  });

  it('links each entry to its page', () => {
    renderWithApp(<AppHeader />, { path: '/profile', config: makeConfig(5) });
    const hrefs = Object.fromEntries(
      NAV_LABELS.map((label) => [label, screen.getByRole('link', { name: label }).getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Saker: '/incidents',
      Statistikk: '/statistics',
      Klagerapport: '/complaints-report',
      'Opprett sak': '/case',
      Hjelp: '/faq',
      'Innstillinger for foretak': '/settings',
    });
  });
});

describe('consent mode', () => {
  it.each([1, 3, 5])('hides Saker, Opprett sak, Hjelp and the profile for level %i', (level) => {
    renderWithApp(<AppHeader />, { path: '/access/consent', config: makeConfig(level) });

    expect(visibleNavLinks()).toEqual(level > 3 ? ['Innstillinger for foretak'] : []);
    expect(screen.queryByText('Kari Nordmann')).toBeNull();
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeTruthy();
  });
});

describe('profile menu and logout', () => {
  it('offers the profile settings and Logg ut, which clears the session values and loads the logout URL', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('authStatus', '2030-01-01T00:00:00.000Z');
    sessionStorage.setItem('refresh', 'token');
    sessionStorage.setItem('filter', '{}');
    renderWithApp(<AppHeader />, { path: '/incidents', config: makeConfig(1) });

    await user.click(screen.getByRole('button', { name: /Kari Nordmann/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profilinnstillinger' }).getAttribute('href')).toBe(
      '/profile',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Logg ut' }));
    expect(sessionStorage.getItem('authStatus')).toBeNull();
    expect(sessionStorage.getItem('refresh')).toBeNull();
    expect(sessionStorage.getItem('filter')).toBeNull();
    expect(pageLoads).toHaveBeenCalledWith('/api/oidc/logout');
  });
});

describe('company switcher', () => {
  it('is hidden when the clerk has one company', () => {
    renderWithApp(<AppHeader />, { path: '/incidents', config: makeConfig(3) });
    expect(screen.queryByRole('button', { name: 'Bytt foretak' })).toBeNull();
  });

  it('lists only the other companies by name', async () => {
    const user = userEvent.setup();
    const config = makeConfig(3, [
      { Id: 'company-2', Name: 'Nordlys Forsikring' },
      { Id: 'company-3', Name: 'Vestkyst Finans' },
    ]);
    renderWithApp(<AppHeader />, { path: '/incidents', config });

    await user.click(screen.getByRole('button', { name: 'Bytt foretak' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Nordlys Forsikring', 'Vestkyst Finans']);
  });
});

describe('header navigation', () => {
  it('clears the case-list keys', async () => {
    const user = userEvent.setup();
    for (const key of ['filter', 'tabIndex', 'sort_0', 'sort_1']) sessionStorage.setItem(key, 'x');
    const { router } = renderWithApp(<AppHeader />, { path: '/profile', config: makeConfig(1) });

    await user.click(screen.getByRole('link', { name: 'Saker' }));

    expect(router.state.location.pathname).toBe('/incidents');
    expect(['filter', 'tabIndex', 'sort_0', 'sort_1'].map((key) => sessionStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('case-list keys', () => {
  const CASE_LIST_KEYS = ['filter', 'tabIndex', 'sort_0', 'sort_1'];
  const storeCaseListKeys = () => {
    for (const key of CASE_LIST_KEYS) sessionStorage.setItem(key, 'x');
  };
  const storedCaseListKeys = () => CASE_LIST_KEYS.filter((key) => sessionStorage.getItem(key) !== null);

  it('are cleared by the profile settings entry of the profile menu', async () => {
    const user = userEvent.setup();
    storeCaseListKeys();
    const { router } = renderWithApp(<AppHeader />, { path: '/incidents', config: makeConfig(1) });

    await user.click(screen.getByRole('button', { name: /Kari Nordmann/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Profilinnstillinger' }));

    expect(router.state.location.pathname).toBe('/profile');
    expect(storedCaseListKeys()).toEqual([]);
  });

  it('are cleared by a company switch before the app starts over', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/clerk/selectcompany/company-2': null });
    storeCaseListKeys();
    renderWithApp(<AppHeader />, {
      path: '/incidents',
      config: makeConfig(3, [{ Id: 'company-2', Name: 'Nordlys Forsikring' }]),
    });

    await user.click(screen.getByRole('button', { name: 'Bytt foretak' }));
    await user.click(screen.getByRole('menuitem', { name: 'Nordlys Forsikring' }));

    await vi.waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/'));
    expect(storedCaseListKeys()).toEqual([]);
  });
});

describe('mobile menu', () => {
  it('replaces the inline entries with a Meny button on narrow screens', async () => {
    const user = userEvent.setup();
    setScreenNarrow(true);
    renderWithApp(<AppHeader />, {
      path: '/incidents',
      config: makeConfig(5, [{ Id: 'company-2', Name: 'Nordlys' }]),
    });

    expect(screen.queryByRole('link', { name: 'Saker' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Meny' }));

    expect(visibleNavLinks()).toEqual([
      'Saker',
      'Statistikk',
      'Klagerapport',
      'Opprett sak',
      'Hjelp',
      'Innstillinger for foretak',
    ]);
    expect(screen.getByText('Kari Nordmann')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nordlys' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profilinnstillinger' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeTruthy();
  });

  it('shows only the allowed entries in consent mode', async () => {
    const user = userEvent.setup();
    setScreenNarrow(true);
    renderWithApp(<AppHeader />, { path: '/access/consent', config: makeConfig(2) });

    await user.click(screen.getByRole('button', { name: 'Meny' }));

    expect(visibleNavLinks()).toEqual([]);
    expect(screen.queryByText('Kari Nordmann')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Profilinnstillinger' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeTruthy();
  });
});

describe("'Nevnt i N saker'", () => {
  const caseUids: Record<string, string> = {
    'eb-2026-0001': '00000000-0000-4000-8000-0000000000c1',
    'eb-2026-0002': '00000000-0000-4000-8000-0000000000c2',
  };
  const mentioned = (caseNumber: string, noteId: string, count = 1) => ({
    CaseUid: caseUids[caseNumber] ?? '',
    CaseId: caseNumber,
    NoteId: noteId,
    By: { Id: '00000000-0000-4000-8000-0000000000aa', DisplayName: 'Kari Nordmann' },
    At: new Date(2026, 2, 3, 9, 15).toISOString(),
    Count: count,
  });
  const NOTE = '00000000-0000-4000-8000-0000000000b1';

  it('shows the cases in which notes mention the clerk, each opening its note', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/mentions': {
        Total: 2,
        Cases: [mentioned('eb-2026-0001', NOTE, 2), mentioned('eb-2026-0002', NOTE)],
      },
    });
    renderWithApp(<AppHeader />, { path: '/incidents', config: makeConfig(3) });

    await user.click(await screen.findByRole('button', { name: 'Nevnt i 2 saker' }));
    const items = within(screen.getByRole('menu', { name: 'Nevnt i 2 saker' })).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sak EB-2026-0001Kari Nordmann nevnte deg 03.03.2026 09:15 · 2 notater',
      'Sak EB-2026-0002Kari Nordmann nevnte deg 03.03.2026 09:15',
    ]);
    expect(items[0]?.getAttribute('href')).toBe(
      `/case/${mentioned('eb-2026-0001', NOTE).CaseUid}?note=${NOTE}`,
    );
  });

  it('is an icon with the count on a phone', async () => {
    setScreenNarrow(true);
    stubFetch({ 'GET /api/mentions': { Total: 1, Cases: [mentioned('eb-2026-0001', NOTE)] } });
    renderWithApp(<AppHeader />, { path: '/incidents', config: makeConfig(1) });
    const button = await screen.findByRole('button', { name: 'Nevnt i 1 sak' });
    expect(button.textContent).toBe('1');
  });

  it('is not there without mentions, and never asked for by level 4 or in consent mode', async () => {
    const server = stubFetch({ 'GET /api/mentions': { Total: 0, Cases: [] } });
    renderWithApp(<AppHeader />, { path: '/incidents', config: makeConfig(1) });
    await vi.waitFor(() => expect(server.callsTo('GET', '/api/mentions')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Nevnt i/ })).toBeNull();
  });

  it.each([
    [4, '/settings'],
    [3, '/access/consent'],
  ])('level %i on %s does not ask', (level, path) => {
    const server = stubFetch({});
    renderWithApp(<AppHeader />, { path, config: makeConfig(level) });
    expect(server.callsTo('GET', '/api/mentions')).toHaveLength(0);
  });
});
