import { weekdayHolidays } from '@foretaksportalen/shared/working-days';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The working days between two days as the database counts them, by the shared rule (Norwegian working days):
 * the difference of two days' working-day numbers, each the weekdays since Monday 1 January 1900 (arithmetic, as
 * `working-days.ts` counts them) less the weekday holidays up to the day (a binary search in their list). The list
 * covers the years from `firstYear` to `lastYear`, and a difference is right between any two days of those years:
 * the work is a few holidays a year, never a row per day.
 */
export function workingDayCalendar(firstYear: number, lastYear: number) {
  const holidays = sql`${sql.param(weekdayHolidays(firstYear, lastYear))}::date[]`;
  return {
    /** The working-day number of a date expression. */
    numberOf(day: SQL) {
      const days = sql`(${day} - date '1900-01-01' + 1)`;
      const weeks = sql`floor(${days} / 7.0)::int`;
      return sql`(5 * ${weeks} + least(${days} - 7 * ${weeks}, 5) - width_bucket(${day}, ${holidays}))`;
    },
  };
}

export type WorkingDayCalendar = ReturnType<typeof workingDayCalendar>;
