import type { Statistics } from '@foretaksportalen/shared/contract/statistics';
import { BarChart } from '@mui/x-charts/BarChart';
import { barLabelStyle, CHART_COLORS, valueLabel } from '../../../components/chart-style.ts';
import { formatCount, STATISTIC_NAMES, STATISTICS_PAGE_TEXTS } from '../texts.ts';
import { StatisticCard } from './statistic-card.tsx';

const BAR_HEIGHT = 44;
const AXES_HEIGHT = 110;

/** Open cases per clerk now, overdue and not stacked in one bar each; the undistributed as a bar of their own. */
export function ClerksCard({ clerks, today }: { clerks: Statistics['Clerks']; today: string }) {
  const names = clerks.map((clerk) => clerk.DisplayName ?? STATISTIC_NAMES.undistributed);
  return (
    <StatisticCard
      title={STATISTIC_NAMES.clerks}
      note={today}
      chart={
        clerks.length === 0 ? (
          <p>{STATISTICS_PAGE_TEXTS.noOpenCases}</p>
        ) : (
          <BarChart
            layout="horizontal"
            height={AXES_HEIGHT + BAR_HEIGHT * clerks.length}
            skipAnimation
            disableKeyboardNavigation
            sx={barLabelStyle}
            yAxis={[{ scaleType: 'band', data: names, width: 130 }]}
            xAxis={[{ valueFormatter: formatCount, tickMinStep: 1, min: 0 }]}
            series={[
              {
                data: clerks.map((clerk) => clerk.Open - clerk.Overdue),
                label: STATISTIC_NAMES.notOverdue,
                stack: 'open',
                color: CHART_COLORS.blue,
                barLabel: valueLabel(formatCount),
              },
              {
                data: clerks.map((clerk) => clerk.Overdue),
                label: STATISTIC_NAMES.overdue,
                stack: 'open',
                color: CHART_COLORS.red,
                barLabel: valueLabel(formatCount),
              },
            ]}
          />
        )
      }
      columns={[STATISTIC_NAMES.clerk, STATISTIC_NAMES.open, STATISTIC_NAMES.overdue]}
      rows={clerks.map((clerk, index) => ({
        key: clerk.CaseClerkId ?? 'undistributed',
        header: names[index] ?? '',
        figures: [formatCount(clerk.Open), formatCount(clerk.Overdue)],
      }))}
    />
  );
}
