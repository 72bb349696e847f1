import pg from 'pg';
import { beforeAll } from 'vitest';
import { TEST_WORKER } from './test-config.ts';
import { testDatabase } from './test-database.ts';

/**
 * Server test files run in parallel, in several vitest workers: on PostgreSQL each worker has a database of its
 * own on the server of TEST_DATABASE_URL, named after it with the worker's number. This setup file points
 * TEST_DATABASE_URL at that database (every helper and test reads it from there) and creates it when missing,
 * and prepares the worker's database (migrated, seeded, its template saved) before the worker's first test, so
 * that the seconds this takes count against a hook's time limit, not a test's.
 */
async function useWorkerDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl || process.env.TEST_DATABASE_SERVER_URL) return;
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_w${TEST_WORKER}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;
  process.env.TEST_DATABASE_URL = url.toString();
}

await useWorkerDatabase();
beforeAll(() => testDatabase(), 300_000);
