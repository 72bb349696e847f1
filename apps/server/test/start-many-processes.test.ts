import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoCaseSpecs } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES, DEMO_PERSONS, ROLE_DEFINITIONS } from '@foretaksportalen/shared/demo-data';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../src/db/client.ts';
import { DEFAULT_CONTENT } from '../src/db/default-content.ts';

import { osloDate } from '../src/lib/oslo-date.ts';
import { type PortalProcess, startPortalProcess } from './helpers/portal-process.ts';
import { testDatabaseKind } from './helpers/test-database.ts';

/**
 * Several portal processes started at once on an empty PostgreSQL database (issue 17): all become healthy, and
 * the migrations and the demo data are there exactly once. Runs in the PostgreSQL tier, on a database of its own
 * made on TEST_DATABASE_URL's server and dropped afterwards.
 */
const PROCESSES = 4;
const serverUrl = process.env.TEST_DATABASE_URL;
const skipReason =
  testDatabaseKind() !== 'postgres' || !serverUrl
    ? 'needs the PostgreSQL server of TEST_DATABASE_URL: runs in the PostgreSQL tier'
    : undefined;

/** The server's URL with another database. */
const withDatabase = (url: string, database: string) => {
  const changed = new URL(url);
  changed.pathname = `/${database}`;
  return changed.toString();
};

type Rows<T> = { rows: T[] };
const countOf = async (db: DatabaseHandle['db'], table: string) =>
  ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as Rows<{ n: number }>)
    .rows[0]?.n;

describe.skipIf(skipReason)('portal processes started at once on an empty PostgreSQL database', () => {
  const name = `foretaksportalen_start_${randomUUID().replaceAll('-', '')}`;
  let server: DatabaseHandle;
  let blobDir: string;
  let started: PromiseSettledResult<PortalProcess>[] = [];

  beforeAll(async () => {
    server = openPostgres(withDatabase(serverUrl ?? '', 'postgres'));
    await server.db.execute(sql.raw(`create database ${name}`));
    blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-start-'));
  });

  afterAll(async () => {
    await Promise.all(
      started.map((result) => (result.status === 'fulfilled' ? result.value.kill('SIGTERM') : undefined)),
    );
    await server?.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await server?.close();
    if (blobDir) fs.rmSync(blobDir, { recursive: true, force: true });
  });

  it(`${PROCESSES} processes all become healthy, and the demo data is there exactly once`, async () => {
    const env = { DATABASE_URL: withDatabase(serverUrl ?? '', name), BLOB_DIR: blobDir };
    started = await Promise.allSettled(Array.from({ length: PROCESSES }, () => startPortalProcess(env)));
    const failures = started.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    for (const result of started) {
      if (result.status === 'fulfilled')
        expect((await fetch(`${result.value.url}/api/health`)).status).toBe(200);
    }

    const database = openPostgres(env.DATABASE_URL);
    try {
      const migrations = fs
        .readdirSync(path.join(import.meta.dirname, '../src/db/migrations'))
        .filter((file) => file.endsWith('.sql'));
      expect(await countOf(database.db, 'drizzle.__drizzle_migrations')).toBe(migrations.length);
      expect(await countOf(database.db, 'companies')).toBe(Object.keys(DEMO_COMPANIES).length);
      expect(await countOf(database.db, 'persons')).toBe(DEMO_PERSONS.length);
      expect(await countOf(database.db, 'roles')).toBe(ROLE_DEFINITIONS.length);
      expect(await countOf(database.db, 'cases')).toBe(demoCaseSpecs(osloDate(new Date())).length);
      expect(await countOf(database.db, 'content_items')).toBe(DEFAULT_CONTENT.length);
    } finally {
      await database.close();
    }
  }, 240_000);
});
