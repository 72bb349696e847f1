import { workingDaysToDue } from '@foretaksportalen/shared/working-days';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../outbox/index.ts';
import {
  claimApprovalReminder,
  findLettersAwaitingApprovalDue,
  findMembershipRecipient,
  findNotifiedCompany,
} from './notification.repository.ts';
import { approvalDueMail } from './notification-mails.ts';
import { approverAddressees, uniqueByAddress } from './recipients.ts';
import { type ReminderDeps, workingDayReminder } from './working-day-reminder.ts';
import { workingDaysFrom } from './working-days.ts';

/** A letter still waiting this many working days before its case's deadline reminds its approvers (issue 46). */
export const APPROVAL_REMINDER_WORKING_DAYS = 1;

/**
 * Reminds the approvers of each letter that still waits for approval one working day (or less) before its case's
 * deadline: once per letter sent for approval, whichever process comes first, the record and the e-mails in one
 * transaction. Answers how many e-mails it wrote.
 */
async function remindOfLettersAwaitingApproval(db: Database, config: Config, now: Date, today: string) {
  let written = 0;
  const due = await findLettersAwaitingApprovalDue(
    db,
    workingDaysFrom(today, APPROVAL_REMINDER_WORKING_DAYS),
  );
  for (const letter of due) {
    written += await db.transaction(async (tx) => {
      if (!(await claimApprovalReminder(tx, letter.draftId, now))) return 0;
      const company = await findNotifiedCompany(tx, letter.companyId);
      if (!company) return 0;
      const author = letter.submittedByMembershipId
        ? await findMembershipRecipient(tx, letter.submittedByMembershipId)
        : undefined;
      const dueCase = { ...letter, daysToDue: workingDaysToDue(letter.dueDate, today) };
      const approvers = uniqueByAddress(await approverAddressees(tx, company.id, author?.personId ?? null));
      for (const { addressee } of approvers) {
        const message = approvalDueMail(config, addressee, {
          companyName: company.name,
          case: dueCase,
          today,
        });
        await enqueueMail(tx, message, now);
      }
      return approvers.length;
    });
  }
  return written;
}

/** The background task that reminds approvers of letters waiting near their case's deadline. */
export function createApprovalReminder(deps: ReminderDeps) {
  return workingDayReminder(deps, {
    remind: (now, today) => remindOfLettersAwaitingApproval(deps.db, deps.config, now, today),
    writtenMessage: 'Reminders of letters awaiting approval written to the outbox',
    failureMessage: 'The reminder of letters awaiting approval failed',
  });
}
