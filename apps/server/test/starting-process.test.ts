import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OwnPostgres, ownPostgresSkip, startOwnPostgres } from '../../../scripts/lib/own-postgres.ts';
import { ADVISORY_LOCK } from '../src/db/advisory-locks.ts';
import { launchPortalProcess, type PortalProcess } from './helpers/portal-process.ts';
import { testDatabaseKind } from './helpers/test-database.ts';

/**
 * A portal process listens before its migrations and demo data are done (issue 19): a load balancer sees it
 * starting, not a refused connection. The test holds the migration lock another process would hold, so the
 * process is caught while it starts for as long as the test needs: live answers 200, ready 503 problem+json, and
 * every other route 503 (none may touch a schema that is not there yet). Once the lock is let go the process
 * migrates, seeds and serves. Brings its own PostgreSQL server, so it runs once, in the PGlite tier.
 */
const skipReason =
  ownPostgresSkip ?? (testDatabaseKind() === 'postgres' ? 'runs in the PGlite tier only' : undefined);

const UNAVAILABLE = 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.';
const STARTUP_MS = 90_000;

describe.skipIf(skipReason)('a portal process while it starts', () => {
  let server: OwnPostgres;
  let lock: pg.Client | undefined;
  let portal: PortalProcess | undefined;
  let blobDir: string;

  beforeAll(async () => {
    server = await startOwnPostgres();
    server.createDatabase('portal');
    blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-starting-'));
  }, 60_000);

  afterAll(async () => {
    await portal?.kill('SIGKILL');
    await lock?.end().catch(() => {});
    server?.remove();
    if (blobDir) fs.rmSync(blobDir, { recursive: true, force: true });
  });

  it('answers live 200, ready and every other route 503 until it has migrated, then serves', async () => {
    lock = new pg.Client({ connectionString: server.url('portal') });
    await lock.connect();
    await lock.query('select pg_advisory_lock($1, 0)', [ADVISORY_LOCK.migrateAndSeed]);

    portal = await launchPortalProcess({ DATABASE_URL: server.url('portal'), BLOB_DIR: blobDir });
    const { url } = portal;
    await vi.waitFor(
      async () => {
        if (portal?.child.exitCode !== null) throw new Error(`The portal stopped:\n${portal?.output()}`);
        expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
      },
      { timeout: STARTUP_MS, interval: 100 },
    );

    const ready = await fetch(`${url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ title: 'Tjenesten starter', status: 503, code: 'unavailable' });

    for (const [method, route] of [
      ['GET', '/api/health'],
      ['GET', '/api/config'],
      ['GET', '/'],
      ['POST', '/api/caselist'],
    ] as const) {
      const response = await fetch(`${url}${route}`, { method });
      expect(response.status, `${method} ${route}`).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toMatchObject({
        status: 503,
        code: 'unavailable',
        ErrorMessage: UNAVAILABLE,
      });
    }
    // It waits for the lock: nothing is migrated yet.
    const { rows } = await lock.query("select to_regclass('public.cases') as cases");
    expect(rows[0].cases).toBeNull();

    await lock.query('select pg_advisory_unlock($1, 0)', [ADVISORY_LOCK.migrateAndSeed]);
    await vi.waitFor(
      async () => {
        if (portal?.child.exitCode !== null) throw new Error(`The portal stopped:\n${portal?.output()}`);
        expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
      },
      { timeout: STARTUP_MS, interval: 200 },
    );
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // Served: the configuration asks for a login.
    expect((await fetch(`${url}/api/config`)).status).toBe(401);
  }, 240_000);
});
