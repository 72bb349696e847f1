import type { Statistics } from '@foretaksportalen/shared/contract/statistics';
import { BarChart } from '@mui/x-charts/BarChart';
import { barLabelStyle, CHART_COLORS, CHART_HEIGHT, valueLabel } from '../../../components/chart-style.ts';
import { formatCount, STATISTIC_NAMES } from '../texts.ts';
import { StatisticCard } from './statistic-card.tsx';

/** The unread letters now, by how many working days ago they came: a bar per age group with its value. */
export function UnreadAgeCard({ ages, today }: { ages: Statistics['UnreadByAge']; today: string }) {
  const labels = ages.map((age) => STATISTIC_NAMES.unreadAges[age.Age]);
  return (
    <StatisticCard
      title={STATISTIC_NAMES.unreadByAge}
      note={today}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          skipAnimation
          disableKeyboardNavigation
          sx={barLabelStyle}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ valueFormatter: formatCount, tickMinStep: 1, min: 0 }]}
          series={[
            {
              data: ages.map((age) => age.Letters),
              label: STATISTIC_NAMES.letters,
              color: CHART_COLORS.purple,
              barLabel: valueLabel(formatCount),
            },
          ]}
        />
      }
      columns={[STATISTIC_NAMES.age, STATISTIC_NAMES.letters]}
      rows={ages.map((age, index) => ({
        key: age.Age,
        header: labels[index] ?? '',
        figures: [formatCount(age.Letters)],
      }))}
    />
  );
}
