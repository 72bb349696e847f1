import {
  type ComplaintsReportPeriod,
  complaintsReportRequestSchema,
} from '@foretaksportalen/shared/contract/complaints-report';
import { STATISTICS_PARAMS } from '../../config/paths.ts';

/** The periods to choose by name (half-years and years of Oslo's calendar); `custom` is two dates of one's own. */
export const REPORT_PERIOD_CHOICES = [
  'thisHalfYear',
  'lastHalfYear',
  'thisYear',
  'lastYear',
  'custom',
] as const;
export type ReportPeriodChoice = (typeof REPORT_PERIOD_CHOICES)[number];
type NamedPeriod = Exclude<ReportPeriodChoice, 'custom'>;

/** What the page shows before a period is chosen: the half-year of today. */
export const DEFAULT_REPORT_PERIOD: NamedPeriod = 'thisHalfYear';

const osloCalendar = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' });
/** Today on Oslo's calendar, yyyy-MM-dd. */
export const todayInOslo = () => osloCalendar.format(new Date());

const halfYear = (year: number, second: boolean): ComplaintsReportPeriod =>
  second ? { from: `${year}-07-01`, to: `${year}-12-31` } : { from: `${year}-01-01`, to: `${year}-06-30` };

/** The days of a named period around today (yyyy-MM-dd). */
export function namedReportPeriod(choice: NamedPeriod, today: string): ComplaintsReportPeriod {
  const year = Number(today.slice(0, 4));
  const inSecondHalf = Number(today.slice(5, 7)) > 6;
  switch (choice) {
    case 'thisHalfYear':
      return halfYear(year, inSecondHalf);
    case 'lastHalfYear':
      return inSecondHalf ? halfYear(year, false) : halfYear(year - 1, true);
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** The period the address asks for: a name, or two dates; `problem` says why two dates cannot be counted. */
export type AskedReportPeriod =
  | { choice: NamedPeriod; period: ComplaintsReportPeriod }
  | {
      choice: 'custom';
      from: string;
      to: string;
      period: ComplaintsReportPeriod | null;
      problem: string | null;
    };

export function readReportPeriod(params: URLSearchParams, today: string): AskedReportPeriod {
  const from = params.get(STATISTICS_PARAMS.from);
  const to = params.get(STATISTICS_PARAMS.to);
  if (from !== null || to !== null) {
    const parsed = complaintsReportRequestSchema.safeParse({ from: from ?? '', to: to ?? '' });
    return {
      choice: 'custom',
      from: from ?? '',
      to: to ?? '',
      period: parsed.success ? parsed.data : null,
      problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    };
  }
  const named = REPORT_PERIOD_CHOICES.find((choice) => choice === params.get(STATISTICS_PARAMS.period));
  const choice = named && named !== 'custom' ? named : DEFAULT_REPORT_PERIOD;
  return { choice, period: namedReportPeriod(choice, today) };
}

/** The address's search for a named period, or for two dates. */
export const reportPeriodSearch = (asked: { choice: NamedPeriod } | { from: string; to: string }) =>
  new URLSearchParams(
    'choice' in asked
      ? { [STATISTICS_PARAMS.period]: asked.choice }
      : { [STATISTICS_PARAMS.from]: asked.from, [STATISTICS_PARAMS.to]: asked.to },
  );
