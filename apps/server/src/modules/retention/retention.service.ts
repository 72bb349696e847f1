import type { FileResult } from '@foretaksportalen/shared/contract/case';
import {
  DELETION_LOG_EXPORT_MAX,
  DELETION_LOG_PAGE_SIZE,
  type DeletionLogEntry,
  type DeletionLogPage,
  deletionLogExportTooMany,
  type RetentionDue,
  type RetentionSettings,
} from '@foretaksportalen/shared/contract/retention';
import { RETENTION_DUE_LIST_MAX, RETENTION_NOTICE_DAYS } from '@foretaksportalen/shared/limits';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { osloDate, osloStartOfDay } from '../../lib/oslo-date.ts';
import { XLSX_MIME_TYPE } from '../../lib/xlsx.ts';
import { caseNotFound } from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import type { AuthContext } from '../session/index.ts';
import { writeDeletionLogExport } from './deletion-log.export.ts';
import { monthsRefusal, personalDataDeleted } from './retention.policy.ts';
import {
  countCasesDueBy,
  countDeletionLog,
  type DeletionLogRow,
  findCasesDueBy,
  findDeletionLogPage,
  findRetentionMonths,
  lockCompanyCase,
  setLegalHold,
  updateRetentionMonths,
} from './retention.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const toDeletionLogEntry = (row: DeletionLogRow): DeletionLogEntry => ({
  Id: String(row.id),
  At: row.at.toISOString(),
  CaseUid: row.caseId,
  CaseId: row.caseNumber,
  Rule: row.rule,
  Parties: row.parties,
  Letters: row.letters,
  Documents: row.documents,
  Notes: row.notes,
  DocumentSha256: row.documentSha256,
});

/** The end of the notice's window: the cases due by then are listed, and their administrators told. */
export const noticeEnd = (now: Date) => new Date(now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS);

/** The months the schedule keeps a company's cases: its own setting, never below the operator's floor. */
export const effectiveMonths = (months: number, minMonths: number) => Math.max(months, minMonths);

/**
 * The company's retention (issue 48, level 5): the schedule's setting, the cases it deletes within the notice's 30
 * days, the deletion log and its Excel export, and the legal hold of a case.
 */
export function createRetentionService({
  db,
  config,
  changes,
  clock,
}: {
  db: Database;
  config: Config;
  changes: CaseChanges;
  clock: () => Date;
}) {
  const minMonths = config.retention.minMonths;

  /** The log, or an Oslo year of it, one row beyond the export's limit to tell that it is too large. */
  const logRows = (companyId: string, year: number | undefined) =>
    findDeletionLogPage(db, companyId, {
      offset: 0,
      limit: DELETION_LOG_EXPORT_MAX + 1,
      ...(year === undefined
        ? {}
        : { from: osloStartOfDay(`${year}-01-01`), to: osloStartOfDay(`${year + 1}-01-01`) }),
    });

  return {
    async settings(auth: AuthContext): Promise<RetentionSettings> {
      return { RetentionMonths: await findRetentionMonths(db, auth.companyId), MinMonths: minMonths };
    },

    async updateSettings(auth: AuthContext, months: number | null): Promise<RetentionSettings> {
      const refused = monthsRefusal(months, minMonths);
      if (refused) throw refused;
      await updateRetentionMonths(db, auth.companyId, months);
      return { RetentionMonths: months, MinMonths: minMonths };
    },

    /** 'Saker som slettes de neste 30 dagene': none while the company has no schedule. */
    async due(auth: AuthContext): Promise<RetentionDue> {
      const months = await findRetentionMonths(db, auth.companyId);
      if (months === null) return { Total: 0, Held: 0, Cases: [] };
      const due = {
        companyId: auth.companyId,
        months: effectiveMonths(months, minMonths),
        until: noticeEnd(clock()),
      };
      const { total, held } = await countCasesDueBy(db, due);
      const listed = await findCasesDueBy(db, { ...due, limit: RETENTION_DUE_LIST_MAX });
      return {
        Total: total,
        Held: held,
        Cases: listed.map((row) => ({
          CaseUid: row.id,
          CaseId: row.caseNumber,
          ClosedAt: row.closedAt.toISOString(),
          DueOn: osloDate(row.dueAt),
        })),
      };
    },

    async log(auth: AuthContext, page: number): Promise<DeletionLogPage> {
      const rows = await findDeletionLogPage(db, auth.companyId, {
        offset: (page - 1) * DELETION_LOG_PAGE_SIZE,
        limit: DELETION_LOG_PAGE_SIZE,
      });
      return { Total: await countDeletionLog(db, auth.companyId), Entries: rows.map(toDeletionLogEntry) };
    },

    async exportLog(auth: AuthContext, year: number | undefined): Promise<FileResult> {
      const rows = await logRows(auth.companyId, year);
      if (rows.length > DELETION_LOG_EXPORT_MAX) {
        const total = await countDeletionLog(db, auth.companyId);
        throw new AppError('retention.log-too-large', 400, deletionLogExportTooMany(total));
      }
      const workbook = await writeDeletionLogExport(rows.map(toDeletionLogEntry));
      return {
        FileName: `slettelogg-${year ?? osloDate(clock())}.xlsx`,
        FileContent: workbook.toString('base64'),
        MimeType: XLSX_MIME_TYPE,
      };
    },

    /** Holds the case back from deletion, or lifts the hold (`reason` null); a history entry either way. */
    async setHold(auth: AuthContext, caseId: string, reason: string | null) {
      await db.transaction(async (tx) => {
        const row = await lockCompanyCase(tx, auth.companyId, caseId);
        if (!row) throw caseNotFound();
        if (row.personalDataDeletedAt !== null) throw personalDataDeleted();
        if ((row.legalHoldReason === null && reason === null) || row.legalHoldReason === reason) return;
        const at = clock();
        const made = { companyId: auth.companyId, actor: { personId: auth.personId }, at, caseId };
        await setLegalHold(
          tx,
          caseId,
          reason === null ? null : { reason, at, byMembershipId: auth.membershipId },
        );
        await changes.record(
          tx,
          reason === null
            ? { ...made, kind: 'case.hold-lifted', byMembershipId: auth.membershipId }
            : { ...made, kind: 'case.held', reason, byMembershipId: auth.membershipId },
        );
      });
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
