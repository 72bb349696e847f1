import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * What a refused request must leave as it was: every table's row count and a hash of its rows. Some tables are
 * compared by what matters in them: a session's activity time moves whenever it is used (so sessions are
 * compared by id), rate-limit counters count refused calls too, and the postal register is reference data no
 * request writes (its count is enough, and hashing its thousands of rows would slow every comparison).
 */
const COMPARED_BY: Record<string, string | null> = {
  sessions: 'id::text',
  rate_limits: null,
  postal_places: "''",
};

type Rows<T> = { rows: T[] };

export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  const fingerprint: Record<string, string> = {};
  for (const { tablename } of tables) {
    const column = tablename in COMPARED_BY ? COMPARED_BY[tablename] : 't::text';
    if (column === null) continue;
    const { rows } = (await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(${column}, ',' order by ${column}), '')) as h from "${tablename}" t`,
      ),
    )) as unknown as Rows<{ n: number; h: string }>;
    fingerprint[tablename] = `${rows[0]?.n} rows, ${rows[0]?.h}`;
  }
  return fingerprint;
}

/**
 * Tables a refused call writes to by design: the provider API logs every call a key makes, and a wrong access
 * code or PIN is logged (and counted against the key).
 */
const LOGGED_PER_CALL = ['audit_log', 'api_keys', 'access_keys'];

/** A fingerprint without the tables that log refused calls too. */
export const withoutCallLog = (fingerprint: Record<string, string>) =>
  Object.fromEntries(Object.entries(fingerprint).filter(([table]) => !LOGGED_PER_CALL.includes(table)));
