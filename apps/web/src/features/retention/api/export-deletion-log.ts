import { type FileResult, fileResultSchema } from '@foretaksportalen/shared/contract/case';
import { RETENTION_PATHS } from '@foretaksportalen/shared/contract/retention';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { saveFileResult } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { DELETION_LOG_TEXTS } from '../texts.ts';

/** GET /api/retention/log/export (level 5): the whole deletion log, or one year of it, as an Excel file. */
export const exportDeletionLog = async (year: number | null): Promise<FileResult> =>
  fileResultSchema.parse(
    await httpClient.get<unknown>(
      year === null ? RETENTION_PATHS.logExport : `${RETENTION_PATHS.logExport}?year=${year}`,
    ),
  );

/** Exports behind the spinner and saves the file, as the audit log's export does; a refusal shows its message. */
export function useExportDeletionLog() {
  return useMutation({
    mutationFn: exportDeletionLog,
    onMutate: () => blockingSpinner.show(DELETION_LOG_TEXTS.exporting),
    onSuccess: saveFileResult,
    onError: (error) => showError(error, { logText: 'Sletteloggen ble ikke eksportert' }),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
