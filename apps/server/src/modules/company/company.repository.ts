import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Database, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

type CompanySettingsChanges = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'emailAddress'
    | 'phone'
    | 'phoneCountryCode'
    | 'notifyOnNewCases'
    | 'notifyOnNewPosts'
    | 'notifyOnUnreadPosts'
    | 'isElectronicLettersActive'
  >
>;

export async function updateCompanySettings(db: Database, id: string, values: CompanySettingsChanges) {
  await db.update(companies).set(values).where(eq(companies.id, id));
}
