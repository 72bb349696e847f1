import { CASE_DETAILS_TEXTS } from '@foretaksportalen/shared/case-details-texts';
import type { ConfirmOptions } from '../../components/confirm-dialog.tsx';

/**
 * Norwegian texts of the case overview (spec 2 §2 case overview, case events card and send letter form, §4, §8).
 * The download menu's texts are the documents feature's, the company ref and note labels the contract's, the
 * details' labels shared with the case file (CASE_DETAILS_TEXTS).
 */
export const CASE_OVERVIEW_TEXTS = {
  title: 'Sak',
  titleWithCaseId: (caseId: string) => `Sak ${caseId.toUpperCase()}`,
  loading: 'Vennligst vent, henter sak..',
  notFound: 'Vi fant ikke saken. Den finnes ikke, eller du har ikke tilgang til den.',
  loadFailed: 'Saken kunne ikke hentes.',
  retry: 'Prøv igjen',
  backToList: 'Tilbake til sakene',

  ...CASE_DETAILS_TEXTS,

  caseEvents: 'Saksforløp',
  eventsTab: (count: number) => `Hendelser (${count})`,
  documentsTab: (count: number) => `Dokumenter (${count})`,
  date: 'Dato',
  description: 'Beskrivelse',
  actions: 'Handlinger',
  noEvents: 'Ingen hendelser',
  newLetter: 'Nytt brev',
  deleteCountdown: (remaining: string) => `SLETT (${remaining})`,
  deleting: 'Sletter hendelse..',

  documentsIntro: 'Her kan du laste ned dokumenter knyttet til saken.',
  sender: 'Avsender',
  fileName: 'Navn',
  fileSize: 'Størrelse',
  selectAllDocuments: 'Velg alle dokumenter',
  selectDocument: (fileName: string) => `Velg ${fileName}`,
  hideAttachments: 'Skjul vedlegg',
  showAttachments: 'Vis vedlegg',
  opensInNewTab: '(åpnes i ny fane)',
  downloadSelected: (count: number) => `Last ned valgte (${count})`,
  noDocuments: 'Ingen dokumenter',

  sendLetter: 'Send brev',
  subject: 'Emne',
  message: (productName: string) => `Send kort beskjed til ${productName}`,
  messageHint: (max: number) => `Kort beskjed - maks ${max} tegn`,
  messageCount: (length: number, max: number) => `${length} av ${max} tegn`,
  send: 'Send brev/vedlegg',
  cancel: 'Avbryt',
  sending: 'Vennligst vent, sender brev..',
  sent: 'Forsendelse sendt',
} as const;

export const CONFIRM_DELETE_LETTER: ConfirmOptions = {
  Title: 'Slett brev',
  Body: 'Er du sikker på at du ønsker å slette dette brevet?',
  OKBtnName: 'Ja',
  CloseBtnName: 'Nei',
};
