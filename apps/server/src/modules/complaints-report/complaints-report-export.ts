import {
  measureLabels,
  COMPLAINTS_REPORT_TEXTS as TEXTS,
} from '@foretaksportalen/shared/complaints-report-texts';
import {
  type ComplaintsReport,
  measureCount,
  REPORT_MEASURES,
  type ReportCategoryRow,
  type ReportFigures,
} from '@foretaksportalen/shared/contract/complaints-report';
import { calendarDateCell, type TableColumn, tableSheet, writeTables } from '../../lib/xlsx.ts';

const DATE_FORMAT = 'dd.mm.yyyy';
const SHARE_FORMAT = '0.0%';
const AMOUNT_FORMAT = '#,##0.00';

/** The sheet names, within Excel's 31 characters. */
export const REPORT_SHEETS = {
  period: 'Periode',
  overview: TEXTS.overview,
  byProduct: TEXTS.byProduct,
  byCause: TEXTS.byCause,
} as const;

function figureColumns<Row>(report: ComplaintsReport, figuresOf: (row: Row) => ReportFigures) {
  const labels = measureLabels(report.Thresholds);
  return [
    ...REPORT_MEASURES.map(
      (measure): TableColumn<Row> => ({
        header: labels[measure],
        value: (row) => measureCount(figuresOf(row), measure),
      }),
    ),
    { header: TEXTS.customerWonShare, numFmt: SHARE_FORMAT, value: (row) => figuresOf(row).CustomerWonShare },
    { header: TEXTS.amountPaid, numFmt: AMOUNT_FORMAT, value: (row) => figuresOf(row).AmountPaid },
  ] satisfies TableColumn<Row>[];
}

const categorySheet = (
  report: ComplaintsReport,
  name: string,
  header: string,
  withoutName: string,
  rows: readonly ReportCategoryRow[],
) =>
  tableSheet<ReportCategoryRow>({
    name,
    columns: [
      {
        header,
        value: (row) =>
          row.Name === null ? withoutName : row.Retired ? `${row.Name} ${TEXTS.retired}` : row.Name,
      },
      ...figureColumns<ReportCategoryRow>(report, (row) => row.Figures),
    ],
    rows,
  });

/**
 * The report in one workbook: its period and thresholds, then the overview, by product and by cause, each a row per
 * set of cases and a column per number, with real dates and numbers in the cells.
 */
export function writeComplaintsReportExport(report: ComplaintsReport) {
  return writeTables([
    tableSheet<ComplaintsReport>({
      name: REPORT_SHEETS.period,
      columns: [
        { header: TEXTS.from, numFmt: DATE_FORMAT, value: (row) => calendarDateCell(row.From) },
        { header: TEXTS.to, numFmt: DATE_FORMAT, value: (row) => calendarDateCell(row.To) },
        { header: 'Første grense (virkedager)', value: (row) => row.Thresholds.Short },
        { header: 'Andre grense (virkedager)', value: (row) => row.Thresholds.Long },
      ],
      rows: [report],
    }),
    tableSheet<ComplaintsReport>({
      name: REPORT_SHEETS.overview,
      columns: [
        { header: TEXTS.cases, value: () => TEXTS.allCases },
        ...figureColumns<ComplaintsReport>(report, (row) => row.Overall),
      ],
      rows: [report],
    }),
    categorySheet(report, REPORT_SHEETS.byProduct, TEXTS.product, TEXTS.noProduct, report.ByProduct),
    categorySheet(report, REPORT_SHEETS.byCause, TEXTS.cause, TEXTS.noCause, report.ByCause),
  ]);
}
