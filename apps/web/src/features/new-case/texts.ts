import type { ConfirmOptions } from '../../components/confirm-dialog.tsx';

/** Norwegian texts of the new-case wizard (spec 2 §2 new-case wizard, §4 submit, §5 submit, §8 spinner texts). */
export const NEW_CASE_TEXTS = {
  title: 'Ny sak',
  titleWithCustomer: (name: string) => `Ny sak - ${name}`,
  steps: {
    customer: 'Kunde',
    companyDetails: 'Foretaks saksdetaljer',
    documents: 'Dokumenter',
    summary: 'Oppsummering',
  },
  next: 'Neste',
  previous: 'Forrige',
  submit: 'Send inn',
  saving: 'Vennligst vent, lagrer sak..',

  customerKind: 'Kunden er',
  consumer: 'Forbruker',
  company: 'Foretak',
  nationalId: 'Fødselsnummer',
  nationalIdHint:
    'Norsk fødselsnummer/D-nummer (11 siffer), svensk personnummer (ÅÅÅÅMMDDNNNN) eller dansk CPR-nummer (DDMMÅÅNNNN)',
  nationalIdStoredHashed: (productName: string) =>
    `Fødselsnummeret lagres kun som en hash (enveiskryptert) og kan ikke leses av ${productName}.`,
  address: 'Adresse',
  postalCode: 'Postnummer',
  postalPlace: 'Poststed',
  country: 'Land',
  email: 'E-post',
  reference: 'Referanse',

  caseReference: 'Referanse',
  caseReferenceHint: 'Maksimalt 30 tegn',
  clerk: 'Saksbehandler',
  noClerk: 'Ingen',
  noCategory: 'Ingen',
  clerkPhone: 'Telefonnummer',
  note: 'Notat',
  noteHint: 'Maksimalt 100 tegn',

  summaryCustomer: 'Kunde',
  summaryCompanyDetails: 'Foretakets saksdetaljer',
  summaryDocuments: 'Dokumenter',
  phoneLine: 'Telefon:',
  emailLine: 'E-post:',
  fileName: 'Navn',
  fileSize: 'Størrelse',
} as const;

export const INVALID_FORM_DIALOG: ConfirmOptions = {
  Title: 'Feil utfylling',
  Body: 'Du har ikke fyllt ut skjemaet riktig. Gå tilbake og se om det er opplysninger eller dokumenter som mangler.',
  OKBtnName: 'OK',
};

export const caseCreatedDialog = (caseId: string): ConfirmOptions => ({
  Title: 'Ny sak',
  Body: `Saken er registrert med saksnummer ${caseId}`,
  OKBtnName: 'OK',
});
