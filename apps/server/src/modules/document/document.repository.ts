import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventVisibleToProvider, isAnyOf } from '../../db/conditions.ts';
import { caseEvents, documents } from '../../db/schema.ts';

export type DocumentRow = typeof documents.$inferSelect;

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

export async function findCaseDocument(db: Database, caseId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.caseId, caseId), eq(documents.id, documentId)))
    .limit(1);
  return row;
}

/** The documents of some events, in their order within each event. */
export async function findEventDocuments(db: Database, eventIds: readonly string[]) {
  return db
    .select()
    .from(documents)
    .where(isAnyOf(documents.caseEventId, eventIds))
    .orderBy(asc(documents.caseEventId), asc(documents.sortOrder), asc(documents.id));
}

/** A document the complaints body may download (see eventVisibleToProvider), or undefined. */
export async function findProviderVisibleDocument(db: Database, documentId: string) {
  const [row] = await db
    .select({ document: documents })
    .from(documents)
    .innerJoin(caseEvents, eq(caseEvents.id, documents.caseEventId))
    .where(and(eq(documents.id, documentId), eventVisibleToProvider))
    .limit(1);
  return row?.document;
}
