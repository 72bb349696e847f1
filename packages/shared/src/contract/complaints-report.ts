import { z } from 'zod';
import { calendarDaySchema, calendarPeriodSchema } from '../validators/calendar-day.ts';
import { OUTCOMES, type Outcome } from './decision.ts';

/** The longest period the complaints report covers: two years (a leap day included), as the statistics. */
export const COMPLAINTS_REPORT_MAX_DAYS = 731;

/** The working-day thresholds of the closed cases' buckets: within T1, T1+1 to T2, over T2 (a company setting). */
export const REPORT_THRESHOLD_MIN = 1;
export const REPORT_THRESHOLD_MAX = 250;
export const REPORT_THRESHOLDS_DEFAULT = { Short: 20, Long: 40 } as const;

/** The most case ids one report cell opens in the case list; a larger cell is shown in part, and said so. */
export const COMPLAINTS_REPORT_MAX_CASE_IDS = 5_000;

export const COMPLAINTS_REPORT_MESSAGES = {
  invalidFrom: 'Fra-dato må være en gyldig dato',
  invalidTo: 'Til-dato må være en gyldig dato',
  fromAfterTo: 'Fra-dato kan ikke være etter til-dato',
  tooLong: 'Perioden kan være på høyst to år',
  invalidMeasure: 'Ukjent tall i klagerapporten',
  invalidCategory: 'Produkt eller årsak må være en gyldig verdi',
  thresholdRange: `Grensen må være et helt antall virkedager fra ${REPORT_THRESHOLD_MIN} til ${REPORT_THRESHOLD_MAX}`,
  thresholdOrder: 'Den første grensen må være lavere enn den andre',
  forbidden: 'Du har ikke tilgang til klagerapporten',
  thresholdsForbidden: 'Bare administrator kan endre grensene i klagerapporten',
} as const;

const periodEnds = {
  from: calendarDaySchema(COMPLAINTS_REPORT_MESSAGES.invalidFrom),
  to: calendarDaySchema(COMPLAINTS_REPORT_MESSAGES.invalidTo),
};
const periodRule = {
  fromAfterTo: COMPLAINTS_REPORT_MESSAGES.fromAfterTo,
  longest: { days: COMPLAINTS_REPORT_MAX_DAYS, error: COMPLAINTS_REPORT_MESSAGES.tooLong },
};

/** GET /api/complaints-report?from&to and /export: the period, Oslo days, both included. */
export const complaintsReportRequestSchema = calendarPeriodSchema(periodEnds, periodRule);
export type ComplaintsReportPeriod = z.infer<typeof complaintsReportRequestSchema>;

/**
 * The numbers of the report a case can be counted in, each a set of cases: received in the period; closed in it
 * (all, or by its working days from received to closed); decided in it (all, by outcome, or the customer's wins:
 * medhold and delvis medhold); and of the decided that asked an answer, those followed, not followed, not answered.
 */
export const REPORT_MEASURES = [
  'received',
  'closed',
  'closedShort',
  'closedMedium',
  'closedLong',
  'decided',
  ...OUTCOMES,
  'customerWon',
  'answerAsked',
  'followed',
  'notFollowed',
  'notAnswered',
] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

/** The outcomes the customer won (the report's 'Kunden fikk medhold'). */
export const CUSTOMER_WON_OUTCOMES: readonly Outcome[] = ['medhold', 'delvis-medhold'];

/** A product's or cause's id, or 'none' for the cases without one. */
export const NO_CATEGORY = 'none';
const isUuid = (value: string) => z.uuid().safeParse(value).success;
const categorySchema = z
  .string({ error: COMPLAINTS_REPORT_MESSAGES.invalidCategory })
  .refine((value) => value === NO_CATEGORY || isUuid(value), {
    error: COMPLAINTS_REPORT_MESSAGES.invalidCategory,
  });

/**
 * GET /api/complaints-report/cases?from&to&measure[&product|&cause]: one number of the report (a cell) by what
 * makes it, so that its cases can be listed: the period, the measure, and the product or cause of its row.
 */
export const reportCellSchema = calendarPeriodSchema(
  {
    ...periodEnds,
    measure: z.enum(REPORT_MEASURES, { error: COMPLAINTS_REPORT_MESSAGES.invalidMeasure }),
    product: categorySchema.optional(),
    cause: categorySchema.optional(),
  },
  periodRule,
);
export type ReportCell = z.infer<typeof reportCellSchema>;

const count = z.number().int().nonnegative();

