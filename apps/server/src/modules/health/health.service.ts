import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';

/**
 * What keeps the process from taking requests: its start (migrations, demo data) or its shutdown, or a part it
 * needs that does not answer.
 */
export type NotReadyCause = 'starting' | 'draining' | 'database' | 'blob-store';

export type Readiness = { ready: true } | { ready: false; cause: NotReadyCause; error?: unknown };

export function createHealthService({
  db,
  blobs,
  isDraining,
  isStarting,
}: {
  db: Database;
  blobs: BlobStore;
  /** True from the moment a shutdown begins (`src/shutdown.ts`). */
  isDraining: () => boolean;
  /** True until the process has migrated and seeded its database (main.ts). */
  isStarting: () => boolean;
}) {
  async function checkDatabase() {
    await db.execute(sql`select 1`);
  }

  return {
    /** Fails when the database does not answer. */
    checkDatabase,

    /**
     * Whether a load balancer may send this process requests: not while it starts or drains after SIGTERM, nor
     * while its database or its blob store does not answer (the failure comes with the answer, for the log).
     */
    async readiness(): Promise<Readiness> {
      if (isStarting()) return { ready: false, cause: 'starting' };
      if (isDraining()) return { ready: false, cause: 'draining' };
      const [database, blobStore] = await Promise.allSettled([checkDatabase(), blobs.check()]);
      if (database.status === 'rejected') return { ready: false, cause: 'database', error: database.reason };
      if (blobStore.status === 'rejected') {
        return { ready: false, cause: 'blob-store', error: blobStore.reason };
      }
      return { ready: true };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
