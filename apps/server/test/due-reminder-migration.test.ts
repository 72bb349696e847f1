import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emptyDatabase, MIGRATIONS, migrationsBefore } from './helpers/migrations.ts';

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
