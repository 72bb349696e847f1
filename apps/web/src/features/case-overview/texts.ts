import { AUDIT_TEXTS } from '@foretaksportalen/shared/audit-texts';
import { CASE_DETAILS_TEXTS } from '@foretaksportalen/shared/case-details-texts';
import { caseColumnLabels } from '@foretaksportalen/shared/contract/case';
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
  /** In place of the parties once the case's personal data has been deleted (issue 48). */
  personalData: 'Personopplysninger',

  caseEvents: 'Saksforløp',
  eventsTab: (count: number) => `Hendelser (${count})`,
  documentsTab: (count: number) => `Dokumenter (${count})`,
  historyTab: 'Historikk',
  notesTab: (count: number) => `Interne notater (${count})`,
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

/**
 * The letter being written on a case (issue 46): drafts, the answer written in the portal ('Skriv tilsvar') and
 * four-eyes approval.
 */
export const DRAFT_TEXTS = {
  saveDraft: 'Lagre utkast',
  saving: 'Vennligst vent, lagrer utkast..',
  saved: 'Utkastet er lagret',
  draftBy: (name: string, at: string) => `Utkast av ${name}, sist endret ${at}`,
  continueDraft: 'Fortsett på utkastet',
  discard: 'Forkast utkast',
  discarding: 'Vennligst vent, forkaster utkast..',
  discarded: 'Utkastet er forkastet',
  submit: 'Send til godkjenning',
  submitting: 'Vennligst vent, sender til godkjenning..',
  submitted: 'Brevet er sendt til godkjenning',
  awaiting: 'Venter på godkjenning',
  awaitingBy: (name: string, at: string) => `Sendt til godkjenning av ${name} ${at}`,
  approve: 'Godkjenn og send',
  approved: 'Brevet er godkjent og sendt',
  returnToAuthor: 'Send tilbake',
  returning: 'Vennligst vent, sender tilbake..',
  returned: 'Brevet er sendt tilbake',
  returnedBy: (name: string, at: string) => `Sendt tilbake av ${name} ${at}`,
  returnComment: 'Hvorfor sendes brevet tilbake?',
  writeAnswer: 'Skriv tilsvar',
  removeAnswer: 'Fjern tilsvar',
  fillIn: (fields: string) => `Fyll ut før brevet sendes: ${fields}`,
  answer: 'Tilsvar',
  template: 'Mal',
  noTemplate: 'Tomt tilsvar',
  useTemplate: 'Bruk malen',
  preview: 'Forhåndsvis',
  previewing: 'Vennligst vent, lager forhåndsvisning..',
  draftFiles: 'Vedlegg i utkastet',
  removeFile: (name: string) => `Fjern ${name}`,
  withAnswer: 'Med tilsvar',
  files: (count: number) => `${count} vedlegg`,
  noSubject: '(uten emne)',
} as const;

export const CONFIRM_DISCARD_DRAFT: ConfirmOptions = {
  Title: 'Forkast utkast',
  Body: 'Er du sikker på at du vil forkaste utkastet med tekst og vedlegg?',
  OKBtnName: 'Ja',
  CloseBtnName: 'Nei',
};

export const CONFIRM_DELETE_LETTER: ConfirmOptions = {
  Title: 'Slett brev',
  Body: 'Er du sikker på at du ønsker å slette dette brevet?',
  OKBtnName: 'Ja',
  CloseBtnName: 'Nei',
};

const columns = caseColumnLabels('');

/**
 * The 'Historikk' tab (issue 24): who did what in the case and when. The actor's name and the people named come
 * from the shared audit texts; a complaints body's change is its short name's ({product}).
 */
