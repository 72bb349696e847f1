import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ADVISORY_LOCK } from './advisory-locks.ts';
import { listenOnPglite, listenOnPostgres } from './notices.ts';
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
  /**
   * Runs `work` unless another process of the portal runs the same (`lock`, an ADVISORY_LOCK) on this database:
   * then answers `skipped` at once. On a server the lock is held on a connection of its own for the whole of
   * `work` and goes with the process if it dies; PGlite belongs to one process anyway.
   */
  whileAlone<T>(lock: number, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** How the connections of the PostgreSQL pool are used at one moment. */
export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small, or the server too slow. */
  waiting: number;
}

/** What the metrics learn from the database client, when they are on (`modules/metrics`). */
export interface DatabaseMetrics {
  /** A statement's time from being sent to its answer, or its failure. */
  queryTook(seconds: number): void;
  /** Called once, as a PostgreSQL pool opens, with how to read its use on each scrape. */
  watchPool(use: () => PoolUse): void;
}

export interface OpenOptions {
  /**
   * Called with every statement Drizzle sends and its parameters (the benchmark counts queries per call with it,
   * and replays a call's statements with the driver alone).
   */
  onQuery?: (query: string, params: unknown[]) => void;
  metrics?: DatabaseMetrics;
  /**
   * PGlite only: a cluster to start from (PGlite's dump of one) instead of running initdb, which takes seconds.
   * The tests keep one (scripts/lib/pglite-cluster.ts).
   */
  cluster?: Blob;
}

const loggerOf = ({ onQuery }: OpenOptions) =>
  onQuery ? { logger: { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } } : {};

type AnyFunction = (...args: unknown[]) => unknown;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Wraps a driver's query method so that each call reports how long it took: until its promise settles, or until
 * its callback is called (node-postgres's pool calls its clients with one). Drizzle's logger hears of a statement
 * only before it is sent, so the time is taken here, one clock read either side.
 */
function timeCalls(target: object, method: string, took: (seconds: number) => void) {
  const methods = target as Record<string, AnyFunction>;
  const original = methods[method];
  if (!original) throw new Error(`The database client has no ${method} to time`);
  methods[method] = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => took((performance.now() - started) / 1000);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (isThenable(result)) result.then(done, done);
    return result;
  };
}

/** PGlite runs a transaction's statements through an object of its own, not through the client's methods. */
function timePglite(client: PGlite, took: (seconds: number) => void) {
  timeCalls(client, 'query', took);
  timeCalls(client, 'exec', took);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      timeCalls(tx, 'query', took);
      timeCalls(tx, 'exec', took);
      return callback(tx);
    });
}

/**
 * Bytea in PGlite's text format through Node's own hex codec: PGlite's built-in one handles a byte at a time in
 * JavaScript, which made a 1 MiB chunk of the database blob store cost 0.26 s to write and 0.13 s to read.
 */
const byteaAsHex = {
  serializers: {
    [types.BYTEA]: (bytes: Uint8Array) =>
      `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`,
  },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/** PGlite in a folder (or in memory when `dir` is undefined). */
export function openPglite(dir: string | undefined, options: OpenOptions = {}): DatabaseHandle {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite({ dataDir: dir, loadDataDir: options.cluster, ...byteaAsHex });
  if (options.metrics) timePglite(client, options.metrics.queryTook);
  const db = drizzlePglite(client, { schema, ...loggerOf(options) });
  listenOnPglite(db as unknown as Database, client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    whileAlone: async (_lock, work) => ({ ran: true, result: await work() }),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, options: OpenOptions = {}): DatabaseHandle {
  // A connection attempt that hangs (a server restarting, a network gone) fails after 5 s instead of holding the
  // request; the error answers 503 (plugins/errors.ts).
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    onConnect: (client) => notices.listenOnPooled(client),
  });
  // A connection cut by the server (restart, failover) is an 'error' event, which would end the process when
  // nobody listens: on the pool for an idle connection, on the client for one checked out (a transaction). The
  // query under way fails with the error (503), the pool drops the connection and opens a new one when needed.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const { metrics } = options;
  if (metrics) {
    pool.on('connect', (client) => timeCalls(client, 'query', metrics.queryTook));
    metrics.watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  }
  const db = drizzlePg(pool, { schema, ...loggerOf(options) });
  const notices = listenOnPostgres(db as unknown as Database, connectionString);
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
    async whileAlone(lock, work) {
      const connection = await pool.connect();
      try {
        const locked = await connection.query('select pg_try_advisory_lock($1, 0) as got', [lock]);
        if (!locked.rows[0]?.got) return { ran: false };
        try {
          return { ran: true, result: await work() };
        } finally {
          await connection.query('select pg_advisory_unlock($1, 0)', [lock]);
        }
      } finally {
        connection.release();
      }
    },
    async close() {
      await notices.close();
      await pool.end();
    },
  };
}
