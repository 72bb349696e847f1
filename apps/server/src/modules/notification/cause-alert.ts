import { addDays } from '@foretaksportalen/shared/working-days';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../outbox/index.ts';
import {
  claimCauseAlert,
  findCausesOverThreshold,
  findCompaniesWithCauses,
} from './notification.repository.ts';
import { causeAlertMail, LISTED_CASES_MAX } from './notification-mails.ts';
import { companyAdministrators } from './recipients.ts';
import { type ReminderDeps, workingDayReminder } from './working-day-reminder.ts';

const DAY_MS = 86_400_000;

/**
 * The systemic-issue alert (issue 49): each working day, a cause of a company with more than the configured
 * number of new cases in the last days e-mails the company's administrators, naming it and the cases; once per
 * cause and window, however many processes run it (the alert's row and the e-mails in one transaction).
 */
export function createCauseAlert(deps: ReminderDeps) {
  const { db, config } = deps;
  const { threshold, windowDays } = config.causeAlert;

  async function alertCompany(tx: Database, company: { id: string; name: string }, now: Date, today: string) {
    let written = 0;
    const causes = await findCausesOverThreshold(tx, company.id, {
      since: new Date(now.getTime() - windowDays * DAY_MS),
      alertedSince: addDays(today, -windowDays + 1),
      threshold,
      listed: LISTED_CASES_MAX,
    });
    for (const cause of causes) {
      written += await db.transaction(async (alertTx) => {
        if (!(await claimCauseAlert(alertTx, cause.causeId, today))) return 0;
        const administrators = await companyAdministrators(alertTx, company.id);
        for (const addressee of administrators) {
          const message = causeAlertMail(config, addressee, {
            companyName: company.name,
            cause: cause.name,
            total: cause.total,
            days: windowDays,
            cases: cause.cases,
          });
          await enqueueMail(alertTx, message, now);
        }
        return administrators.length;
      });
    }
    return written;
  }

  return workingDayReminder(deps, {
    async remind(now, today) {
      let written = 0;
      for (const company of await findCompaniesWithCauses(db))
        written += await alertCompany(db, company, now, today);
      return written;
    },
    writtenMessage: 'Alerts of causes that keep coming back written to the outbox',
    failureMessage: 'The alert of causes that keep coming back failed',
  });
}
