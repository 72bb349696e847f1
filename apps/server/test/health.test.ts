import { afterEach, describe, expect, it } from 'vitest';
import { pgliteClusterDump } from '../../../scripts/lib/pglite-cluster.ts';
import { type AppDependencies, buildApp } from '../src/app.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { type BlobStore, createFolderBlobStore } from '../src/lib/blob-store/index.ts';
import type { TestApp } from './helpers/test-app.ts';
import { TEST_BLOB_DIR, testConfig } from './helpers/test-config.ts';
import { countQueries, resetDatabase, testDatabaseKind } from './helpers/test-database.ts';

/**
 * The health checks (issue 19): `live` says the process runs and asks nothing; `ready` tells a load balancer to
 * send requests, and answers 503 problem+json with Retry-After while the process starts or drains after SIGTERM,
 * or while its database or blob store does not answer. `/api/health`, which the web app's outage view asks, stays as it was.
 */
let app: TestApp | undefined;
let closedDatabase: DatabaseHandle | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(dependencies: Partial<AppDependencies> = {}) {
  app = await buildApp(testConfig(), { db: await resetDatabase(), ...dependencies });
  return app;
}

/** A database of the tier's kind that has been closed: every statement fails. */
async function aClosedDatabase() {
  if (!closedDatabase) {
    const url = process.env.TEST_DATABASE_URL;
    closedDatabase =
      testDatabaseKind() === 'postgres' && url
        ? openPostgres(url)
        : openPglite(undefined, { cluster: await pgliteClusterDump() });
    await closedDatabase.close();
  }
  return closedDatabase.db;
}

/** The test blob folder, but its check fails as an object store's would when it cannot be reached. */
const unreachableBlobs = (): BlobStore => ({
  ...createFolderBlobStore(TEST_BLOB_DIR),
  check: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
  },
});

const get = (url: string) => {
  if (!app) throw new Error('No app');
  return app.inject({ method: 'GET', url });
};

function expectNotReady(response: Awaited<ReturnType<typeof get>>, title: string) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({ title, status: 503, code: 'unavailable' });
}

describe('GET /api/health/live', () => {
  it('answers 200 without asking the database, even when the database is gone', async () => {
    await start();
    const queries = await countQueries(async () => {
      const live = await get('/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    });
    expect(queries).toBe(0);
    await app?.close();

    await start({ db: await aClosedDatabase() });
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database and the blob store answer', async () => {
    await start();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 while the process drains, and live still answers 200', async () => {
    let draining = false;
    await start({ isDraining: () => draining });
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    draining = true;
    expectNotReady(await get('/api/health/ready'), 'Tjenesten stenger ned');
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });

  it('answers 503 while the process starts, when every route but live and ready answers 503 too', async () => {
    let starting = true;
    await start({ isStarting: () => starting });
    expectNotReady(await get('/api/health/ready'), 'Tjenesten starter');
    expect((await get('/api/health/live')).statusCode).toBe(200);
    const unavailable = {
      title: 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.',
      status: 503,
      code: 'unavailable',
      ErrorMessage: 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.',
    };
    for (const url of ['/api/health', '/api/config', '/api/no-such-route', '/incidents']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['content-type'], url).toMatch(/^application\/problem\+json/);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(response.json(), url).toEqual(unavailable);
    }
    const post = await app?.inject({ method: 'POST', url: '/api/caselist', payload: {} });
    expect(post?.statusCode).toBe(503);

    starting = false;
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
    // Served again: the configuration asks for a login, an unknown route is not found.
    expect((await get('/api/config')).statusCode).toBe(401);
    expect((await get('/api/no-such-route')).statusCode).toBe(404);
  });

  it('answers 503 when the database does not answer, as /api/health does', async () => {
    await start({ db: await aClosedDatabase() });
    expectNotReady(await get('/api/health/ready'), 'Databasen svarer ikke');
    expect((await get('/api/health')).statusCode).toBe(503);
  });

  it('answers 503 when the blob store does not answer, while /api/health, which asks the database, says 200', async () => {
    await start({ blobs: unreachableBlobs() });
    expectNotReady(await get('/api/health/ready'), 'Dokumentlageret svarer ikke');
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