/** The ids of a cell's cases (at most `COMPLAINTS_REPORT_MAX_CASE_IDS`) and how many there are in all. */
export const reportCellCasesSchema = z.object({
  CaseIds: z.array(z.uuid()),
  Count: count,
  /** The name of the cell's product or cause, when it is of one (the company's own); else null. */
  CategoryName: z.string().nullable(),
  /** The company's thresholds now, which name the closed cases' buckets. */
  Thresholds: z.object({ Short: count, Long: count }),
});
export type ReportCellCases = z.infer<typeof reportCellCasesSchema>;

const threshold = z
  .number({ error: COMPLAINTS_REPORT_MESSAGES.thresholdRange })
  .int({ error: COMPLAINTS_REPORT_MESSAGES.thresholdRange })
  .min(REPORT_THRESHOLD_MIN, { error: COMPLAINTS_REPORT_MESSAGES.thresholdRange })
  .max(REPORT_THRESHOLD_MAX, { error: COMPLAINTS_REPORT_MESSAGES.thresholdRange });

/** PUT /api/complaints-report/thresholds (level 5), and the thresholds in the report. */
export const reportThresholdsSchema = z
  .object({ Short: threshold, Long: threshold })
  .refine((thresholds) => thresholds.Short < thresholds.Long, {
    error: COMPLAINTS_REPORT_MESSAGES.thresholdOrder,
    path: ['Long'],
  });
export type ReportThresholds = z.infer<typeof reportThresholdsSchema>;

/** Every number of the report for one set of cases (all of the period's, or one product's or cause's). */
export const reportFiguresSchema = z.object({
  Received: count,
  Closed: count,
  /** Closed within T1 working days, within T1+1 to T2, and after more than T2. */
  ClosedShort: count,
  ClosedMedium: count,
  ClosedLong: count,
  Decided: count,
  Outcomes: z.object(
    Object.fromEntries(OUTCOMES.map((outcome) => [outcome, count])) as Record<Outcome, typeof count>,
  ),
  CustomerWon: count,
  /** CustomerWon / Decided, 0 to 1; null when nothing was decided. */
  CustomerWonShare: z.number().min(0).max(1).nullable(),
  /** NOK, the sum of what the company paid on the decisions of the period. */
  AmountPaid: z.number().nonnegative(),
  AnswerAsked: count,
  Followed: count,
  NotFollowed: count,
  NotAnswered: count,
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/** A row of the tables by product or by cause: the value (null for the cases without one) and its numbers. */
export const reportCategoryRowSchema = z.object({
  CategoryId: z.uuid().nullable(),
  /** The value's name; null for 'Uten produkt' / 'Uten årsak'. */
  Name: z.string().nullable(),
  Retired: z.boolean(),
  Figures: reportFiguresSchema,
});
export type ReportCategoryRow = z.infer<typeof reportCategoryRowSchema>;

export const complaintsReportSchema = z.object({
  From: z.iso.date(),
  To: z.iso.date(),
  Thresholds: z.object({ Short: count, Long: count }),
  /** Whether the caller may change the thresholds (level 5). */
  CanEditThresholds: z.boolean(),
  Overall: reportFiguresSchema,
  ByProduct: z.array(reportCategoryRowSchema),
  ByCause: z.array(reportCategoryRowSchema),
});
export type ComplaintsReport = z.infer<typeof complaintsReportSchema>;

export const complaintsReportPath = ({ from, to }: ComplaintsReportPeriod) =>
  `/api/complaints-report?${new URLSearchParams({ from, to })}`;
export const complaintsReportExportPath = ({ from, to }: ComplaintsReportPeriod) =>
  `/api/complaints-report/export?${new URLSearchParams({ from, to })}`;
export const reportCellCasesPath = (cell: ReportCell) =>
  `/api/complaints-report/cases?${new URLSearchParams(Object.entries(cell).filter((entry): entry is [string, string] => entry[1] !== undefined))}`;
export const REPORT_THRESHOLDS_PATH = '/api/complaints-report/thresholds';

/** The count of one measure among a set of cases' figures: the number a cell of the report shows. */
export function measureCount(figures: ReportFigures, measure: ReportMeasure): number {
  switch (measure) {
    case 'received':
      return figures.Received;
    case 'closed':
      return figures.Closed;
    case 'closedShort':
      return figures.ClosedShort;
    case 'closedMedium':
      return figures.ClosedMedium;
    case 'closedLong':
      return figures.ClosedLong;
    case 'decided':
      return figures.Decided;
    case 'customerWon':
      return figures.CustomerWon;
    case 'answerAsked':
      return figures.AnswerAsked;
    case 'followed':
      return figures.Followed;
    case 'notFollowed':
      return figures.NotFollowed;
    case 'notAnswered':
      return figures.NotAnswered;
    default:
      return figures.Outcomes[measure];
  }
}
