import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { databaseNotices } from '../src/db/notices.ts';
import { memberships, sessions } from '../src/db/schema.ts';
import {
  asClerk,
  createTestApp,
  roleIdOf,
  sessionFor,
  type TestSession,
  testClock,
  untilSessionCached,
} from './helpers/test-app.ts';
import { countQueries, noticesHeard, testDatabaseKind } from './helpers/test-database.ts';

/**
 * The session cache in one process (architecture §5, modules/session/session-cache.ts): a session is read from
 * the database once and then answered from memory, and the idle clock, the lifetime and every change heard from
 * the database still hold at the next request. Two apps on one database stand for two processes here; the real
 * two-process proof is session-revocation-two-processes.test.ts.
 */
type Context = Awaited<ReturnType<typeof createTestApp>>;
let context: Context | undefined;
let other: Context['app'] | undefined;

afterEach(async () => {
  await other?.close();
  await context?.app.close();
  other = undefined;
  context = undefined;
});

const ping = async (app: Context['app'], config: Context['config'], session: TestSession) =>
  (await app.inject({ method: 'GET', url: '/api/config/ping', ...asClerk(session, config) })).statusCode;

const lastSeenAt = async (session: TestSession) => {
  const [row] = await (context as Context).db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.personId, session.personId));
  return row?.lastSeenAt;
};

describe('the session cache', () => {
  it('answers a session it has read without a query to the database', async () => {
    context = await createTestApp();
    const { app, config } = context;
    const kari = await sessionFor(context, 'kari');
    await untilSessionCached(app, config, kari);
    expect(await countQueries(() => ping(app, config, kari))).toBe(0);
  });

  it('writes last_seen_at at most every 15 s, and ends an idle session at its time, cached or not', async () => {
    const clock = testClock();
    context = await createTestApp({ clock, config: { accessLifetimeSeconds: 10 * 3600 } });
    const { app, config } = context;
    const kari = await sessionFor(context, 'kari');
    const issuedAt = await lastSeenAt(kari);
    await untilSessionCached(app, config, kari);

    clock.advance(10);
    expect(await ping(app, config, kari)).toBe(204);
    expect(await lastSeenAt(kari)).toEqual(issuedAt);
    clock.advance(6);
    expect(await ping(app, config, kari)).toBe(204);
    expect(await lastSeenAt(kari)).toEqual(clock());

    // Idle for one second less than the timeout: still in; then idle for the whole timeout: out, and gone.
    clock.advance(config.sessionTimeoutSeconds - 1);
    expect(await ping(app, config, kari)).toBe(204);
    clock.advance(config.sessionTimeoutSeconds);
    expect(await ping(app, config, kari)).toBe(401);
    expect(await lastSeenAt(kari)).toBeUndefined();
  });

  it('ends a session in use at its absolute lifetime', async () => {
    const clock = testClock();
    context = await createTestApp({ clock, config: { accessLifetimeSeconds: 10 * 3600 } });
    const { app, config } = context;
    const kari = await sessionFor(context, 'kari');
    await untilSessionCached(app, config, kari);
    const step = config.sessionTimeoutSeconds / 2;
    let used = 0;
    while (used + step < config.sessionMaxLifetimeSeconds - 1) {
      clock.advance(step);
      used += step;
      if (used < config.accessLifetimeSeconds) expect(await ping(app, config, kari)).toBe(204);
    }
    clock.advance(config.sessionMaxLifetimeSeconds - used);
    expect(await ping(app, config, kari)).toBe(401);
  });

  it('hears a logout, a changed level and a refused consent made through another app at once', async () => {
    context = await createTestApp();
    const { app, config, db } = context;
    other = await buildApp(config, { db });
    const kari = await sessionFor(context, 'kari');
    const anne = await sessionFor(context, 'anne');
    const nina = await sessionFor(context, 'nina');
    for (const session of [kari, anne, nina]) await untilSessionCached(other, config, session);

    const level = async (session: TestSession) =>
      (
        await (other as Context['app']).inject({
          method: 'GET',
          url: '/api/config',
          ...asClerk(session, config),
        })
      ).json().LoginClerk.AccessRole.AccessLevel;
    expect(await level(kari)).toBe(1);
    // A change made by hand in SQL is heard as well as one made through the portal.
    const kariMembership = (
      await db
        .select({ membershipId: sessions.membershipId })
        .from(sessions)
        .where(eq(sessions.personId, kari.personId))
    )[0]?.membershipId;
    await db
      .update(memberships)
      .set({ roleId: await roleIdOf(context, 'Superbruker') })
      .where(eq(memberships.id, kariMembership ?? ''));
    expect(await level(kari)).toBe(3);

    const logout = await app.inject({
      method: 'GET',
      url: '/api/oidc/logout',
      cookies: anne.cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBeLessThan(400);
    expect(await ping(other, config, anne)).toBe(401);

    const refusal = await app.inject({
      method: 'POST',
      url: '/api/clerk/consent',
      payload: { ConsentValue: false },
      ...asClerk(nina, config),
    });
    expect(refusal.statusCode).toBe(200);
    expect(await ping(other, config, nina)).toBe(401);
  });
});

describe('caught up with the notices', () => {
  it('has heard every notice of a transaction that committed elsewhere before it was asked', async () => {
    context = await createTestApp();
    await noticesHeard(context.db);
    const notices = databaseNotices(context.db);
    const heard: string[] = [];
    const stop = notices.listen('session_changes', {
      notice: (payload) => heard.push(payload),
      listening() {},
    });
    // Another process's connection on a server (this process passes on only its own connections' notices
    // otherwise); PGlite is one process, whose notices come with the statement's answer.
    const url = process.env.TEST_DATABASE_URL;
    const elsewhere = testDatabaseKind() === 'postgres' && url ? openPostgres(url) : undefined;
    try {
      for (let change = 0; change < 50; change++) {
        await (elsewhere?.db ?? context.db).execute(
          sql`select pg_notify('session_changes', ${`session:${change}`})`,
        );
        expect(await notices.caughtUp()).toBe(true);
        expect(heard).toContain(`session:${change}`);
      }
    } finally {
      stop();
      await elsewhere?.close();
    }
  });
});
