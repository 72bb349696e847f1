import { addDays } from '@foretaksportalen/shared/working-days';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { osloStartOfDay } from '../../lib/oslo-date.ts';
import { enqueueMail } from '../outbox/index.ts';
import {
  claimNotificationRun,
  countUnreadLettersByCompany,
  findNotifiedCompany,
} from './notification.repository.ts';
import { type Addressee, type CompanyReason, unreadLettersMail } from './notification-mails.ts';
import { companyAddressee, leaderAddressees, uniqueByAddress } from './recipients.ts';
import { type ReminderDeps, workingDayReminder } from './working-day-reminder.ts';
import { lastOverdueLetterDay } from './working-days.ts';

const UNREAD_REMINDER_KIND = 'unread-letters';
/** The `recipient_key` of the company's common address; a leader's is the membership id. */
const COMPANY_RECIPIENT_KEY = 'company';

interface Reminded {
  key: string;
  addressee: Addressee;
  reason: CompanyReason;
}

async function remindCompany(
  tx: Database,
  config: Config,
  unread: { companyId: string; letters: number; today: string; now: Date },
) {
  const company = await findNotifiedCompany(tx, unread.companyId);
  if (!company) return 0;
  const reminded: Reminded[] = [];
  if (company.notifyLeadersOnUnreadPosts) {
    for (const leader of await leaderAddressees(tx, company.id, 'notifyOnNewPosts'))
      reminded.push({ key: leader.membershipId, addressee: leader.addressee, reason: 'leader' });
  }
  const companyAddress = companyAddressee(company, 'notifyOnUnreadPosts');
  if (companyAddress)
    reminded.push({ key: COMPANY_RECIPIENT_KEY, addressee: companyAddress, reason: 'company' });
  let written = 0;
  for (const { key, addressee, reason } of uniqueByAddress(reminded)) {
    const run = { kind: UNREAD_REMINDER_KIND, companyId: company.id, recipientKey: key, day: unread.today };
    if (!(await claimNotificationRun(tx, { ...run, createdAt: unread.now }))) continue;
    const message = unreadLettersMail(config, addressee, reason, {
      companyName: company.name,
      letters: unread.letters,
    });
    await enqueueMail(tx, message, unread.now);
    written += 1;
  }
  return written;
}

/**
 * Writes today's reminders of letters from the complaints body that nobody has opened for two working days: to
 * the company address (NotifyOnUnreadPosts) and to the leaders (NotifyLeadersOnUnreadPosts, each with the
 * profile's NotifyOnNewPosts). Once per recipient and Oslo day, however many processes run it. Answers how many
 * e-mails it wrote.
 */
async function remindOfUnreadLetters(db: Database, config: Config, now: Date, today: string) {
  const receivedBefore = osloStartOfDay(addDays(lastOverdueLetterDay(today), 1));
  let written = 0;
  for (const { companyId, letters } of await countUnreadLettersByCompany(db, receivedBefore)) {
    written += await db.transaction((tx) => remindCompany(tx, config, { companyId, letters, today, now }));
  }
  return written;
}

/** The background task that sends the daily reminder of unread letters. */
export function createUnreadReminder(deps: ReminderDeps) {
  return workingDayReminder(deps, {
    remind: (now, today) => remindOfUnreadLetters(deps.db, deps.config, now, today),
    writtenMessage: 'Reminders of unread letters written to the outbox',
    failureMessage: 'The reminder of unread letters failed',
  });
}
