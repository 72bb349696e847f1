import { and, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseEvents, cases, documents } from '../../db/schema.ts';

/** The case of one of the company's events, or undefined for an unknown id and another company's event alike. */
export async function findCompanyEventCaseId(db: Database, companyId: string, eventId: string) {
  const [row] = await db
    .select({ caseId: caseEvents.caseId })
    .from(caseEvents)
    .where(and(eq(caseEvents.companyId, companyId), eq(caseEvents.id, eventId)))
    .limit(1);
  return row?.caseId;
}

/** An event of the case, locked for the rest of the transaction. */
export async function lockCaseEvent(db: Database, caseId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.id, eventId)))
    .for('update');
  return row;
}

/** Removes an event with its documents and their uploads (both go with it); answers the documents' blob keys. */
export async function deleteCaseEvent(db: Database, eventId: string) {
  const removed = await db
    .select({ blobKey: documents.blobKey })
    .from(documents)
    .where(eq(documents.caseEventId, eventId));
  await db.delete(caseEvents).where(eq(caseEvents.id, eventId));
  return removed.map((document) => document.blobKey);
}

/**
 * Sets the case's last event and unread count as its events say, after an event came or went: the list reads
 * them from the case row.
 */
export async function refreshCaseEventFigures(db: Database, caseId: string, updatedAt: Date) {
  const ofCase = eq(caseEvents.caseId, caseId);
  await db
    .update(cases)
    .set({
      lastEventAt: sql`(select max(${caseEvents.createdAt}) from ${caseEvents} where ${ofCase})`,
      unreadCount: sql`(select count(*) from ${caseEvents} where ${and(ofCase, not(caseEvents.isRead))})`,
      updatedAt,
    })
    .where(eq(cases.id, caseId));
}
