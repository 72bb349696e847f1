import { CASE_FILE_FAILED, type CaseFileOptions } from '@foretaksportalen/shared/contract/case-file';
import { isApiError } from '../../lib/api-error.ts';
import { showError } from '../../lib/show-error.ts';
import { snackbar } from '../../lib/snackbar.ts';
import { downloadCaseFilePdf } from './api/download-case-file-pdf.ts';
import { downloadCaseFileZip } from './api/download-case-file-zip.ts';
import { makeCaseFilePdf } from './api/make-case-file-pdf.ts';
import { type CaseFileCase, type CaseFileFormat, type CaseFileJob, caseFileJobs } from './case-file-jobs.ts';
import { CASE_FILE_TEXTS } from './texts.ts';

/** The server's own words for why it could not make the PDF. */
class CaseFileFailedError extends Error {}

/**
 * Makes and saves the case file of a case, as a PDF (with its progress) or a ZIP, while the user goes on working;
 * with the internal notes only when asked for. The same case file asked for again while it is being made is not
 * made twice; other cases' are made alongside. A failure shows the error snackbar.
 */
export async function downloadCaseFile(
  caseFile: CaseFileCase,
  format: CaseFileFormat,
  options: CaseFileOptions = { internalNotes: false },
): Promise<void> {
  const started = caseFileJobs.start(caseFile, format, options, CASE_FILE_TEXTS.started(caseFile.caseId));
  if (!started) return;
  const { job, signal } = started;
  let saved = false;
  try {
    if (format === 'pdf') await makeAndSavePdf(job, signal);
    else await downloadCaseFileZip(caseFile, options, signal);
    saved = true;
  } catch (error) {
    if (!signal.aborted) showFailure(error);
  } finally {
    caseFileJobs.finish(job.id, saved ? CASE_FILE_TEXTS.done(caseFile.caseId) : undefined);
  }
}

async function makeAndSavePdf(job: CaseFileJob, signal: AbortSignal): Promise<void> {
  let readyPath: string | undefined;
  for await (const answer of makeCaseFilePdf(job.caseUid, { internalNotes: job.internalNotes }, signal)) {
    signal.throwIfAborted();
    if ('Progress' in answer) caseFileJobs.setPercent(job.id, answer.Progress);
    else if ('Failed' in answer) throw new CaseFileFailedError(answer.Failed);
    else {
      readyPath = answer.Ready;
      break;
    }
  }
  if (readyPath === undefined) throw new Error('The case file answer ended without Ready or Failed');
  caseFileJobs.setPercent(job.id, 100);
  await downloadCaseFilePdf({ ...job, readyPath }, signal);
}

/**
 * The server's Failed message, or a refusal as every call shows it (a 403's or 404's title); whatever else went
 * wrong (a 5xx, an answer cut short or not understood) says that the case file could not be made. A lost
 * connection the HTTP client has shown already.
 */
function showFailure(error: unknown): void {
  if (error instanceof CaseFileFailedError) {
    snackbar.show({ message: error.message || CASE_FILE_FAILED, type: 'error' });
    return;
  }
  if (isApiError(error) && error.status > 0 && error.status < 500) {
    showError(error, { logText: CASE_FILE_FAILED });
    return;
  }
  console.error(CASE_FILE_FAILED, error);
  if (!isApiError(error) || error.status !== 0) snackbar.show({ message: CASE_FILE_FAILED, type: 'error' });
}
