import { type FileResult, fileResultSchema } from '@foretaksportalen/shared/contract/case';
import { type StatisticsPeriod, statisticsExportPath } from '@foretaksportalen/shared/contract/statistics';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { saveFileResult } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { STATISTICS_PAGE_TEXTS } from '../texts.ts';

/** GET /api/statistics/export: every figure of the period as an Excel file. */
export const exportStatistics = async (period: StatisticsPeriod): Promise<FileResult> =>
  fileResultSchema.parse(await httpClient.get<unknown>(statisticsExportPath(period)));

/** Exports behind the spinner and saves the file. */
export function useExportStatistics() {
  return useMutation({
    mutationFn: exportStatistics,
    onMutate: () => blockingSpinner.show(STATISTICS_PAGE_TEXTS.exporting),
    onSuccess: saveFileResult,
    onError: (error) => console.error('Statistikken ble ikke eksportert', error),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
