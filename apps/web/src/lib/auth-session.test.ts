import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../test/fixtures.ts';
import { pageLoads } from '../test/page-loads.ts';
import {
  clearOnLogout,
  followRefreshesInOtherTabs,
  isLoginValid,
  logOut,
  moveAuthCookiesToSessionStorage,
  readCookie,
  storeRefreshedAuthValues,
} from './auth-session.ts';

describe('moving the auth cookies', () => {
  it('moves authStatus and refresh into session storage and deletes the cookies', () => {
    setCookie('authStatus', '2030-01-01T10:00:00.000Z');
    setCookie('refresh', 'token-1');

    moveAuthCookiesToSessionStorage();

    expect(sessionStorage.getItem('authStatus')).toBe('2030-01-01T10:00:00.000Z');
    expect(sessionStorage.getItem('refresh')).toBe('token-1');
    expect(readCookie('authStatus')).toBeNull();
    expect(readCookie('refresh')).toBeNull();
  });

  it('leaves the XSRF cookie where it is', () => {
    setCookie('XSRF-TOKEN', 'xsrf-1');
    moveAuthCookiesToSessionStorage();
    expect(readCookie('XSRF-TOKEN')).toBe('xsrf-1');
    expect(sessionStorage.getItem('XSRF-TOKEN')).toBeNull();
  });

  it('keeps the stored values when there are no cookies to move', () => {
    sessionStorage.setItem('refresh', 'kept');
    moveAuthCookiesToSessionStorage();
    expect(sessionStorage.getItem('refresh')).toBe('kept');
  });
});

describe('login validity', () => {
  const now = Date.parse('2026-05-01T12:00:00.000Z');

  it('is valid while authStatus is in the future', () => {
    sessionStorage.setItem('authStatus', '2026-05-01T12:30:00.000Z');
    expect(isLoginValid(now)).toBe(true);
  });

  it('is invalid once authStatus has passed', () => {
    sessionStorage.setItem('authStatus', '2026-05-01T11:59:59.000Z');
    expect(isLoginValid(now)).toBe(false);
  });

  it('is invalid without authStatus or with a value that is no timestamp', () => {
    expect(isLoginValid(now)).toBe(false);
    sessionStorage.setItem('authStatus', 'true');
    expect(isLoginValid(now)).toBe(false);
  });
});

describe('logging out', () => {
  const CASE_LIST_KEYS = ['filter', 'tabIndex', 'sort_0', 'sort_1'];
  beforeEach(() => {
    clearOnLogout(CASE_LIST_KEYS);
    sessionStorage.setItem('authStatus', '2030-01-01T10:00:00.000Z');
    sessionStorage.setItem('refresh', 'token-1');
    for (const key of CASE_LIST_KEYS) sessionStorage.setItem(key, 'x');
    sessionStorage.setItem('unrelated', 'stays');
  });

  it("clears the auth values and the keys kept for the login (the case list's), then loads /api/oidc/logout", () => {
    logOut();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('unrelated')).toBe('stays');
    expect(pageLoads).toHaveBeenCalledWith('/api/oidc/logout');
  });
});

describe('refreshes in other tabs of the app', () => {
  const LATER = '2031-01-01T00:00:00.000Z';
  let otherTab: BroadcastChannel;
  beforeEach(() => {
    otherTab = new BroadcastChannel('foretaksportalen-auth');
    sessionStorage.setItem('authStatus', '2030-01-01T10:00:00.000Z');
    sessionStorage.setItem('refresh', 'token-1');
  });
  afterEach(() => otherTab.close());

  it('tells the other tabs which refresh token a refresh replaced, and what it got', async () => {
    const received = new Promise<unknown>((resolve) => {
      otherTab.onmessage = ({ data }) => resolve(data);
    });
    storeRefreshedAuthValues('token-1', { Token: 'token-2', AuthStatus: LATER });
    expect(sessionStorage.getItem('refresh')).toBe('token-2');
    expect(sessionStorage.getItem('authStatus')).toBe(LATER);
    expect(await received).toEqual({ replaced: 'token-1', Token: 'token-2', AuthStatus: LATER });
  });

  it("takes the values of another tab's refresh that replaced the token this tab holds", async () => {
    followRefreshesInOtherTabs();
    otherTab.postMessage({ replaced: 'token-1', Token: 'token-2', AuthStatus: LATER });
    await vi.waitFor(() => expect(sessionStorage.getItem('refresh')).toBe('token-2'));
    expect(sessionStorage.getItem('authStatus')).toBe(LATER);
  });

  it('ignores a refresh of a token this tab does not hold, and messages of another shape', async () => {
    followRefreshesInOtherTabs();
    otherTab.postMessage({ replaced: 'token-9', Token: 'token-10', AuthStatus: LATER });
    otherTab.postMessage({ Token: 'token-11', AuthStatus: LATER });
    otherTab.postMessage('token-12');
    // Messages arrive in order: had any of those been taken, this one would no longer match.
    otherTab.postMessage({ replaced: 'token-1', Token: 'token-2', AuthStatus: LATER });
    await vi.waitFor(() => expect(sessionStorage.getItem('refresh')).toBe('token-2'));
  });
});
