import { z } from 'zod';

/**
 * The days the portal's calendar holds, at every door that takes a date: a day outside is refused there, so no
 * date reaches the working-day rules, PostgreSQL's calendar or Oslo's time zone (whose history starts in 1895).
 */
export const CALENDAR_FIRST_DAY = '1900-01-01';
export const CALENDAR_LAST_DAY = '2199-12-31';

const DAY_MS = 86_400_000;

/** Days from one yyyy-MM-dd day to another, both counted: 1 for a single day. */
const daysInPeriod = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

const withinCalendar = (day: string) => day >= CALENDAR_FIRST_DAY && day <= CALENDAR_LAST_DAY;

/** A day of the calendar, yyyy-MM-dd; `error` is the field's refusal, for a day that is not one or lies outside. */
export const calendarDaySchema = (error: string) =>
  z.iso.date({ error, abort: true }).refine(withinCalendar, { error });

const isCalendarDay = (text: string | undefined): text is string =>
  text !== undefined && z.iso.date().safeParse(text).success && withinCalendar(text);

export interface PeriodRule {
  /** The refusal of a period that ends before it begins. */
  fromAfterTo: string;
  /** The longest period, in days with both ends counted, and its refusal; no limit when left out. */
  longest?: { days: number; error: string };
}

/**
 * A period of two calendar days (either may be left out where the schema allows it): refused on `to` when it ends
 * before it begins or runs longer than the rule's longest. Judged only between two real days, after each day's own
 * check, so a wrong day gets one message.
 */
export function calendarPeriodSchema<
  Ends extends { from: z.ZodType<string | undefined>; to: z.ZodType<string | undefined> },
>(ends: Ends, rule: PeriodRule) {
  return z.object(ends).superRefine((period, context) => {
    const { from, to } = period as { from?: string; to?: string };
    if (!isCalendarDay(from) || !isCalendarDay(to)) return;
    if (from > to) context.addIssue({ code: 'custom', message: rule.fromAfterTo, path: ['to'] });
    else if (rule.longest && daysInPeriod(from, to) > rule.longest.days)
      context.addIssue({ code: 'custom', message: rule.longest.error, path: ['to'] });
  });
}
