import type { CategoryKind } from '@foretaksportalen/shared/contract/category';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseCategories, cases } from '../../db/schema.ts';

export type CategoryRow = typeof caseCategories.$inferSelect;

/** How many of the company's cases have each value, by the value's id. */
export async function countCasesByCategory(db: Database, companyId: string) {
  const result = (await db.execute(sql`
    select category_id, count(*)::int as cases from (
      select ${cases.productId} as category_id from ${cases}
      where ${cases.companyId} = ${companyId} and ${cases.productId} is not null
      union all
      select ${cases.causeId} from ${cases}
      where ${cases.companyId} = ${companyId} and ${cases.causeId} is not null
    ) as used group by category_id`)) as unknown as { rows: { category_id: string; cases: number }[] };
  return new Map(result.rows.map((row) => [row.category_id, row.cases]));
}

export async function findCompanyCategories(db: Database, companyId: string) {
  return db
    .select()
    .from(caseCategories)
    .where(eq(caseCategories.companyId, companyId))
    .orderBy(asc(caseCategories.kind), sql`lower(${caseCategories.name})`);
}

export async function findCategory(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(caseCategories)
    .where(and(eq(caseCategories.companyId, companyId), eq(caseCategories.id, id)));
  return row;
}

/** The company's values by their ids (another company's are left out). */
export async function findCategoriesByIds(db: Database, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(caseCategories)
    .where(and(eq(caseCategories.companyId, companyId), inArray(caseCategories.id, [...ids])));
}

/** The active values of a list that have words to suggest them by. */
export async function findSuggestingCategories(db: Database, companyId: string, kind: CategoryKind) {
  return db
    .select()
    .from(caseCategories)
    .where(
      and(
        eq(caseCategories.companyId, companyId),
        eq(caseCategories.kind, kind),
        isNull(caseCategories.retiredAt),
        sql`cardinality(${caseCategories.words}) > 0`,
      ),
    )
    .orderBy(sql`lower(${caseCategories.name})`);
}

export async function countCategories(db: Database, companyId: string, kind: CategoryKind) {
  const [row] = await db
    .select({ total: count() })
    .from(caseCategories)
    .where(and(eq(caseCategories.companyId, companyId), eq(caseCategories.kind, kind)));
  return row?.total ?? 0;
}

export async function insertCategory(db: Database, values: typeof caseCategories.$inferInsert) {
  const [row] = await db.insert(caseCategories).values(values).returning();
  if (!row) throw new Error('The value was not stored');
  return row;
}

export async function updateCategory(
  db: Database,
  id: string,
  values: Pick<CategoryRow, 'name' | 'words' | 'retiredAt'>,
) {
  await db.update(caseCategories).set(values).where(eq(caseCategories.id, id));
}

export async function deleteCategory(db: Database, id: string) {
  await db.delete(caseCategories).where(eq(caseCategories.id, id));
}

/** Whether any case has the value, as its product or its cause. */
export async function isCategoryInUse(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.companyId, companyId), or(eq(cases.productId, id), eq(cases.causeId, id))))
    .limit(1);
  return row !== undefined;
}
