import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentItems } from '../../db/schema.ts';

export type ContentItemRow = typeof contentItems.$inferSelect;

/** The items of one document type in their editorial order. */
export async function findContentItems(db: Database, documentTypeAlias: string) {
  return db
    .select()
    .from(contentItems)
    .where(eq(contentItems.documentTypeAlias, documentTypeAlias))
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.createdAt), asc(contentItems.id));
}
