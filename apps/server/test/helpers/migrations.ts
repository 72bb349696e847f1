import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { pgliteClusterDump } from '../../../../scripts/lib/pglite-cluster.ts';
import { TEST_WORKER } from './test-config.ts';
import { testDatabaseKind } from './test-database.ts';

/** Every migration, as the portal runs them. */
export const MIGRATIONS = path.join(import.meta.dirname, '../../src/db/migrations');

/** The migrations folder as it was before the given migration: its journal ends with the one before. */
export async function migrationsBefore(tag: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-migrations-'));
  onTestFinished(() => rm(folder, { recursive: true, force: true }));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * An empty database of the tier under test, apart from the worker's own, for the test that calls it: in-memory
 * PGlite, or a database of the worker's own on the PostgreSQL server, made anew.
 */
export async function emptyDatabase() {
  if (testDatabaseKind() === 'pglite') {
    const client = new PGlite({ loadDataDir: await pgliteClusterDump() });
    onTestFinished(() => client.close());
    const db = drizzlePglite(client);
    return {
      db,
      run: (statements: string) => client.exec(statements),
      migrate: (migrationsFolder: string) => migratePglite(db, { migrationsFolder }),
    };
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_SERVER_URL ?? process.env.TEST_DATABASE_URL ?? '');
  const name = `${serverUrl.pathname.slice(1) || 'postgres'}_migration_w${TEST_WORKER}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  const drop = () => onServer(`drop database if exists "${name}" with (force)`);
  await drop();
  await onServer(`create database "${name}"`);
  onTestFinished(drop);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: databaseUrl.toString() });
  onTestFinished(() => pool.end());
  const db = drizzlePg(pool);
  return {
    db,
    run: (statements: string) => pool.query(statements),
    migrate: (migrationsFolder: string) => migratePg(db, { migrationsFolder }),
  };
}
