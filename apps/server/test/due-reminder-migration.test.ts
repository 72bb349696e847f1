import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { pgliteClusterDump } from '../../../scripts/lib/pglite-cluster.ts';
import { testDatabaseKind } from './helpers/test-database.ts';

const MIGRATIONS = path.join(import.meta.dirname, '../src/db/migrations');

const cleanUps: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

/** The migrations folder as it was before the given migration: its journal ends with the one before. */
async function migrationsBefore(tag: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-migrations-'));
  cleanUps.push(() => rm(folder, { recursive: true, force: true }));
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
 * An empty database of the tier under test, apart from the worker's own: in-memory PGlite, or a database of its
 * own on the PostgreSQL server, made anew.
 */
async function emptyDatabase() {
  if (testDatabaseKind() === 'pglite') {
    const client = new PGlite({ loadDataDir: await pgliteClusterDump() });
    cleanUps.push(() => client.close());
    const db = drizzlePglite(client);
    return {
      db,
      run: (statements: string) => client.exec(statements),
      migrate: (migrationsFolder: string) => migratePglite(db, { migrationsFolder }),
    };
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_SERVER_URL ?? process.env.TEST_DATABASE_URL ?? '');
  const name = `${serverUrl.pathname.slice(1) || 'postgres'}_migration`;
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
  cleanUps.push(drop);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: databaseUrl.toString() });
  cleanUps.push(() => pool.end());
  const db = drizzlePg(pool);
  return {
    db,
    run: (statements: string) => pool.query(statements),
    migrate: (migrationsFolder: string) => migratePg(db, { migrationsFolder }),
  };
}

it('gives existing companies Varsle før forfall at 3, and existing clerks the choice on when they have an e-mail', async () => {
  const database = await emptyDatabase();
  await database.migrate(await migrationsBefore('0012_due-reminders'));
  await database.run(`
    insert into roles (id, name, access_level, description)
      values ('00000000-0000-4000-8000-000000000001', 'Saksbehandler', 1, 'Egne saker');
    insert into companies (id, name, org_num, case_prefix)
      values ('00000000-0000-4000-8000-000000000002', 'Eksempel Bank ASA', '999888777', 'EB');
    insert into persons (id, first_name, last_name, identity_hash, identity_country) values
      ('00000000-0000-4000-8000-000000000003', 'Kari', 'Nordmann', 'hash-kari', 'NO'),
      ('00000000-0000-4000-8000-000000000004', 'Ola', 'Uten', 'hash-ola', 'NO');
    insert into memberships (company_id, person_id, role_id, email) values
      ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003',
       '00000000-0000-4000-8000-000000000001', 'kari@eksempelbank.no'),
      ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000004',
       '00000000-0000-4000-8000-000000000001', ' ');
  `);

  await database.migrate(MIGRATIONS);
  const companies = await database.db.execute(sql`select notify_before_due_days from companies`);
  expect(companies.rows).toEqual([{ notify_before_due_days: 3 }]);
  const memberships = await database.db.execute(
    sql`select email, notify_before_due from memberships order by email`,
  );
  expect(memberships.rows).toEqual([
    { email: ' ', notify_before_due: false },
    { email: 'kari@eksempelbank.no', notify_before_due: true },
  ]);
});
