import type { ComplaintsReport } from '@foretaksportalen/shared/contract/complaints-report';
import { OUTCOME_LABELS, OUTCOMES } from '@foretaksportalen/shared/contract/decision';
import { BarChart } from '@mui/x-charts/BarChart';
import { barLabelStyle, CHART_COLORS, CHART_HEIGHT, valueLabel } from '../../../components/chart-style.ts';
import { formatCount, REPORT_NAMES, REPORT_PAGE_TEXTS } from '../texts.ts';
import { figureCells, figureColumns } from './report-figures.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

/** 'Oversikt': every number of the period's cases, a row each; the chart shows the decisions by outcome. */
export function OverviewSection({ report }: { report: ComplaintsReport }) {
  const period = { from: report.From, to: report.To };
  const columns = figureColumns(report.Thresholds);
  const cells = figureCells(report.Overall, period, report.Thresholds, {});
  return (
    <ReportSection
      title={REPORT_NAMES.overview}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          skipAnimation
          disableKeyboardNavigation
          sx={barLabelStyle}
          xAxis={[{ scaleType: 'band', data: OUTCOMES.map((outcome) => OUTCOME_LABELS[outcome]) }]}
          yAxis={[{ valueFormatter: formatCount, tickMinStep: 1, min: 0 }]}
          series={[
            {
              data: OUTCOMES.map((outcome) => report.Overall.Outcomes[outcome]),
              label: REPORT_PAGE_TEXTS.overviewChart,
              color: CHART_COLORS.blue,
              barLabel: valueLabel(formatCount),
            },
          ]}
        />
      }
    >
      <ReportTable
        caption={REPORT_NAMES.overview}
        columns={[REPORT_NAMES.measure, REPORT_NAMES.count]}
        rows={columns.map((column, index) => ({
          key: column,
          header: column,
          scope: REPORT_PAGE_TEXTS.allCases,
          cells: cells[index] ? [cells[index]] : [],
        }))}
      />
    </ReportSection>
  );
}
