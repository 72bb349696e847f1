import type { Database } from '../../db/client.ts';
import { insertMail } from './outbox.repository.ts';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

/**
 * Puts an e-mail into the outbox, due at once; call it inside the transaction of the change the e-mail reports,
 * so that the two are kept or lost together. The sender (outbox.sender.ts) delivers it.
 */
export async function enqueueMail(db: Database, message: OutboxMessage, now: Date) {
  await insertMail(db, { ...message, createdAt: now, nextAttemptAt: now });
}
