import {
  DECISION_ANSWER_LETTER_SUBJECT,
  type decisionAnswerRequestSchema,
} from '@foretaksportalen/shared/contract/decision';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { answerRefusal, caseNotFound, lockVisibleCase, requireCaseScope } from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import { type LetterService, requireSender } from '../letter/index.ts';
import type { AuthContext } from '../session/index.ts';
import { saveAnswer } from './decision.repository.ts';

type AnswerInput = z.output<typeof decisionAnswerRequestSchema>;

/**
 * The company's answer to the complaints body's decision (issue 49): 'Følger foretaket vedtaket?', once. A 'no'
 * sends its reason as a letter in the same transaction; the body hears of the answer in its change feed.
 */
export function createDecisionService({
  letters,
  changes,
  clock,
}: {
  letters: Pick<LetterService, 'inLetterTransaction' | 'writeLetter'>;
  changes: CaseChanges;
  clock: () => Date;
}) {
  return {
    /** POST /api/case/{caseId}/decision-answer. */
    async answer(auth: AuthContext, caseId: string, input: AnswerInput): Promise<void> {
      requireCaseScope(auth);
      await letters.inLetterTransaction(async (tx, stored) => {
        const target = await lockVisibleCase(tx, auth, caseId);
        if (!target) throw caseNotFound();
        const refusal = answerRefusal(target);
        if (refusal) throw new AppError('decision.not-answerable', 409, refusal);
        const at = clock();
        const reason = input.Follows ? null : input.Reason;
        await saveAnswer(tx, caseId, {
          decisionFollows: input.Follows,
          decisionAmountPaid: input.AmountPaid,
          decisionAnswerReason: reason,
          decisionAnsweredAt: at,
          decisionAnsweredByMembershipId: auth.membershipId,
        });
        if (reason !== null) {
          const sender = await requireSender(tx, auth);
          const letter = {
            subject: DECISION_ANSWER_LETTER_SUBJECT,
            content: reason,
            pdfs: [],
            attachments: [],
          };
          await letters.writeLetter(tx, { target, sender, ...letter, at }, stored);
        }
        await changes.record(tx, {
          kind: 'decision.answered',
          caseId,
          follows: input.Follows,
          amountPaid: input.AmountPaid,
          byMembershipId: auth.membershipId,
          companyId: target.companyId,
          actor: { personId: auth.personId },
          at,
        });
      });
    },
  };
}

export type DecisionService = ReturnType<typeof createDecisionService>;
