import type { FileResult } from '@foretaksportalen/shared/contract/case';
import type { Statistics, StatisticsPeriod } from '@foretaksportalen/shared/contract/statistics';
import { addDays } from '@foretaksportalen/shared/working-days';
import type { Database } from '../../db/client.ts';
import { osloDate, osloStartOfDay } from '../../lib/oslo-date.ts';
import { workingDayCalendar } from '../../lib/working-day-calendar.ts';
import { XLSX_MIME_TYPE } from '../../lib/xlsx.ts';
import type { AuthContext } from '../session/index.ts';
import { toStatistics } from './statistics.presenter.ts';
import {
  countCasesByDay,
  countOpenCasesByClerkAndDueDate,
  countUnreadLettersByDay,
  findResponseTimes,
} from './statistics.repository.ts';
import { writeStatisticsExport } from './statistics-export.ts';

/**
 * The company's statistics (issue 24) for Superbruker and Administrator: counted in the database, within one
 * read-only snapshot, for the active company only; the working days by the shared Norwegian rule.
 */
export function createStatisticsService({ db, clock }: { db: Database; clock: () => Date }) {
  async function compute(auth: AuthContext, period: StatisticsPeriod): Promise<Statistics> {
    const today = osloDate(clock());
    const { companyId } = auth;
    const dayAfterPeriod = addDays(period.to, 1);
    // Answers come up to today, also to letters of a period that ended long ago.
    const calendar = workingDayCalendar(
      Number(period.from.slice(0, 4)),
      Math.max(Number(period.to.slice(0, 4)), Number(today.slice(0, 4))),
    );
    const rows = await db.transaction(
      async (tx) => ({
        caseDays: await countCasesByDay(tx, companyId, {
          dayBefore: addDays(period.from, -1),
          to: period.to,
        }),
        openCases: await countOpenCasesByClerkAndDueDate(tx, companyId),
        unreadDays: await countUnreadLettersByDay(tx, companyId),
        responseTimes: await findResponseTimes(
          tx,
          companyId,
          { from: osloStartOfDay(period.from), until: osloStartOfDay(dayAfterPeriod) },
          calendar,
        ),
      }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return toStatistics(period, today, rows);
  }

  return {
    /** GET /api/statistics */
    compute,

    /** GET /api/statistics/export: the same figures as an Excel workbook. */
    async exportStatistics(auth: AuthContext, period: StatisticsPeriod): Promise<FileResult> {
      const workbook = await writeStatisticsExport(await compute(auth, period));
      return {
        FileName: `statistikk-${period.from}-${period.to}.xlsx`,
        FileContent: workbook.toString('base64'),
        MimeType: XLSX_MIME_TYPE,
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
