import { createHash } from 'node:crypto';
import { DEFAULT_ANSWER_DAYS, OUTCOMES_ASKING_AN_ANSWER } from '@foretaksportalen/shared/contract/decision';
import type { DemoEvent } from '@foretaksportalen/shared/demo-cases';
import { addDays } from '@foretaksportalen/shared/working-days';
import type { cases } from '../db/schema.ts';

type DecisionColumns = Pick<
  typeof cases.$inferInsert,
  | 'decisionOutcome'
  | 'decisionDate'
  | 'decisionAnswerDue'
  | 'decisionFollows'
  | 'decisionAmountPaid'
  | 'decisionAnsweredAt'
  | 'decisionAnsweredByMembershipId'
>;

/** Every case row has every column: the rows are inserted by the first one's columns. */
export const NO_DECISION: Required<DecisionColumns> = {
  decisionOutcome: null,
  decisionDate: null,
  decisionAnswerDue: null,
  decisionFollows: null,
  decisionAmountPaid: null,
  decisionAnsweredAt: null,
  decisionAnsweredByMembershipId: null,
};

/** A number from 0 to `below` of the case number, the same on every run (the demo's random stream is left alone). */
function numberOf(caseNumber: string, below: number) {
  return createHash('sha256').update(caseNumber).digest().readUInt32BE(0) % below;
}

/**
 * The decision of a closed demo case (issue 49), as its last letter from the complaints body tells it: the outcome,
 * its day and letter, and where the customer won, the day the answer is due and, once that has passed or the case
 * is archived, the company's answer: it follows the decision, and paid a sum of its own. The letter is named
 * apart: the case row is written before its events.
 */
export function demoDecisionColumns(
  spec: { caseNumber: string; archived: boolean; events: readonly DemoEvent<unknown>[] },
  written: { eventIds: readonly string[]; answeredBy: string | null; today: string },
): { columns: DecisionColumns; eventId: string | null } {
  const index = spec.events.findLastIndex((event) => event.outcome !== undefined);
  const event = spec.events[index];
  if (!event?.outcome) return { columns: NO_DECISION, eventId: null };
  const decisionDate = event.at.slice(0, 10);
  const asksAnswer = OUTCOMES_ASKING_AN_ANSWER.includes(event.outcome);
  const answerDue = asksAnswer ? addDays(decisionDate, DEFAULT_ANSWER_DAYS) : null;
  const answered = answerDue !== null && (spec.archived || answerDue < written.today);
  const columns: DecisionColumns = {
    ...NO_DECISION,
    decisionOutcome: event.outcome,
    decisionDate,
    decisionAnswerDue: answerDue,
  };
  if (answered)
    Object.assign(columns, {
      decisionFollows: true,
      decisionAmountPaid: 500 + numberOf(spec.caseNumber, 200) * 250,
      decisionAnsweredAt: new Date(`${addDays(answerDue, -numberOf(spec.caseNumber, 20) - 1)}T10:00:00Z`),
      decisionAnsweredByMembershipId: written.answeredBy,
    });
  return { columns, eventId: written.eventIds[index] ?? null };
}
