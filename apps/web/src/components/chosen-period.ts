import { STATISTICS_PARAMS } from '../config/paths.ts';

/** Two days, yyyy-MM-dd, both counted. */
export interface Period {
  from: string;
  to: string;
}

/** Two dates of one's own, as typed; `problem` says why they cannot be counted. */
export interface CustomPeriod {
  choice: 'custom';
  from: string;
  to: string;
  period: Period | null;
  problem: string | null;
}

/** The period the address asks for: a name, or two dates. */
export type AskedPeriod<Named extends string> = { choice: Named; period: Period } | CustomPeriod;

export const isCustomPeriod = (asked: { choice: string }): asked is CustomPeriod => asked.choice === 'custom';

/** A request schema of a period (zod's): its answer for two dates of one's own. */
interface PeriodSchema<Checked extends Period> {
  safeParse(
    input: Period,
  ): { success: true; data: Checked } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * A page's periods in its address (the statistics, the complaints report): a period by name, or two dates of one's
 * own checked by the page's request schema, in the search parameters `STATISTICS_PARAMS`.
 */
export function chosenPeriods<Named extends string, Checked extends Period>(rules: {
  named: readonly Named[];
  defaultChoice: Named;
  periodOf: (choice: Named, today: string) => Checked;
  schema: PeriodSchema<Checked>;
}) {
  return {
    /** The names to choose from, then 'custom' (two dates of one's own). */
    choices: [...rules.named, 'custom'] as const as readonly (Named | 'custom')[],

    read(params: URLSearchParams, today: string): AskedPeriod<Named> {
      const from = params.get(STATISTICS_PARAMS.from);
      const to = params.get(STATISTICS_PARAMS.to);
      if (from !== null || to !== null) {
        const parsed = rules.schema.safeParse({ from: from ?? '', to: to ?? '' });
        return {
          choice: 'custom',
          from: from ?? '',
          to: to ?? '',
          period: parsed.success ? parsed.data : null,
          problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
        };
      }
      const named = rules.named.find((choice) => choice === params.get(STATISTICS_PARAMS.period));
      const choice = named ?? rules.defaultChoice;
      return { choice, period: rules.periodOf(choice, today) };
    },

    /** The address's search for a named period, or for two dates. */
    search: (asked: { choice: Named } | Period) =>
      new URLSearchParams(
        'choice' in asked
          ? { [STATISTICS_PARAMS.period]: asked.choice }
          : { [STATISTICS_PARAMS.from]: asked.from, [STATISTICS_PARAMS.to]: asked.to },
      ),
  };
}
