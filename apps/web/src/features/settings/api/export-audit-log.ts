import { type AuditLogFilter, auditLogExportPath } from '@foretaksportalen/shared/contract/audit-log';
import { type FileResult, fileResultSchema } from '@foretaksportalen/shared/contract/case';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { saveFileResult } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { AUDIT_LOG_TEXTS } from '../texts.ts';

/** GET /api/auditlog/export: the filtered audit log as an Excel file. */
export const exportAuditLog = async (filter: AuditLogFilter): Promise<FileResult> =>
  fileResultSchema.parse(await httpClient.get<unknown>(auditLogExportPath(filter)));

/** Exports behind the spinner and saves the file; a refusal (too many entries) shows its message. */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: exportAuditLog,
    onMutate: () => blockingSpinner.show(AUDIT_LOG_TEXTS.exporting),
    onSuccess: saveFileResult,
    onError: (error) => showError(error, { logText: 'Loggen ble ikke eksportert' }),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
