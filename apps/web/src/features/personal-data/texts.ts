import { PERSONAL_DATA_TEXTS } from '@foretaksportalen/shared/contract/personal-data';
import type { ConfirmOptions } from '../../components/confirm-dialog.tsx';

const count = (total: number, one: string, many: string) =>
  `${new Intl.NumberFormat('nb-NO').format(total)} ${total === 1 ? one : many}`;
const cases = (total: number) => count(total, 'sak', 'saker');

/**
 * 'Innsyn for en person' (issue 48; level 5): the company's cases of a person found by national id or by name and
 * e-mail, the export of all it holds about them (art. 15), and the erasure of their part of the closed cases, which
 * another administrator approves (art. 17). The refusals' words are the contract's (PERSONAL_DATA_TEXTS).
 */
export const PERSONAL_DATA_PAGE_TEXTS = {
  title: 'Innsyn for en person',
  intro:
    'Finn sakene der en person er klager eller fullmektig, last ned alt foretaket har om personen (innsyn etter personvernforordningen artikkel 15), eller be om at personopplysningene slettes (artikkel 17). Fødselsnummeret brukes bare til å finne sakene og lagres ikke.',

  searchTitle: 'Finn personen',
  searchBy: 'Finn personen med',
  byNationalId: 'Fødselsnummer',
  byNameAndEmail: 'Navn og e-post',
  nationalId: 'Fødselsnummer',
  nationalIdHint: 'Norsk (11 siffer), svensk (12 siffer) eller dansk (10 siffer)',
  nameHint: 'For en klager som ikke har fødselsnummer i saken',
  firstName: 'Fornavn',
  lastName: 'Etternavn',
  email: 'E-post',
  search: 'Finn saker',
  searching: 'Vennligst vent, finner personens saker..',
  searchFailed: 'Personens saker kunne ikke hentes',

  casesTitle: 'Personens saker',
  casesCount: (total: number) =>
    total === 0
      ? 'Foretaket har ingen saker der personen er klager eller fullmektig.'
      : `${cases(total)} der personen er klager eller fullmektig`,
  caseColumn: 'Sak',
  roleColumn: 'Rolle',
  statusColumn: 'Status',
  erasureColumn: 'Ved sletting',
  closed: (date: string) => `Avsluttet ${date}`,
  archived: 'arkivert',
  anonymised: 'Anonymiseres',
  deleted: (date: string) => `Personopplysningene er slettet ${date}`,

  export: 'Last ned innsyn',
  exportProgress: 'Innsyn som lages',
  exporting: (percent: number) => `Lager innsyn … ${percent} %`,
  exportStarted: 'Lager innsyn.',
  exportDone: 'Innsynet er lastet ned.',
  exportFailed: PERSONAL_DATA_TEXTS.exportFailed,

  erase: 'Slett personopplysninger for denne personen',
  nothingToErase: PERSONAL_DATA_TEXTS.nothingToErase,
  eraseTitle: 'Slett personopplysninger',
  eraseIntro:
    'Når en annen administrator godkjenner slettingen, anonymiseres personens del av disse sakene. Det kan ikke angres.',
  toAnonymise: 'Anonymiseres',
  leftAsTheyAre: 'Blir stående, med grunnen',
  eraseConfirm: 'Be om sletting',
  requesting: 'Vennligst vent, lagrer slettingen..',
  requested: 'Slettingen venter nå på godkjenning fra en annen administrator',
  cancel: 'Avbryt',

  pendingTitle: 'Slettinger som venter på godkjenning',
  pendingEmpty: 'Ingen slettinger venter på godkjenning.',
  pendingFailed: 'Slettingene som venter, kunne ikke hentes.',
  retry: 'Prøv igjen',
  requestedBy: (name: string | null, date: string) => `Bedt om av ${name ?? 'en tidligere bruker'} ${date}`,
  pendingCases: (total: number) => cases(total),
  approve: 'Godkjenn sletting',
  ownRequest: PERSONAL_DATA_TEXTS.ownRequest,
  approving: 'Vennligst vent, sletter personopplysningene..',
  approved: (anonymised: number, left: number) =>
    left === 0
      ? `Personopplysningene er slettet i ${cases(anonymised)}`
      : `Personopplysningene er slettet i ${cases(anonymised)}. ${cases(left)} ble stående.`,
  cancelRequest: 'Avbryt sletting',
  cancelled: 'Slettingen er avbrutt',
} as const;

/** 'Godkjenn sletting': the approver confirms, knowing how many cases go now and that it cannot be undone. */
export const approveErasureDialog = (anonymised: number): ConfirmOptions => ({
  Title: 'Godkjenn sletting',
  Body: `Personens del av ${cases(anonymised)} anonymiseres nå. Det kan ikke angres.`,
  OKBtnName: 'Godkjenn sletting',
  CloseBtnName: 'Avbryt',
});
