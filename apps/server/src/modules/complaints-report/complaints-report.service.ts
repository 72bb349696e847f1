import { canEditCompanySettings } from '@foretaksportalen/shared/access-levels';
import type { FileResult } from '@foretaksportalen/shared/contract/case';
import {
  type ComplaintsReport,
  type ComplaintsReportPeriod,
  NO_CATEGORY,
  type ReportCell,
  type ReportCellCases,
  type ReportThresholds,
} from '@foretaksportalen/shared/contract/complaints-report';
import { addDays } from '@foretaksportalen/shared/working-days';
import type { Database } from '../../db/client.ts';
import { osloStartOfDay } from '../../lib/oslo-date.ts';
import { workingDayCalendar } from '../../lib/working-day-calendar.ts';
import { XLSX_MIME_TYPE } from '../../lib/xlsx.ts';
import { auditedChanges, writeAudit } from '../audit/index.ts';
import type { AuthContext } from '../session/index.ts';
import type { ReportBounds } from './complaints-report.conditions.ts';
import { toComplaintsReport } from './complaints-report.presenter.ts';
import {
  countReport,
  findCategories,
  findCategoryName,
  findCellCaseIds,
  findFirstReceivedYearOfClosed,
  findThresholds,
  updateThresholds,
} from './complaints-report.repository.ts';
import { writeComplaintsReportExport } from './complaints-report-export.ts';

const READ_ONLY_SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * The period's bounds as the conditions compare them, with a working-day calendar from the year the oldest case
 * closed in the period came: a few holidays a year, whatever the period.
 */
async function boundsOf(
  db: Database,
  companyId: string,
  period: ComplaintsReportPeriod,
  thresholds: ReportThresholds,
): Promise<ReportBounds> {
  const fromInstant = osloStartOfDay(period.from);
  const untilInstant = osloStartOfDay(addDays(period.to, 1));
  const lastYear = Number(period.to.slice(0, 4));
  const firstYear =
    (await findFirstReceivedYearOfClosed(db, companyId, { fromInstant, untilInstant })) ??
    Number(period.from.slice(0, 4));
  return {
    from: period.from,
    to: period.to,
    fromInstant,
    untilInstant,
    thresholds,
    calendar: workingDayCalendar(Math.min(firstYear, lastYear), lastYear),
  };
}

/**
 * The complaints report (issue 49) for Superbruker and Administrator: counted in the database within one
 * read-only snapshot, for the active company only; a number's cases by the same conditions as the number.
 */
export function createComplaintsReportService({ db }: { db: Database }) {
  async function compute(auth: AuthContext, period: ComplaintsReportPeriod): Promise<ComplaintsReport> {
    const { companyId } = auth;
    return db.transaction(async (tx) => {
      const thresholds = await findThresholds(tx, companyId);
      const bounds = await boundsOf(tx, companyId, period, thresholds);
      const rows = await countReport(tx, companyId, bounds);
      const categories = await findCategories(tx, companyId);
      return toComplaintsReport(
        period,
        thresholds,
        canEditCompanySettings(auth.accessLevel),
        rows,
        categories,
      );
    }, READ_ONLY_SNAPSHOT);
  }

  return {
    /** GET /api/complaints-report */
    compute,

    /** GET /api/complaints-report/export: the report as one workbook, a sheet per table. */
    async exportReport(auth: AuthContext, period: ComplaintsReportPeriod): Promise<FileResult> {
      const workbook = await writeComplaintsReportExport(await compute(auth, period));
      return {
        FileName: `klagerapport-${period.from}-${period.to}.xlsx`,
        FileContent: workbook.toString('base64'),
        MimeType: XLSX_MIME_TYPE,
      };
    },

    /** GET /api/complaints-report/cases: the cases one number of the report counts. */
    async findCellCases(auth: AuthContext, cell: ReportCell): Promise<ReportCellCases> {
      return db.transaction(async (tx) => {
        const thresholds = await findThresholds(tx, auth.companyId);
        const bounds = await boundsOf(tx, auth.companyId, cell, thresholds);
        const category = [cell.product, cell.cause].find(
          (value) => value !== undefined && value !== NO_CATEGORY,
        );
        return {
          ...(await findCellCaseIds(tx, auth.companyId, bounds, cell)),
          CategoryName: category ? await findCategoryName(tx, auth.companyId, category) : null,
          Thresholds: thresholds,
        };
      }, READ_ONLY_SNAPSHOT);
    },

    /** PUT /api/complaints-report/thresholds (level 5), audited as a change of the company's settings. */
    async changeThresholds(auth: AuthContext, next: ReportThresholds): Promise<ReportThresholds> {
      return db.transaction(async (tx) => {
        const before = await findThresholds(tx, auth.companyId);
        if (before.Short === next.Short && before.Long === next.Long) return before;
        await updateThresholds(tx, auth.companyId, next);
        const fields = { ReportThresholdShort: before.Short, ReportThresholdLong: before.Long };
        const after = { ReportThresholdShort: next.Short, ReportThresholdLong: next.Long };
        await writeAudit(tx, {
          actorPersonId: auth.personId,
          companyId: auth.companyId,
          action: 'company.updated',
          targetType: 'company',
          targetId: auth.companyId,
          details: {
            changes: auditedChanges(
              fields,
              after,
              (Object.keys(after) as (keyof typeof after)[]).filter(
                (field) => fields[field] !== after[field],
              ),
            ),
          },
        });
        return { Short: next.Short, Long: next.Long };
      });
    },
  };
}

export type ComplaintsReportService = ReturnType<typeof createComplaintsReportService>;
