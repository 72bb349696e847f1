import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnPostgres, ownPostgresSkip, startOwnPostgres } from '../../../scripts/lib/own-postgres.ts';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openPostgres } from '../src/db/client.ts';
import { cases, uploads } from '../src/db/schema.ts';
import { resetToDemoData } from '../src/demo/demo-data.ts';
import { UNAVAILABLE } from '../src/plugins/errors.ts';
import { createCase, newIncident, uploadAll, wizardFiles } from './helpers/new-case.ts';
import { asClerk, companyClerkOf, sessionFor, type TestApp, type TestSession } from './helpers/test-app.ts';
import { testConfig } from './helpers/test-config.ts';
import { testDatabaseKind, testDemoDataOptions } from './helpers/test-database.ts';

/**
 * The portal on a PostgreSQL server of the test's own, which the test stops mid-run (issue 10, reliability): calls
 * answer 503 problem+json in Norwegian within a bounded time, the health check says so, the portal recovers by
 * itself when the server is back, and a transaction cut by the outage leaves nothing behind. It brings its own
 * server, so it runs once, in the PGlite tier.
 */
const skipReason =
  ownPostgresSkip ?? (testDatabaseKind() === 'postgres' ? 'runs in the PGlite tier only' : undefined);

/** How long a call may take while the database is down: the pool's connection timeout plus slack. */
const BOUNDED_MS = 8_000;

describe.skipIf(skipReason)('database outage', () => {
  let server: OwnPostgres;
  let handle: DatabaseHandle;
  let app: TestApp;
  const config = testConfig();
  let context: { app: TestApp; db: DatabaseHandle['db']; config: typeof config; clock: () => Date };

  beforeAll(async () => {
    server = await startOwnPostgres();
    handle = openPostgres(server.url());
    await handle.migrate();
    await resetToDemoData(handle.db, testDemoDataOptions());
    app = await buildApp(config, { db: handle.db });
    context = { app, db: handle.db, config, clock: () => new Date() };
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    server?.remove();
  });

  const caseList = (session: TestSession) =>
    app.inject({
      method: 'POST',
      url: '/api/caselist',
      payload: { includeClosedCases: true },
      ...asClerk(session, config),
    });

  const timed = async <T>(action: () => Promise<T>) => {
    const started = Date.now();
    const result = await action();
    return { result, ms: Date.now() - started };
  };

  /** Waits until a backend of the portal waits for a lock, i.e. its transaction is under way and holds writes. */
  async function waitForBlockedBackend(probe: pg.Client) {
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await probe.query(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()",
      );
      if (rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('The portal never waited for the lock');
  }

  /** Holds a lock that blocks inserts into audit_log (which every change writes last) until the server stops. */
  async function lockAuditLog() {
    const probe = new pg.Client({ connectionString: server.url() });
    probe.on('error', () => {});
    await probe.connect();
    await probe.query('begin');
    await probe.query('lock table audit_log in exclusive mode');
    return probe;
  }

  it('answers 503 problem+json in Norwegian while the database is down, and recovers by itself', async () => {
    const anne = await sessionFor(context, 'anne');
    expect((await caseList(anne)).statusCode).toBe(200);

    server.stop('fast');
    try {
      const { result: response, ms } = await timed(() => caseList(anne));
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toEqual({
        title: UNAVAILABLE,
        status: 503,
        code: 'unavailable',
        ErrorMessage: UNAVAILABLE,
      });
      expect(ms).toBeLessThan(BOUNDED_MS);

      const { result: health, ms: healthMs } = await timed(() =>
        app.inject({ method: 'GET', url: '/api/health' }),
      );
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ title: 'Databasen svarer ikke', status: 503 });
      expect(health.headers['retry-after']).toBe('5');
      expect(healthMs).toBeLessThan(BOUNDED_MS);

      // The page's first call, the configuration, answers the same (the web app shows its outage view for it).
      const configuration = await app.inject({ method: 'GET', url: '/api/config', ...asClerk(anne, config) });
      expect(configuration.statusCode).toBe(503);
      expect(configuration.json().ErrorMessage).toBe(UNAVAILABLE);
    } finally {
      server.start();
    }

    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const after = await caseList(anne);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual((await caseList(anne)).json());
  });

  it('leaves no half case and no attached upload when the outage cuts a case creation', async () => {
    const anne = await sessionFor(context, 'anne');
    const registrar = await companyClerkOf(context, 'anne');
    const keys = await uploadAll(context, anne, await wizardFiles());
    const casesBefore = await handle.db.select({ n: count() }).from(cases);

    const probe = await lockAuditLog();
    const creation = createCase(context, anne, newIncident(registrar, keys));
    await waitForBlockedBackend(probe);
    server.stop('fast');
    const response = await creation;
    server.start();

    expect(response.statusCode).toBe(503);
    expect(response.json().ErrorMessage).toBe(UNAVAILABLE);
    expect(await handle.db.select({ n: count() }).from(cases)).toEqual(casesBefore);
    expect(await handle.db.select().from(uploads).where(isNotNull(uploads.attachedAt))).toEqual([]);

    // The same uploads still make the case once the database is back.
    const retried = await createCase(context, anne, newIncident(registrar, keys));
    expect(retried.statusCode).toBe(200);
    const [after] = await handle.db.select({ n: count() }).from(cases);
    expect(after?.n).toBe((casesBefore[0]?.n ?? 0) + 1);
  });

  it('leaves every case as it was when the outage cuts a bulk assignment', async () => {
    const siri = await sessionFor(context, 'siri');
    const kari = await companyClerkOf(context, 'kari');
    const bank = DEMO_COMPANIES.bank.id;
    const before = await handle.db
      .select({ id: cases.id, clerk: cases.clerkMembershipId })
      .from(cases)
      .where(eq(cases.companyId, bank))
      .orderBy(cases.id);
    const notKaris = before.filter((row) => row.clerk !== kari.Id).map((row) => row.id);
    expect(notKaris.length).toBeGreaterThan(1);

    const probe = await lockAuditLog();
    const assignment = app.inject({
      method: 'POST',
      url: '/api/caselist/update',
      payload: { CaseClerkId: kari.Id, IncidentIds: notKaris },
      ...asClerk(siri, config),
    });
    await waitForBlockedBackend(probe);
    server.stop('fast');
    const response = await assignment;
    server.start();

    expect(response.statusCode).toBe(503);
    const after = await handle.db
      .select({ id: cases.id, clerk: cases.clerkMembershipId })
      .from(cases)
      .where(eq(cases.companyId, bank))
      .orderBy(cases.id);
    expect(after).toEqual(before);
    expect(await handle.db.execute(sql`select 1 as ok`)).toBeDefined();
  });
});
