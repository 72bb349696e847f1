import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isAnyOf } from '../../db/conditions.ts';
import { uploads } from '../../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Database, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

/**
 * The uploads with these delete-key hashes, locked for the rest of the transaction, so that two cases or letters
 * cannot take the same file and the purge cannot remove it meanwhile.
 */
export async function lockUploadsByKeyHash(db: Database, keyHashes: readonly string[]) {
  return (
    db
      .select()
      .from(uploads)
      .where(inArray(uploads.keyHash, [...keyHashes]))
      // One order for every locker, so that two transactions taking overlapping files cannot deadlock.
      .orderBy(asc(uploads.id))
      .for('update')
  );
}

/** The session's unattached upload with this delete-key hash, locked for the rest of the transaction. */
export async function lockSessionUpload(db: Database, keyHash: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.keyHash, keyHash), eq(uploads.sessionId, sessionId), isNull(uploads.attachedAt)))
    .for('update');
  return row;
}

/** The upload now belongs to a document, which stores its bytes under the same blob key. */
export async function markUploadAttached(db: Database, uploadId: string, documentId: string, at: Date) {
  await db.update(uploads).set({ attachedAt: at, documentId }).where(eq(uploads.id, uploadId));
}

/**
 * Up to `limit` unattached uploads made before `cutoff`, locked; rows another process is purging are skipped.
 */
export async function lockExpiredUploads(db: Database, cutoff: Date, limit: number) {
  return db
    .select({ id: uploads.id, blobKey: uploads.blobKey })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
    .orderBy(asc(uploads.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deleteUploads(db: Database, uploadIds: readonly string[]) {
  await db.delete(uploads).where(isAnyOf(uploads.id, uploadIds));
}
