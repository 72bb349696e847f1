import { type StatisticsPeriod, statisticsRequestSchema } from '@foretaksportalen/shared/contract/statistics';
import dayjs from 'dayjs';
import { STATISTICS_PARAMS } from '../../config/paths.ts';

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

/** The period the address asks for: a name, or two dates; `problem` says why two dates cannot be counted. */
export type AskedPeriod =
  | { choice: NamedPeriod; period: StatisticsPeriod }
  | { choice: 'custom'; from: string; to: string; period: StatisticsPeriod | null; problem: string | null };

export function readPeriod(params: URLSearchParams, today: string): AskedPeriod {
  const from = params.get(STATISTICS_PARAMS.from);
  const to = params.get(STATISTICS_PARAMS.to);
  if (from !== null || to !== null) {
    const parsed = statisticsRequestSchema.safeParse({ from: from ?? '', to: to ?? '' });
    return {
      choice: 'custom',
      from: from ?? '',
      to: to ?? '',
      period: parsed.success ? parsed.data : null,
      problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    };
  }
  const named = PERIOD_CHOICES.find((choice) => choice === params.get(STATISTICS_PARAMS.period));
  const choice = named && named !== 'custom' ? named : DEFAULT_PERIOD;
  return { choice, period: namedPeriod(choice, today) };
}

/** The address's search for a named period, or for two dates. */
export const periodSearch = (asked: { choice: NamedPeriod } | { from: string; to: string }) =>
  new URLSearchParams(
    'choice' in asked
      ? { [STATISTICS_PARAMS.period]: asked.choice }
      : { [STATISTICS_PARAMS.from]: asked.from, [STATISTICS_PARAMS.to]: asked.to },
  );
