import type { FastifyBaseLogger } from 'fastify';
import { findBlobKeysInUse, lockBlobReuse } from '../../db/blob-references.ts';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { periodicTask } from '../../lib/periodic-task.ts';
import { deleteUploads, lockExpiredUploads } from './upload.repository.ts';

/** How often the purger looks for expired uploads. */
const UPLOAD_PURGE_INTERVAL_MS = 15 * 60 * 1000;
/** How often it sweeps the blob store, which means reading every key: less often. */
const BLOB_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/**
 * A blob written this recently is never removed, referred to or not: its row may not have committed yet (an
 * upload being checked, a letter being written).
 */
const BLOB_GRACE_MS = 60 * 60 * 1000;
/** A write nothing has touched for this long has stopped for good: its process was killed. */
const UNFINISHED_WRITE_MS = 60 * 60 * 1000;
const PURGE_BATCH_SIZE = 100;
const SWEEP_BATCH_SIZE = 500;

/**
 * Removes uploads that no case or letter took within `retentionHours` (architecture §7: 24 hours), rows and
 * bytes: a wizard left open or a tab closed leaves its files behind, and nobody else can use them. And sweeps the
 * blob store: what writes that never finished left behind (a `kill -9` during an upload), and blobs that no row
 * refers to any more, once they are older than the grace period.
 */
export function createUploadPurger(deps: {
  db: Database;
  blobs: BlobStore;
  clock: () => Date;
  log: FastifyBaseLogger;
  retentionHours: number;
}) {
  const { db, blobs, clock, log, retentionHours } = deps;
  const expiredTask = periodicTask(() => purgeExpired(), log, 'Purging expired uploads failed');
  const sweepTask = periodicTask(() => sweepBlobStore(), log, 'Sweeping the blob store failed');

  /** One batch in one transaction: bytes first, so that a failure keeps the rows for the next attempt. */
  async function purgeBatch(cutoff: Date) {
    return db.transaction(async (tx) => {
      const expired = await lockExpiredUploads(tx, cutoff, PURGE_BATCH_SIZE);
      for (const upload of expired) await blobs.delete(upload.blobKey, tx);
      await deleteUploads(
        tx,
        expired.map((upload) => upload.id),
      );
      return expired.length;
    });
  }

  /** Removes every upload that has expired by now; answers how many. */
  async function purgeExpired() {
    const cutoff = new Date(clock().getTime() - retentionHours * 60 * 60 * 1000);
    let purged = 0;
    for (;;) {
      const batch = await purgeBatch(cutoff);
      purged += batch;
      if (batch < PURGE_BATCH_SIZE || expiredTask.stopping()) break;
    }
    if (purged > 0) log.info({ purged }, 'Removed expired uploads');
    return purged;
  }

  /** Of these keys, removes the blobs no row refers to; answers how many. */
  async function removeUnreferenced(blobKeys: readonly string[]) {
    if (blobKeys.length === 0) return 0;
    return db.transaction(async (tx) => {
      await lockBlobReuse(tx, 'remove');
      const inUse = await findBlobKeysInUse(tx, blobKeys);
      const unreferenced = blobKeys.filter((key) => !inUse.has(key));
      for (const key of unreferenced) await blobs.delete(key, tx);
      return unreferenced.length;
    });
  }

  /**
   * Removes unfinished writes untouched for an hour, then every blob older than the grace period that no row
   * refers to, reading the store's keys as they come and asking the database in batches. Answers how many of
   * each.
   */
  async function sweepBlobStore() {
    const now = clock().getTime();
    const unfinished = await blobs.removeUnfinishedWrites(new Date(now - UNFINISHED_WRITE_MS));
    let unreferenced = 0;
    let batch: string[] = [];
    for await (const blob of blobs.list()) {
      if (sweepTask.stopping()) break;
      if (blob.modifiedAt.getTime() > now - BLOB_GRACE_MS) continue;
      batch.push(blob.key);
      if (batch.length === SWEEP_BATCH_SIZE) {
        unreferenced += await removeUnreferenced(batch);
        batch = [];
      }
    }
    unreferenced += await removeUnreferenced(batch);
    if (unfinished + unreferenced > 0) {
      log.info({ unfinished, unreferenced }, 'Removed unfinished writes and blobs no row refers to');
    }
    return { unfinished, unreferenced };
  }

  return {
    purgeExpired,
    sweepBlobStore,
    start() {
      expiredTask.start(UPLOAD_PURGE_INTERVAL_MS);
      sweepTask.start(BLOB_SWEEP_INTERVAL_MS);
    },
    /** Lets a run under way finish, so that a shutdown leaves nothing half done. */
    stop: () => Promise.all([expiredTask.stop(), sweepTask.stop()]),
  };
}
