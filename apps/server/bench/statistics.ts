import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { addDays } from '@foretaksportalen/shared/working-days';
import { eq } from 'drizzle-orm';
import { cases } from '../src/db/schema.ts';
import { osloDate } from '../src/lib/oslo-date.ts';
import { median, openBenchPortal, percentile } from './bench-portal.ts';

export interface StatisticsBenchResult {
  database: 'PGlite' | 'PostgreSQL';
  cases: number;
  period: string;
  medianMs: number;
  p90Ms: number;
}

/** The periods measured: the page's longest choice (12 months) and the longest the server takes (two years). */
const PERIODS = [
  { name: '12 months', days: 365 },
  { name: '2 years', days: 731 },
];

/**
 * GET /api/statistics for Anne (Administrator: the statistics of all of the bank's cases) over the demo set and
 * `cases` generated cases, measured in-process from request to answer, `runs` times after a warm-up.
 */
export async function benchStatistics(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  cases: number;
  runs: number;
}): Promise<StatisticsBenchResult[]> {
  const portal = await openBenchPortal({ ...options, extraCases: options.cases });
  try {
    const today = osloDate(new Date());
    const caseCount = await portal.db.$count(cases, eq(cases.companyId, DEMO_COMPANIES.bank.id));
    const results: StatisticsBenchResult[] = [];
    for (const period of PERIODS) {
      const query = new URLSearchParams({ from: addDays(today, 1 - period.days), to: today });
      const call = () =>
        portal.app.inject({ method: 'GET', url: `/api/statistics?${query}`, ...portal.inject });
      for (let warmUp = 0; warmUp < 3; warmUp++) await call();
      const times: number[] = [];
      for (let run = 0; run < options.runs; run++) {
        const started = performance.now();
        const response = await call();
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`The statistics answered ${response.statusCode}`);
      }
      results.push({
        database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
        cases: caseCount,
        period: period.name,
        medianMs: median(times),
        p90Ms: percentile(times, 0.9),
      });
    }
    return results;
  } finally {
    await portal.close();
  }
}
