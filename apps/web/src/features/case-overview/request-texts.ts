import { EXTENSION_MAX_DAYS } from '@foretaksportalen/shared/contract/case-request';

/** The company's requests to the complaints body (issue 49): a later due date, an objection to its handling. */
export const REQUEST_TEXTS = {
  title: (product: string) => `Forespørsler til ${product}`,
  askExtension: 'Be om utsatt frist',
  object: 'Innsigelse mot behandling',
  extension: 'Utsatt frist',
  objection: 'Innsigelse mot behandling',
  pending: 'venter på svar',
  granted: 'innvilget',
  grantedWithDate: (date: string) => `innvilget, ny frist ${date}`,
  refused: 'avslått',
  askedOn: (date: string) => `Sendt ${date}`,
  askedFor: (date: string) => `ønsket ny frist ${date}`,
  answerFrom: (product: string) => `Svar fra ${product}`,
  reason: 'Begrunnelse',
  extensionIntro: (product: string, dueDate: string) =>
    `Sakens frist er ${dueDate}. Velg en ny frist høyst ${EXTENSION_MAX_DAYS} dager senere, og begrunn hvorfor foretaket trenger mer tid. ${product} svarer på forespørselen.`,
  objectionIntro: (product: string) =>
    `Begrunn hvorfor ${product} ikke bør behandle saken, og legg ved ett dokument. Begrunnelsen og dokumentet sendes som et brev som ikke kan slettes.`,
  newDueDate: 'Ny frist',
  dateHelp: 'dd.mm.åååå',
  reasonCount: (length: number, max: number) => `${length} av ${max} tegn`,
  documentRequired: 'Legg ved ett dokument med innsigelsen',
  oneDocumentOnly: 'Legg ved bare ett dokument',
  send: 'Send',
  cancel: 'Avbryt',
  sending: 'Sender forespørselen …',
  extensionSent: 'Forespørselen om utsatt frist er sendt',
  objectionSent: 'Innsigelsen er sendt',
} as const;
