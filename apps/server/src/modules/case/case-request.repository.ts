import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isAnyOf } from '../../db/conditions.ts';
import { caseRequests, cases } from '../../db/schema.ts';

export type CaseRequestRow = typeof caseRequests.$inferSelect;
export type NewCaseRequest = Omit<typeof caseRequests.$inferInsert, 'id' | 'status'>;

/** A case's requests to the complaints body, newest first. */
export function findCaseRequests(db: Database, caseId: string) {
  return db
    .select()
    .from(caseRequests)
    .where(eq(caseRequests.caseId, caseId))
    .orderBy(desc(caseRequests.requestedAt), desc(caseRequests.id));
}

/** Requests of any cases by their ids; an id with no request is left out. */
export function findRequestsByIds(db: Database, requestIds: readonly string[]) {
  return db.select().from(caseRequests).where(isAnyOf(caseRequests.id, requestIds));
}

export async function insertCaseRequest(db: Database, values: NewCaseRequest): Promise<CaseRequestRow> {
  const [row] = await db.insert(caseRequests).values(values).returning();
  if (!row) throw new Error('The request was not stored');
  return row;
}

/** One request of a case, locked for the caller's transaction; undefined when the case has none by that id. */
export async function lockCaseRequest(db: Database, caseId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(caseRequests)
    .where(and(eq(caseRequests.caseId, caseId), eq(caseRequests.id, requestId)))
    .for('update');
  return row;
}

export type RequestAnswerValues = Pick<
  typeof caseRequests.$inferInsert,
  'status' | 'answerText' | 'grantedDueDate'
> & { answeredAt: Date };

export async function saveRequestAnswer(db: Database, requestId: string, values: RequestAnswerValues) {
  await db.update(caseRequests).set(values).where(eq(caseRequests.id, requestId));
}

/** The case's due date, as a granted extension sets it: the lists, reminders and working days read it there. */
export async function setCaseDueDate(db: Database, caseId: string, dueDate: string, at: Date) {
  await db.update(cases).set({ dueDate, updatedAt: at }).where(eq(cases.id, caseId));
}
