import {
  type ComplaintsReport,
  type ComplaintsReportPeriod,
  complaintsReportPath,
  complaintsReportSchema,
} from '@foretaksportalen/shared/contract/complaints-report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

export const COMPLAINTS_REPORT_QUERY_KEY = ['complaints-report'] as const;

/** GET /api/complaints-report: the company's complaints report for the period. */
export const getComplaintsReport = async (period: ComplaintsReportPeriod): Promise<ComplaintsReport> =>
  complaintsReportSchema.parse(await httpClient.get<unknown>(complaintsReportPath(period)));

export const getComplaintsReportQueryOptions = (period: ComplaintsReportPeriod) =>
  queryOptions({
    queryKey: [...COMPLAINTS_REPORT_QUERY_KEY, period.from, period.to],
    queryFn: () => getComplaintsReport(period),
  });

/** Nothing is asked for without a valid period; while another period loads, the one shown stays. */
export const useComplaintsReport = (period: ComplaintsReportPeriod | null) =>
  useQuery({
    ...getComplaintsReportQueryOptions(period ?? { from: '', to: '' }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
