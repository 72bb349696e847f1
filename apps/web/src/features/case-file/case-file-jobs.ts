import type { CaseFileOptions } from '@foretaksportalen/shared/contract/case-file';
import { createStore, useStore } from '../../lib/store.ts';

export type CaseFileFormat = 'pdf' | 'zip';

/** The case a case file is made of: its CaseUid for the calls, its CaseId (case number) for people and names. */
export interface CaseFileCase {
  caseUid: string;
  caseId: string;
}

export interface CaseFileJob extends CaseFileCase {
  id: number;
  format: CaseFileFormat;
  /** 'Ta med interne notater' (issue 46): the case's internal notes go with it. */
  internalNotes: boolean;
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
 * working while the progress panel (mounted once, in the logged-in layout) shows them. Only the state; the making
 * is `download-case-file.ts`.
 */
const jobsStore = createStore<CaseFileJobsState>({ jobs: [], announcement: '' });
const running = new Map<number, AbortController>();
let nextId = 1;

function changeJobs(change: (jobs: readonly CaseFileJob[]) => readonly CaseFileJob[], announcement?: string) {
  const state = jobsStore.get();
  jobsStore.set({ jobs: change(state.jobs), announcement: announcement ?? state.announcement });
}

export const caseFileJobs = {
  /**
   * A case file begins, announced: answers it and the signal that stops it, or null when the same case file is
   * being made already (it is not made twice).
   */
  start(caseFile: CaseFileCase, format: CaseFileFormat, options: CaseFileOptions, announcement: string) {
    const { jobs } = jobsStore.get();
    const same = (job: CaseFileJob) =>
      job.caseUid === caseFile.caseUid &&
      job.format === format &&
      job.internalNotes === options.internalNotes;
    if (jobs.some(same)) return null;
    const job: CaseFileJob = {
      ...caseFile,
      id: nextId++,
      format,
      internalNotes: options.internalNotes,
      percent: format === 'pdf' ? 0 : null,
    };
    const controller = new AbortController();
    running.set(job.id, controller);
    changeJobs((current) => [...current, job], announcement);
    return { job, signal: controller.signal };
  },
  setPercent(id: number, percent: number) {
    changeJobs((jobs) => jobs.map((job) => (job.id === id ? { ...job, percent } : job)));
  },
  /** The case file is saved (announced) or has failed (the snackbar says so): it leaves the panel. */
  finish(id: number, announcement?: string) {
    running.delete(id);
    changeJobs((jobs) => jobs.filter((job) => job.id !== id), announcement);
  },
};

/** Stops every case file being made, quietly: the logged-in layout is gone (a logout, an expired session). */
export function abortCaseFileJobs(): void {
  for (const controller of running.values()) controller.abort();
  running.clear();
  jobsStore.set({ jobs: [], announcement: '' });
}

export const useCaseFileJobs = () => useStore(jobsStore);
