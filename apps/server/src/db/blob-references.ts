import { asc, gt, inArray, max, sql } from 'drizzle-orm';
import { ADVISORY_LOCK } from './advisory-locks.ts';
import type { Database } from './client.ts';
import { documents, letterDraftFiles, uploads } from './schema.ts';

/**
 * The rows that refer to blob keys: documents (letters and attachments from the portal and the provider API, the
 * letters' generated PDFs, the demo and generated cases' PDFs), uploads (an upload keeps its key after a document
 * takes it) and the files of letter drafts (issue 46). Whatever deletes blobs asks here first; the index on each
 * table's blob keys answers, so that a check never reads every document of every company.
 */
export function selectBlobKeysInUse(db: Database, blobKeys: readonly string[]) {
  const keys = [...blobKeys];
  return db
    .select({ blobKey: documents.blobKey })
    .from(documents)
    .where(inArray(documents.blobKey, keys))
    .union(db.select({ blobKey: uploads.blobKey }).from(uploads).where(inArray(uploads.blobKey, keys)))
    .union(
      db
        .select({ blobKey: letterDraftFiles.blobKey })
        .from(letterDraftFiles)
        .where(inArray(letterDraftFiles.blobKey, keys)),
    );
}

/** Which of the blob keys a row still refers to: a blob may be shared (the demo letters are stored once). */
export async function findBlobKeysInUse(db: Database, blobKeys: readonly string[]) {
  if (blobKeys.length === 0) return new Set<string>();
  const rows = await selectBlobKeysInUse(db, blobKeys);
  return new Set(rows.map((row) => row.blobKey));
}

/**
 * Until the transaction ends: `reuse` for a transaction that gives new rows blobs written long ago (the demo and
 * generated PDFs, stored once by their content), `remove` for the purge of blobs no row refers to. The purge's
 * grace period protects a new blob until its row commits, but not an old one reused; with this lock the purge
 * either finds the reusing rows committed, or has removed the blob before the reuser looks for it (and writes it
 * again).
 */
export async function lockBlobReuse(db: Database, purpose: 'reuse' | 'remove') {
  const lock = purpose === 'reuse' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await db.execute(sql`select ${lock}(${ADVISORY_LOCK.blobReuse}::int, 0)`);
}

/** A blob a row refers to, with the size the row says it has. */
export interface ReferencedBlob {
  key: string;
  size: number;
}

/** Every blob key a document, upload or draft file refers to, once each in key order, a page at a time. */
export async function* referencedBlobs(db: Database, pageSize = 500): AsyncGenerator<ReferencedBlob> {
  let after = '';
  for (;;) {
    const referring = db
      .select({ key: documents.blobKey, size: documents.fileSize })
      .from(documents)
      .where(gt(documents.blobKey, after))
      .unionAll(
        db
          .select({ key: uploads.blobKey, size: uploads.fileSize })
          .from(uploads)
          .where(gt(uploads.blobKey, after)),
      )
      .unionAll(
        db
          .select({ key: letterDraftFiles.blobKey, size: letterDraftFiles.fileSize })
          .from(letterDraftFiles)
          .where(gt(letterDraftFiles.blobKey, after)),
      )
      .as('referring');
    const page = await db
      .select({ key: referring.key, size: max(referring.size).mapWith(Number) })
      .from(referring)
      .groupBy(referring.key)
      .orderBy(asc(referring.key))
      .limit(pageSize);
    for (const { key, size } of page) yield { key, size };
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = last.key;
  }
}
