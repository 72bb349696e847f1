import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { ADVISORY_LOCK } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { letterTemplates } from '../../db/schema.ts';

export type LetterTemplateRow = typeof letterTemplates.$inferSelect;

/** The company's templates (at most LETTER_TEMPLATES_MAX), the service puts them in Norwegian order. */
export const findLetterTemplates = (db: Database, companyId: string) =>
  db
    .select()
    .from(letterTemplates)
    .where(eq(letterTemplates.companyId, companyId))
    .orderBy(asc(letterTemplates.id));

export async function findLetterTemplate(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(letterTemplates)
    .where(and(eq(letterTemplates.companyId, companyId), eq(letterTemplates.id, id)))
    .limit(1);
  return row;
}

/**
 * Holds the company's templates until the transaction ends: two saves of one company count and check names one
 * after the other, so that they cannot both take the last place or the same name.
 */
export async function lockCompanyTemplates(db: Database, companyId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCK.letterTemplates}::int, hashtext(${companyId}::text))`,
  );
}

export async function countLetterTemplates(db: Database, companyId: string) {
  const [row] = await db
    .select({ templates: count() })
    .from(letterTemplates)
    .where(eq(letterTemplates.companyId, companyId));
  return row?.templates ?? 0;
}

/** Whether another template of the company has the name, spelt in any case and with any spaces around it. */
export async function isTemplateNameTaken(db: Database, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: letterTemplates.id })
    .from(letterTemplates)
    .where(
      and(
        eq(letterTemplates.companyId, companyId),
        sql`lower(btrim(${letterTemplates.name})) = lower(btrim(${name}))`,
        exceptId === undefined ? undefined : ne(letterTemplates.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertLetterTemplate(db: Database, values: typeof letterTemplates.$inferInsert) {
  const [row] = await db.insert(letterTemplates).values(values).returning();
  if (!row) throw new Error('The letter template was not stored');
  return row;
}

export async function updateLetterTemplate(
  db: Database,
  companyId: string,
  id: string,
  values: Pick<typeof letterTemplates.$inferInsert, 'name' | 'subject' | 'body' | 'updatedAt'>,
) {
  const [row] = await db
    .update(letterTemplates)
    .set(values)
    .where(and(eq(letterTemplates.companyId, companyId), eq(letterTemplates.id, id)))
    .returning();
  return row;
}

export async function deleteLetterTemplate(db: Database, companyId: string, id: string) {
  const [row] = await db
    .delete(letterTemplates)
    .where(and(eq(letterTemplates.companyId, companyId), eq(letterTemplates.id, id)))
    .returning();
  return row;
}
