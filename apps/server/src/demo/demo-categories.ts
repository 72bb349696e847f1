import type { CategoryKind } from '@foretaksportalen/shared/contract/category';
import { DEMO_CATEGORIES } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { caseCategories } from '../db/schema.ts';

/** Finds a company's value of a list by its name. */
export type CategoryLookup = (kind: CategoryKind, name: string) => string | null;

const lookupOf = (rows: readonly { id: string; kind: CategoryKind; name: string }[]): CategoryLookup => {
  const ids = new Map(rows.map((row) => [`${row.kind}:${row.name}`, row.id]));
  return (kind, name) => ids.get(`${kind}:${name}`) ?? null;
};

/** The demo companies' products and causes (issue 49); answers each company's lookup of them. */
export async function seedDemoCategories(db: Database, createdAt: Date) {
  const companies = Object.keys(DEMO_COMPANIES) as DemoCompanyKey[];
  const rows = await db
    .insert(caseCategories)
    .values(
      companies.flatMap((company) =>
        DEMO_CATEGORIES[company].map((category) => ({
          companyId: DEMO_COMPANIES[company].id,
          ...category,
          createdAt,
        })),
      ),
    )
    .returning();
  return Object.fromEntries(
    companies.map((company) => [
      company,
      lookupOf(rows.filter((row) => row.companyId === DEMO_COMPANIES[company].id)),
    ]),
  ) as Record<DemoCompanyKey, CategoryLookup>;
}

/** A company's lists as they are now, for the cases the admin command generates. */
export async function companyCategoryLookup(db: Database, companyId: string): Promise<CategoryLookup> {
  return lookupOf(
    await db
      .select({ id: caseCategories.id, kind: caseCategories.kind, name: caseCategories.name })
      .from(caseCategories)
      .where(eq(caseCategories.companyId, companyId)),
  );
}
