/**
 * Navigation for code outside React (the HTTP client). main.tsx registers the router instance; until then, and in
 * tests without a router, a full page load is used.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let routerNavigate: Navigate | null = null;

export function registerRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

const isAppPath = (to: string) => to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/api/');

/** A full page load: for server endpoints that redirect (login, logout) and for starting the app over. */
export function loadPage(url: string): void {
  window.location.assign(url);
}

/** Paths of the app go through the router; anything else (server endpoints, other sites) loads a new page. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (routerNavigate && isAppPath(to)) {
    routerNavigate(to, options);
    return;
  }
  loadPage(to);
}
