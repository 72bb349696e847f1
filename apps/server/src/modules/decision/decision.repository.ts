import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cases } from '../../db/schema.ts';

export type AnswerValues = Pick<
  typeof cases.$inferInsert,
  'decisionFollows' | 'decisionAmountPaid' | 'decisionAnswerReason' | 'decisionAnsweredByMembershipId'
> & { decisionAnsweredAt: Date };

/** The company's answer to the decision on the case (issue 49). */
export async function saveAnswer(db: Database, caseId: string, values: AnswerValues) {
  await db
    .update(cases)
    .set({ ...values, updatedAt: values.decisionAnsweredAt })
    .where(eq(cases.id, caseId));
}
