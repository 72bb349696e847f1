import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { periodicTask } from '../../lib/periodic-task.ts';
import { claimDueMail, markMailFailed, markMailSent } from './outbox.repository.ts';

const CLAIM_SECONDS = 60;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;
const LAST_ERROR_MAX_LENGTH = 500;

const secondsAfter = (time: Date, seconds: number) => new Date(time.getTime() + seconds * 1000);

/** 30 s after the first failure, doubling with each further one, at most an hour. */
export const retryDelaySeconds = (failedAttempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** (failedAttempts - 1), MAX_RETRY_SECONDS);

/**
 * Every message keeps one Message-ID across attempts. If the SMTP server accepted a message but the database
 * update that records it was lost (a crash in between), the message is sent again after its claim runs out:
 * that window cannot be closed from this side, but the receiver can drop the copy by its Message-ID.
 */
export const messageIdFor = (outboxId: string) => `<outbox-${outboxId}@foretaksportalen>`;

/** The background sender that drains the outbox (architecture §1, §7): one message at a time, retried with backoff. */
export function createOutboxSender(deps: {
  db: Database;
  mailer: Mailer;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, clock, log } = deps;
  const task = periodicTask(() => sendDue(), log, 'The outbox sender failed');

  /** Sends the next due message, if any; false when there was none. */
  async function sendNext() {
    const claimedAt = clock();
    const mail = await claimDueMail(db, claimedAt, secondsAfter(claimedAt, CLAIM_SECONDS));
    if (!mail) return false;
    try {
      await mailer.send({
        messageId: messageIdFor(mail.id),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo,
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      await markMailFailed(db, mail.id, {
        attempts,
        lastError: reason.slice(0, LAST_ERROR_MAX_LENGTH),
        nextAttemptAt: secondsAfter(clock(), retryDelaySeconds(attempts)),
      });
      log.warn({ outboxId: mail.id, attempts, err: error }, 'Sending an e-mail failed; it will be retried');
      return true;
    }
    await markMailSent(db, mail.id, clock());
    return true;
  }

  /** Sends every message that is due now; answers how many it tried. */
  async function sendDue() {
    let tried = 0;
    while (!task.stopping() && (await sendNext())) tried += 1;
    return tried;
  }

  return {
    sendDue,
    start: task.start,
    /** Lets the message being sent finish, so that a shutdown leaves no claim behind. */
    stop: task.stop,
  };
}
