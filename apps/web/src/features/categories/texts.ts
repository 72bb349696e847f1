import type { ConfirmOptions } from '../../components/confirm-dialog.tsx';

/** 'Produkter og årsaker' (issue 49): the company's lists, and a case's product and cause. */
export const CATEGORY_TEXTS = {
  title: 'Produkter og årsaker',
  intro:
    'Foretakets egne lister som sakene sorteres etter. Ordene foreslår verdien for en sak som sier dem i brev eller dokumenter. En verdi som er brukt i saker, kan bare tas ut av bruk.',
  loading: 'Laster produkter og årsaker …',
  failed: 'Produktene og årsakene kunne ikke lastes',
  retry: 'Prøv igjen',
  name: 'Navn',
  words: 'Ord som foreslår verdien',
  wordsHelp: 'Skill ord og uttrykk med komma',
  cases: 'Saker',
  status: 'Status',
  inUse: 'I bruk',
  retired: 'Tatt ut av bruk',
  actions: 'Handlinger',
  none: 'Ingen',
  add: (one: string) => `Legg til ${one.toLowerCase()}`,
  edit: 'Endre',
  editTitle: (name: string) => `Endre «${name}»`,
  retiredLabel: 'Tatt ut av bruk (beholdes i sakene som har den)',
  save: 'Lagre',
  cancel: 'Avbryt',
  delete: 'Slett',
  deleteOf: (name: string) => `Slett ${name}`,
  editOf: (name: string) => `Endre ${name}`,
  added: 'Verdien er lagt til',
  saved: 'Verdien er lagret',
  deleted: 'Verdien er slettet',
  empty: 'Listen er tom',
  suggested: (name: string) => `Foreslått: ${name}`,
  accept: 'godta',
  acceptOf: (name: string) => `Godta forslaget ${name}`,
  bulkTitle: (count: number) => `Sett produkt og årsak for ${count === 1 ? '1 sak' : `${count} saker`}`,
  unchanged: 'Uendret',
  bulkNothing: 'Velg et produkt eller en årsak',
  bulkDone: (count: number) => (count === 1 ? '1 sak er oppdatert' : `${count} saker er oppdatert`),
} as const;

export const DELETE_CATEGORY_DIALOG = (name: string): ConfirmOptions => ({
  Title: 'Slett verdi',
  Body: `Er du sikker på at du vil slette «${name}»? Ingen saker har den.`,
  OKBtnName: 'Slett',
  CloseBtnName: 'Avbryt',
});

/** Words as the field shows them, and back: comma-separated. */
export const wordsToText = (words: readonly string[]) => words.join(', ');
export const textToWords = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
