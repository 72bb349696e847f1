import { type StatisticsPeriod, statisticsRequestSchema } from '@foretaksportalen/shared/contract/statistics';
import dayjs from 'dayjs';
import { chosenPeriods } from '../../components/chosen-period.ts';

const ISO_DATE = 'YYYY-MM-DD';

/** The periods to choose by name, each ending today; `custom` is two dates of one's own. */
export const PERIOD_CHOICES = ['last30Days', 'last3Months', 'last12Months', 'thisYear', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];
type NamedPeriod = Exclude<PeriodChoice, 'custom'>;

/** What the page shows before a period is chosen. */
export const DEFAULT_PERIOD: NamedPeriod = 'last3Months';

const startOf: Record<NamedPeriod, (today: dayjs.Dayjs) => dayjs.Dayjs> = {
  last30Days: (today) => today.subtract(29, 'day'),
  last3Months: (today) => today.subtract(3, 'month').add(1, 'day'),
  last12Months: (today) => today.subtract(12, 'month').add(1, 'day'),
  thisYear: (today) => today.startOf('year'),
};

/** The days of a named period, today (yyyy-MM-dd, the browser's day) its last. */
export function namedPeriod(choice: NamedPeriod, today: string): StatisticsPeriod {
  return { from: startOf[choice](dayjs(today)).format(ISO_DATE), to: today };
}

export const todayInBrowser = () => dayjs().format(ISO_DATE);

/** The statistics' periods in the address. */
export const statisticsPeriods = chosenPeriods({
  named: PERIOD_CHOICES.filter((choice): choice is NamedPeriod => choice !== 'custom'),
  defaultChoice: DEFAULT_PERIOD,
  periodOf: namedPeriod,
  schema: statisticsRequestSchema,
});
