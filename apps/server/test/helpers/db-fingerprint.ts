import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { demoTemplateChanges } from '../../src/demo/demo-template.ts';

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

/**
 * The hashes of the tables that hold the template's rows, per database and saving of the template: hashing every
 * table took 20-35 ms, and the security tests take about a thousand fingerprints (before and after refused calls).
 */
const savedHashes = new WeakMap<Database, { saved: string; hashes: Map<string, string> }>();

export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  // A table no statement has written to since the demo data was put back holds the template's rows.
  const template = await demoTemplateChanges(db);
  let known = savedHashes.get(db);
  if (template && known?.saved !== template.saved) {
    known = { saved: template.saved, hashes: new Map() };
    savedHashes.set(db, known);
  }
  const asSaved = (table: string) => template?.watched.has(table) && !template.changed.has(table);

  const compared = tables.flatMap(({ tablename }) => {
    const column = tablename in COMPARED_BY ? COMPARED_BY[tablename] : 't::text';
    return column === null ? [] : [{ table: tablename, column }];
  });
  const toHash = compared.filter(({ table }) => !(asSaved(table) && known?.hashes.has(table)));
  const hashed = new Map<string, string>();
  if (toHash.length > 0) {
    const { rows } = (await db.execute(
      sql.raw(
        toHash
          .map(
            ({ table, column }) =>
              `select '${table}' as name, count(*)::int as n, md5(coalesce(string_agg(${column}, ',' order by ${column}), '')) as h from "${table}" t`,
          )
          .join(' union all '),
      ),
    )) as unknown as Rows<{ name: string; n: number; h: string }>;
    for (const { name, n, h } of rows) hashed.set(name, `${n} rows, ${h}`);
  }
  const fingerprint: Record<string, string> = {};
  for (const { table } of compared) {
    const hash = hashed.get(table) ?? known?.hashes.get(table);
    if (hash === undefined) throw new Error(`No fingerprint of ${table}`);
    if (asSaved(table) && hashed.has(table)) known?.hashes.set(table, hash);
    fingerprint[table] = hash;
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
