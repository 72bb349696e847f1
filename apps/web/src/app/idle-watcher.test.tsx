import { act, fireEvent } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fake-server.ts';
import { storeValidLogin } from '../test/fixtures.ts';
import { pageLoads } from '../test/page-loads.ts';
import { renderWithApp } from '../test/render.tsx';
import { useIdleWatcher } from './idle-watcher.tsx';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const warning = (minutes: number) => `Din sesjon utløper om ${minutes} minutt(er), på grunn av inaktivitet`;

function Watched({ sessionTimeout }: { sessionTimeout: number }) {
  useIdleWatcher(sessionTimeout);
  return <h1>Saker</h1>;
}

function renderWatched(sessionTimeout = 1800) {
  const server = stubFetch({ 'GET /api/config/ping': null });
  const app = renderWithApp(<Watched sessionTimeout={sessionTimeout} />, {
    path: '/incidents',
    routePath: '/incidents',
    withOverlays: true,
  });
  const pings = () => server.callsTo('GET', '/api/config/ping').length;
  return { ...app, server, pings };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The snackbar's text; it leaves the page after its exit transition. */
const snackbarText = () => document.querySelector('.MuiSnackbar-root')?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  // react-idle-timer keeps the timer functions it found when loaded; this hands it the fake ones.
  createMocks();
});

afterEach(() => {
  vi.useRealTimers();
  createMocks();
});

describe('the idle watcher', () => {
  it('warns after SessionTimeout − 300 s without activity, counting the minutes down from 5 to 1', () => {
    storeValidLogin();
    renderWatched(1800);

    advance(1500 * SECOND - 1);
    expect(snackbarText()).toBeNull();
    advance(1);
    expect(snackbarText()).toBe(warning(5));
    expect(document.querySelector('.MuiAlert-colorWarning')).not.toBeNull();

    for (const minutes of [4, 3, 2, 1]) {
      advance(MINUTE - 1);
      expect(snackbarText()).toBe(warning(minutes + 1));
      advance(1);
      expect(snackbarText()).toBe(warning(minutes));
    }
    // The last minute: no auto-dismiss, still there until the end.
    advance(MINUTE - 1);
    expect(snackbarText()).toBe(warning(1));
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it('updates the warning in place, so that screen readers hear the new count', () => {
    storeValidLogin();
    renderWatched(1800);
    advance(1500 * SECOND);
    const alert = document.querySelector('.MuiAlert-root');
    advance(MINUTE);
    expect(document.querySelector('.MuiAlert-root')).toBe(alert);
    expect(alert?.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('uses the whole SessionTimeout as idle time when it is 300 s or less', () => {
    storeValidLogin();
    renderWatched(120);

    advance(120 * SECOND - 1);
    expect(snackbarText()).toBeNull();
    advance(1);
    expect(snackbarText()).toBe(warning(5));
  });

  it('activity during the countdown closes the warning, pings the server once and starts over', () => {
    storeValidLogin();
    const { pings } = renderWatched(1800);
    advance(1500 * SECOND + 90 * SECOND);
    expect(snackbarText()).toBe(warning(4));
    const pingsBefore = pings();

    fireEvent.mouseMove(document);
    advance(SECOND);

    expect(snackbarText()).toBeNull();
    expect(pings()).toBe(pingsBefore + 1);

    // A fresh idle period: no warning until another SessionTimeout − 300 s has passed, and no logout.
    advance(1499 * SECOND - 1);
    expect(snackbarText()).toBeNull();
    advance(SECOND);
    expect(snackbarText()).toBe(warning(5));
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it('activity before the countdown postpones it', () => {
    storeValidLogin();
    renderWatched(1800);
    advance(1000 * SECOND);
    fireEvent.keyDown(document);
    advance(1499 * SECOND);
    expect(snackbarText()).toBeNull();
    advance(SECOND);
    expect(snackbarText()).toBe(warning(5));
  });

  it('logs out at the end of the countdown while the login is valid', () => {
    storeValidLogin();
    const { router } = renderWatched(1800);

    advance(1800 * SECOND - 1);
    expect(pageLoads).not.toHaveBeenCalled();
    advance(1);

    expect(pageLoads).toHaveBeenCalledExactlyOnceWith('/api/oidc/logout');
    expect(sessionStorage.getItem('authStatus')).toBeNull();
    expect(router.state.location.pathname).toBe('/incidents');
    advance(SECOND);
    expect(snackbarText()).toBeNull();
  });

  it('goes to /access/idle at the end of the countdown when the login is no longer valid', () => {
    const { router } = renderWatched(1800);

    advance(1800 * SECOND);

    expect(router.state.location.pathname).toBe('/access/idle');
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it('pings the server every 300 s while the user is active, and not during the countdown', () => {
    storeValidLogin();
    const { pings } = renderWatched(1800);

    advance(300 * SECOND - 1);
    expect(pings()).toBe(0);
    advance(1);
    expect(pings()).toBe(1);
    advance(900 * SECOND);
    expect(pings()).toBe(4);

    // From 1500 s the countdown runs: the keep-alive stays quiet until the user is back.
    advance(599 * SECOND);
    expect(snackbarText()).toBe(warning(1));
    expect(pings()).toBe(4);
  });

  it('leaves no timer or warning behind when the logged-in pages are left', () => {
    storeValidLogin();
    const { unmount, pings } = renderWatched(1800);
    advance(1500 * SECOND);
    expect(snackbarText()).toBe(warning(5));

    unmount();
    renderWithApp(<p>Logget ut</p>, { withOverlays: true });
    advance(3600 * SECOND);

    expect(snackbarText()).toBeNull();
    expect(pageLoads).not.toHaveBeenCalled();
    expect(pings()).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
  });
});
