import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { ADVISORY_LOCK } from '../../db/advisory-locks.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { osloDate, osloHour } from '../../lib/oslo-date.ts';
import { periodicTask } from '../../lib/periodic-task.ts';
import type { AuditActor } from '../audit/index.ts';
import { companyAdministrators, retentionNoticeMail } from '../notification/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import type { AnonymizeOutcome, Anonymizer } from './anonymizer.ts';
import {
  claimWeeklyNotice,
  countCasesDueBy,
  findDueCaseIds,
  findScheduledCompanies,
  instantMonthsBefore,
} from './retention.repository.ts';
import { effectiveMonths, noticeEnd } from './retention.service.ts';

/** How often each process looks whether the night's run or the week's notice is due. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** The Oslo hours in which the schedule runs: the night, when nobody works on the cases. */
const NIGHT_HOURS = { from: 1, until: 5 };
const PAGE_SIZE = 100;
/** The portal itself, as the history and the log name whoever ran the schedule. */
const SCHEDULE: AuditActor = { system: 'retention' };

export interface CompanyRun {
  companyId: string;
  companyName: string;
  months: number;
  cases: (AnonymizeOutcome & { caseId: string })[];
}

/**
 * The retention schedule (issue 48): every night, in one portal process at a time (an advisory lock), the closed
 * and archived cases past each company's months get their personal data deleted, each case in its own transaction,
 * so that a crash leaves every case whole or fully anonymised and the next run goes on where it stopped. On
 * Mondays the company's administrators are told, once, how many cases go within the next 30 days.
 */
export function createRetentionJob(deps: {
  db: Database;
  config: Config;
  anonymizer: Anonymizer;
  whileAlone: DatabaseHandle['whileAlone'];
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, config, anonymizer, whileAlone, clock, log } = deps;
  const task = periodicTask(() => tick(), log, 'The retention run failed');

  /** One company's due cases, page by page; a dry run counts what a run would delete and changes nothing. */
  async function runCompany(
    company: { id: string; name: string; months: number },
    options: { now: Date; dryRun: boolean; actor: AuditActor },
  ): Promise<CompanyRun> {
    const months = effectiveMonths(company.months, config.retention.minMonths);
    const run: CompanyRun = { companyId: company.id, companyName: company.name, months, cases: [] };
    // Checked again under each case's lock: a case reopened and closed again meanwhile waits for its new months.
    const closedBy = await instantMonthsBefore(db, options.now, months);
    let afterId = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const ids = await findDueCaseIds(db, {
        companyId: company.id,
        months,
        until: options.now,
        afterId,
        limit: PAGE_SIZE,
      });
      for (const caseId of ids) {
        if (task.stopping()) return run;
        const outcome = await anonymizer.anonymize(
          { companyId: company.id, caseId, rule: 'schedule', parts: 'case', actor: options.actor, closedBy },
          { dryRun: options.dryRun },
        );
        run.cases.push({ ...outcome, caseId });
        // PGlite answers as promises, in the portal's own thread: without a turn of the event loop between cases,
        // a run of thousands would keep every request waiting until it ended (architecture §12).
        await nextTurnOfEventLoop();
      }
      const last = ids.at(-1);
      if (!last || ids.length < PAGE_SIZE) return run;
      afterId = last;
    }
  }

  /** Every scheduled company's run, or one company's; skipped while another process runs. */
  async function run(options: { companyId?: string; now?: Date; dryRun?: boolean; actor?: AuditActor } = {}) {
    const now = options.now ?? clock();
    const settings = { now, dryRun: options.dryRun ?? false, actor: options.actor ?? SCHEDULE };
    return whileAlone(ADVISORY_LOCK.retentionRun, async () => {
      const runs: CompanyRun[] = [];
      for (const company of await findScheduledCompanies(db)) {
        if (company.months === null || (options.companyId && company.id !== options.companyId)) continue;
        runs.push(await runCompany({ ...company, months: company.months }, settings));
      }
      return runs;
    });
  }

  /** The week's notice to each company's administrators: written once per company and Monday. */
  async function notify(now: Date) {
    const today = osloDate(now);
    let written = 0;
    for (const company of await findScheduledCompanies(db)) {
      if (company.months === null) continue;
      const months = effectiveMonths(company.months, config.retention.minMonths);
      const { total: due } = await countCasesDueBy(db, {
        companyId: company.id,
        months,
        until: noticeEnd(now),
      });
      if (due === 0) continue;
      written += await db.transaction(async (tx) => {
        if (!(await claimWeeklyNotice(tx, company.id, today))) return 0;
        const administrators = await companyAdministrators(tx, company.id);
        for (const addressee of administrators) {
          await enqueueMail(
            tx,
            retentionNoticeMail(config, addressee, { companyName: company.name, due }),
            now,
          );
        }
        return administrators.length;
      });
    }
    return written;
  }

  async function tick() {
    const now = clock();
    const hour = osloHour(now);
    const monday = new Date(`${osloDate(now)}T12:00:00Z`).getUTCDay() === 1;
    if (monday && hour >= config.unreadReminderHour) {
      const written = await notify(now);
      if (written > 0)
        log.info({ written }, 'Wrote the weekly notices of cases whose personal data goes soon');
    }
    if (hour < NIGHT_HOURS.from || hour >= NIGHT_HOURS.until) return;
    const outcome = await run({ now });
    if (!outcome.ran) return;
    const deleted = outcome.result.reduce(
      (sum, company) => sum + company.cases.filter((c) => c.done).length,
      0,
    );
    if (deleted > 0) log.info({ deleted }, 'Deleted the personal data of cases on the companies’ schedules');
  }

  return { run, notify, tick, start: task.start, stop: task.stop };
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;
