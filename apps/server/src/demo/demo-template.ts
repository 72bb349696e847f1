import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { KEPT_TABLES } from './demo-data.ts';

/**
 * The seeded demo data kept aside in a schema of its own, and a function that puts back what was changed since:
 * a reseed takes 1-4 s, this some milliseconds when little has changed. It works alike on PGlite and on a
 * PostgreSQL server. Statement triggers on each table note which tables were written to, so that only those are
 * put back, and which only had rows added, so that those rows go and the rest stay. Only for tests: the server
 * tests' worker databases, and the end-to-end portal's resets (test hooks).
 */
const TEMPLATE_SCHEMA = 'demo_template';
/** The statement triggers on each saved table that note it in the template's list of changed tables. */
const INSERT_TRIGGER = 'demo_template_insert';
const CHANGE_TRIGGER = 'demo_template_change';

type Rows<T> = { rows: T[] };

/**
 * Copies every table of the portal but those left out (and where its sequences stand) aside, as it is now. The
 * tables left out are never put back; none of them has a sequence.
 */
export async function saveDemoTemplate(db: Database, leftOut: readonly string[]) {
  const { rows: tables } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ${leftOut}
        order by tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  const { rows: sequences } = (await db.execute(
    sql`select sequencename, start_value::text as start, last_value::text as last from pg_sequences
        where schemaname = 'public'`,
  )) as unknown as Rows<{ sequencename: string; start: string; last: string | null }>;
  const { rows: primaryKeys } = (await db.execute(
    sql`select c.relname::text as name, array_agg(a.attname::text order by k.position) as columns
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join unnest(i.indkey) with ordinality as k(attnum, position) on true
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indisprimary and c.relnamespace = 'public'::regnamespace
        group by c.relname`,
  )) as unknown as Rows<{ name: string; columns: string[] }>;
  const names = tables.map(({ tablename }) => tablename);
  const filled: string[] = [];
  for (const name of names) {
    const { rows } = (await db.execute(
      sql.raw(`select exists (select from public.${name}) as filled`),
    )) as unknown as Rows<{ filled: boolean }>;
    if (rows[0]?.filled) filled.push(name);
  }
  const setSequences = sequences.map(
    ({ sequencename, start, last }) =>
      `perform setval('public.${sequencename}', ${last ?? start}, ${last !== null});`,
  );
  // A table with a primary key that only had rows added loses those rows: far less than putting all of them back
  // (the search texts' 1,600 rows and their index of words took 40 ms on PGlite).
  const trims = primaryKeys
    .filter(({ name }) => names.includes(name))
    .map(({ name, columns }) => {
      const key = columns.map((column) => `"${column}"`).join(', ');
      const statement = `delete from public.${name} where (${key}) not in (select ${key} from ${TEMPLATE_SCHEMA}.${name})`;
      return `('${name}', '${statement.replaceAll("'", "''")}')`;
    });

  const quotedList = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(', ')}]::text[]`;

  const statements = [
    `drop schema if exists ${TEMPLATE_SCHEMA} cascade`,
    `create schema ${TEMPLATE_SCHEMA}`,
    ...names.map((name) => `create table ${TEMPLATE_SCHEMA}.${name} as table public.${name}`),
    `create table ${TEMPLATE_SCHEMA}.trims (name text primary key, statement text not null)`,
    ...(trims.length > 0 ? [`insert into ${TEMPLATE_SCHEMA}.trims values ${trims.join(', ')}`] : []),
    // No key on the list: transactions writing at once must never wait for each other because of it (a table
    // may then be listed twice, which the restore does not mind). `rewritten`: more than rows added.
    `create table ${TEMPLATE_SCHEMA}.changed_tables (name text not null, rewritten boolean not null)`,
    `create function ${TEMPLATE_SCHEMA}.note_change() returns trigger language plpgsql as $$ begin
       if not exists (select from ${TEMPLATE_SCHEMA}.changed_tables
                      where name = tg_table_name and (rewritten or not tg_argv[0]::boolean)) then
         insert into ${TEMPLATE_SCHEMA}.changed_tables values (tg_table_name, tg_argv[0]::boolean);
       end if;
       return null;
     end $$`,
    ...names.flatMap((name) => [
      `create or replace trigger ${INSERT_TRIGGER} after insert
        on public.${name} for each statement execute function ${TEMPLATE_SCHEMA}.note_change('false')`,
      `create or replace trigger ${CHANGE_TRIGGER} after update or delete or truncate
        on public.${name} for each statement execute function ${TEMPLATE_SCHEMA}.note_change('true')`,
    ]),
    // Replica mode skips the foreign keys and the triggers while the rows go back (pg_dump does the same), so
    // that the tables may be filled in any order and the triggers' own tables get exactly their saved rows. On
    // tables this small, delete and insert cost far less than truncate (which makes new files for each table).
    // Answers the changed tables that have saved rows: their old rows are dead now.
    `create function ${TEMPLATE_SCHEMA}.restore() returns text[] language plpgsql as $$
     declare
       refilled text[];
       trimmed text[];
       changed_table text;
     begin
       set local session_replication_role = replica;
       select coalesce(array_agg(distinct c.name), '{}') into refilled from ${TEMPLATE_SCHEMA}.changed_tables c
         where c.rewritten or c.name not in (select t.name from ${TEMPLATE_SCHEMA}.trims t);
       select coalesce(array_agg(distinct c.name), '{}') into trimmed from ${TEMPLATE_SCHEMA}.changed_tables c
         where c.name <> all (refilled);
       foreach changed_table in array trimmed loop
         execute (select t.statement from ${TEMPLATE_SCHEMA}.trims t where t.name = changed_table);
       end loop;
       foreach changed_table in array refilled loop
         execute format('delete from public.%I', changed_table);
       end loop;
       foreach changed_table in array refilled loop
         execute format('insert into public.%I overriding system value select * from ${TEMPLATE_SCHEMA}.%I',
           changed_table, changed_table);
       end loop;
       delete from ${TEMPLATE_SCHEMA}.changed_tables;
       -- Replica mode kept the triggers quiet: the portal's session and case answer caches are told here
       -- (migrations 0014 and 0015), and its case lists by a change of each company's cases at large (0008),
       -- which a running portal reads them all again for. That change is noted, to go at the next restore.
       perform pg_notify('session_changes', 'all');
       perform pg_notify('case_changes', 'all');
       insert into public.case_list_changes (company_id) select id from public.companies on conflict do nothing;
       ${names.includes('case_list_changes') ? `insert into ${TEMPLATE_SCHEMA}.changed_tables values ('case_list_changes', false);` : ''}
       ${setSequences.join('\n')}
       return array(select unnest(refilled || trimmed) intersect select unnest(${quotedList(filled)}));
     end $$`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/**
 * Which tables the template watches, and which of them a statement has written to since the demo data was last put
 * back (or saved): the others hold exactly the saved rows. `saved` tells one saving of the template from another.
 * Undefined when no template is saved.
 */
export async function demoTemplateChanges(db: Database) {
  const { rows: templates } = (await db.execute(
    sql`select oid::text as saved from pg_namespace where nspname = ${TEMPLATE_SCHEMA}`,
  )) as unknown as Rows<{ saved: string }>;
  const saved = templates[0]?.saved;
  if (!saved) return undefined;
  const { rows } = (await db.execute(
    sql.raw(`select
        array(select c.relname::text from pg_trigger g join pg_class c on c.oid = g.tgrelid
              where g.tgname = '${CHANGE_TRIGGER}') as watched,
        array(select distinct name from ${TEMPLATE_SCHEMA}.changed_tables) as changed`),
  )) as unknown as Rows<{ watched: string[]; changed: string[] }>;
  return { saved, watched: new Set(rows[0]?.watched), changed: new Set(rows[0]?.changed) };
}

/** Puts the saved demo data back: every table a test wrote to as it was when the template was saved. */
export async function restoreDemoTemplate(db: Database) {
  const { rows } = (await db.execute(
    sql.raw(`select ${TEMPLATE_SCHEMA}.restore() as refilled`),
  )) as unknown as Rows<{ refilled: string[] }>;
  const refilled = (rows[0]?.refilled ?? []).map((name) => `public.${name}`);
  // Dead rows of the refilled tables and of the list of changed tables would pile up test after test (PGlite
  // has no autovacuum) and slow every statement on them.
  await db.execute(sql.raw(`vacuum ${[`${TEMPLATE_SCHEMA}.changed_tables`, ...refilled].join(', ')}`));
}

/**
 * The end-to-end portal's demo data as it is at its start, kept as what its resets put back (test hooks). Its
 * texts are read for search before it is kept, so that a restore puts them back read and the running portal's
 * indexer need not read them again. The tables a reset keeps (the postal register, the blob store's) are left out.
 */
export function keptDemoData(db: Database, readSearchTexts: () => Promise<unknown>) {
  return {
    async keep() {
      await readSearchTexts();
      await saveDemoTemplate(db, KEPT_TABLES);
    },
    /** Puts the kept demo data back; this ends every session. */
    async reset() {
      const { rows } = (await db.execute(
        sql`select exists (select from pg_namespace where nspname = ${TEMPLATE_SCHEMA}) as saved`,
      )) as unknown as Rows<{ saved: boolean }>;
      if (!rows[0]?.saved) throw new AppError('conflict', 409, 'Demodataene er ikke tatt vare på ennå');
      await restoreDemoTemplate(db);
    },
  };
}
