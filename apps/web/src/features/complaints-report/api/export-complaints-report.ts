import { type FileResult, fileResultSchema } from '@foretaksportalen/shared/contract/case';
import {
  type ComplaintsReportPeriod,
  complaintsReportExportPath,
} from '@foretaksportalen/shared/contract/complaints-report';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { saveFileResult } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { REPORT_PAGE_TEXTS } from '../texts.ts';

/** GET /api/complaints-report/export: the report of the period as one Excel workbook. */
export const exportComplaintsReport = async (period: ComplaintsReportPeriod): Promise<FileResult> =>
  fileResultSchema.parse(await httpClient.get<unknown>(complaintsReportExportPath(period)));

/** Exports behind the spinner and saves the file. */
export function useExportComplaintsReport() {
  return useMutation({
    mutationFn: exportComplaintsReport,
    onMutate: () => blockingSpinner.show(REPORT_PAGE_TEXTS.exporting),
    onSuccess: saveFileResult,
    onError: (error) => console.error(REPORT_PAGE_TEXTS.exportFailed, error),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
