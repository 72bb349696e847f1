import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_STATUS_KEY, REFRESH_KEY, XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { SESSION_COOKIE } from '../src/modules/session/index.ts';
import { asClerk, createTestApp, sessionFor } from './helpers/test-app.ts';

/**
 * Headers and cookies (issue 10, security): a CSP without eval or inline scripts, HSTS outside local http,
 * nosniff, no framing, a referrer policy, on pages, API answers and refusals alike; the session cookie HttpOnly
 * and SameSite, and no secret in a cookie that scripts can read.
 */
type Context = Awaited<ReturnType<typeof createTestApp>>;
let context: Context | undefined;
let webDist: string | undefined;
afterEach(async () => {
  await context?.app.close();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  webDist = undefined;
  context = undefined;
});

async function appAt(publicUrl: string, overrides: Partial<Config> = {}) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-headers-web-'));
  webDist = dist;
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="nb"><title>Foretaksportalen</title>',
  );
  context = await createTestApp({ config: { publicUrl, webDistDir: dist, ...overrides } });
  return context;
}

/** The CSP's directives by name. */
function cspDirectives(response: LightMyRequestResponse) {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;
}

/**
 * Requests as a browser sends them, to the portal's own host name (a request to another one is redirected there
 * before anything else): without a session, and with Anne's.
 */
async function asBrowserOf(app: Context) {
  const host = new URL(app.config.publicUrl).host;
  const clerk = asClerk(await sessionFor(app, 'anne'), app.config);
  return {
    anonymous: { headers: { host } },
    signedIn: { ...clerk, headers: { ...clerk.headers, host } },
  };
}

/** A page, an API answer, a refusal and an unknown path: every kind of answer carries the headers. */
async function answersOfEveryKind(app: Context) {
  const { anonymous, signedIn } = await asBrowserOf(app);
  return {
    page: await app.app.inject({ method: 'GET', url: '/incidents', ...anonymous }),
    api: await app.app.inject({ method: 'GET', url: '/api/config', ...signedIn }),
    refusal: await app.app.inject({ method: 'GET', url: '/api/config', ...anonymous }),
    'bad input': await app.app.inject({
      method: 'PATCH',
      url: '/api/case/ikke-en-sak',
      payload: {},
      ...signedIn,
    }),
    unknown: await app.app.inject({ method: 'GET', url: '/api/finnes-ikke', ...anonymous }),
  };
}

describe('security headers', () => {
  it('a CSP with scripts from our own origin only: no eval, no inline scripts or handlers, no framing', async () => {
    const app = await appAt('http://localhost:3000');
    for (const [kind, response] of Object.entries(await answersOfEveryKind(app))) {
      const csp = cspDirectives(response);
      expect(csp['script-src'], kind).toEqual(["'self'"]);
      expect(csp['script-src-attr'], kind).toEqual(["'none'"]);
      expect(csp['default-src'], kind).toEqual(["'self'"]);
      expect(csp['object-src'], kind).toEqual(["'none'"]);
      expect(csp['base-uri'], kind).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], kind).toEqual(["'none'"]);
      expect(String(response.headers['content-security-policy']), kind).not.toMatch(/unsafe-eval|\*/);
      expect(response.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(response.headers['x-frame-options'], kind).toBe('DENY');
      expect(response.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      // Local http: a browser would remember HSTS for localhost and break every other local app.
      expect(response.headers['strict-transport-security'], kind).toBeUndefined();
      expect(response.headers['x-powered-by'], kind).toBeUndefined();
    }
  });

  it('HSTS for a year with subdomains, and insecure requests upgraded, when the portal is on https', async () => {
    const app = await appAt('https://portal.example');
    for (const [kind, response] of Object.entries(await answersOfEveryKind(app))) {
      expect(response.headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
      expect(cspDirectives(response)['upgrade-insecure-requests'], kind).toEqual([]);
    }
  });
});

interface SetCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
}

/** Switching company issues the session cookies anew, as every login does. */
async function issuedCookies(app: Context): Promise<SetCookie[]> {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/clerk/selectcompany/${DEMO_COMPANIES.forsikring.id}`,
    ...(await asBrowserOf(app)).signedIn,
  });
  expect(response.statusCode).toBe(204);
  return response.cookies as SetCookie[];
}

describe('caching', () => {
  it('no API answer may be stored (Cache-Control: no-store), answers and refusals alike; pages keep their own', async () => {
    const app = await appAt('http://localhost:3000');
    const { page, ...apiAnswers } = await answersOfEveryKind(app);
    const malformedUrl = await app.app.inject({ method: 'GET', url: '/api/case/%E0%A4%A' });
    const limited = { ...apiAnswers, 'malformed URL': malformedUrl };
    for (const [kind, response] of Object.entries(limited)) {
      expect(response.headers['cache-control'], kind).toBe('no-store');
    }
    expect(malformedUrl.statusCode).toBe(400);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('session cookies', () => {
  it('keep the session token HttpOnly and SameSite, and only harmless values readable by scripts', async () => {
    const app = await appAt('http://localhost:3000');
    const cookies = await issuedCookies(app);
    const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const readable = cookies.filter((cookie) => !cookie.httpOnly);
    // The spec's readable cookies: the XSRF token to echo, the expiry time and the refresh token, which the web
    // app moves into session storage. Nothing else, and never the session token.
    expect(readable.map((cookie) => cookie.name).toSorted()).toEqual(
      [XSRF_COOKIE, AUTH_STATUS_KEY, REFRESH_KEY].toSorted(),
    );
    for (const cookie of readable) {
      expect(cookie.sameSite, cookie.name).toBe('Strict');
      expect(cookie.value, cookie.name).not.toContain(session?.value);
    }
    expect(
      new Date(readable.find((cookie) => cookie.name === AUTH_STATUS_KEY)?.value ?? '').getTime(),
    ).toBeGreaterThan(Date.now());
  });

  it('a readable refresh token is worthless without the HttpOnly session cookie it belongs to', async () => {
    const app = await appAt('http://localhost:3000');
    const cookies = Object.fromEntries(
      (await issuedCookies(app)).map((cookie) => [cookie.name, cookie.value]),
    );
    const stolen = { Token: cookies[REFRESH_KEY] };
    const origin = new URL(app.config.publicUrl).origin;
    const withoutSession = await app.app.inject({
      method: 'POST',
      url: '/api/oidc/refresh',
      payload: stolen,
      headers: { origin, [XSRF_HEADER]: cookies[XSRF_COOKIE] ?? '' },
      cookies: { [XSRF_COOKIE]: cookies[XSRF_COOKIE] ?? '' },
    });
    expect(withoutSession.statusCode).toBe(401);
    const thief = await sessionFor(app, 'kari');
    const withAnotherSession = await app.app.inject({
      method: 'POST',
      url: '/api/oidc/refresh',
      payload: stolen,
      ...asClerk(thief, app.config),
    });
    expect(withAnotherSession.statusCode).toBe(401);
  });

  it('are Secure when the portal is on https', async () => {
    const app = await appAt('https://portal.example');
    for (const cookie of await issuedCookies(app)) expect(cookie.secure, cookie.name).toBe(true);
  });
});
