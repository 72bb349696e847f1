import { asc, eq, or } from 'drizzle-orm';
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

export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'createdAt'>;

export async function findCompanies(db: Database) {
  return db.select().from(companies).orderBy(asc(companies.name), asc(companies.orgNum));
}

export async function findCompanyByOrgNum(db: Database, orgNum: string) {
  const [row] = await db.select().from(companies).where(eq(companies.orgNum, orgNum)).limit(1);
  return row;
}

/** The company, locked until the transaction ends, so that two changes of it do not interleave. */
export async function lockCompanyByOrgNum(db: Database, orgNum: string) {
  const [row] = await db.select().from(companies).where(eq(companies.orgNum, orgNum)).limit(1).for('update');
  return row;
}

export async function insertCompany(db: Database, values: CompanyValues & { createdAt: Date }) {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('The company was not created');
  return row;
}

export async function updateCompany(db: Database, id: string, values: Partial<CompanyValues>) {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  if (!row) throw new Error(`Company ${id} is gone`);
  return row;
}
