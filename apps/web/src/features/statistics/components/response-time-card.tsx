import type { Statistics } from '@foretaksportalen/shared/contract/statistics';
import { monthLabel, shortMonthLabel } from '@foretaksportalen/shared/statistics-texts';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { CHART_COLORS, CHART_HEIGHT } from '../../../components/chart-style.ts';
import { formatCount, formatWorkingDays, STATISTIC_NAMES, STATISTICS_PAGE_TEXTS } from '../texts.ts';
import { StatisticCard } from './statistic-card.tsx';
import { StatisticsTable } from './statistics-table.tsx';

type ResponseTimes = Statistics['ResponseTimes'];

const workingDays = (value: number | null) => (value === null ? '' : formatWorkingDays(value));

const figuresOf = (row: Pick<ResponseTimes['Months'][number], 'Letters' | 'Median' | 'P90'>) => [
  formatCount(row.Letters),
  formatWorkingDays(row.Median),
  formatWorkingDays(row.P90),
];

const COLUMNS = [STATISTIC_NAMES.answeredLetters, STATISTIC_NAMES.median, STATISTIC_NAMES.p90];

/**
 * How fast the company answers: median and 90th percentile per month as two lines (round and square marks, the
 * second dashed), and per clerk who answered as a table of its own.
 */
export function ResponseTimeCard({ responseTimes }: { responseTimes: ResponseTimes }) {
  return (
    <StatisticCard
      title={STATISTIC_NAMES.responseTimeMonths}
      note={STATISTICS_PAGE_TEXTS.responseTimeIntro}
      chart={
        <LineChart
          height={CHART_HEIGHT}
          skipAnimation
          disableKeyboardNavigation
          margin={{ right: 40 }}
          sx={{ [`& .${lineClasses.line}[data-series="p90"]`]: { strokeDasharray: '6 4' } }}
          xAxis={[
            { scaleType: 'point', data: responseTimes.Months.map((row) => shortMonthLabel(row.Month)) },
          ]}
          yAxis={[{ valueFormatter: formatWorkingDays, min: 0 }]}
          series={[
            {
              id: 'median',
              data: responseTimes.Months.map((row) => row.Median),
              label: STATISTIC_NAMES.median,
              color: CHART_COLORS.blue,
              shape: 'circle',
              showMark: true,
              curve: 'linear',
              valueFormatter: workingDays,
            },
            {
              id: 'p90',
              data: responseTimes.Months.map((row) => row.P90),
              label: STATISTIC_NAMES.p90,
              color: CHART_COLORS.red,
              shape: 'square',
              showMark: true,
              curve: 'linear',
              valueFormatter: workingDays,
            },
          ]}
        />
      }
      columns={[STATISTIC_NAMES.month, ...COLUMNS]}
      rows={responseTimes.Months.map((row) => ({
        key: row.Month,
        header: monthLabel(row.Month),
        figures: figuresOf(row),
      }))}
    >
      {responseTimes.Clerks.length === 0 ? (
        <p>{STATISTICS_PAGE_TEXTS.noAnswers}</p>
      ) : (
        <StatisticsTable
          caption={STATISTIC_NAMES.responseTimeClerks}
          columns={[STATISTIC_NAMES.clerk, ...COLUMNS]}
          rows={responseTimes.Clerks.map((row) => ({
            key: row.CaseClerkId ?? 'none',
            header: row.DisplayName ?? STATISTIC_NAMES.noClerk,
            figures: figuresOf(row),
          }))}
        />
      )}
    </StatisticCard>
  );
}
