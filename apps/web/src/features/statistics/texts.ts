/** Norwegian texts of the statistics page (issue 24); the statistics' own names are shared with the Excel export. */
export { STATISTICS_TEXTS as STATISTIC_NAMES } from '@foretaksportalen/shared/statistics-texts';

const numberFormat = new Intl.NumberFormat('nb-NO');
const workingDaysFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });

/** A count as Norwegian writes it: 1 234. */
export const formatCount = (value: number) => numberFormat.format(value);
/** Working days to one decimal, with a comma: 2,5. */
export const formatWorkingDays = (value: number | null) =>
  value === null ? '–' : workingDaysFormat.format(value);

export const PERIOD_LABELS = {
  last30Days: 'Siste 30 dager',
  last3Months: 'Siste 3 måneder',
  last12Months: 'Siste 12 måneder',
  thisYear: 'Hittil i år',
  custom: 'Velg datoer',
} as const;

export const STATISTICS_PAGE_TEXTS = {
  title: 'Statistikk',
  intro:
    'Tallene gjelder alle foretakets saker. Forfall, saker per saksbehandler og uleste brev gjelder i dag.',
  period: 'Periode',
  from: 'Fra',
  to: 'Til',
  loading: 'Vennligst vent, henter statistikk..',
  failed: 'Statistikken kunne ikke hentes.',
  retry: 'Prøv igjen',
  export: 'Eksporter til Excel',
  exporting: 'Vennligst vent, lager Excel-fil..',
  showTable: 'Vis som tabell',
  today: (day: string) => `Per ${day}`,
  showOverdue: 'Vis forfalte saker i sakslisten',
  showDueSoon: 'Vis sakene som forfaller snart i sakslisten',
  openOverTimeNote: 'Åpne saker ved slutten av hver uke',
  responseTimeIntro:
    'Virkedager fra et brev fra nemnda kom til foretaket sendte sitt neste brev i saken. Brev som ikke er besvart, er ikke med.',
  noAnswers: 'Ingen besvarte brev i perioden.',
  noOpenCases: 'Ingen åpne saker.',
  weekLabel: (week: number) => `Uke ${week}`,
} as const;
