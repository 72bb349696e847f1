import {
  CUSTOMER_WON_OUTCOMES,
  NO_CATEGORY,
  type ReportMeasure,
} from '@foretaksportalen/shared/contract/complaints-report';
import { OUTCOMES } from '@foretaksportalen/shared/contract/decision';
import { type SQL, sql } from 'drizzle-orm';
import type { WorkingDayCalendar } from '../../lib/working-day-calendar.ts';

/** The period as the database compares it: Oslo days for the decision date, instants for received and closed. */
export interface ReportBounds {
  from: string;
  to: string;
  /** The start of `from` and of the day after `to` in Oslo. */
  fromInstant: Date;
  untilInstant: Date;
  thresholds: { Short: number; Long: number };
  /** Covers the years from the earliest received day of the cases closed in the period to `to`. */
  calendar: WorkingDayCalendar;
}

const osloDay = (column: string) => sql.raw(`(${column} at time zone 'Europe/Oslo')::date`);

/**
 * Each measure of the report as a condition on a case row (of the `cases` table, unaliased): the one definition
 * both the counts and the list of a cell's cases use, so that a number and its list cannot disagree.
 */
export function measureConditions(bounds: ReportBounds): Record<ReportMeasure, SQL> {
  const { calendar, thresholds } = bounds;
  const received = sql`(created_at >= ${bounds.fromInstant.toISOString()} and created_at < ${bounds.untilInstant.toISOString()})`;
  const closed = sql`(closed_at >= ${bounds.fromInstant.toISOString()} and closed_at < ${bounds.untilInstant.toISOString()})`;
  const workingDays = sql`(${calendar.numberOf(osloDay('closed_at'))} - ${calendar.numberOf(osloDay('created_at'))})`;
  const decided = sql`(decision_outcome is not null and decision_date >= ${bounds.from}::date and decision_date <= ${bounds.to}::date)`;
  const answerAsked = sql`(${decided} and decision_answer_due is not null)`;
  const outcomeIs = (outcomes: readonly string[]) =>
    sql`(${decided} and decision_outcome in (${sql.join(
      outcomes.map((outcome) => sql`${outcome}`),
      sql`, `,
    )}))`;
  return {
    received,
    closed,
    closedShort: sql`(${closed} and ${workingDays} <= ${thresholds.Short})`,
    closedMedium: sql`(${closed} and ${workingDays} > ${thresholds.Short} and ${workingDays} <= ${thresholds.Long})`,
    closedLong: sql`(${closed} and ${workingDays} > ${thresholds.Long})`,
    decided,
    ...(Object.fromEntries(OUTCOMES.map((outcome) => [outcome, outcomeIs([outcome])])) as Record<
      (typeof OUTCOMES)[number],
      SQL
    >),
    customerWon: outcomeIs(CUSTOMER_WON_OUTCOMES),
    answerAsked,
    followed: sql`(${answerAsked} and decision_follows)`,
    notFollowed: sql`(${answerAsked} and not decision_follows)`,
    notAnswered: sql`(${answerAsked} and decision_follows is null)`,
  };
}

/** A case counted in some number of the report: received, closed or decided in the period. */
export const inReport = (conditions: Record<ReportMeasure, SQL>) =>
  sql`(${conditions.received} or ${conditions.closed} or ${conditions.decided})`;

/** A row of the table by product or cause: that value's cases, or those without one (`NO_CATEGORY`). */
export function categoryCondition(column: 'product_id' | 'cause_id', value: string | undefined) {
  if (value === undefined) return sql`true`;
  if (value === NO_CATEGORY) return sql`${sql.raw(column)} is null`;
  return sql`${sql.raw(column)} = ${value}`;
}
