import { AUTH_STATUS_KEY, REFRESH_KEY } from '@foretaksportalen/shared/auth-keys';
import type { RefreshResponse } from '@foretaksportalen/shared/contract/auth';
import { serverPaths } from '../config/paths.ts';
import { loadPage } from './navigation.ts';

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      const raw = entry.slice(prefix.length);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

function deleteCookie(name: string) {
  // The Cookie Store API is asynchronous and missing in some browsers; the move must finish before the next call.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=; Max-Age=0; path=/`;
}

/**
 * The server sets authStatus and refresh as readable cookies after login, refresh and company switch. The app keeps
 * them in session storage only, so they live and die with the tab, and deletes the cookies.
 */
export function moveAuthCookiesToSessionStorage(): void {
  for (const key of [AUTH_STATUS_KEY, REFRESH_KEY]) {
    const value = readCookie(key);
    if (value !== null) {
      if (value !== '') sessionStorage.setItem(key, value);
      deleteCookie(key);
    }
  }
}

/** The login is valid while the stored authStatus is a timestamp in the future. */
export function isLoginValid(now: number = Date.now()): boolean {
  const status = sessionStorage.getItem(AUTH_STATUS_KEY);
  if (!status) return false;
  const expiresAt = Date.parse(status);
  return Number.isFinite(expiresAt) && expiresAt > now;
}

export function getRefreshToken(): string | null {
  return sessionStorage.getItem(REFRESH_KEY);
}

function storeAuthValues({ Token, AuthStatus }: RefreshResponse): void {
  sessionStorage.setItem(REFRESH_KEY, Token);
  sessionStorage.setItem(AUTH_STATUS_KEY, AuthStatus);
}

/**
 * The app's tabs share the session cookie, but each keeps its own refresh token (spec 1 §4), and a refresh token
 * presented again after another tab replaced it ends the session as stolen (docs/decisions/0001). So a tab that
 * refreshes tells the others, on this channel of our own origin, which token it replaced and what it got.
 */
const AUTH_CHANNEL_NAME = 'foretaksportalen-auth';

interface RefreshInAnotherTab extends RefreshResponse {
  replaced: string;
}

let authChannel: BroadcastChannel | null = null;

/** One channel per tab: it hears the other tabs, never itself. */
const channel = () => {
  authChannel ??= new BroadcastChannel(AUTH_CHANNEL_NAME);
  return authChannel;
};

const isRefreshInAnotherTab = (data: unknown): data is RefreshInAnotherTab =>
  typeof data === 'object' &&
  data !== null &&
  ['replaced', 'Token', 'AuthStatus'].every(
    (key) => typeof (data as Record<string, unknown>)[key] === 'string',
  );

const renewalListeners = new Set<() => void>();

/**
 * Tells the listener whenever a refresh in this tab or another renewed the session: the live stream, which never
 * refreshes itself (a refresh counts as the user's activity), opens again after a 401 only then.
 */
export function onSessionRenewed(listener: () => void): () => void {
  renewalListeners.add(listener);
  return () => {
    renewalListeners.delete(listener);
  };
}

const tellRenewed = () => {
  for (const listener of renewalListeners) listener();
};

/** Stores what this tab's refresh answered, and tells the other tabs that still hold the token it replaced. */
export function storeRefreshedAuthValues(replaced: string, values: RefreshResponse): void {
  storeAuthValues(values);
  channel().postMessage({ replaced, ...values } satisfies RefreshInAnotherTab);
  tellRenewed();
}

/** Takes the values another tab's refresh got, when this tab holds the refresh token that refresh replaced. */
export function followRefreshesInOtherTabs(): void {
  channel().onmessage = ({ data }: MessageEvent<unknown>) => {
    if (!isRefreshInAnotherTab(data)) return;
    if (data.replaced === getRefreshToken()) storeAuthValues(data);
    tellRenewed();
  };
}

export function clearAuthValues(): void {
  sessionStorage.removeItem(AUTH_STATUS_KEY);
  sessionStorage.removeItem(REFRESH_KEY);
}

/**
 * Session-storage keys that features keep for the length of a login (the case list's tab, sort and filter). The app
 * names them at start-up, so that this module knows no feature.
 */
const keysOfTheLogin = new Set<string>();

export function clearOnLogout(keys: readonly string[]): void {
  for (const key of keys) keysOfTheLogin.add(key);
}

/** Forgets the login in this tab: the auth values and every key kept for it. */
export function forgetLogin(): void {
  clearAuthValues();
  for (const key of keysOfTheLogin) sessionStorage.removeItem(key);
}

/** Ends the session on the server, which clears the cookies and redirects to /access/loggedout. */
export function logOut(): void {
  forgetLogin();
  loadPage(serverPaths.logout);
}
