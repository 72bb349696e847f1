import {
  COMPLAINTS_REPORT_MAX_CASE_IDS,
  REPORT_MEASURES,
  type ReportCell,
  type ReportMeasure,
} from '@foretaksportalen/shared/contract/complaints-report';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseCategories, companies } from '../../db/schema.ts';
import {
  categoryCondition,
  inReport,
  measureConditions,
  type ReportBounds,
} from './complaints-report.conditions.ts';

async function rowsOf<Row>(db: Database, query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface ReportGroupRow {
  /** 'all' for the whole company, 'product' or 'cause' for a row of that table. */
  group: 'all' | 'product' | 'cause';
  categoryId: string | null;
  counts: Record<ReportMeasure, number>;
  amountPaid: number;
}

/** The company's thresholds of the closed cases' buckets. */
export async function findThresholds(db: Database, companyId: string) {
  const [row] = await db
    .select({ Short: companies.reportThresholdShort, Long: companies.reportThresholdLong })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`No company ${companyId}`);
  return row;
}

export async function updateThresholds(
  db: Database,
  companyId: string,
  thresholds: { Short: number; Long: number },
) {
  await db
    .update(companies)
    .set({ reportThresholdShort: thresholds.Short, reportThresholdLong: thresholds.Long })
    .where(eq(companies.id, companyId));
}

/** The Oslo year of the earliest case received among those closed in the period; null when none was closed. */
export async function findFirstReceivedYearOfClosed(
  db: Database,
  companyId: string,
  closed: { fromInstant: Date; untilInstant: Date },
) {
  const [row] = await rowsOf<{ year: number | string | null }>(
    db,
    sql`
      select extract(year from min(created_at) at time zone 'Europe/Oslo') as year
      from cases
      where company_id = ${companyId}
        and closed_at >= ${closed.fromInstant.toISOString()} and closed_at < ${closed.untilInstant.toISOString()}`,
  );
  return row?.year === null || row?.year === undefined ? null : Number(row.year);
}

/**
 * Every number of the report, counted in the database in one pass over the company's cases of the period: for all
 * of them, per product and per cause (grouping sets), each measure a filtered count of the same conditions the
 * list of a cell's cases uses.
 */
export async function countReport(db: Database, companyId: string, bounds: ReportBounds) {
  const conditions = measureConditions(bounds);
  const counts = sql.join(
    REPORT_MEASURES.map(
      (measure) => sql`count(*) filter (where ${conditions[measure]}) as ${sql.identifier(measure)}`,
    ),
    sql`, `,
  );
  const rows = await rowsOf<
    Record<ReportMeasure, number | string> & {
      product_id: string | null;
      cause_id: string | null;
      by_product: number;
      by_cause: number;
      amount_paid: number | string | null;
    }
  >(
    db,
    sql`
      select product_id, cause_id, grouping(product_id) = 0 as by_product, grouping(cause_id) = 0 as by_cause,
        ${counts},
        sum(decision_amount_paid) filter (where ${conditions.decided}) as amount_paid
      from cases
      where company_id = ${companyId} and ${inReport(conditions)}
      group by grouping sets ((), (product_id), (cause_id))`,
  );
  return rows.map((row): ReportGroupRow => {
    const group = row.by_product ? 'product' : row.by_cause ? 'cause' : 'all';
    return {
      group,
      categoryId: group === 'product' ? row.product_id : group === 'cause' ? row.cause_id : null,
      counts: Object.fromEntries(REPORT_MEASURES.map((measure) => [measure, Number(row[measure])])) as Record<
        ReportMeasure,
        number
      >,
      amountPaid: Number(row.amount_paid ?? 0),
    };
  });
}

/** The company's products and causes, retired too (a retired value stays on its cases and in the report). */
export function findCategories(db: Database, companyId: string) {
  return db
    .select({
      id: caseCategories.id,
      kind: caseCategories.kind,
      name: caseCategories.name,
      retiredAt: caseCategories.retiredAt,
    })
    .from(caseCategories)
    .where(eq(caseCategories.companyId, companyId));
}

/** The ids of one cell's cases, oldest first (at most `COMPLAINTS_REPORT_MAX_CASE_IDS`), and how many there are. */
export async function findCellCaseIds(
  db: Database,
  companyId: string,
  bounds: ReportBounds,
  cell: ReportCell,
) {
  const condition = measureConditions(bounds)[cell.measure];
  const rows = await rowsOf<{ id: string; total: number | string }>(
    db,
    sql`
      select id, count(*) over () as total
      from cases
      where company_id = ${companyId} and ${condition}
        and ${categoryCondition('product_id', cell.product)} and ${categoryCondition('cause_id', cell.cause)}
      order by created_at, id
      limit ${COMPLAINTS_REPORT_MAX_CASE_IDS}`,
  );
  return { CaseIds: rows.map((row) => row.id), Count: Number(rows[0]?.total ?? 0) };
}

/** The name of one of the company's products or causes; null for another company's or none. */
export async function findCategoryName(db: Database, companyId: string, categoryId: string) {
  const [row] = await db
    .select({ name: caseCategories.name })
    .from(caseCategories)
    .where(and(eq(caseCategories.companyId, companyId), eq(caseCategories.id, categoryId)));
  return row?.name ?? null;
}
