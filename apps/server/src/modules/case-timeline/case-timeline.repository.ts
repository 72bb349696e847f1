import { and, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseEvents, cases, documents } from '../../db/schema.ts';

export async function insertCaseEvent(db: Database, values: typeof caseEvents.$inferInsert) {
  const [row] = await db.insert(caseEvents).values(values).returning({ id: caseEvents.id });
  if (!row) throw new Error('The case event was not created');
  return row.id;
}

export async function insertDocuments(db: Database, values: (typeof documents.$inferInsert)[]) {
  if (values.length > 0) await db.insert(documents).values(values);
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
