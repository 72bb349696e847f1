import { and, asc, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventVisibleToProvider, isAnyOf } from '../../db/conditions.ts';
import { caseEvents, cases, documents } from '../../db/schema.ts';

export type CaseEventRow = typeof caseEvents.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

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

/**
 * Marks an unread event read and counts it off the case's unread letters. Only one of two clerks opening the
 * letter at once changes anything: true for that one.
 */
export async function markEventRead(
  db: Database,
  event: { caseId: string; eventId: string },
  reader: { membershipId: string; at: Date },
) {
  const changed = await db
    .update(caseEvents)
    .set({ isRead: true, readAt: reader.at, readByMembershipId: reader.membershipId })
    .where(and(eq(caseEvents.id, event.eventId), not(caseEvents.isRead)))
    .returning({ id: caseEvents.id });
  if (changed.length === 0) return false;
  await db
    .update(cases)
    .set({ unreadCount: sql`greatest(${cases.unreadCount} - 1, 0)` })
    .where(eq(cases.id, event.caseId));
  return true;
}

/** The events of a case, newest first: all of them, or those the complaints body may see. */
export async function findCaseEvents(db: Database, caseId: string, { visibleToProviderOnly = false } = {}) {
  return db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), visibleToProviderOnly ? eventVisibleToProvider : undefined))
    .orderBy(desc(caseEvents.createdAt), desc(caseEvents.id));
}

export async function findCaseEvent(db: Database, caseId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.id, eventId)))
    .limit(1);
  return row;
}

/** Which documents of a case: all of them, one event's, or the chosen ones. */
export type DocumentSelection = 'all' | { eventId: string } | { documentIds: readonly string[] };

const selected = (selection: DocumentSelection): SQL | undefined => {
  if (selection === 'all') return undefined;
  return 'eventId' in selection
    ? eq(documents.caseEventId, selection.eventId)
    : isAnyOf(documents.id, selection.documentIds);
};

/** Documents of a case, oldest event first and in their order within each event. */
export async function findCaseDocuments(db: Database, caseId: string, selection: DocumentSelection = 'all') {
  const rows = await db
    .select({ document: documents })
    .from(documents)
    .innerJoin(caseEvents, eq(caseEvents.id, documents.caseEventId))
    .where(and(eq(documents.caseId, caseId), selected(selection)))
    .orderBy(
      asc(caseEvents.createdAt),
      asc(documents.caseEventId),
      asc(documents.sortOrder),
      asc(documents.id),
    );
  return rows.map((row) => row.document);
}
