import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventVisibleToProvider } from '../../db/conditions.ts';
import { caseEvents, documents } from '../../db/schema.ts';

export async function findCaseDocument(db: Database, caseId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.caseId, caseId), eq(documents.id, documentId)))
    .limit(1);
  return row;
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
