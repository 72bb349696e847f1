import type { EidProvider } from '@foretaksportalen/shared/eid';

/**
 * The browser's part of a login at the idp-sim, done with fetch, for integration tests of any client.
 * Redirects are followed by hand while they stay on the idp-sim; the first one that leaves it is the answer
 * to the client (its redirect_uri with code or error), returned without being fetched.
 */

/** The idp-sim's cookies by name. They are only ever sent to the idp-sim. */
export type IdpSimCookies = Map<string, string>;

export interface IdpSimPage {
  url: string;
  status: number;
  html: string;
  /** The cookie jar the page was fetched with; submitting the page goes on with it. */
  cookies: IdpSimCookies;
}

export interface IdpSimLoginOptions {
  /** The eID to log in with; by default the one the login page is for (from the request's acr_values). */
  eid?: EidProvider;
  /** Pass the same map to several calls to act as one browser; a fresh one by default. */
  cookies?: IdpSimCookies;
}

/** The idp-sim answered with a page instead of a redirect, e.g. 400 for an invalid national id. */
export class IdpSimPageError extends Error {
  readonly page: IdpSimPage;

  constructor(message: string, page: IdpSimPage) {
    super(`${message} (${page.status} at ${page.url})`);
    this.name = 'IdpSimPageError';
    this.page = page;
  }
}

const MAX_REDIRECTS = 10;

const isExpired = (attributes: string[]): boolean =>
  attributes.some((attribute) => {
    const [name = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (name.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (name.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
    return false;
  });

const storeCookies = (response: Response, cookies: IdpSimCookies): void => {
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (value === '' || isExpired(attributes)) cookies.delete(name);
    else cookies.set(name, value);
  }
};

const send = async (
  url: string,
  cookies: IdpSimCookies,
  form?: Record<string, string>,
): Promise<Response> => {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  storeCookies(response, cookies);
  return response;
};

type Outcome = { left: string } | { page: IdpSimPage };

/** Follows redirects within the idp-sim's origin until a page or a redirect elsewhere. */
const followWithin = async (
  origin: string,
  url: string,
  cookies: IdpSimCookies,
  form?: Record<string, string>,
): Promise<Outcome> => {
  let current = url;
  let response = await send(current, cookies, form);
  for (let redirects = 0; response.status >= 300 && response.status < 400; redirects += 1) {
    const location = response.headers.get('location');
    if (!location) break;
    const next = new URL(location, current);
    if (next.origin !== origin) return { left: next.href };
    if (redirects === MAX_REDIRECTS)
      throw new Error(`idp-sim: more than ${MAX_REDIRECTS} redirects from ${url}`);
    current = next.href;
    response = await send(current, cookies);
  }
  return { page: { url: current, status: response.status, html: await response.text(), cookies } };
};

/** Goes from the client's authorization URL (on the idp-sim) to the idp-sim's login page. */
export const openIdpSimLoginPage = async (
  authorizeUrl: string,
  cookies: IdpSimCookies = new Map(),
): Promise<IdpSimPage> => {
  const outcome = await followWithin(new URL(authorizeUrl).origin, authorizeUrl, cookies);
  if ('left' in outcome)
    throw new Error(`idp-sim redirected to ${outcome.left} without showing a login page`);
  if (outcome.page.status !== 200)
    throw new IdpSimPageError('idp-sim did not show its login page', outcome.page);
  return outcome.page;
};

const submit = async (page: IdpSimPage, action: 'login' | 'abort', form: Record<string, string>) => {
  const url = new URL(page.url);
  url.search = '';
  const outcome = await followWithin(url.origin, `${url.href}/${action}`, page.cookies, form);
  if ('page' in outcome)
    throw new IdpSimPageError(`idp-sim did not redirect back after ${action}`, outcome.page);
  return outcome.left;
};

/**
 * Logs in on an open login page as the person with this national id. Returns the redirect back to the client
 * (its redirect_uri with `code` and `state`), which the caller then requests from the client itself.
 * Throws IdpSimPageError when the idp-sim answers with a page instead, e.g. 400 for an invalid national id.
 */
export const submitIdpSimLogin = async (
  page: IdpSimPage,
  nationalId: string,
  options: Pick<IdpSimLoginOptions, 'eid'> = {},
): Promise<string> => {
  const eid = options.eid ?? /<input type="hidden" name="eid" value="([^"]+)">/.exec(page.html)?.[1];
  if (!eid) throw new IdpSimPageError('the request names no eID and none was given in options.eid', page);
  return submit(page, 'login', { eid, nationalId });
};

/** Opens the login page for this authorization URL and logs in: see submitIdpSimLogin. */
export const loginThroughIdpSim = async (
  authorizeUrl: string,
  nationalId: string,
  options: IdpSimLoginOptions = {},
): Promise<string> =>
  submitIdpSimLogin(await openIdpSimLoginPage(authorizeUrl, options.cookies), nationalId, options);

/** Presses Avbryt at the idp-sim and returns the redirect back to the client (with error=access_denied). */
export const cancelThroughIdpSim = async (
  authorizeUrl: string,
  options: Pick<IdpSimLoginOptions, 'cookies'> = {},
): Promise<string> => submit(await openIdpSimLoginPage(authorizeUrl, options.cookies), 'abort', {});
