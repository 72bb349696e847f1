import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a GET of the logout address is the user's own: a navigation from one of the portal's pages
 * (`Sec-Fetch-Site: same-origin`) or typed into the address bar or opened from a bookmark (`none`). A browser
 * that sends no Fetch Metadata counts only with a Referer from the portal. Anything else (an `<img>` or a link on
 * another site) could log the user out behind their back, so it is asked to confirm instead.
 */
export function isOwnLogoutNavigation(headers: IncomingHttpHeaders, ownOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = headers.referer;
  return referer !== undefined && URL.canParse(referer) && new URL(referer).origin === ownOrigin;
}
