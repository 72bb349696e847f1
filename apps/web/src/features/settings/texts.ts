import type { ConfirmOptions } from '../../components/confirm-dialog.tsx';

/**
 * Norwegian texts of the settings page (spec 1 §2 settings page, company settings section, new-user dialog; §4 clerk
 * status; §6 refusals; §8 the confirm dialogs and the lookup messages). Field messages come from the contract's
 * schemas; the labels the new-user dialog shares with the profile form come from the profile feature.
 */
export const SETTINGS_TEXTS = {
  title: 'Innstillinger',
  loading: 'Vennligst vent, laster innstillinger..',

  activeUsers: 'Brukere',
  inactiveUsers: 'Inaktive brukere',
  noActiveUsers: 'Ingen aktive brukere',
  noInactiveUsers: 'Ingen deaktiverte brukere',
  newUser: 'Ny bruker',
  nameColumn: 'Navn',
  roleColumn: 'Rolle',
  actionsColumn: 'Handlinger',
  edit: 'Endre',
  deactivate: 'Deaktiver bruker',
  activate: 'Aktiver bruker',
  remove: 'Slett bruker',
  ownRowHint: 'Du kan ikke deaktivere eller slette deg selv',
  /** The server's refusal of spec 1 §6 for a user above the viewer's level, shown before a click instead. */
  aboveOwnLevelHint: (firstName: string) => `${firstName} har flere tilganger enn deg.`,
  handOver: 'Overfør saker',
  handOverTitle: (name: string) => `Overfør sakene til ${name}`,
  handOverCounts: (name: string, open: number, closed: number) =>
    `${name} har ${open} ${open === 1 ? 'åpen sak' : 'åpne saker'} og ${closed} ${closed === 1 ? 'avsluttet sak' : 'avsluttede saker'}. Alle overføres til den du velger.`,
  handOverTo: 'Ny saksbehandler',
  undistributed: 'Ufordelte saker',
  handOverConfirm: 'Overfør',
  handingOver: 'Vennligst vent, overfører saker..',
  handedOver: (count: number, receiver: string) =>
    `${count === 1 ? '1 sak' : `${count} saker`} er overført til ${receiver}`,

  roles: 'Roller',
  roleDescriptionColumn: 'Beskrivelse',

  activated: 'Saksbehandler aktivert',
  deactivated: 'Saksbehandler deaktivert',
  removed: 'Bruker slettet',
  removeRefused: 'Du har ikke tilgang til å slette brukeren',
  deactivateRefused: 'Du har ikke tilgang til å deaktivere saksbehandler',
  activateRefused: 'Du har ikke tilgang til å aktivere saksbehandler',

  companyTitle: (companyName: string) => `Alternativer for ${companyName}`,
  companyDetails: 'Opplysninger om foretak',
  companyName: 'Navn',
  orgNum: 'Organisasjonsnummer',
  companyEmail: 'Felles e-post',
  notifications: 'Varsling per e-post',
  notifyOnNewCases: 'Motta varsel om nye saker',
  notifyOnNewPosts: 'Motta varsel om ny post',
  notifyOnUnreadPosts: 'Motta varsel om ulest post',
  notificationsNeedEmail: 'Varsling krever en felles e-postadresse',
  notifyBeforeDueDays: 'Varsle før forfall',
  notifyBeforeDueDaysHint:
    'Antall virkedager før forfall. Varselet går til saksbehandlere som har valgt det, ellers til felles e-post. 0 slår det av.',
  systemSettings: 'Systeminnstillinger',
  lettersNeedApproval: 'Brev må godkjennes før de sendes',
  lettersNeedApprovalHint:
    'Et brev sendes først når en superbruker eller administrator som ikke skrev det, har godkjent det.',
  electronicLetters: 'Ikke send brev per post',
  electronicLettersOn: (product: string) => `${product} sender brev til foretaket kun elektronisk.`,
  electronicLettersOff: (product: string) =>
    `${product} sender alle brev til foretaket både elektronisk og per post.`,
  electronicLettersLocked: (product: string) => `Denne innstillingen kan bare endres av ${product}.`,
  save: 'Lagre',
  companySaved: 'Innstillinger for foretak er lagret',
  companyNotSaved: 'Innstillingene for foretaket ble ikke lagret. Prøv igjen.',

  nationalId: 'Fødselsnummer',
  nationalIdHint: 'Norsk, svensk eller dansk fødselsnummer',
  next: 'Neste',
  create: 'Opprett',
  cancel: 'Avbryt',
  lookingUp: 'Sjekker om bruker eksisterer',
  creating: 'Oppretter bruker',
  created: 'Ny bruker opprettet',
  alreadyInCompany:
    "Brukeren er allerede lagt til i foretaket. Er brukeren deaktivert, kan du aktivere den under 'Inaktive brukere'.",
  existsElsewhere:
    'Brukeren eksisterer fra før i systemet. Registrer kontaktopplysninger og velg rolle. Klikk deretter opprett for å legge til denne brukeren i foretaket.',
  notFound:
    'Fant ingen bruker med det angitte fødselsnummeret. Fyll ut opplysningene under og klikk Opprett for å legge til brukeren i foretaket.',
} as const;

/** Deactivate and delete are refused while the user has cases in the job queue (spec 1 §8): OK only. */
export const ASSIGNED_CASES_DIALOG: ConfirmOptions = {
  Title: 'Brukeren har tildelte saker',
  Body:
    '<p>Det er ikke mulig å slette eller deaktivere en bruker som har tildelte saker i JOBBKØ.</p>' +
    '<p>Fordel sakene til andre saksbehandlere i JOBBKØ først. Se brukerveiledningen under Hjelp for mer informasjon.</p>',
  OKBtnName: 'OK',
};

