import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { and, asc, gt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Keys one window of a batched deletion holds, and so the most rows one of its statements deletes. */
export const DELETE_BATCH_SIZE = 5000;

/**
 * Deletes the rows of `table` that `condition` picks, a window of `key` at a time: the next DELETE_BATCH_SIZE keys
 * in order, found through the key's index, then the picked rows among them. Answers how many it deleted.
 *
 * On PGlite the database runs in the portal's own thread (architecture §12), so each statement must stay short.
 * `delete … where id in (select id … where <condition> limit n)` does not: each batch reads again the rows the
 * batches before it left dead and every row it keeps, and the last one reads the whole table; 200–400 ms a statement
 * in an audit log of a million rows. A window costs the same wherever it lies, a few milliseconds there: the walk
 * reads every key once, in short statements, and lets the requests waiting meanwhile in between (PGlite's answers
 * come as promises, so a loop of them alone would never let the event loop read a request).
 */
export async function deleteInBatches(db: Database, table: PgTable, key: PgColumn, condition: SQL) {
  let deleted = 0;
  let after: unknown;
  for (;;) {
    const afterPrevious = after === undefined ? undefined : gt(key, after);
    // The window's last key; none when fewer keys are left, and then the window is the rest of the table.
    const [last] = await db
      .select({ key })
      .from(table)
      .where(afterPrevious)
      .orderBy(asc(key))
      .offset(DELETE_BATCH_SIZE - 1)
      .limit(1);
    const gone = await db
      .delete(table)
      .where(and(afterPrevious, last && lte(key, last.key), condition))
      .returning({ key });
    deleted += gone.length;
    if (!last) return deleted;
    after = last.key;
    await nextTurnOfEventLoop();
  }
}
