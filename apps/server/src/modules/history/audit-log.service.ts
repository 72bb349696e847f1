import {
  AUDIT_LOG_EXPORT_MAX,
  AUDIT_LOG_FILTER_TEXTS,
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogPage,
  type auditLogFilterSchema,
  type auditLogRequestSchema,
} from '@foretaksportalen/shared/contract/audit-log';
import type { FileResult } from '@foretaksportalen/shared/contract/case';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDay, osloDate, osloStartOfDay } from '../../lib/oslo-date.ts';
import { XLSX_MIME_TYPE } from '../../lib/xlsx.ts';
import type { AuthContext } from '../session/index.ts';
import { writeAuditLogExport } from './audit-log.export.ts';
import { ACTION_OF_KIND, namedBy, toAuditLogEntry } from './audit-log.presenter.ts';
import { findAuditNames } from './audit-names.ts';
import {
  type AuditRow,
  type CompanyAuditSelection,
  countCompanyAuditRows,
  findCompanyAuditRows,
  findRoleNames,
} from './history.repository.ts';

type AuditLogFilter = z.output<typeof auditLogFilterSchema>;
type AuditLogRequest = z.output<typeof auditLogRequestSchema>;

/**
 * The company's audit log ('Logg' in the settings, levels 4 and 5): what happened to its users, roles, profiles,
 * settings, access keys, consent and handovers, only of the active company, never raw details.
 */
export function createAuditLogService({
  db,
  config,
  clock,
}: {
  db: Database;
  config: Config;
  clock: () => Date;
}) {
  function selectionFor(auth: AuthContext, filter: AuditLogFilter): CompanyAuditSelection {
    return {
      companyId: auth.companyId,
      actions: filter.kind ? [ACTION_OF_KIND[filter.kind]] : Object.values(ACTION_OF_KIND),
      actorPersonId: filter.person,
      since: filter.from === undefined ? undefined : osloStartOfDay(filter.from),
      before: filter.to === undefined ? undefined : osloStartOfDay(nextDay(filter.to)),
    };
  }

  async function present(auth: AuthContext, rows: readonly AuditRow[]) {
    const names = await findAuditNames(db, auth.companyId, namedBy(rows));
    const roleNames = await findRoleNames(db);
    return rows.flatMap((row) => toAuditLogEntry(row, names, roleNames) ?? []);
  }

  return {
    /** GET /api/auditlog: a page of the selection, newest first, with how many entries it holds. */
    async page(auth: AuthContext, { page, ...filter }: AuditLogRequest): Promise<AuditLogPage> {
      const selection = selectionFor(auth, filter);
      const total = await countCompanyAuditRows(db, selection);
      const rows = await findCompanyAuditRows(db, selection, {
        limit: AUDIT_LOG_PAGE_SIZE,
        offset: (page - 1) * AUDIT_LOG_PAGE_SIZE,
      });
      return { Total: total, Page: page, PageSize: AUDIT_LOG_PAGE_SIZE, Entries: await present(auth, rows) };
    },

    /** GET /api/auditlog/export: the whole selection as an Excel workbook; one too large is refused. */
    async export(auth: AuthContext, filter: AuditLogFilter): Promise<FileResult> {
      const selection = selectionFor(auth, filter);
      const total = await countCompanyAuditRows(db, selection);
      if (total > AUDIT_LOG_EXPORT_MAX) {
        throw new AppError(
          'audit-log.too-many',
          400,
          AUDIT_LOG_FILTER_TEXTS.tooMany(total, AUDIT_LOG_EXPORT_MAX),
        );
      }
      const rows = await findCompanyAuditRows(db, selection, { limit: AUDIT_LOG_EXPORT_MAX, offset: 0 });
      const workbook = await writeAuditLogExport(await present(auth, rows), {
        productName: config.branding.productName,
      });
      return {
        FileName: `logg-${osloDate(clock())}.xlsx`,
        FileContent: workbook.toString('base64'),
        MimeType: XLSX_MIME_TYPE,
      };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
