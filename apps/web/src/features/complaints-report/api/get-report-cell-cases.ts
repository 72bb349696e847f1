import {
  type ReportCell,
  type ReportCellCases,
  reportCellCasesPath,
  reportCellCasesSchema,
} from '@foretaksportalen/shared/contract/complaints-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

/** GET /api/complaints-report/cases: the cases one number of the report counts. */
export const getReportCellCases = async (cell: ReportCell): Promise<ReportCellCases> =>
  reportCellCasesSchema.parse(await httpClient.get<unknown>(reportCellCasesPath(cell)));

export const getReportCellCasesQueryOptions = (cell: ReportCell) =>
  queryOptions({
    queryKey: ['complaints-report', 'cases', cell],
    queryFn: () => getReportCellCases(cell),
    gcTime: 0,
  });

/** Asked only for a cell the address names. */
export const useReportCellCases = (cell: ReportCell | null) =>
  useQuery({
    ...getReportCellCasesQueryOptions(cell ?? { from: '', to: '', measure: 'received' }),
    enabled: cell !== null,
  });
