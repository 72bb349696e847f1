import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

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
