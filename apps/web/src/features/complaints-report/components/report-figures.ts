import {
  type ComplaintsReportPeriod,
  measureCount,
  REPORT_MEASURES,
  type ReportFigures,
  type ReportThresholds,
} from '@foretaksportalen/shared/contract/complaints-report';
import { cellOf, type ReportRowScope } from '../cell.ts';
import { formatAmount, measureLabels, REPORT_NAMES, shareText } from '../texts.ts';
import type { ReportTableCell } from './report-table.tsx';

/** The columns of every number, in the order of the tables and the workbook: the counts, the share, the sum. */
export const figureColumns = (thresholds: ReportThresholds) => {
  const labels = measureLabels(thresholds);
  return [
    ...REPORT_MEASURES.map((measure) => labels[measure]),
    REPORT_NAMES.customerWonShare,
    REPORT_NAMES.amountPaid,
  ];
};

/** One set of cases' numbers as table cells, each count with the cell that lists its cases. */
export function figureCells(
  figures: ReportFigures,
  period: ComplaintsReportPeriod,
  thresholds: ReportThresholds,
  scope: ReportRowScope,
): ReportTableCell[] {
  const labels = measureLabels(thresholds);
  return [
    ...REPORT_MEASURES.map(
      (measure): ReportTableCell => ({
        count: measureCount(figures, measure),
        cell: cellOf(period, measure, scope),
        what: labels[measure],
      }),
    ),
    { text: shareText(figures.CustomerWonShare) },
    { text: formatAmount(figures.AmountPaid) },
  ];
}
