import { AUDIT_TEXTS } from '@foretaksportalen/shared/audit-texts';
import type { ConfirmOptions } from '../../components/confirm-dialog.tsx';

const count = (total: number, one: string, many: string) =>
  `${new Intl.NumberFormat('nb-NO').format(total)} ${total === 1 ? one : many}`;

/**
 * 'Sletting av personopplysninger' (issue 48; level 5): the company's schedule, which deletes the personal data of
 * closed cases a number of months after their closing, no sooner than the operator allows, and the cases it deletes
 * in the coming days. The months' message comes from the contract (RETENTION_MONTHS_INVALID).
 */
export const RETENTION_SETTINGS_TEXTS = {
  title: 'Sletting av personopplysninger',
  intro:
    'Foretaket bestemmer hvor lenge personopplysningene i avsluttede saker skal lagres. Når fristen er nådd, slettes parter, brev, dokumenter og interne notater i saken, og slettingen føres i sletteloggen. En sak som holdes tilbake fra sletting, slettes ikke.',
  loading: 'Vennligst vent, henter innstillinger for sletting..',
  failed: 'Innstillingene for sletting kunne ikke hentes.',
  retry: 'Prøv igjen',

  schedule: 'Slettefrist',
  scheduleOn: 'Slett personopplysninger i avsluttede saker',
  rule: (minMonths: number) =>
    `Gjelder saker som er avsluttet og arkivert. Minst ${minMonths} måneder (operatørens regel).`,
  months: 'Antall måneder etter at saken ble avsluttet',
  monthsHint: 'Personopplysningene slettes når så mange måneder har gått siden saken ble avsluttet.',
  save: 'Lagre',
  saving: 'Vennligst vent, lagrer innstillingen..',
  saved: 'Innstillingen for sletting er lagret',

  dueTitle: (days: number) => `Saker som slettes de neste ${days} dagene`,
  dueFailed: 'Sakene som snart slettes, kunne ikke hentes.',
  dueCount: (total: number) => `${count(total, 'sak', 'saker')} slettes`,
  heldCount: (held: number) => `${count(held, 'sak', 'saker')} holdes tilbake`,
  dueShown: (shown: number) => `Viser de ${shown} første.`,
  dueEmpty: (days: number) => `Ingen saker slettes de neste ${days} dagene.`,
  caseColumn: 'Sak',
  closedColumn: 'Avsluttet',
  dueColumn: 'Slettes',

  openLog: 'Slettelogg',
  openLogHint: 'Sakene der personopplysningene er slettet',
} as const;

/**
 * 'Slettelogg' (issue 48; level 5): the cases whose personal data went, newest first, what went of each (never
 * whose), and the deleted documents' SHA-256; downloadable as Excel.
 */
export const DELETION_LOG_TEXTS = {
  title: 'Slettelogg',
  intro:
    'Saker der personopplysningene er slettet, nyeste først: når, etter hvilken regel og hvor mye som ble slettet. Sjekksummene (SHA-256) viser hvilke dokumenter som ble slettet, uten å vise innholdet.',
  backToRetention: 'Tilbake til sletting av personopplysninger',
  loading: 'Vennligst vent, henter slettelogg..',
  failed: 'Sletteloggen kunne ikke hentes.',
  retry: 'Prøv igjen',
  count: (total: number) => count(total, 'sletting', 'slettinger'),
  empty: 'Ingen personopplysninger er slettet ennå.',
  export: 'Last ned Excel',
  exportYear: 'År i Excel-filen',
  allYears: 'Alle år',
  exporting: 'Vennligst vent, lager Excel-fil..',

  time: 'Tidspunkt',
  case: 'Sak',
  rule: 'Regel',
  parties: 'Parter',
  letters: 'Brev',
  documents: 'Dokumenter',
  notes: 'Notater',
  checksums: 'SHA-256',
  deleted: 'Slettet',
  deletedCounts: (parties: number, letters: number, documents: number, notes: number) =>
    `Parter ${parties}, brev ${letters}, dokumenter ${documents}, notater ${notes}`,
  /** The disclosure of a case's checksums, for a screen reader: what the shortened values are. */
  checksumsOf: (total: number) => `SHA-256 for ${count(total, 'dokument', 'dokumenter')}:`,
  moreChecksums: (more: number) => `+${more}`,
} as const;

/**
 * 'Hold tilbake fra sletting' on a case (issue 48; level 5): while held, the case's personal data is never deleted.
 * The reason's messages come from the contract.
 */
export const LEGAL_HOLD_TEXTS = {
  hold: 'Hold tilbake fra sletting',
  lift: 'Opphev tilbakeholdelse',
  held: 'Holdt tilbake fra sletting',
  heldSince: (date: string, by: string | null) => `Satt ${date} av ${by ?? AUDIT_TEXTS.formerPersonInText}`,
  dialogIntro:
    'Personopplysningene i saken slettes ikke så lenge den holdes tilbake, heller ikke når foretakets slettefrist er nådd.',
  reason: 'Begrunnelse',
  reasonCount: (length: number, max: number) => `${length} av ${max} tegn`,
  cancel: 'Avbryt',
  holding: 'Vennligst vent, holder tilbake saken..',
  holdDone: 'Saken holdes tilbake fra sletting',
  lifting: 'Vennligst vent, opphever tilbakeholdelsen..',
  liftDone: 'Tilbakeholdelsen er opphevet',
} as const;

export const LIFT_LEGAL_HOLD_DIALOG: ConfirmOptions = {
  Title: 'Opphev tilbakeholdelse',
  Body: 'Er du sikker på at du vil oppheve tilbakeholdelsen? Personopplysningene i saken slettes da etter foretakets regler.',
  OKBtnName: 'Opphev',
  CloseBtnName: 'Avbryt',
};
