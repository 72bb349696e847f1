import { and, asc, count, gt, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

const notSent = isNull(outbox.sentAt);
const failing = and(notSent, gt(outbox.attempts, 0));

/** Messages not sent yet, the failing ones included. */
export async function countWaiting(db: Database) {
  const [waiting] = await db.select({ n: count() }).from(outbox).where(notSent);
  return waiting?.n ?? 0;
}

export async function countOutbox(db: Database, sentSince: Date) {
  const waiting = await countWaiting(db);
  const [failed] = await db.select({ n: count() }).from(outbox).where(failing);
  const [sent] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(isNotNull(outbox.sentAt), gte(outbox.sentAt, sentSince)));
  return { waiting, failing: failed?.n ?? 0, sentSince: sent?.n ?? 0 };
}

export async function oldestWaitingCreatedAt(db: Database) {
  const [row] = await db
    .select({ createdAt: outbox.createdAt })
    .from(outbox)
    .where(notSent)
    .orderBy(asc(outbox.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** The messages not sent yet whose attempts failed: no recipient, subject or body, only what the status needs. */
export async function failingMessages(db: Database) {
  return db
    .select({
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(failing);
}
