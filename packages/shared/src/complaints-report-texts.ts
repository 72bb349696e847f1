import type { ReportMeasure, ReportThresholds } from './contract/complaints-report.ts';
import { OUTCOME_LABELS } from './contract/decision.ts';

/**
 * The names of the complaints report's numbers (issue 49), as the page's tables show them, the Excel export heads
 * its columns and the case list's notice names a number: one set, so that they never read differently.
 */
export const COMPLAINTS_REPORT_TEXTS = {
  title: 'Klagerapport',
  overview: 'Oversikt',
  byProduct: 'Etter produkt',
  byCause: 'Etter årsak',
  product: 'Produkt',
  cause: 'Årsak',
  measure: 'Tall',
  count: 'Antall',
  cases: 'Saker',
  allCases: 'Alle saker',
  noProduct: 'Uten produkt',
  noCause: 'Uten årsak',
  retired: '(utgått)',
  customerWonShare: 'Andel kunden vant',
  amountPaid: 'Utbetalt (kr)',
  period: 'Periode',
  from: 'Fra',
  to: 'Til',
  thresholds: 'Grenser (virkedager)',
} as const;

/** The name of each number of the report; the closed cases' buckets by the company's thresholds. */
export function measureLabels(thresholds: ReportThresholds): Record<ReportMeasure, string> {
  return {
    received: 'Mottatt',
    closed: 'Avsluttet',
    closedShort: `Avsluttet innen ${thresholds.Short} virkedager`,
    closedMedium: `Avsluttet etter ${thresholds.Short + 1}–${thresholds.Long} virkedager`,
    closedLong: `Avsluttet etter over ${thresholds.Long} virkedager`,
    decided: 'Vedtak',
    ...OUTCOME_LABELS,
    customerWon: 'Kunden vant (medhold og delvis medhold)',
    answerAsked: 'Vedtak som krever svar',
    followed: 'Fulgt',
    notFollowed: 'Ikke fulgt',
    notAnswered: 'Ikke besvart',
  };
}

/** The share the customer won, as a percentage with one decimal ('42,9 %'); a dash when nothing was decided. */
export const shareText = (share: number | null) =>
  share === null
    ? '–'
    : `${(share * 100).toLocaleString('nb-NO', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} %`;
