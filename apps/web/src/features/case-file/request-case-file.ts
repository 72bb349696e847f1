import type { CaseFileOptions } from '@foretaksportalen/shared/contract/case-file';
import { snackbar } from '../../lib/snackbar.ts';
import type { CaseFileCase, CaseFileFormat } from './case-file-jobs.ts';
import { CASE_FILE_TEXTS } from './texts.ts';

/**
 * A case file asked for from a menu. What makes it is loaded with the first one asked for, not with the pages
 * that offer it (issue 11's first-load budgets).
 */
export function requestCaseFile(
  caseFile: CaseFileCase,
  format: CaseFileFormat,
  options: CaseFileOptions = { internalNotes: false },
): void {
  import('./download-case-file.ts').then(
    ({ downloadCaseFile }) => downloadCaseFile(caseFile, format, options),
    (error: unknown) => {
      console.error(CASE_FILE_TEXTS.failed, error);
      snackbar.show({ message: CASE_FILE_TEXTS.failed, type: 'error' });
    },
  );
}
