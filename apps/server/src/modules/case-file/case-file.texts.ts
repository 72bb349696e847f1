import { CASE_DETAILS_TEXTS } from '@foretaksportalen/shared/case-details-texts';
import { formatBytes } from '@foretaksportalen/shared/format-bytes';

/** The Norwegian texts the case file prints; the case's details are labelled as the case overview labels them. */
export const CASE_FILE_TEXTS = {
  title: 'Saksmappe',
  caseTitle: (caseId: string) => `Sak ${caseId}`,
  made: (date: string, by: string) => `Laget ${date} av ${by}.`,
  contents: 'Innhold',
  date: 'Dato',
  description: 'Beskrivelse',
  sender: 'Avsender',
  page: 'Side',
  footer: (caseId: string, page: number, pages: number) => `Sak ${caseId} · side ${page} av ${pages}`,
  placeholder: (fileName: string, fileSize: number) =>
    `Dokumentet «${fileName}» (${formatBytes(fileSize)}) kan ikke vises som sider i saksmappen. ` +
    'Originalfilen ligger ved som vedlegg i denne PDF-filen: åpne vedleggene i PDF-leseren for å se den.',
  attachmentDescription: 'Originalfilen fra saken',
  internalNotes: 'Interne notater',
  internalNotesIntro: (productName: string) =>
    `Foretakets egne notater i saken, eldste først. De er ikke sendt til ${productName}.`,
  noInternalNotes: 'Saken har ingen interne notater.',
  noteHeading: (time: string, author: string, edited: boolean) =>
    `${time}  ${author}${edited ? ' (redigert)' : ''}`,
  internalNotesFileName: 'Interne notater.pdf',

  ...CASE_DETAILS_TEXTS,
  status: 'Status',
  open: 'åpen',
  closed: 'avsluttet',
  archived: 'arkivert',
  clerk: 'Saksbehandler',
} as const;
