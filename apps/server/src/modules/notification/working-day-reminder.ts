import { isWorkingDay } from '@foretaksportalen/shared/working-days';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { osloDate, osloHour } from '../../lib/oslo-date.ts';
import { periodicTask } from '../../lib/periodic-task.ts';

/** How often main.ts lets each reminder look whether today's reminders are due. */
export const REMINDER_INTERVAL_MS = 5 * 60_000;

export interface ReminderDeps {
  db: Database;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * A background task that writes a reminder each working day (never on weekends and public holidays) once the Oslo
 * hour `UNREAD_REMINDER_HOUR` has come; a process that starts later in the day still writes that day's. Every
 * server process runs it, so `remind` must write each e-mail once whichever process comes first: it records what
 * it reminded of in the transaction of the e-mail. `remind` answers how many e-mails it wrote.
 */
export function workingDayReminder(
  deps: Omit<ReminderDeps, 'db'>,
  reminder: {
    remind: (now: Date, today: string) => Promise<number>;
    writtenMessage: string;
    failureMessage: string;
  },
) {
  const { config, clock, log } = deps;
  let doneOn: string | null = null;

  /** Writes today's reminders if their hour has come and this process has not yet done so; answers how many. */
  async function runDue() {
    const now = clock();
    const today = osloDate(now);
    if (doneOn === today || osloHour(now) < config.unreadReminderHour) return 0;
    const written = isWorkingDay(today) ? await reminder.remind(now, today) : 0;
    doneOn = today;
    if (written > 0) log.info({ written }, reminder.writtenMessage);
    return written;
  }

  const task = periodicTask(runDue, log, reminder.failureMessage);
  return { runDue, start: task.start, stop: task.stop };
}
