import type { Database } from '../../db/client.ts';
import { deleteMailSentBefore, insertMail } from './outbox.repository.ts';

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

/**
 * Deletes the e-mails sent before `sentBefore` (the housekeeping, issue 48): their addresses and texts are personal
 * data the portal no longer needs once the server took them. A message not sent yet is kept however old, since the
 * sender still owes it. Answers how many.
 */
export const deleteSentMail = (db: Database, { sentBefore }: { sentBefore: Date }) =>
  deleteMailSentBefore(db, sentBefore);
