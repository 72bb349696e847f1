/** Norwegian texts of the complaints report page (issue 49); the numbers' own names are shared with the export. */
export {
  COMPLAINTS_REPORT_TEXTS as REPORT_NAMES,
  measureLabels,
  shareText,
} from '@foretaksportalen/shared/complaints-report-texts';

const numberFormat = new Intl.NumberFormat('nb-NO');
const amountFormat = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A count as Norwegian writes it: 1 234. */
export const formatCount = (value: number) => numberFormat.format(value);
/** Kroner with øre: 1 250,50. */
export const formatAmount = (value: number) => amountFormat.format(value);

export const REPORT_PERIOD_LABELS = {
  thisHalfYear: 'Dette halvåret',
  lastHalfYear: 'Forrige halvår',
  thisYear: 'I år',
  lastYear: 'I fjor',
  custom: 'Velg datoer',
} as const;

export const REPORT_PAGE_TEXTS = {
  title: 'Klagerapport',
  intro:
    'Tallene gjelder saker som er mottatt, avsluttet eller har fått vedtak i perioden. Trykk på et tall for å se sakene i sakslisten.',
  loading: 'Vennligst vent, henter klagerapporten..',
  failed: 'Klagerapporten kunne ikke hentes.',
  retry: 'Prøv igjen',
  export: 'Eksporter til Excel',
  exporting: 'Vennligst vent, lager Excel-fil..',
  exportFailed: 'Klagerapporten ble ikke eksportert',
  overviewChart: 'Vedtak etter konklusjon',
  categoryChart: 'Mottatt, avsluttet og vedtak',
  received: 'Mottatt',
  closed: 'Avsluttet',
  decided: 'Vedtak',
  thresholdsTitle: 'Grenser for saksbehandlingstid',
  thresholdsIntro: 'Virkedager fra saken ble mottatt til den ble avsluttet.',
  shortThreshold: 'Første grense',
  longThreshold: 'Andre grense',
  saveThresholds: 'Lagre grensene',
  thresholdsSaved: 'Grensene er lagret',
  thresholdsNow: (short: number, long: number) =>
    `Avsluttede saker telles innen ${short}, ${short + 1}–${long} og over ${long} virkedager.`,
  showCases: (count: string, what: string, row: string) =>
    `${count} saker: ${what}, ${row}. Vis i sakslisten`,
  allCases: 'alle saker',
} as const;

export const REPORT_NOTICE_TEXTS = {
  notice: (what: string, period: string, count: string) =>
    `Fra Klagerapport: ${what}, ${period} (${count} saker)`,
  partly: (shown: string) => `Listen viser de første ${shown} av dem.`,
  remove: 'Fjern filteret',
  invalid: 'Lenken fra klagerapporten gjelder ikke et tall i rapporten. Hele sakslisten vises.',
  loading: 'Vennligst vent, henter sakene fra klagerapporten..',
  failed: 'Sakene fra klagerapporten kunne ikke hentes.',
} as const;
