import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { KEPT_TABLES } from './demo-data.ts';

/**
 * The seeded demo data kept aside in a schema of its own, and a function that puts back what was changed since:
 * a reseed takes 1-4 s, this some milliseconds when little has changed. It works alike on PGlite and on a
 * PostgreSQL server. A statement trigger on each table notes which tables were written to, so that only those are
 * put back. Only for tests: the server tests' worker databases, and the end-to-end portal's resets (test hooks).
 */
const TEMPLATE_SCHEMA = 'demo_template';
/** The statement trigger on each saved table that notes it in the template's list of changed tables. */
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

  const quotedList = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(', ')}]::text[]`;

  const statements = [
    `drop schema if exists ${TEMPLATE_SCHEMA} cascade`,
    `create schema ${TEMPLATE_SCHEMA}`,
    ...names.map((name) => `create table ${TEMPLATE_SCHEMA}.${name} as table public.${name}`),
    // No key on the list: transactions writing at once must never wait for each other because of it (a table
    // may then be listed twice, which the restore does not mind).
    `create table ${TEMPLATE_SCHEMA}.changed_tables (name text not null)`,
    `create function ${TEMPLATE_SCHEMA}.note_change() returns trigger language plpgsql as $$ begin
       if not exists (select from ${TEMPLATE_SCHEMA}.changed_tables where name = tg_table_name) then
         insert into ${TEMPLATE_SCHEMA}.changed_tables values (tg_table_name);
       end if;
       return null;
     end $$`,
    ...names.map(
      (name) => `create or replace trigger ${CHANGE_TRIGGER} after insert or update or delete or truncate
        on public.${name} for each statement execute function ${TEMPLATE_SCHEMA}.note_change()`,
    ),
    // Replica mode skips the foreign keys and the triggers while the rows go back (pg_dump does the same), so
    // that the tables may be filled in any order and the triggers' own tables get exactly their saved rows. On
    // tables this small, delete and insert cost far less than truncate (which makes new files for each table).
    // Answers the changed tables that have saved rows: their old rows are dead now.
    `create function ${TEMPLATE_SCHEMA}.restore() returns text[] language plpgsql as $$
     declare
       changed text[];
       name text;
     begin
       set local session_replication_role = replica;
       select coalesce(array_agg(distinct changed_tables.name), '{}') into changed
         from ${TEMPLATE_SCHEMA}.changed_tables;
       foreach name in array changed loop
         execute format('delete from public.%I', name);
       end loop;
       foreach name in array changed loop
         execute format('insert into public.%I overriding system value select * from ${TEMPLATE_SCHEMA}.%I',
           name, name);
       end loop;
       delete from ${TEMPLATE_SCHEMA}.changed_tables;
       -- Replica mode kept the triggers quiet: the portal's session and case answer caches are told here
       -- (migrations 0014 and 0015), and its case lists by a change of each company's cases at large (0008),
       -- which a running portal reads them all again for.
       perform pg_notify('session_changes', 'all');
       perform pg_notify('case_changes', 'all');
       insert into public.case_list_changes (company_id) select id from public.companies on conflict do nothing;
       ${setSequences.join('\n')}
       return array(select unnest(changed) intersect select unnest(${quotedList(filled)}));
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
