import type {
  ComplaintsReport,
  ReportCategoryRow,
} from '@foretaksportalen/shared/contract/complaints-report';
import { BarChart } from '@mui/x-charts/BarChart';
import { barLabelStyle, CHART_COLORS, CHART_HEIGHT, valueLabel } from '../../../components/chart-style.ts';
import { scopeOfRow } from '../cell.ts';
import { formatCount, REPORT_NAMES, REPORT_PAGE_TEXTS } from '../texts.ts';
import { figureCells, figureColumns } from './report-figures.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

const KINDS = {
  product: { title: REPORT_NAMES.byProduct, column: REPORT_NAMES.product, without: REPORT_NAMES.noProduct },
  cause: { title: REPORT_NAMES.byCause, column: REPORT_NAMES.cause, without: REPORT_NAMES.noCause },
} as const;

const nameOf = (row: ReportCategoryRow, without: string) => {
  if (row.Name === null) return without;
  return row.Retired ? `${row.Name} ${REPORT_NAMES.retired}` : row.Name;
};

/** 'Etter produkt' or 'Etter årsak': a row per value with cases, and the cases without one; every number a column. */
export function CategorySection({ report, by }: { report: ComplaintsReport; by: 'product' | 'cause' }) {
  const kind = KINDS[by];
  const rows = by === 'product' ? report.ByProduct : report.ByCause;
  const period = { from: report.From, to: report.To };
  const names = rows.map((row) => nameOf(row, kind.without));
  const bars = (label: string, color: string, value: (row: ReportCategoryRow) => number) => ({
    data: rows.map(value),
    label,
    color,
    barLabel: valueLabel(formatCount),
  });
  return (
    <ReportSection
      title={kind.title}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          skipAnimation
          disableKeyboardNavigation
          sx={barLabelStyle}
          xAxis={[{ scaleType: 'band', data: names }]}
          yAxis={[{ valueFormatter: formatCount, tickMinStep: 1, min: 0 }]}
          series={[
            bars(REPORT_PAGE_TEXTS.received, CHART_COLORS.blue, (row) => row.Figures.Received),
            bars(REPORT_PAGE_TEXTS.closed, CHART_COLORS.green, (row) => row.Figures.Closed),
            bars(REPORT_PAGE_TEXTS.decided, CHART_COLORS.purple, (row) => row.Figures.Decided),
          ]}
        />
      }
    >
      <ReportTable
        caption={kind.title}
        columns={[kind.column, ...figureColumns(report.Thresholds)]}
        rows={rows.map((row, index) => ({
          key: row.CategoryId ?? 'none',
          header: names[index] ?? kind.without,
          cells: figureCells(row.Figures, period, report.Thresholds, scopeOfRow(by, row.CategoryId)),
        }))}
      />
    </ReportSection>
  );
}
