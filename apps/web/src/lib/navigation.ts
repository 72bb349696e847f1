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

let assignLocation = (url: string) => window.location.assign(url);

/** Puts another in place of the browser's page load: the unit tests' record of them (jsdom loads no pages). */
export function replacePageLoad(load: (url: string) => void): void {
  assignLocation = load;
}

/** A full page load: for server endpoints that redirect (login, logout) and for starting the app over. */
export function loadPage(url: string): void {
  assignLocation(url);
}

/** Paths of the app go through the router; anything else (server endpoints, other sites) loads a new page. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (routerNavigate && isAppPath(to)) {
    routerNavigate(to, options);
    return;
  }
  loadPage(to);
}
