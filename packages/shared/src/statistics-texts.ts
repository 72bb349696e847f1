import type { UnreadAge } from './contract/statistics.ts';

/**
 * The names of the statistics (issue 24) and of their columns, as the page's tables show them and the Excel export
 * heads its sheets: one set, so that the two never read differently.
 */
export const STATISTICS_TEXTS = {
  openOverTime: 'Åpne saker over tid',
  monthly: 'Nye og avsluttede saker per måned',
  clerks: 'Åpne saker per saksbehandler',
  due: 'Forfall nå',
  responseTimeMonths: 'Svartid per måned',
  responseTimeClerks: 'Svartid per saksbehandler',
  unreadByAge: 'Uleste brev etter alder',
  week: 'Uke',
  weekEnding: 'Til og med',
  open: 'Åpne saker',
  month: 'Måned',
  new: 'Nye',
  closed: 'Avsluttede',
  clerk: 'Saksbehandler',
  overdue: 'Forfalt',
  notOverdue: 'Ikke forfalt',
  dueSoon: 'Forfaller innen 5 virkedager',
  answeredLetters: 'Besvarte brev',
  median: 'Median (virkedager)',
  p90: '90. persentil (virkedager)',
  age: 'Alder',
  letters: 'Brev',
  /** The open cases nobody has (Ufordelte saker). */
  undistributed: 'Ufordelte',
  /** The company's answers that name no clerk (sent before clerks were named, or by one since removed). */
  noClerk: 'Uten saksbehandler',
  unreadAges: {
    upTo2: '0–2 virkedager',
    upTo5: '3–5 virkedager',
    upTo10: '6–10 virkedager',
    over10: 'Over 10 virkedager',
  } satisfies Record<UnreadAge, string>,
} as const;

const monthFormat = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('nb-NO', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'november 2026' for 2026-11. */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
/** 'nov. 2026' for 2026-11: for a chart's axis. */
export const shortMonthLabel = (month: string) => shortMonthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The ISO week number of a yyyy-MM-dd day (Monday to Sunday, week 1 holds the year's first Thursday). */
export function isoWeek(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  return 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
}
