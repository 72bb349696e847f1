import { XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { configSchema } from '@foretaksportalen/shared/contract/config';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../src/db/schema.ts';
import { SESSION_COOKIE } from '../src/modules/session/session.cookies.ts';
import { asClerk, createTestApp, sessionFor, setCookies, testClock } from './helpers/test-app.ts';

describe('sessions', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  afterEach(() => context?.app.close());

  const ping = (session: Awaited<ReturnType<typeof sessionFor>>) =>
    context.app.inject({ method: 'GET', url: '/api/config/ping', ...asClerk(session, context.config) });

  it('ends a session that saw no request for SessionTimeout seconds, whatever the browser does', async () => {
    const clock = testClock();
    context = await createTestApp({
      clock,
      config: { sessionTimeoutSeconds: 600, accessLifetimeSeconds: 3600 },
    });
    const session = await sessionFor(context, 'kari');
    clock.advance(590);
    expect((await ping(session)).statusCode).toBe(204);
    clock.advance(590);
    expect((await ping(session)).statusCode).toBe(204);
    clock.advance(601);
    expect((await ping(session)).statusCode).toBe(401);
    expect(await context.db.select().from(sessions)).toHaveLength(0);
  });

  it('ends a session at its absolute lifetime even when it is used all the time', async () => {
    const clock = testClock();
    context = await createTestApp({
      clock,
      config: { sessionTimeoutSeconds: 1800, sessionMaxLifetimeSeconds: 3600, accessLifetimeSeconds: 7200 },
    });
    const session = await sessionFor(context, 'kari');
    for (let minute = 0; minute < 59; minute += 1) {
      clock.advance(60);
      expect((await ping(session)).statusCode).toBe(204);
    }
    clock.advance(61);
    expect((await ping(session)).statusCode).toBe(401);
  });

  it('refreshes an expired access period once per refresh token, rotating both tokens', async () => {
    const clock = testClock();
    context = await createTestApp({ clock, config: { accessLifetimeSeconds: 300 } });
    const session = await sessionFor(context, 'kari');
    clock.advance(301);
    expect((await ping(session)).statusCode).toBe(401);

    const refresh = (token: string, as = session) =>
      context.app.inject({
        method: 'POST',
        url: '/api/oidc/refresh',
        payload: { Token: token },
        ...asClerk(as, context.config),
      });
    const refreshed = await refresh(session.refresh);
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    const cookies = setCookies(refreshed);
    expect(body.Token).toBe(cookies.refresh);
    expect(body.Token).not.toBe(session.refresh);
    expect(Date.parse(body.AuthStatus)).toBeGreaterThan(clock().getTime());
    const newSessionToken = cookies[SESSION_COOKIE];
    expect(newSessionToken).toBeDefined();
    expect(newSessionToken).not.toBe(session.cookies[SESSION_COOKIE]);

    const renewed = {
      ...session,
      cookies: { ...session.cookies, [SESSION_COOKIE]: newSessionToken as string },
    };
    expect((await ping(renewed)).statusCode).toBe(204);
    // The old session token and the old refresh token are both dead now.
    expect((await ping(session)).statusCode).toBe(401);
    expect((await refresh(session.refresh, renewed)).statusCode).toBe(401);
    // A refresh token works only with its own session cookie.
    const other = await sessionFor(context, 'siri');
    expect((await refresh(body.Token, other)).statusCode).toBe(401);
  });

  it('does not refresh a session that has been idle too long', async () => {
    const clock = testClock();
    context = await createTestApp({
      clock,
      config: { sessionTimeoutSeconds: 600, accessLifetimeSeconds: 300 },
    });
    const session = await sessionFor(context, 'kari');
    clock.advance(601);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/oidc/refresh',
      payload: { Token: session.refresh },
      ...asClerk(session, context.config),
    });
    expect(response.statusCode).toBe(401);
  });

  it('ends the session of a clerk whose membership is disabled at once', async () => {
    context = await createTestApp();
    const session = await sessionFor(context, 'kari');
    expect((await ping(session)).statusCode).toBe(204);
    const { memberships } = await import('../src/db/schema.ts');
    const [row] = await context.db.select().from(sessions).where(eq(sessions.personId, session.personId));
    await context.db
      .update(memberships)
      .set({ disabled: true })
      .where(eq(memberships.id, row?.membershipId ?? ''));
    expect((await ping(session)).statusCode).toBe(401);
  });
});

describe('XSRF and origin on state-changing calls', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  afterEach(() => context?.app.close());

  const selectForsikring = (headers: Record<string, string>, cookies: Record<string, string>) =>
    context.app.inject({
      method: 'GET',
      url: `/api/clerk/selectcompany/${DEMO_COMPANIES.forsikring.id}`,
      headers,
      cookies,
    });

  async function activeCompanyOf(sessionCookies: Record<string, string>) {
    const response = await context.app.inject({ method: 'GET', url: '/api/config', cookies: sessionCookies });
    return configSchema.parse(response.json()).LoginClerk.CompanyName;
  }

  it("refuses a missing, wrong or other session's token and a foreign origin, and nothing changes", async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const kari = await sessionFor(context, 'kari');
    const origin = new URL(context.config.publicUrl).origin;
    const auditBefore = (await context.db.select().from(auditLog)).length;

    const attempts: Record<string, string>[] = [
      { origin },
      { origin, [XSRF_HEADER]: 'not-a-token' },
      { origin, [XSRF_HEADER]: `${anne.xsrf.split('.')[0]}.forged` },
      { origin, [XSRF_HEADER]: kari.xsrf },
      { origin: 'https://evil.example', [XSRF_HEADER]: anne.xsrf },
      { 'sec-fetch-site': 'cross-site', [XSRF_HEADER]: anne.xsrf },
    ];
    for (const headers of attempts) {
      const response = await selectForsikring(headers, anne.cookies);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect(await activeCompanyOf(anne.cookies)).toBe('Eksempel Bank ASA');
    expect(await context.db.select().from(auditLog)).toHaveLength(auditBefore);
    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/oidc/refresh',
      payload: { Token: anne.refresh },
      cookies: anne.cookies,
      headers: { origin },
    });
    expect(refresh.statusCode).toBe(403);
  });

  it('switches Anne to her other company in a fresh session scope', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const response = await selectForsikring(asClerk(anne, context.config).headers, anne.cookies);
    expect(response.statusCode).toBe(204);
    const cookies = setCookies(response);
    expect(cookies[SESSION_COOKIE]).toBeDefined();
    expect(cookies[SESSION_COOKIE]).not.toBe(anne.cookies[SESSION_COOKIE]);
    expect(await activeCompanyOf({ [SESSION_COOKIE]: cookies[SESSION_COOKIE] as string })).toBe(
      'Eksempel Forsikring AS',
    );
    // The old session scope is gone.
    const old = await context.app.inject({ method: 'GET', url: '/api/config', cookies: anne.cookies });
    expect(old.statusCode).toBe(401);
  });

  it('refuses to switch to a company the person is not in, as if it did not exist', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const response = await selectForsikring(asClerk(kari, context.config).headers, kari.cookies);
    expect(response.statusCode).toBe(404);
    expect(await activeCompanyOf(kari.cookies)).toBe('Eksempel Bank ASA');
  });
});
