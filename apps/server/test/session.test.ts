import { XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { portalConfigSchema } from '@foretaksportalen/shared/contract/config';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../src/db/schema.ts';
import { createSessionService, SESSION_COOKIE } from '../src/modules/session/index.ts';
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

  it('authenticates without moving the idle clock when the call is not activity, and reads deadlines touching nothing', async () => {
    const clock = testClock();
    context = await createTestApp({
      clock,
      config: { sessionTimeoutSeconds: 600, accessLifetimeSeconds: 3600 },
    });
    const session = await sessionFor(context, 'kari');
    const service = createSessionService(context.db, context.config, clock);
    const token = session.cookies[SESSION_COOKIE];
    const [{ id, lastSeenAt } = { id: '', lastSeenAt: new Date(0) }] = await context.db
      .select()
      .from(sessions);
    clock.advance(300);
    expect(await service.authenticate(token, { touch: false })).toMatchObject({ sessionId: id });
    const deadlines = await service.deadlinesOf([id, crypto.randomUUID()]);
    expect([...deadlines.keys()]).toEqual([id]);
    expect(deadlines.get(id)?.endsAt).toEqual(new Date(lastSeenAt.getTime() + 600_000));
    expect((await context.db.select().from(sessions))[0]?.lastSeenAt).toEqual(lastSeenAt);

    clock.advance(301);
    expect(await service.deadlinesOf([id])).toEqual(new Map());
    expect(await service.authenticate(token, { touch: false })).toBeNull();

    // The same call as activity, while the session is live, moves the clock.
    const again = await sessionFor(context, 'kari');
    clock.advance(60);
    await service.authenticate(again.cookies[SESSION_COOKIE]);
    const [row] = await context.db.select().from(sessions);
    expect(row?.lastSeenAt).toEqual(clock());
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
    // The old session token is dead now.
    expect((await ping(session)).statusCode).toBe(401);
    // A refresh token works only with its own session cookie.
    const other = await sessionFor(context, 'siri');
    expect((await refresh(body.Token, other)).statusCode).toBe(401);
    // The old refresh token is dead once the grace for two tabs refreshing at once is over.
    clock.advance(context.config.refreshGraceSeconds + 1);
    expect((await refresh(session.refresh, renewed)).statusCode).toBe(401);
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
    return portalConfigSchema.parse(response.json()).LoginClerk.CompanyName;
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

describe('refresh token reuse (issue 17)', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  afterEach(() => context?.app.close());

  type Session = Awaited<ReturnType<typeof sessionFor>>;
  const withSessionCookie = (session: Session, sessionToken: string): Session => ({
    ...session,
    cookies: { ...session.cookies, [SESSION_COOKIE]: sessionToken },
  });
  const refresh = (token: string, as: Session) =>
    context.app.inject({
      method: 'POST',
      url: '/api/oidc/refresh',
      payload: { Token: token },
      ...asClerk(as, context.config),
    });
  const ping = (session: Session) =>
    context.app.inject({ method: 'GET', url: '/api/config/ping', ...asClerk(session, context.config) });
  const auditActions = async () => (await context.db.select().from(auditLog)).map((entry) => entry.action);

  async function expiredSession() {
    const clock = testClock();
    context = await createTestApp({ clock, config: { accessLifetimeSeconds: 300, refreshGraceSeconds: 10 } });
    const session = await sessionFor(context, 'kari');
    clock.advance(301);
    expect((await ping(session)).statusCode).toBe(401);
    return { clock, session };
  }

  it('gives two tabs that refresh at once the very same new tokens, and both work', async () => {
    const { session } = await expiredSession();
    const [first, second] = await Promise.all([
      refresh(session.refresh, session),
      refresh(session.refresh, session),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    expect(second?.json()).toEqual(first?.json());
    const cookies = setCookies(first as NonNullable<typeof first>);
    expect(setCookies(second as NonNullable<typeof second>)).toEqual(cookies);
    expect(cookies.refresh).toBe(first?.json().Token);
    const renewed = {
      ...withSessionCookie(session, cookies[SESSION_COOKIE] ?? ''),
      xsrf: cookies['XSRF-TOKEN'] ?? '',
    };
    expect((await ping(renewed)).statusCode).toBe(204);
    // A tab a moment late gets the same answer again, whether its request still carried the replaced session
    // cookie or already the new one (the browser shares cookies between tabs).
    for (const late of [session, renewed]) {
      const again = await refresh(session.refresh, late);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first?.json());
      expect(setCookies(again)).toEqual(cookies);
    }
    expect(await context.db.select().from(sessions)).toHaveLength(1);
    expect(await auditActions()).not.toContain('session.refresh-token-reused');
  });

  it.each([
    ['the replaced session cookie', 'old'],
    ['the new session cookie', 'new'],
  ] as const)(
    'ends the whole session when the replaced refresh token comes back after the grace, with %s',
    async (_, cookie) => {
      const { clock, session } = await expiredSession();
      const refreshed = await refresh(session.refresh, session);
      expect(refreshed.statusCode).toBe(200);
      const cookies = setCookies(refreshed);
      const renewed = {
        ...withSessionCookie(session, cookies[SESSION_COOKIE] ?? ''),
        xsrf: cookies['XSRF-TOKEN'] ?? '',
      };
      clock.advance(11);
      expect((await ping(renewed)).statusCode).toBe(204);

      const reuse = await refresh(session.refresh, cookie === 'old' ? session : renewed);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.headers['content-type']).toContain('application/problem+json');
      expect(await context.db.select().from(sessions)).toHaveLength(0);
      expect(await auditActions()).toContain('session.refresh-token-reused');
      // Whoever held the current tokens is out too: the thief or the user, the user logs in again.
      expect((await ping(renewed)).statusCode).toBe(401);
      expect((await refresh(refreshed.json().Token, renewed)).statusCode).toBe(401);
    },
  );

  it('refreshes again and again as before, each refresh token once', async () => {
    const { clock, session } = await expiredSession();
    let current = session;
    for (let round = 0; round < 3; round++) {
      const refreshed = await refresh(current.refresh, current);
      expect(refreshed.statusCode, `round ${round}`).toBe(200);
      const cookies = setCookies(refreshed);
      const next = {
        ...withSessionCookie(current, cookies[SESSION_COOKIE] ?? ''),
        xsrf: cookies['XSRF-TOKEN'] ?? '',
        refresh: refreshed.json().Token,
      };
      expect(next.refresh).not.toBe(current.refresh);
      expect((await ping(next)).statusCode).toBe(204);
      current = next;
      clock.advance(301);
    }
    expect(await context.db.select().from(sessions)).toHaveLength(1);
  });
});

describe('logout (issue 17): only the user ends their session', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  afterEach(() => context?.app.close());

  const logout = (session: Awaited<ReturnType<typeof sessionFor>>, headers: Record<string, string>) =>
    context.app.inject({ method: 'GET', url: '/api/oidc/logout', cookies: session.cookies, headers });
  const ping = (session: Awaited<ReturnType<typeof sessionFor>>) =>
    context.app.inject({ method: 'GET', url: '/api/config/ping', ...asClerk(session, context.config) });

  it.each([
    ['an <img> or a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a page on another origin of the same site', { 'sec-fetch-site': 'same-site' }],
    ['a browser without Fetch Metadata, from another site', { referer: 'https://evil.example/side' }],
    ['a browser without Fetch Metadata and without a Referer', {}],
  ])('asks to confirm a logout from %s, and the session lives on', async (_, headers) => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const response = await logout(kari, headers);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/access/logout');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await ping(kari)).statusCode).toBe(204);
    expect(await context.db.select().from(sessions)).toHaveLength(1);
  });

  it.each([
    ["a navigation from the portal's own page", { 'sec-fetch-site': 'same-origin' }],
    ['a typed address or a bookmark', { 'sec-fetch-site': 'none' }],
    [
      "a browser without Fetch Metadata, from the portal's page",
      { referer: 'http://localhost:3000/incidents' },
    ],
  ])('ends the session for %s', async (_, headers) => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const response = await logout(kari, headers);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/access/loggedout');
    const cleared = response.cookies.filter((cookie) => cookie.value === '').map((cookie) => cookie.name);
    expect(cleared).toEqual(expect.arrayContaining([SESSION_COOKIE, 'XSRF-TOKEN']));
    expect((await ping(kari)).statusCode).toBe(401);
    expect(await context.db.select().from(sessions)).toHaveLength(0);
    const audit = await context.db.select().from(auditLog);
    expect(audit.filter((entry) => entry.action === 'logout')).toHaveLength(1);
  });
});
