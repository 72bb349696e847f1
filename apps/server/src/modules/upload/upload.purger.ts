import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../lib/blob-store.ts';
import { periodicTask } from '../../lib/periodic-task.ts';
import { deleteUploads, lockExpiredUploads } from './upload.repository.ts';

/** How often main.ts lets the purger look for expired uploads. */
export const UPLOAD_PURGE_INTERVAL_MS = 15 * 60 * 1000;
const PURGE_BATCH_SIZE = 100;

/**
 * Removes uploads that no case or letter took within `retentionHours` (architecture §7: 24 hours), rows and
 * bytes: a wizard left open or a tab closed leaves its files behind, and nobody else can use them.
 */
export function createUploadPurger(deps: {
  db: Database;
  blobs: BlobStore;
  clock: () => Date;
  log: FastifyBaseLogger;
  retentionHours: number;
}) {
  const { db, blobs, clock, log, retentionHours } = deps;
  const task = periodicTask(() => purgeExpired(), log, 'Purging expired uploads failed');

  /** One batch in one transaction: bytes first, so that a failure keeps the rows for the next attempt. */
  async function purgeBatch(cutoff: Date) {
    return db.transaction(async (tx) => {
      const expired = await lockExpiredUploads(tx, cutoff, PURGE_BATCH_SIZE);
      for (const upload of expired) await blobs.delete(upload.blobKey);
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
      if (batch < PURGE_BATCH_SIZE || task.stopping()) break;
    }
    if (purged > 0) log.info({ purged }, 'Removed expired uploads');
    return purged;
  }

  return { purgeExpired, start: task.start, stop: task.stop };
}