export const HISTORY_TEXTS = {
  intro: 'Hvem som har gjort hva i saken, nyeste først.',
  time: 'Tidspunkt',
  who: 'Hvem',
  what: 'Hva',
  loading: 'Henter historikk',
  failed: 'Historikken kunne ikke hentes.',
  retry: 'Prøv igjen',
  empty: 'Ingen historikk ennå.',
  more: (count: number) => `Viser de ${count} nyeste hendelsene.`,

  caseCreated: 'Sak opprettet',
  clerk: columns.Clerk,
  companyCaseRef: columns.CompanyCaseRef,
  companyNote: columns.CompanyNote,
  archived: 'Sak arkivert',
  caseChanged: 'Saken ble endret',
  detailsChanged: (product: string) => `${product} oppdaterte saken`,
  detailFields: (product: string): Record<string, string> => ({
    CaseId: 'saksnummer',
    ExternalId: `id hos ${product}`,
    Status: 'status',
    StatusCode: 'statuskode',
    DueDate: 'forfall',
    AnonymizeSb: 'skjult saksbehandler',
    User: `saksbehandler hos ${product}`,
    Complainer: 'klager',
    Correspondent: 'fullmektig',
  }),
  letterSent: 'Brev sendt',
  letterDeleted: 'Brev slettet',
  letterReceived: (product: string) => `Brev mottatt fra ${product}`,
  letterOpened: 'Brev åpnet første gang',
  letterSubmitted: 'Brev sendt til godkjenning',
  letterReturned: 'Brev sendt tilbake til forfatteren',
  letterApproved: 'Brev godkjent og sendt',
  noteAdded: 'Internt notat lagt til',
  noteEdited: 'Internt notat redigert',
  noteDeleted: 'Internt notat slettet',
  caseFileDownloaded: 'Saksmappe lastet ned',
  caseFileDownloadedAs: (format: 'pdf' | 'zip') =>
    `Saksmappe lastet ned som ${format === 'pdf' ? 'PDF' : 'zip'}`,
  product: 'Produkt',
  cause: 'Årsak',
  legalHoldSet: 'Holdt tilbake fra sletting',
  legalHoldLifted: 'Tilbakeholdelse opphevet',
  personalDataDeleted: (rule: string) => `Personopplysninger slettet (${rule.toLowerCase()})`,
  decisionReceived: (product: string, outcome: string, date: string) =>
    `Vedtak fra ${product}: ${outcome} (${date})`,
  decisionAnswered: (follows: boolean, amount: string | null) =>
    `Svar på vedtak: ${follows ? 'foretaket følger vedtaket' : 'foretaket følger ikke vedtaket'}${amount ? `, utbetalt til kunden ${amount}` : ''}`,
  extensionRequested: (date: string | null) => `Bedt om utsatt frist${date ? ` til ${date}` : ''}`,
  objectionSent: 'Innsigelse mot behandling sendt',
  extensionAnswered: (granted: boolean, date: string | null) =>
    granted ? `Utsatt frist innvilget${date ? `, ny frist ${date}` : ''}` : 'Utsatt frist avslått',
  objectionAnswered: (granted: boolean) => `Innsigelse mot behandling ${granted ? 'innvilget' : 'avslått'}`,
} as const;

/**
 * The 'Interne notater' tab (issue 46): the company's own notes on the case, never sent to the complaints body, and
 * the field that writes one, with '@' to mention a colleague.
 */
export const INTERNAL_NOTE_TEXTS = {
  intro: (productName: string) =>
    `Foretakets egne notater i saken, eldste først. Bare de som har tilgang til saken ser dem, og de sendes aldri til ${productName}.`,
  loading: 'Henter interne notater',
  failed: 'De interne notatene kunne ikke hentes.',
  empty: 'Ingen interne notater ennå.',
  more: (count: number) => `Viser de ${count} nyeste notatene.`,
  formerUser: AUDIT_TEXTS.formerPerson,
  edited: 'redigert',
  editedAt: (time: string) => `Redigert ${time}`,
  mentionOf: (name: string) => `@${name}`,

  newNote: 'Nytt notat',
  hint: 'Skriv @ for å nevne en kollega som har tilgang til saken. Lenker blir klikkbare.',
  add: 'Legg til notat',
  adding: 'Legger til notat..',
  added: 'Notatet er lagt til',
  notAdded: 'Notatet ble ikke lagt til',
  suggestions: 'Kolleger du kan nevne',
  noSuggestions: 'Ingen kolleger med tilgang til saken passer',
  suggestionCount: (count: number) => (count === 1 ? '1 forslag' : `${count} forslag`),
  loadingEditor: 'Henter skrivefeltet',

  edit: 'Rediger',
  editLabel: 'Endre notatet',
  save: 'Lagre',
  saving: 'Lagrer notat..',
  saved: 'Notatet er endret',
  notSaved: 'Notatet ble ikke lagret',
  cancel: 'Avbryt',
  delete: 'Slett',
  deleting: 'Sletter notat..',
  deleted: 'Notatet er slettet',
  notDeleted: 'Notatet ble ikke slettet',
  actionsFor: (author: string, time: string) => `Notat fra ${author} ${time}`,
} as const;

export const CONFIRM_DELETE_NOTE: ConfirmOptions = {
  Title: 'Slett notat',
  Body: 'Er du sikker på at du vil slette dette notatet?',
  OKBtnName: 'Ja',
  CloseBtnName: 'Nei',
};
