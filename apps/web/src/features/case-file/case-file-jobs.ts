import { CASE_FILE_FAILED } from '@foretaksportalen/shared/contract/case-file';
import { isApiError } from '../../lib/api-error.ts';
import { showError } from '../../lib/show-error.ts';
import { snackbar } from '../../lib/snackbar.ts';
import { createStore, useStore } from '../../lib/store.ts';
import { downloadCaseFilePdf } from './api/download-case-file-pdf.ts';
import { downloadCaseFileZip } from './api/download-case-file-zip.ts';
import { makeCaseFilePdf } from './api/make-case-file-pdf.ts';
import { CASE_FILE_TEXTS } from './texts.ts';

export type CaseFileFormat = 'pdf' | 'zip';

/** The case a case file is made of: its CaseUid for the calls, its CaseId (case number) for people and names. */
export interface CaseFileCase {
  caseUid: string;
  caseId: string;
}

export interface CaseFileJob extends CaseFileCase {
  id: number;
  format: CaseFileFormat;
  /** How far the PDF is, 0–100; null where nobody knows (the ZIP, sent while it is made). */
  percent: number | null;
}

interface CaseFileJobsState {
  /** Oldest first. */
  jobs: readonly CaseFileJob[];
  /** What the progress panel's live region says: a job's start and end, never each percent. */
  announcement: string;
}

/**
 * The case files being made, app-wide: they outlive the page they were asked for on, so that the user goes on
 * working while the progress panel (mounted once, in the logged-in layout) shows them.
 */
const jobsStore = createStore<CaseFileJobsState>({ jobs: [], announcement: '' });
const running = new Map<number, AbortController>();
let nextId = 1;

/** The server's own words for why it could not make the PDF. */
class CaseFileFailedError extends Error {}

function changeJobs(change: (jobs: readonly CaseFileJob[]) => readonly CaseFileJob[], announcement?: string) {
  const state = jobsStore.get();
  jobsStore.set({ jobs: change(state.jobs), announcement: announcement ?? state.announcement });
}

const setPercent = (id: number, percent: number) =>
  changeJobs((jobs) => jobs.map((job) => (job.id === id ? { ...job, percent } : job)));

/**
 * Makes and saves the case file of a case, as a PDF (with its progress) or a ZIP, while the user goes on working.
 * The same case file asked for again while it is being made is not made twice; other cases' are made alongside.
 * A failure shows the error snackbar.
 */
export async function downloadCaseFile(caseFile: CaseFileCase, format: CaseFileFormat): Promise<void> {
  const { jobs } = jobsStore.get();
  if (jobs.some((job) => job.caseUid === caseFile.caseUid && job.format === format)) return;
  const controller = new AbortController();
  const job: CaseFileJob = { ...caseFile, id: nextId++, format, percent: format === 'pdf' ? 0 : null };
  running.set(job.id, controller);
  changeJobs((jobs) => [...jobs, job], CASE_FILE_TEXTS.started(caseFile.caseId));
  let done = false;
  try {
    if (format === 'pdf') await makeAndSavePdf(job, controller.signal);
    else await downloadCaseFileZip(caseFile, controller.signal);
    done = true;
  } catch (error) {
    if (!controller.signal.aborted) showFailure(error);
  } finally {
    running.delete(job.id);
    changeJobs(
      (current) => current.filter((other) => other.id !== job.id),
      done ? CASE_FILE_TEXTS.done(caseFile.caseId) : undefined,
    );
  }
}

async function makeAndSavePdf(job: CaseFileJob, signal: AbortSignal): Promise<void> {
  let readyPath: string | undefined;
  for await (const answer of makeCaseFilePdf(job.caseUid, signal)) {
    signal.throwIfAborted();
    if ('Progress' in answer) setPercent(job.id, answer.Progress);
    else if ('Failed' in answer) throw new CaseFileFailedError(answer.Failed);
    else {
      readyPath = answer.Ready;
      break;
    }
  }
  if (readyPath === undefined) throw new Error('The case file answer ended without Ready or Failed');
  setPercent(job.id, 100);
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

/** Stops every case file being made, quietly: the logged-in layout is gone (a logout, an expired session). */
export function abortCaseFileJobs(): void {
  for (const controller of running.values()) controller.abort();
  running.clear();
  jobsStore.set({ jobs: [], announcement: '' });
}

export const useCaseFileJobs = () => useStore(jobsStore);
