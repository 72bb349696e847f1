import {
  NO_CATEGORY,
  type ReportCell,
  type ReportMeasure,
  reportCellSchema,
} from '@foretaksportalen/shared/contract/complaints-report';

/** One number of the report as the case list's address carries it: the cell's own search, encoded once more. */
export const reportCellSearch = (cell: ReportCell) =>
  new URLSearchParams(
    Object.entries(cell).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();

/** The cell the case list's address names; null when it names none the report has. */
export function readReportCell(search: string | null): ReportCell | null {
  if (search === null) return null;
  const parsed = reportCellSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  return parsed.success ? parsed.data : null;
}

/** A row of a table: all cases, or a product's or cause's (its id or `NO_CATEGORY`). */
export type ReportRowScope = { product?: string; cause?: string };

export const cellOf = (
  period: { from: string; to: string },
  measure: ReportMeasure,
  scope: ReportRowScope,
): ReportCell => ({ from: period.from, to: period.to, measure, ...scope });

export const scopeOfRow = (by: 'product' | 'cause', categoryId: string | null): ReportRowScope => ({
  [by]: categoryId ?? NO_CATEGORY,
});
