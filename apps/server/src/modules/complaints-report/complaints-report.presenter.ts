import type {
  ComplaintsReport,
  ComplaintsReportPeriod,
  ReportCategoryRow,
  ReportFigures,
  ReportThresholds,
} from '@foretaksportalen/shared/contract/complaints-report';
import { OUTCOMES } from '@foretaksportalen/shared/contract/decision';
import type { ReportGroupRow } from './complaints-report.repository.ts';

interface Category {
  id: string;
  kind: 'product' | 'cause';
  name: string;
  retiredAt: Date | null;
}

const NO_CASES: ReportGroupRow['counts'] = {
  received: 0,
  closed: 0,
  closedShort: 0,
  closedMedium: 0,
  closedLong: 0,
  decided: 0,
  ...(Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    (typeof OUTCOMES)[number],
    number
  >),
  customerWon: 0,
  answerAsked: 0,
  followed: 0,
  notFollowed: 0,
  notAnswered: 0,
};

function toFigures(row: Pick<ReportGroupRow, 'counts' | 'amountPaid'> | undefined): ReportFigures {
  const counts = row?.counts ?? NO_CASES;
  return {
    Received: counts.received,
    Closed: counts.closed,
    ClosedShort: counts.closedShort,
    ClosedMedium: counts.closedMedium,
    ClosedLong: counts.closedLong,
    Decided: counts.decided,
    Outcomes: Object.fromEntries(
      OUTCOMES.map((outcome) => [outcome, counts[outcome]]),
    ) as ReportFigures['Outcomes'],
    CustomerWon: counts.customerWon,
    CustomerWonShare: counts.decided === 0 ? null : counts.customerWon / counts.decided,
    AmountPaid: Math.round((row?.amountPaid ?? 0) * 100) / 100,
    AnswerAsked: counts.answerAsked,
    Followed: counts.followed,
    NotFollowed: counts.notFollowed,
    NotAnswered: counts.notAnswered,
  };
}

/** The rows of one table: each value with cases in the report, by name, then the cases without a value. */
function categoryRows(
  rows: readonly ReportGroupRow[],
  group: 'product' | 'cause',
  categories: ReadonlyMap<string, Category>,
): ReportCategoryRow[] {
  const named = rows
    .filter((row) => row.group === group && row.categoryId !== null)
    .map((row): ReportCategoryRow => {
      const category = categories.get(row.categoryId as string);
      return {
        CategoryId: row.categoryId,
        Name: category?.name ?? null,
        Retired: category?.retiredAt != null,
        Figures: toFigures(row),
      };
    })
    .sort((a, b) => (a.Name ?? '').localeCompare(b.Name ?? '', 'nb'));
  const without = rows.find((row) => row.group === group && row.categoryId === null);
  return [...named, { CategoryId: null, Name: null, Retired: false, Figures: toFigures(without) }];
}

export function toComplaintsReport(
  period: ComplaintsReportPeriod,
  thresholds: ReportThresholds,
  canEditThresholds: boolean,
  rows: readonly ReportGroupRow[],
  categories: readonly Category[],
): ComplaintsReport {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return {
    From: period.from,
    To: period.to,
    Thresholds: thresholds,
    CanEditThresholds: canEditThresholds,
    Overall: toFigures(rows.find((row) => row.group === 'all')),
    ByProduct: categoryRows(rows, 'product', byId),
    ByCause: categoryRows(rows, 'cause', byId),
  };
}
