export type { OutboxMessage } from './outbox.repository.ts';
export { enqueueMail } from './outbox.repository.ts';
export { createOutboxSender, messageIdFor, retryDelaySeconds } from './outbox.sender.ts';
export type { OutboxStatus, OutboxStatusService } from './outbox-status.service.ts';
export { createOutboxStatusService } from './outbox-status.service.ts';
