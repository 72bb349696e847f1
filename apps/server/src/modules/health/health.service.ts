import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export function createHealthService({ db }: { db: Database }) {
  return {
    /** Fails when the database does not answer. */
    async checkDatabase() {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
