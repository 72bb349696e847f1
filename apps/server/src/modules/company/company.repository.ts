import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Database, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** Companies whose organisation number, exact name or id is the given text. */
export async function findCompaniesByReference(db: Database, reference: string) {
  const isId = z.uuid().safeParse(reference).success;
  return db
    .select({ id: companies.id, name: companies.name, orgNum: companies.orgNum })
    .from(companies)
    .where(
      or(
        eq(companies.orgNum, reference),
        eq(companies.name, reference),
        isId ? eq(companies.id, reference) : undefined,
      ),
    );
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
