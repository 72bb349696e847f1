import { z } from 'zod';
import { calendarDaySchema, calendarPeriodSchema } from '../validators/calendar-day.ts';

/** The longest period the statistics cover: two years (a leap day included). */
export const STATISTICS_MAX_DAYS = 731;

export const STATISTICS_MESSAGES = {
  invalidFrom: 'Fra-dato må være en gyldig dato',
  invalidTo: 'Til-dato må være en gyldig dato',
  fromAfterTo: 'Fra-dato kan ikke være etter til-dato',
  tooLong: 'Perioden kan være på høyst to år',
} as const;

const isoDay = z.iso.date();

/**
 * GET /api/statistics?from={yyyy-MM-dd}&to={yyyy-MM-dd} and /api/statistics/export: the period the statistics
 * count over, Oslo days, both included.
 */
export const statisticsRequestSchema = calendarPeriodSchema(
  {
    from: calendarDaySchema(STATISTICS_MESSAGES.invalidFrom),
    to: calendarDaySchema(STATISTICS_MESSAGES.invalidTo),
  },
  {
    fromAfterTo: STATISTICS_MESSAGES.fromAfterTo,
    longest: { days: STATISTICS_MAX_DAYS, error: STATISTICS_MESSAGES.tooLong },
  },
);
export type StatisticsPeriod = z.infer<typeof statisticsRequestSchema>;

const count = z.number().int().nonnegative();
/** yyyy-MM */
const isoMonth = z.string().regex(/^\d{4}-\d{2}$/);
/** A company clerk (membership) and the name they have now; null for no clerk. */
const clerkFields = {
  CaseClerkId: z.uuid().nullable(),
  DisplayName: z.string().nullable(),
};
/** Working days; null when no letter was answered. */
const workingDays = z.number().nonnegative().nullable();

/** How fast the company answered the complaints body's letters: working days to its next letter in the case. */
const responseTimeFields = {
  /** Letters from the complaints body that the company has answered. */
  Letters: count,
  Median: workingDays,
  P90: workingDays,
};

/** The age groups of unread letters, in working days since the letter came: 0-2, 3-5, 6-10, over 10. */
export const UNREAD_AGES = ['upTo2', 'upTo5', 'upTo10', 'over10'] as const;
export type UnreadAge = (typeof UNREAD_AGES)[number];
/** The oldest letter of each age group, in working days; the last has no end. */
export const UNREAD_AGE_MAX_DAYS: Record<UnreadAge, number | null> = {
  upTo2: 2,
  upTo5: 5,
  upTo10: 10,
  over10: null,
};

export const statisticsSchema = z.object({
  From: isoDay,
  To: isoDay,
  /** The Oslo day the figures of now (open cases per clerk, due, unread) are counted for. */
  Today: isoDay,
  /** Open cases at the end of each week of the period (its last day when the week goes beyond it, or today). */
  OpenOverTime: z.array(z.object({ Day: isoDay, Open: count })),
  /** Cases that came and cases closed in each month of the period (within the period). */
  Monthly: z.array(z.object({ Month: isoMonth, New: count, Closed: count })),
  /** Open cases now per clerk, the undistributed as a clerk of their own (CaseClerkId null), most first. */
  Clerks: z.array(z.object({ ...clerkFields, Open: count, Overdue: count })),
  /** Open cases past their deadline now, and due within 5 working days (the case list's quick views). */
  Due: z.object({ Overdue: count, DueSoon: count }),
  /**
   * Response times of the letters from the complaints body that came in the period, per month of the letter and
   * per clerk who sent the company's answer (CaseClerkId null: an answer no clerk is named on).
   */
  ResponseTimes: z.object({
    Months: z.array(z.object({ Month: isoMonth, ...responseTimeFields })),
    Clerks: z.array(z.object({ ...clerkFields, ...responseTimeFields })),
  }),
  /** Unread letters now by their age in working days. */
  UnreadByAge: z.array(z.object({ Age: z.enum(UNREAD_AGES), Letters: count })),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const statisticsPath = ({ from, to }: StatisticsPeriod) =>
  `/api/statistics?${new URLSearchParams({ from, to })}`;
export const statisticsExportPath = ({ from, to }: StatisticsPeriod) =>
  `/api/statistics/export?${new URLSearchParams({ from, to })}`;
