import {
  ALREADY_ANSWERED,
  ANSWER_NOT_ASKED,
  type CaseDecision,
} from '@foretaksportalen/shared/contract/decision';
import type { CaseRow } from './case.repository.ts';
import { sendRefusal } from './letter.policy.ts';

type DecisionColumns = Pick<
  CaseRow,
  | 'decisionOutcome'
  | 'decisionDate'
  | 'decisionEventId'
  | 'decisionAnswerDue'
  | 'decisionFollows'
  | 'decisionAmountPaid'
  | 'decisionAnswerReason'
  | 'decisionAnsweredAt'
>;

/** The complaints body's decision on the case and the company's answer (issue 49); null before there is one. */
export function toCaseDecision(row: DecisionColumns): CaseDecision | null {
  if (row.decisionOutcome === null || row.decisionDate === null) return null;
  return {
    Outcome: row.decisionOutcome,
    DecisionDate: row.decisionDate,
    EventUid: row.decisionEventId,
    AnswerDueDate: row.decisionAnswerDue,
    Answer:
      row.decisionAnsweredAt !== null && row.decisionFollows !== null
        ? {
            Follows: row.decisionFollows,
            AmountPaid: row.decisionAmountPaid,
            Reason: row.decisionAnswerReason,
            Answered: row.decisionAnsweredAt.toISOString(),
          }
        : null,
  };
}

/**
 * Why the company may not answer the decision now, or null: there must be one that asks an answer (an
 * AnswerDueDate), not answered yet, in a case that takes letters (a 'no' goes as one).
 */
export function answerRefusal(row: DecisionColumns & Pick<CaseRow, 'archived'>): string | null {
  if (row.decisionOutcome === null || row.decisionAnswerDue === null) return ANSWER_NOT_ASKED;
  if (row.decisionAnsweredAt !== null) return ALREADY_ANSWERED;
  return sendRefusal(row);
}
