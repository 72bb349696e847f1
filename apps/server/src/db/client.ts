import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ADVISORY_LOCK } from './advisory-locks.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the repositories use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations, the demo data) while no other process of the portal does the same on this database,
   * so that N processes may start together: on a server, under an advisory lock held on a connection of its own
   * for the whole of `work`, released after (or when the process dies); PGlite belongs to one process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface OpenOptions {
  /** Called with every statement Drizzle sends (the benchmark counts queries per call with it). */
  onQuery?: (query: string) => void;
}

const loggerOf = ({ onQuery }: OpenOptions) =>
  onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};

/** PGlite in a folder (or in memory when `dir` is undefined). */
export function openPglite(dir: string | undefined, options: OpenOptions = {}): DatabaseHandle {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema, ...loggerOf(options) });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, options: OpenOptions = {}): DatabaseHandle {
  // A connection attempt that hangs (a server restarting, a network gone) fails after 5 s instead of holding the
  // request; the error answers 503 (plugins/errors.ts).
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // A connection cut by the server (restart, failover) is an 'error' event, which would end the process when
  // nobody listens: on the pool for an idle connection, on the client for one checked out (a transaction). The
  // query under way fails with the error (503), the pool drops the connection and opens a new one when needed.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, ...loggerOf(options) });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async exclusively(work) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1, 0)', [ADVISORY_LOCK.migrateAndSeed]);
        try {
          return await work();
        } finally {
          await connection.query('select pg_advisory_unlock($1, 0)', [ADVISORY_LOCK.migrateAndSeed]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
