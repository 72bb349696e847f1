export { createApprovalReminder } from './approval-reminder.ts';
export { caseChangeNotifier } from './case-change.notifier.ts';
export { createCauseAlert } from './cause-alert.ts';
export { createDueReminder } from './due-reminder.ts';
export { type Addressee, LISTED_CASES_MAX, retentionNoticeMail } from './notification-mails.ts';
export { notifyCasesAssigned, notifyNewCase, notifyNewLetter } from './notifications.ts';
export { companyAdministrators } from './recipients.ts';
export { createUnreadReminder } from './unread-reminder.ts';
export { REMINDER_INTERVAL_MS } from './working-day-reminder.ts';