export const DEACTIVATE_DIALOG: ConfirmOptions = {
  Title: 'Deaktivere bruker',
  Body: 'Er du sikker på at du ønsker å deaktivere denne brukeren?',
  OKBtnName: 'Ja',
  CloseBtnName: 'Nei',
};

export const REMOVE_DIALOG: ConfirmOptions = {
  Title: 'Slett bruker',
  Body: 'Er du sikker på at du ønsker å slette denne brukeren?',
  OKBtnName: 'Ja',
  CloseBtnName: 'Nei',
};

/** The way to the pages of personal data by law (issue 48; level 5), which are the retention feature's. */
/** The way from the settings to the company's products and causes (issue 49). */
export const CATEGORIES_ENTRY_TEXTS = {
  open: 'Produkter og årsaker',
  openHint: 'Foretakets produkter og årsaker, som sakene sorteres etter',
} as const;

export const RETENTION_ENTRY_TEXTS = {
  open: 'Sletting av personopplysninger',
  openHint: 'Hvor lenge personopplysninger i avsluttede saker lagres, og hva som er slettet',
} as const;

/** The way to a person's data on request (issue 48; level 5), which is the personal-data feature's page. */
export const PERSONAL_DATA_ENTRY_TEXTS = {
  open: 'Innsyn for en person',
  openHint: 'Finn en persons saker, last ned innsyn eller be om sletting av personopplysningene',
} as const;

/** A page under the settings ('Logg', 'Brevmaler'): the way back. */
export const SETTINGS_SUBPAGE_TEXTS = {
  backToSettings: 'Tilbake til innstillinger',
} as const;

/**
 * The company's audit log ('Logg', issue 24): the page, its filters and its table. The kinds' labels and what an
 * entry says come from the shared audit texts, which the Excel export writes too.
 */
export const AUDIT_LOG_TEXTS = {
  title: 'Logg',
  openLog: 'Logg',
  openLogHint: 'Hvem som har endret brukere, roller og innstillinger',
  intro:
    'Hva som er gjort med brukere, roller, profiler og innstillinger i foretaket, tilgangsnøkler, samtykke og overføring av saker. E-post og telefonnummer vises maskert.',
  filters: 'Filtrer loggen',
  person: 'Utført av',
  kind: 'Hendelse',
  all: 'Alle',
  from: 'Fra dato',
  to: 'Til dato',
  clearDate: (label: string) => `Tøm ${label}`,
  clearFilters: 'Nullstill filter',
  export: 'Last ned Excel',
  exporting: 'Vennligst vent, lager Excel-fil..',
  loading: 'Vennligst vent, henter logg..',
  failed: 'Loggen kunne ikke hentes.',
  retry: 'Prøv igjen',
  count: (total: number) =>
    `${new Intl.NumberFormat('nb-NO').format(total)} ${total === 1 ? 'hendelse' : 'hendelser'}`,
  empty: 'Ingen hendelser i utvalget.',
  time: 'Tidspunkt',
  who: 'Utført av',
  what: 'Hendelse',
} as const;

/** The confirm dialog shows HTML: a template's name goes in as text. */
const asHtmlText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The company's letter templates ('Brevmaler', issue 46; level 5): the list, the template's form and its refusals.
 * The editor's own texts are the answer editor's; the field messages come from the contract.
 */
export const LETTER_TEMPLATE_TEXTS = {
  title: 'Brevmaler',
  openTemplates: 'Brevmaler',
  openTemplatesHint: 'Malene saksbehandlerne kan skrive tilsvar fra',
  backToTemplates: 'Tilbake til brevmaler',
  intro:
    'Malene brukes når saksbehandlerne skriver tilsvar i en sak. Flettefeltene fylles ut med opplysninger fra saken; et felt saken ikke har verdi for, må fylles ut for hånd.',
  newTemplate: 'Ny mal',
  loading: 'Vennligst vent, henter brevmaler..',
  failed: 'Brevmalene kunne ikke hentes.',
  retry: 'Prøv igjen',
  listTitle: 'Maler',
  empty: 'Foretaket har ingen brevmaler ennå.',
  nameColumn: 'Navn',
  subjectColumn: 'Emne',
  updatedColumn: 'Sist endret',
  actionsColumn: 'Handlinger',
  edit: 'Endre',
  remove: 'Slett',
  removed: 'Malen er slettet',

  newTitle: 'Ny mal',
  editTitle: 'Endre mal',
  notFound: 'Fant ikke malen. Den kan være slettet av en annen.',
  name: 'Navn',
  subject: 'Emne',
  subjectHint: 'Emnet brevet får når det skrives fra malen',
  body: 'Tekst',
  bodyHint: 'Sett inn flettefelt fra verktøylinjen; de fylles ut fra saken når tilsvaret skrives.',
  save: 'Lagre',
  cancel: 'Avbryt',
  saving: 'Vennligst vent, lagrer malen..',
  saved: 'Malen er lagret',
} as const;

export const removeTemplateDialog = (name: string): ConfirmOptions => ({
  Title: 'Slett mal',
  Body: `Er du sikker på at du vil slette malen «${asHtmlText(name)}»? Tilsvar som er skrevet fra den, beholder teksten.`,
  OKBtnName: 'Slett',
  CloseBtnName: 'Avbryt',
});
