import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emptyDatabase, MIGRATIONS, migrationsBefore } from './helpers/migrations.ts';

it('makes the references of the texts read before migration 0019 findable, rebuilding their vectors', async () => {
  const database = await emptyDatabase();
  await database.migrate(await migrationsBefore('0019_search-references'));
  const content = 'Saksnummer: EB-2026-0044\nPolisenr. HX-65720, kontonummer 1234.56.78903';
  await database.run(`
    insert into companies (id, name, org_num, case_prefix)
      values ('00000000-0000-4000-8000-000000000001', 'Eksempel Bank ASA', '999888777', 'EB');
    insert into cases (id, company_id, case_number, status, status_code)
      values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'EB-2026-0044',
        'Under behandling', 'UNDER_BEHANDLING');
    insert into case_events (case_id, company_id, direction, description, subject, content) values
      ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'inbound', 'Brev', 'Brev', '${content}'),
      ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'inbound', 'Bilde', 'Bilde', null);
    -- As the indexer read them before: the first a letter with text, the second none.
    update search_texts set state = 'indexed', content = '${content}',
      vector = to_tsvector('norwegian', '${content}') || to_tsvector('simple', '${content}')
      where case_event_id = (select id from case_events where description = 'Brev');
    update search_texts set state = 'no-text' where content is null;
  `);
  const found = async (tsquery: string) => {
    const { rows } = await database.db.execute(
      sql`select count(*)::int as found from search_texts where vector @@ to_tsquery('simple', ${tsquery})`,
    );
    return rows[0]?.found;
  };
  const references = ["'eb' <-> '2026' <-> '0044'", "'hx' <-> '65720'", "'1234' <-> '56' <-> '78903'"];
  for (const reference of references) expect(await found(reference), reference).toBe(0);

  await database.migrate(MIGRATIONS);
  for (const reference of references) expect(await found(reference), reference).toBe(1);
  const { rows } = await database.db.execute(
    sql`select state, vector is null as unread from search_texts order by state`,
  );
  expect(rows).toEqual([
    { state: 'indexed', unread: false },
    { state: 'no-text', unread: true },
  ]);
});
