import { type FileResult, fileResultSchema } from '@foretaksportalen/shared/contract/case';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { saveFileResult } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';

/** POST /api/caselist/export: an Excel file of the given cases, in the given order. */
export const exportCases = async (caseUids: readonly string[]): Promise<FileResult> =>
  fileResultSchema.parse(await httpClient.post<unknown>('/api/caselist/export', caseUids));

/** Exports the cases behind the spinner and saves the file. */
export function useExportCases() {
  return useMutation({
    mutationFn: exportCases,
    onMutate: () => blockingSpinner.show(INCIDENTS_TEXTS.exporting),
    onSuccess: saveFileResult,
    onError: (error) => console.error('Sakene ble ikke eksportert', error),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
