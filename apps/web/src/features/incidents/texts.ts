import type { ConfirmOptions } from '../../components/confirm-dialog.tsx';

/**
 * Norwegian texts of the incidents page (spec 2 §2 incidents page and bulk clerk change dialog, §8 messages and
 * spinner texts). Column headings come from the contract's `caseColumnLabels`, shared with the Excel export.
 */
export const INCIDENTS_TEXTS = {
  title: 'Saker',
  noAccess: 'Du har ikke tilgang til å vise saker',
  loading: 'Vennligst vent, henter saker..',
  loadFailed: 'Sakene kunne ikke hentes.',
  retry: 'Prøv igjen',

  searchRow: 'Søk i saker',
  nameFilter: 'Navn klager',
  clearFilter: (label: string) => `Tøm ${label}`,

  quickViews: 'Hurtigvalg',
  quickView: {
    overdue: (count: number) => `Forfalt (${count})`,
    dueSoon: (count: number) => `Forfaller innen 5 virkedager (${count})`,
    unread: (count: number) => `Uleste brev (${count})`,
    decisionAnswerDue: (count: number) => `Svar på vedtak mangler (${count})`,
    awaitingApproval: (count: number) => `Til godkjenning (${count})`,
    returnedToMe: (count: number) => `Sendt tilbake til meg (${count})`,
  },

  tabs: 'Sakslister',
  queueTab: (count: number) => `Jobbkø (${count})`,
  undistributedTab: (count: number) => `Ufordelte saker (${count})`,
  showClosed: 'Vis avsluttede saker',
  changeClerk: 'Bytte saksbehandler',
  setCategories: 'Sett produkt og årsak',
  exportToExcel: 'Eksporter til Excel',
  exporting: 'Vennligst vent, eksporterer saker..',
  noCases: 'Ingen saker',

  selectPage: 'Velg alle saker på siden',
  pageSelected: (count: number) =>
    count === 1 ? 'Den ene saken på siden er valgt.' : `Alle ${count} saker på siden er valgt.`,
  selectAllMatching: (count: number) => `Velg alle ${count} saker som passer filteret`,
  allMatchingSelected: (count: number) => `Alle ${count} saker som passer filteret er valgt.`,
  clearSelection: 'Fjern valget',
  archiveSelected: 'Arkiver',
  archivingCases: 'Vennligst vent, arkiverer saker..',
  casesArchived: (count: number) => (count === 1 ? '1 sak er arkivert' : `${count} saker er arkivert`),
  selectCase: (caseId: string) => `Velg sak ${caseId}`,
  unreadLetters: (count: number) => `${count} ${count === 1 ? 'ulest' : 'uleste'} brev`,

  unassigned: 'Ikke tildelt',
  noClerk: 'Ingen',
  previouslyAssigned: 'Denne saken har vært tilordnet tidligere',
  clerkOf: (current: string) => `Saksbehandler: ${current}`,

  actions: 'Handlinger',
  archive: 'Arkiver sak',
  archiving: 'Arkiverer sak..',

  bulkTitle: 'Endre saksbehandler',
  bulkSelected: (count: number) => (count === 1 ? 'Du har valgt 1 sak.' : `Du har valgt ${count} saker.`),
  bulkChoose: 'Velg ny saksbehandler',
  bulkFilter: 'Søk etter saksbehandler',
  ok: 'Ok',
  cancel: 'Avbryt',
  close: 'Lukk',
  changingClerk: 'Vennligst vent, endrer saksbehandler..',
} as const;

const bulkConfirm = (Body: string): ConfirmOptions => ({
  Title: INCIDENTS_TEXTS.bulkTitle,
  Body,
  OKBtnName: 'Ja',
  CloseBtnName: 'Nei',
});

/** The bulk dialog's confirmation (spec 2 §2): one text for a clerk, one for removing the clerk. */
export const CONFIRM_ASSIGN = bulkConfirm(
  'Er du sikker på at du ønsker å endre saksbehandler på de merkede sakene?',
);
export const CONFIRM_UNASSIGN = bulkConfirm(
  'Er du sikker på at du ønsker å fjerne saksbehandler på de merkede sakene?',
);

const cases = (count: number) => (count === 1 ? '1 sak' : `${count} saker`);

/**
 * The bulk clerk change's confirmation (spec 2 §2) with what it will do: how many cases, and to whom (issue 20:
 * the selection may now hold every case matching the filter, on pages not shown).
 */
export function confirmAssign(count: number, clerkName: string | null): ConfirmOptions {
  const base = clerkName === null ? CONFIRM_UNASSIGN : CONFIRM_ASSIGN;
  const what =
    clerkName === null
      ? `${cases(count)} blir uten saksbehandler.`
      : `${cases(count)} får ${clerkName} som saksbehandler.`;
  return { ...base, Body: `${base.Body} ${what}` };
}

/**
 * 'Arkiver' for the selected cases: how many will be archived, how many are left because they are open and how
 * many are archived already; when none can be, why, with only the button that closes it.
 */
export function confirmArchive(archivable: number, open: number, archived: number): ConfirmOptions {
  if (archivable === 0) {
    return {
      Title: 'Arkiver saker',
      Body: 'Ingen av de valgte sakene kan arkiveres. Bare avsluttede saker som ikke er arkivert fra før, kan arkiveres.',
      OKBtnName: 'Ok',
    };
  }
  const skipped =
    open > 0 ? ` ${cases(open)} hoppes over fordi ${open === 1 ? 'den' : 'de'} ikke er avsluttet.` : '';
  const already = archived > 0 ? ` ${cases(archived)} er arkivert fra før.` : '';
  return {
    Title: 'Arkiver saker',
    Body: `${cases(archivable)} arkiveres.${skipped}${already}`,
    OKBtnName: 'Arkiver',
    CloseBtnName: 'Avbryt',
  };
}
