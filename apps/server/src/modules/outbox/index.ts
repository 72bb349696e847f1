export { createOutboxSender, messageIdFor, retryDelaySeconds } from './outbox.sender.ts';
export { deleteSentMail, enqueueMail, type OutboxMessage } from './outbox.service.ts';
export type { OutboxStatus, OutboxStatusService } from './outbox-status.service.ts';
export { createOutboxStatusService } from './outbox-status.service.ts';
