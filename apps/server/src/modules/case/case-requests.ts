import type { Database } from '../../db/client.ts';
import {
  type CaseRequestRow,
  findCaseRequests,
  findRequestsByIds,
  insertCaseRequest,
  lockCaseRequest,
  type NewCaseRequest,
  saveRequestAnswer,
  setCaseDueDate,
} from './case-request.repository.ts';

/*
 * What the modules that send and answer the company's requests to the complaints body (issue 49) ask of the case
 * core on their own database handle, so as to work in their transaction.
 */

/** A case's requests, newest first. */
export const readCaseRequests = (db: Database, caseId: string) => findCaseRequests(db, caseId);

/** Requests of any cases by their ids (the change feed's reader). */
export const readRequestsByIds = (db: Database, requestIds: readonly string[]) =>
  findRequestsByIds(db, requestIds);

export const addCaseRequest = (tx: Database, values: NewCaseRequest) => insertCaseRequest(tx, values);

/** One request of a case, locked for the caller's transaction; undefined when the case has none by that id. */
export const lockRequestOfCase = (tx: Database, caseId: string, requestId: string) =>
  lockCaseRequest(tx, caseId, requestId);

export interface RequestAnswer {
  status: 'granted' | 'refused';
  /** The new due date of a granted extension; null otherwise. */
  grantedDueDate: string | null;
  text: string | null;
  at: Date;
}

/**
 * The body's answer to a request; a granted extension moves the case's due date, which the working days, the
 * quick views and the reminders read.
 */
export async function answerCaseRequest(tx: Database, request: CaseRequestRow, answer: RequestAnswer) {
  await saveRequestAnswer(tx, request.id, {
    status: answer.status,
    grantedDueDate: answer.grantedDueDate,
    answerText: answer.text,
    answeredAt: answer.at,
  });
  if (answer.grantedDueDate !== null)
    await setCaseDueDate(tx, request.caseId, answer.grantedDueDate, answer.at);
}
