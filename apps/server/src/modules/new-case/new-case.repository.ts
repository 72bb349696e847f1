import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseParties, cases, companies } from '../../db/schema.ts';

/**
 * The company's case-number prefix, with the company locked until the transaction ends: two cases registered
 * at once get their numbers one after the other. NO KEY UPDATE, so that inserts that merely refer to the company
 * (letters, other tables) are not held up.
 */
export async function lockCompanyForCaseNumber(db: Database, companyId: string) {
  const [row] = await db
    .select({ casePrefix: companies.casePrefix })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
  return row;
}

/**
 * The company's case number that starts with `start` ('EB-2026-') and has the highest sequence after it. Only
 * digits may follow the start; among those the longest is the highest, then the greatest.
 */
export async function findHighestCaseNumber(db: Database, companyId: string, start: string) {
  const sequence = sql`substr(${cases.caseNumber}, ${start.length + 1})`;
  const [row] = await db
    .select({ caseNumber: cases.caseNumber })
    .from(cases)
    .where(
      and(
        eq(cases.companyId, companyId),
        sql`starts_with(${cases.caseNumber}, ${start})`,
        sql`${sequence} ~ '^[0-9]+$'`,
      ),
    )
    .orderBy(desc(sql`length(${sequence})`), desc(sequence))
    .limit(1);
  return row?.caseNumber;
}

export async function insertCase(db: Database, values: typeof cases.$inferInsert) {
  const [row] = await db.insert(cases).values(values).returning({ id: cases.id });
  if (!row) throw new Error('The case was not created');
  return row.id;
}

export async function insertCaseParty(db: Database, values: typeof caseParties.$inferInsert) {
  await db.insert(caseParties).values(values);
}
