import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { pgliteClusterDump } from '../../../scripts/lib/pglite-cluster.ts';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { cases, outbox, sessions } from '../src/db/schema.ts';
import { type BlobStore, createFolderBlobStore } from '../src/lib/blob-store/index.ts';
import { createMetrics } from '../src/modules/metrics/index.ts';
import { enqueueMail } from '../src/modules/outbox/index.ts';
import { createTestApp, sessionFor, type TestApp } from './helpers/test-app.ts';
import { TEST_BLOB_DIR, testConfig } from './helpers/test-config.ts';
import { resetDatabase, testDatabaseKind } from './helpers/test-database.ts';
import { ELF_BYTES, MIME, PNG_BYTES, uploadFile } from './helpers/uploads.ts';

/**
 * Prometheus metrics (issue 19): off by default; GET /metrics on the portal's port behind METRICS_TOKEN, or on a
 * listener of their own (METRICS_PORT). Requests are labelled by route pattern, never by URL; the outbox and
 * session gauges are read on each scrape; refused uploads and failing blob store operations are counted; the
 * database client times every statement.
 */
const TOKEN = 'en-lang-hemmelig-nokkel-for-metrikk';
const withToken = (config: Partial<Config> = {}) => ({
  ...config,
  metrics: { port: undefined, token: TOKEN },
});

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The value of the sample `name` whose labels include `labels`, read from Prometheus's text format. */
function sampleOf(body: string, name: string, labels: Record<string, string> = {}) {
  for (const line of body.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(target: TestApp, authorization = `Bearer ${TOKEN}`) {
  const response = await target.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('GET /metrics on the portal port', () => {
  it('is not there unless METRICS_TOKEN is set', async () => {
    ({ app } = await createTestApp());
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('answers 401 problem+json without the token, and the metrics with it', async () => {
    ({ app } = await createTestApp({ config: withToken() }));
    for (const authorization of [undefined, `Bearer ${TOKEN.slice(1)}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const refused = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('http_request_duration_seconds');
    }
    const answered = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answered.headers['cache-control']).toBe('no-store');
    // Node's own, from collectDefaultMetrics on the app's registry.
    expect(sampleOf(answered.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(answered.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(answered.body).toContain('# TYPE db_query_duration_seconds histogram');
  });

  it('labels requests by route pattern and status, never by the URL, and unknown paths as unmatched', async () => {
    const context = await createTestApp({ config: withToken() });
    app = context.app;
    const anne = await sessionFor(context, 'anne');
    const [bankCase] = await context.db
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.companyId, DEMO_COMPANIES.bank.id))
      .limit(1);
    if (!bankCase) throw new Error('No case of the bank');
    const opened = await app.inject({
      method: 'GET',
      url: `/api/case/${bankCase.id}`,
      cookies: anne.cookies,
    });
    expect(opened.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/ukjent/${bankCase.id}` })).statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/health/live' });

    const body = await scrape(app);
    const count = (route: string, status: string) =>
      sampleOf(body, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status });
    expect(count('/api/case/:caseId', '200')).toBe(1);
    expect(count('unmatched', '404')).toBe(1);
    expect(count('/api/health/live', '200')).toBe(2);
    expect(
      sampleOf(body, 'http_request_duration_seconds_bucket', { route: '/api/health/live', le: '+Inf' }),
    ).toBe(2);
    expect(body).not.toContain(bankCase.id);
  });

  it('reads the outbox and the live sessions on each scrape', async () => {
    const context = await createTestApp({ config: withToken() });
    app = context.app;
    const { db, config } = context;
    const waitingBefore = (await db.select().from(outbox).where(isNull(outbox.sentAt))).length;
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    await enqueueMail(
      db,
      { to: 'mottaker@example.no', subject: 'Sak', text: 'Tekst', replyTo: null },
      tenMinutesAgo,
    );
    await enqueueMail(
      db,
      { to: 'mottaker@example.no', subject: 'Sak', text: 'Tekst', replyTo: null },
      new Date(),
    );
    await db.delete(sessions);
    await sessionFor(context, 'anne');
    const kari = await sessionFor(context, 'kari');

    let body = await scrape(app);
    expect(sampleOf(body, 'outbox_waiting_messages')).toBe(waitingBefore + 2);
    const oldestAge = sampleOf(body, 'outbox_oldest_waiting_age_seconds') ?? 0;
    expect(oldestAge).toBeGreaterThanOrEqual(600);
    expect(oldestAge).toBeLessThan(700);
    expect(sampleOf(body, 'active_sessions')).toBe(2);

    // Kari's session has been idle for longer than SessionTimeout: it is over, though its row is still there.
    const idleSince = new Date(Date.now() - (config.sessionTimeoutSeconds + 1) * 1000);
    await db.update(sessions).set({ lastSeenAt: idleSince }).where(eq(sessions.personId, kari.personId));
    await db.update(outbox).set({ sentAt: new Date() });
    body = await scrape(app);
    expect(sampleOf(body, 'active_sessions')).toBe(1);
    expect(sampleOf(body, 'outbox_waiting_messages')).toBe(0);
    expect(sampleOf(body, 'outbox_oldest_waiting_age_seconds')).toBe(0);
  });

  it('counts refused uploads by reason, and failing blob store operations by operation', async () => {
    const failingPuts: BlobStore = {
      ...createFolderBlobStore(TEST_BLOB_DIR),
      put: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
      },
    };
    const db = await resetDatabase();
    const config = testConfig(withToken());
    app = await buildApp(config, { db, blobs: failingPuts });
    const context = { app, db, config, clock: () => new Date() };
    const anne = await sessionFor(context, 'anne');
    const png = { name: 'Vedlegg.png', type: MIME.png, content: PNG_BYTES };
    expect((await uploadFile(context, anne, png)).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/api/document/uploadfile' })).statusCode).toBe(401);

    const body = await scrape(app);
    expect(sampleOf(body, 'blob_store_errors_total', { operation: 'put' })).toBe(1);
    expect(sampleOf(body, 'upload_errors_total', { reason: 'server-error' })).toBe(1);
    expect(sampleOf(body, 'upload_errors_total', { reason: 'auth.not-logged-in' })).toBe(1);
  });

  it('counts an upload refused for its content by the refusal code', async () => {
    const context = await createTestApp({ config: withToken() });
    app = context.app;
    const anne = await sessionFor(context, 'anne');
    const program = { name: 'faktura.pdf', type: MIME.pdf, content: ELF_BYTES };
    expect((await uploadFile(context, anne, program)).statusCode).toBe(400);

    const body = await scrape(app);
    expect(sampleOf(body, 'upload_errors_total', { reason: 'upload.invalid-type' })).toBe(1);
    expect(body).not.toMatch(/^blob_store_errors_total\{/m);
  });
});

describe('METRICS_PORT', () => {
  it('serves GET /metrics without a token on a port of its own, opened and closed with the app', async () => {
    const port = await freePort();
    const db = await resetDatabase();
    app = await buildApp(testConfig({ metrics: { port, token: undefined } }), { db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const metricsUrl = `http://127.0.0.1:${port}`;

    const answered = await fetch(`${metricsUrl}/metrics`);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await answered.text()).toContain('# TYPE active_sessions gauge');
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    // Without a token, the portal's own port has no /metrics.
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);

    await app.close();
    app = undefined;
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
  });
});

describe('the database client with metrics', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('times every statement, in transactions too, and on PostgreSQL reports the pool', async () => {
    const metrics = createMetrics();
    const url = process.env.TEST_DATABASE_URL;
    handle =
      testDatabaseKind() === 'postgres' && url
        ? openPostgres(url, { metrics: metrics.database })
        : openPglite(undefined, { metrics: metrics.database, cluster: await pgliteClusterDump() });
    const { db } = handle;
    const statements = async () =>
      sampleOf(await metrics.registry.metrics(), 'db_query_duration_seconds_count') ?? 0;

    // The client's own first statements (PGlite reads its types) are timed too.
    await db.execute(sql`select 1`);
    const before = await statements();
    await db.execute(sql`select 1`);
    expect(await statements()).toBe(before + 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    // On a server, begin and commit are statements of their own.
    const afterTransaction = await statements();
    expect(afterTransaction - before - 1).toBe(handle.kind === 'postgres' ? 4 : 2);

    const body = await metrics.registry.metrics();
    if (handle.kind === 'postgres') {
      expect(sampleOf(body, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleOf(body, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleOf(body, 'db_pool_waiting_clients')).toBe(0);
    } else {
      expect(body).not.toContain('db_pool_connections');
    }

    await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect(await statements()).toBe(afterTransaction + 1);
  });
});
