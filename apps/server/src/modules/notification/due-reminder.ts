import { workingDaysToDue } from '@foretaksportalen/shared/working-days';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../outbox/index.ts';
import {
  claimAnswerReminders,
  claimDueReminders,
  findAnswersDueNotReminded,
  findCasesDueNotReminded,
  findCompaniesRemindedBeforeDue,
  findMembershipRecipient,
  type NotifiedCompany,
} from './notification.repository.ts';
import { type Addressee, answersDueMail, casesDueMail, type DueCase } from './notification-mails.ts';
import { addressKey, companyAddressee, membershipAddressee } from './recipients.ts';
import { type ReminderDeps, workingDayReminder } from './working-day-reminder.ts';
import { workingDaysFrom } from './working-days.ts';

type CaseDue = DueCase & { clerkMembershipId: string | null };

/**
 * A day by which something in a case must be done, reminded of as 'Varsle før forfall' says: the case's own due
 * date (issue 20), and the day the company must answer the complaints body's decision (issue 49).
 */
interface Deadline {
  find(
    db: Database,
    companyId: string,
    dueDates: { after: string; until: string },
  ): Promise<{ id: string; caseNumber: string; dueDate: string; clerkMembershipId: string | null }[]>;
  claim(
    db: Database,
    reminded: readonly { caseId: string; dueDate: string }[],
    now: Date,
  ): Promise<Set<string>>;
  mail: typeof casesDueMail;
}

const DEADLINES: readonly Deadline[] = [
  { find: findCasesDueNotReminded, claim: claimDueReminders, mail: casesDueMail },
  { find: findAnswersDueNotReminded, claim: claimAnswerReminders, mail: answersDueMail },
];

interface Reminder {
  addressee: Addressee;
  reason: 'clerk' | 'company';
  cases: CaseDue[];
}

/**
 * The reminders of the cases, one per address: each case to its clerk when they want it ('Motta varsel før
 * forfall', an e-mail address, not disabled), else to the company address; none when there is neither.
 */
async function remindersOf(db: Database, company: NotifiedCompany, cases: readonly CaseDue[]) {
  const clerks = new Map<string, Addressee | null>();
  for (const { clerkMembershipId } of cases) {
    if (clerkMembershipId && !clerks.has(clerkMembershipId)) {
      const recipient = await findMembershipRecipient(db, clerkMembershipId);
      clerks.set(clerkMembershipId, membershipAddressee(recipient, 'notifyBeforeDue'));
    }
  }
  const companyAddress = companyAddressee(company, 'notifyBeforeDueDays');
  const byAddress = new Map<string, Reminder>();
  for (const dueCase of cases) {
    const clerk = dueCase.clerkMembershipId ? clerks.get(dueCase.clerkMembershipId) : null;
    const addressee = clerk ?? companyAddress;
    if (!addressee) continue;
    const key = addressKey(addressee);
    const reminder = byAddress.get(key) ?? { addressee, reason: clerk ? 'clerk' : 'company', cases: [] };
    reminder.cases.push(dueCase);
    byAddress.set(key, reminder);
  }
  return [...byAddress.values()];
}

/**
 * Writes the company's reminders of its open cases that have `NotifyBeforeDueDays` working days left today. Each
 * e-mail is written in one transaction with the record of its cases and due dates; a case another process has
 * recorded already is left out, and an e-mail left with no case is not written.
 */
async function remindCompany(
  db: Database,
  config: Config,
  due: { company: NotifiedCompany; today: string; now: Date; deadline: Deadline },
) {
  const { company, today, now, deadline } = due;
  const daysToDue = company.notifyBeforeDueDays;
  const candidates = await deadline.find(db, company.id, {
    after: today,
    until: workingDaysFrom(today, daysToDue),
  });
  const cases = candidates
    .filter((candidate) => workingDaysToDue(candidate.dueDate, today) === daysToDue)
    .map((candidate) => ({ ...candidate, daysToDue }));
  let written = 0;
  for (const { addressee, reason, cases: listed } of await remindersOf(db, company, cases)) {
    written += await db.transaction(async (tx) => {
      const reminded = listed.map((dueCase) => ({ caseId: dueCase.id, dueDate: dueCase.dueDate }));
      const claimed = await deadline.claim(tx, reminded, now);
      const claimedCases = listed.filter((dueCase) => claimed.has(dueCase.id));
      if (claimedCases.length === 0) return 0;
      const message = deadline.mail(config, addressee, reason, {
        companyName: company.name,
        today,
        cases: claimedCases,
      });
      await enqueueMail(tx, message, now);
      return 1;
    });
  }
  return written;
}

/**
 * Writes today's reminders before the deadline (issue 20) for every company with 'Varsle før forfall' above 0:
 * once per case and due date, however many processes run it, so a changed due date is reminded of again.
 * Answers how many e-mails it wrote.
 */
async function remindOfCasesDue(db: Database, config: Config, now: Date, today: string) {
  let written = 0;
  for (const company of await findCompaniesRemindedBeforeDue(db)) {
    for (const deadline of DEADLINES)
      written += await remindCompany(db, config, { company, today, now, deadline });
  }
  return written;
}

/** The background task that sends the reminders before the deadline, beside the reminder of unread letters. */
export function createDueReminder(deps: ReminderDeps) {
  return workingDayReminder(deps, {
    remind: (now, today) => remindOfCasesDue(deps.db, deps.config, now, today),
    writtenMessage: 'Reminders of cases due written to the outbox',
    failureMessage: 'The reminder of cases due failed',
  });
}
