import type { CaseFileCase } from './case-file-jobs.ts';
import { requestCaseFile } from './request-case-file.ts';
import { CASE_FILE_TEXTS } from './texts.ts';

/** An entry of another feature's menu: what it reads and what choosing it does. */
export interface CaseFileMenuEntry {
  label: string;
  onSelect: () => void;
}

/** The case file's entries for a list row's download menu: 'Saksmappe som PDF' and 'Saksmappe som zip'. */
export const caseFileMenuEntries = (caseFile: CaseFileCase): CaseFileMenuEntry[] => [
  { label: CASE_FILE_TEXTS.rowAsPdf, onSelect: () => requestCaseFile(caseFile, 'pdf') },
  { label: CASE_FILE_TEXTS.rowAsZip, onSelect: () => requestCaseFile(caseFile, 'zip') },
];
