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

/** Every item, or those of one document type, grouped by type in their editorial order (the provider API). */
export async function findAllContentItems(db: Database, documentTypeAlias?: string) {
  return db
    .select()
    .from(contentItems)
    .where(
      documentTypeAlias === undefined ? undefined : eq(contentItems.documentTypeAlias, documentTypeAlias),
    )
    .orderBy(
      asc(contentItems.documentTypeAlias),
      asc(contentItems.sortOrder),
      asc(contentItems.createdAt),
      asc(contentItems.id),
    );
}

export type ContentItemValues = Pick<
  typeof contentItems.$inferInsert,
  'documentTypeAlias' | 'name' | 'sortOrder' | 'properties' | 'updatedAt'
>;

export async function insertContentItem(db: Database, values: ContentItemValues & { createdAt: Date }) {
  const [row] = await db.insert(contentItems).values(values).returning();
  if (!row) throw new Error('The content item was not created');
  return row;
}

/** Changes an item; undefined when there is none with the id. */
export async function updateContentItem(db: Database, id: string, values: ContentItemValues) {
  const [row] = await db.update(contentItems).set(values).where(eq(contentItems.id, id)).returning();
  return row;
}

/** Removes an item; undefined when there was none with the id. */
export async function deleteContentItem(db: Database, id: string) {
  const [row] = await db.delete(contentItems).where(eq(contentItems.id, id)).returning();
  return row;
}

export async function lockContentItem(db: Database, id: string) {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
  return row;
}
