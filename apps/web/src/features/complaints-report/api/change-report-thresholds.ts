import {
  REPORT_THRESHOLDS_PATH,
  type ReportThresholds,
  reportThresholdsSchema,
} from '@foretaksportalen/shared/contract/complaints-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { COMPLAINTS_REPORT_QUERY_KEY } from './get-complaints-report.ts';

/** PUT /api/complaints-report/thresholds (level 5): the company's thresholds of the closed cases' buckets. */
export const changeReportThresholds = async (thresholds: ReportThresholds): Promise<ReportThresholds> =>
  reportThresholdsSchema.parse(await httpClient.put<unknown>(REPORT_THRESHOLDS_PATH, thresholds));

/** The report is counted anew by the new thresholds. */
export function useChangeReportThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeReportThresholds,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLAINTS_REPORT_QUERY_KEY }),
  });
}
