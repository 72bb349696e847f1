import { CASE_FILE_FAILED } from '@foretaksportalen/shared/contract/case-file';

/** Norwegian texts of the case file (saksmappe, issue 21): its menus, the progress panel and what it announces. */
export const CASE_FILE_TEXTS = {
  download: 'Last ned saksmappe',
  asPdf: 'Som PDF',
  asZip: 'Som zip',
  withInternalNotes: 'Ta med interne notater',
  /** The entries of a list row's download menu, beside the row's documents. */
  rowAsPdf: 'Saksmappe som PDF',
  rowAsZip: 'Saksmappe som zip',

  panel: 'Saksmapper som lages',
  caseHeading: (caseId: string) => `Sak ${caseId.toUpperCase()}`,
  progressName: (caseId: string, format: 'pdf' | 'zip') =>
    `Saksmappe for sak ${caseId.toUpperCase()} som ${format === 'pdf' ? 'PDF' : 'zip'}`,
  makingPdf: (percent: number) => `Lager saksmappe … ${percent} %`,
  makingZip: 'Lager saksmappe som zip …',
  started: (caseId: string) => `Lager saksmappe for sak ${caseId.toUpperCase()}.`,
  done: (caseId: string) => `Saksmappen for sak ${caseId.toUpperCase()} er lastet ned.`,
  failed: CASE_FILE_FAILED,
} as const;
