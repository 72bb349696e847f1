import type { Statistics } from '@foretaksportalen/shared/contract/statistics';
import { isoWeek } from '@foretaksportalen/shared/statistics-texts';
import { LineChart } from '@mui/x-charts/LineChart';
import { CHART_COLORS, CHART_HEIGHT } from '../../../components/chart-style.ts';
import { formatDate } from '../../../components/format-date.ts';
import { formatCount, STATISTIC_NAMES, STATISTICS_PAGE_TEXTS } from '../texts.ts';
import { StatisticCard } from './statistic-card.tsx';

/** Open cases at the end of each week of the period: a line. */
export function OpenOverTimeCard({ weeks }: { weeks: Statistics['OpenOverTime'] }) {
  const labels = weeks.map((week) => STATISTICS_PAGE_TEXTS.weekLabel(isoWeek(week.Day)));
  return (
    <StatisticCard
      title={STATISTIC_NAMES.openOverTime}
      note={STATISTICS_PAGE_TEXTS.openOverTimeNote}
      chart={
        <LineChart
          height={CHART_HEIGHT}
          skipAnimation
          disableKeyboardNavigation
          margin={{ right: 40 }}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ valueFormatter: formatCount, tickMinStep: 1, min: 0 }]}
          series={[
            {
              data: weeks.map((week) => week.Open),
              label: STATISTIC_NAMES.open,
              color: CHART_COLORS.blue,
              showMark: true,
              curve: 'linear',
              valueFormatter: (value) => (value === null ? '' : formatCount(value)),
            },
          ]}
        />
      }
      columns={[STATISTIC_NAMES.week, STATISTIC_NAMES.weekEnding, STATISTIC_NAMES.open]}
      rows={weeks.map((week, index) => ({
        key: week.Day,
        header: labels[index] ?? '',
        figures: [formatDate(week.Day), formatCount(week.Open)],
      }))}
    />
  );
}
