import {
  type AuditLogFilter,
  type AuditLogPage,
  auditLogPageSchema,
  auditLogPath,
} from '@foretaksportalen/shared/contract/audit-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

/** A page of the audit log as asked for: the filter and the page from 1. */
export type AuditLogQuery = AuditLogFilter & { page: number };

/** GET /api/auditlog: one page of the company's audit log, newest first, with the total. */
export const getAuditLog = async (query: AuditLogQuery): Promise<AuditLogPage> =>
  auditLogPageSchema.parse(await httpClient.get<unknown>(auditLogPath(query)));

export const getAuditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: [
      'audit-log',
      query.person ?? '',
      query.kind ?? '',
      query.from ?? '',
      query.to ?? '',
      query.page,
    ],
    queryFn: () => getAuditLog(query),
  });

/** While another page or filter loads, the one shown stays, so that the table and the focus stay put. */
export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({ ...getAuditLogQueryOptions(query), placeholderData: keepPreviousData });
