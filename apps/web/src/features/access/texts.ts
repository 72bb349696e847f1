import { ACCESS_TEXTS as ACCESS_KEY_TEXTS } from '@foretaksportalen/shared/access-key-texts';
import { CODE_PART_COUNT, PIN_LENGTH } from '@foretaksportalen/shared/limits';

/** "A, B og C", as Norwegian lists names. */
const companyList = new Intl.ListFormat('nb', { type: 'conjunction' });

/**
 * Norwegian texts of the access screens (spec 1 §2 access-key, login, notice, consent and welcome screens; §4
 * consent; §8 the access-key errors). The access form's field messages are in the contract's accessFormSchema.
 */
export const ACCESS_TEXTS = {
  loginTitle: 'Logg inn',
  chooseEid: 'Velg elektronisk ID',
  loginFailed: 'Innloggingen kunne ikke fullføres. Prøv igjen.',
  eidAlreadyBound:
    'Denne elektroniske ID-en er allerede knyttet til en bruker i foretaket. Logg inn som vanlig.',
  eidUnavailable: 'Innloggingstjenesten svarer ikke akkurat nå. Prøv igjen om litt.',
  idleTitle: 'Sesjonen din har utløpt.',
  closeWindowAdvice: 'Av sikkerhetshensyn anbefaler vi at du lukker nettleservinduet.',
  loggedOutTitle: (portalName: string) => `Du er nå logget ut av ${portalName}`,
  logInAgain: 'Logg inn på nytt',
  notFoundTitle: 'Ingen tilgang',
  notFoundText: 'Det finnes ingen bruker knyttet til denne elektroniske ID-en.',
  notFoundAdvice: 'Ta kontakt med nærmeste leder for å få tilgang.',
  inactiveTitle: 'Brukeren din er deaktivert',
  inactiveAdvice: 'Ta kontakt med nærmeste leder hvis du trenger tilgang igjen.',
  logOut: 'Logg ut',
  confirmLogoutTitle: 'Vil du logge ut?',
  confirmLogoutText: (portalName: string) =>
    `Lenken du fulgte kom ikke fra ${portalName}, så vi spør før vi logger deg ut.`,
  cancel: 'Avbryt',
  consentTitle: 'Samtykke til lagring av personopplysninger',
  consentGive: 'Ja, jeg samtykker',
  consentRefuse: 'Nei, jeg samtykker ikke',
  savingConsent: 'Lagrer innstillingen din',
  consentRefusedDone: 'OK',
  consentUndecided: 'Brukeren har ikke tatt stilling til samtykke om lagring av personopplysninger',
  consentGiven: 'Brukeren har gitt samtykke til lagring av personopplysninger',
  consentRefused: 'Brukeren har ikke gitt samtykke til lagring av personopplysninger',
  welcomeTitle: (portalName: string) => `Velkommen til ${portalName}`,
  newCompanyTitle: (count: number) =>
    count === 1 ? 'Du har fått tilgang til et nytt foretak' : 'Du har fått tilgang til nye foretak',
  newCompanyText: (companyNames: readonly string[], portalName: string) =>
    `${companyList.format(companyNames)} har lagt deg til som bruker i ${portalName}. Du bytter mellom foretakene under «Bytt foretak» i menyen.`,
  loadingNewCompanies: 'Vennligst vent, henter foretak..',
  accessKeyTitle: 'Opprettelse av ny bruker',
  checkingKey: 'Sjekker om kode er gyldig..',
  invalidKeyTitle: ACCESS_KEY_TEXTS.invalidKeyTitle,
  invalidKeyText: ACCESS_KEY_TEXTS.invalidKeyText,
  codeLegend: 'Kode',
  codePartLabel: (part: number) => `Kode, del ${part} av ${CODE_PART_COUNT}`,
  codePlaceholder: 'XXXX',
  pinLabel: 'PIN',
  pinPlaceholder: `PIN (${PIN_LENGTH} siffer)`,
  caseSensitiveHint: 'Kode og PIN skiller mellom store og små bokstaver. Koden finner du i kodebrevet.',
  continue: 'Fortsett',
  checkingCodePin: 'Sjekker kode og pin..',
  codePinInvalid: ACCESS_KEY_TEXTS.codePinInvalid,
  codePinAccepted: 'Koden og PIN er godkjent. Logg inn med elektronisk ID for å opprette brukeren din.',
} as const;
