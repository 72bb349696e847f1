import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { periodicTask } from './lib/periodic-task.ts';
import { deleteAuditEntries } from './modules/audit/index.ts';
import { deleteLoginStates } from './modules/oidc/index.ts';
import { deleteSentMail } from './modules/outbox/index.ts';
import { deleteEndedSessions } from './modules/session/index.ts';

/** How often main.ts lets the housekeeping run. */
export const HOUSEKEEPING_INTERVAL_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The same instant `years` calendar years earlier (29 February goes to 1 March). */
function yearsBefore(now: Date, years: number) {
  const earlier = new Date(now);
  earlier.setUTCFullYear(earlier.getUTCFullYear() - years);
  return earlier;
}

/**
 * The portal's own records kept no longer than they are needed (issue 48, `config.retention`): sent e-mails after
 * `sentMailDays`, ended sessions and login states after `endedSessionDays`, the audit log after `auditLogYears`.
 * Each module deletes its own rows; this job, above the modules it calls (architecture §10), runs them at the start
 * and daily, and logs how many of each kind went, never what they held.
 */
export function createHousekeeping({
  db,
  config,
  clock,
  log,
}: {
  db: Database;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { retention } = config;

  async function run() {
    const now = clock();
    const endedBefore = daysBefore(now, retention.endedSessionDays);
    const deleted = {
      sentMail: await deleteSentMail(db, { sentBefore: daysBefore(now, retention.sentMailDays) }),
      endedSessions: await deleteEndedSessions(db, config, { endedBefore }),
      loginStates: await deleteLoginStates(db, { startedBefore: endedBefore }),
      auditEntries: await deleteAuditEntries(db, {
        writtenBefore: yearsBefore(now, retention.auditLogYears),
      }),
    };
    log.info(deleted, 'Housekeeping: deleted the records past their retention');
    return deleted;
  }

  const task = periodicTask(run, log, 'The housekeeping failed');
  return { run, start: task.start, stop: task.stop };
}
