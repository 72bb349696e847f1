import {
  type ComplaintsReportPeriod,
  complaintsReportRequestSchema,
} from '@foretaksportalen/shared/contract/complaints-report';
import { chosenPeriods } from '../../components/chosen-period.ts';

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

/** The report's periods in the address. */
export const reportPeriods = chosenPeriods({
  named: REPORT_PERIOD_CHOICES.filter((choice): choice is NamedPeriod => choice !== 'custom'),
  defaultChoice: DEFAULT_REPORT_PERIOD,
  periodOf: namedReportPeriod,
  schema: complaintsReportRequestSchema,
});
