import type { Statistics } from '@foretaksportalen/shared/contract/statistics';
import { monthLabel, shortMonthLabel } from '@foretaksportalen/shared/statistics-texts';
import { BarChart } from '@mui/x-charts/BarChart';
import { barLabelStyle, CHART_COLORS, CHART_HEIGHT, valueLabel } from '../../../components/chart-style.ts';
import { formatCount, STATISTIC_NAMES } from '../texts.ts';
import { StatisticCard } from './statistic-card.tsx';

/** New and closed cases per month: bars side by side, each with its value. */
export function MonthlyCard({ months }: { months: Statistics['Monthly'] }) {
  return (
    <StatisticCard
      title={STATISTIC_NAMES.monthly}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          skipAnimation
          disableKeyboardNavigation
          sx={barLabelStyle}
          xAxis={[{ scaleType: 'band', data: months.map((month) => shortMonthLabel(month.Month)) }]}
          yAxis={[{ valueFormatter: formatCount, tickMinStep: 1, min: 0 }]}
          series={[
            {
              data: months.map((month) => month.New),
              label: STATISTIC_NAMES.new,
              color: CHART_COLORS.blue,
              barLabel: valueLabel(formatCount),
            },
            {
              data: months.map((month) => month.Closed),
              label: STATISTIC_NAMES.closed,
              color: CHART_COLORS.green,
              barLabel: valueLabel(formatCount),
            },
          ]}
        />
      }
      columns={[STATISTIC_NAMES.month, STATISTIC_NAMES.new, STATISTIC_NAMES.closed]}
      rows={months.map((month) => ({
        key: month.Month,
        header: monthLabel(month.Month),
        figures: [formatCount(month.New), formatCount(month.Closed)],
      }))}
    />
  );
}
