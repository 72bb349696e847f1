import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export async function insertMail(db: Database, values: typeof outbox.$inferInsert) {
  await db.insert(outbox).values(values);
}

/**
 * Claims the next due message until `claimedUntil`, or answers undefined. One conditional UPDATE: the row is
 * locked (others skip it) and the conditions are checked again on the row as it is when the update runs, so
 * two server processes never hold the same message at once. The row is picked by a scalar subquery, which
 * runs once; `id in (… limit 1)` may be rescanned and then claims more than one row.
 */
export async function claimDueMail(db: Database, now: Date, claimedUntil: Date) {
  const claimable = and(
    isNull(outbox.sentAt),
    lte(outbox.nextAttemptAt, now),
    or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, now)),
  );
  const next = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(claimable)
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ claimedUntil })
    .where(and(eq(outbox.id, sql`(${next})`), claimable))
    .returning();
  return row;
}

export async function markMailSent(db: Database, id: string, now: Date) {
  await db.update(outbox).set({ sentAt: now, claimedUntil: null }).where(eq(outbox.id, id));
}

export async function markMailFailed(
  db: Database,
  id: string,
  failure: { attempts: number; lastError: string; nextAttemptAt: Date },
) {
  await db
    .update(outbox)
    .set({ ...failure, claimedUntil: null })
    .where(eq(outbox.id, id));
}

/** Deletes the messages sent before `cutoff`, in batches; one not sent yet has no sent_at and is never among them. */
export const deleteMailSentBefore = (db: Database, cutoff: Date) =>
  deleteInBatches(db, outbox, outbox.id, lt(outbox.sentAt, cutoff));
