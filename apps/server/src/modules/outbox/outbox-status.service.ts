import type { Database } from '../../db/client.ts';
import { withoutEmailAddresses } from '../../lib/personal-data.ts';
import { retryDelaySeconds } from './outbox.sender.ts';
import {
  countOutbox,
  countWaiting,
  failingMessages,
  oldestWaitingCreatedAt,
} from './outbox-status.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OutboxStatus {
  /** Messages not sent yet, the failing ones included. */
  waiting: number;
  /** Messages not sent yet whose last attempt failed; the sender retries them. */
  failing: number;
  sentLast24Hours: number;
  oldestWaiting: { createdAt: string; ageSeconds: number } | null;
  /** The latest failed attempt of a message not sent yet. */
  lastError: { at: string; attempts: number; message: string } | null;
}

const secondsBetween = (earlier: Date, later: Date) =>
  Math.max(0, Math.floor((later.getTime() - earlier.getTime()) / 1000));

/**
 * When a failing message's last attempt failed: the sender set its next attempt that attempt's retry delay
 * after the failure, and the outbox has no column of its own for it.
 */
const failedAt = (message: { attempts: number; nextAttemptAt: Date }) =>
  new Date(message.nextAttemptAt.getTime() - retryDelaySeconds(message.attempts) * 1000);

/**
 * How the e-mail outbox is doing, for operators (`npm run admin -- outbox status`, the metrics): counts, never
 * contents.
 */
export function createOutboxStatusService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    /** What waits to be sent, in two cheap reads (the metrics ask on every scrape). */
    async backlog(): Promise<{ waiting: number; oldestWaitingAgeSeconds: number }> {
      const oldest = await oldestWaitingCreatedAt(db);
      return {
        waiting: await countWaiting(db),
        oldestWaitingAgeSeconds: oldest ? secondsBetween(oldest, clock()) : 0,
      };
    },

    async status(): Promise<OutboxStatus> {
      const now = clock();
      const counts = await countOutbox(db, new Date(now.getTime() - DAY_MS));
      const oldest = await oldestWaitingCreatedAt(db);
      let latestFailure: { at: Date; attempts: number; lastError: string | null } | undefined;
      for (const message of await failingMessages(db)) {
        const at = failedAt(message);
        if (!latestFailure || at > latestFailure.at) latestFailure = { ...message, at };
      }
      return {
        waiting: counts.waiting,
        failing: counts.failing,
        sentLast24Hours: counts.sentSince,
        oldestWaiting: oldest
          ? { createdAt: oldest.toISOString(), ageSeconds: secondsBetween(oldest, now) }
          : null,
        lastError: latestFailure
          ? {
              at: latestFailure.at.toISOString(),
              attempts: latestFailure.attempts,
              // An SMTP server's answer may name the recipient; the status shows no personal data.
              message: withoutEmailAddresses(latestFailure.lastError ?? ''),
            }
          : null,
      };
    },
  };
}

export type OutboxStatusService = ReturnType<typeof createOutboxStatusService>;
