import type { EidProvider } from '@foretaksportalen/shared/eid';

/** The simulator's Norwegian texts, in one place. */
export const TEXTS = {
  titleSuffix: 'testinnlogging',
  testNotice:
    'Dette er en simulert innlogging for utvikling og test. Ingen ekte eID brukes, og ingen opplysninger sendes videre.',
  demoPersonsHeading: 'Demopersoner',
  nationalIdHeading: 'Logg inn med nummer',
  login: 'Logg inn',
  cancel: 'Avbryt',
  cancelledDescription: 'Innloggingen ble avbrutt.',
  chooseEidTitle: 'Velg eID – testinnlogging',
  chooseEidIntro: 'Innloggingsforespørselen sier ikke hvilken eID som skal brukes. Velg en:',
  sessionExpiredTitle: 'Innloggingen er utløpt',
  sessionExpired:
    'Denne innloggingen finnes ikke lenger. Gå tilbake til portalen og start innloggingen på nytt.',
  errorTitle: 'Innloggingen kunne ikke fullføres',
  errorIntro: 'Den simulerte eID-leverandøren avviste forespørselen.',
  unexpectedError: 'Noe gikk galt i den simulerte eID-leverandøren. Prøv igjen.',
  notFoundTitle: 'Siden finnes ikke',
} as const;

export const INVALID_NATIONAL_ID: Record<EidProvider, string> = {
  nbid: 'Ugyldig fødselsnummer',
  sbid: 'Ugyldig personnummer',
  mitid: 'Ugyldig CPR-nummer',
};
