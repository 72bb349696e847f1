import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ADVISORY_LOCK } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { isAnyOf } from '../../db/conditions.ts';
import { memberships, uploads } from '../../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Database, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

/**
 * Holds the person's upload quota until the transaction ends: two uploads of one person (in two sessions, two
 * processes) then count and insert one after the other, so that they cannot both take the last place.
 */
export async function lockUploadQuota(db: Database, personId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCK.uploadQuota}::int, hashtext(${personId}::text))`,
  );
}

/** The person's uploads that no case or letter has taken, in every session and company: how many, and their bytes. */
export async function unattachedUploadsOf(db: Database, personId: string) {
  const [usage] = await db
    .select({ files: count(), bytes: sql<number>`coalesce(sum(${uploads.fileSize}), 0)`.mapWith(Number) })
    .from(uploads)
    .innerJoin(memberships, eq(uploads.membershipId, memberships.id))
    .where(and(eq(memberships.personId, personId), isNull(uploads.attachedAt)));
  return usage ?? { files: 0, bytes: 0 };
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
