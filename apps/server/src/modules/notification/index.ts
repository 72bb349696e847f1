export { LISTED_CASES_MAX } from './notification-mails.ts';
export { notifyCasesAssigned, notifyNewCase, notifyNewLetter } from './notifications.ts';
export { createUnreadReminder, UNREAD_REMINDER_INTERVAL_MS } from './unread-reminder.ts';
