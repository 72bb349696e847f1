import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { addDays } from '@foretaksportalen/shared/working-days';
import { eq } from 'drizzle-orm';
import { cases } from '../src/db/schema.ts';
import { osloDate } from '../src/lib/oslo-date.ts';
import { median, openBenchPortal, percentile } from './bench-portal.ts';

export interface ComplaintsReportBenchResult {
  database: 'PGlite' | 'PostgreSQL';
  cases: number;
  call: string;
  period: string;
  medianMs: number;
  p90Ms: number;
}

/** The periods measured: the page's default (a half-year) and the longest the server takes (two years). */
const PERIODS = [
  { name: 'half-year', days: 183 },
  { name: '2 years', days: 731 },
];

/** The report, a number's cases (the largest: every case received) and the workbook. */
const CALLS = [
  { name: 'GET /api/complaints-report', url: (query: string) => `/api/complaints-report?${query}` },
  {
    name: 'GET /api/complaints-report/cases (received)',
    url: (query: string) => `/api/complaints-report/cases?${query}&measure=received`,
  },
  {
    name: 'GET /api/complaints-report/export',
    url: (query: string) => `/api/complaints-report/export?${query}`,
  },
];

/**
 * The complaints report (issue 49) for Anne (Administrator: all of the bank's cases) over the demo set and `cases`
 * generated cases (whose closed ones have decisions, products and causes), measured in-process from request to
 * answer, `runs` times after a warm-up.
 */
export async function benchComplaintsReport(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  cases: number;
  runs: number;
}): Promise<ComplaintsReportBenchResult[]> {
  const portal = await openBenchPortal({ ...options, extraCases: options.cases });
  try {
    const today = osloDate(new Date());
    const caseCount = await portal.db.$count(cases, eq(cases.companyId, DEMO_COMPANIES.bank.id));
    const results: ComplaintsReportBenchResult[] = [];
    for (const period of PERIODS)
      for (const { name, url } of CALLS) {
        const query = new URLSearchParams({ from: addDays(today, 1 - period.days), to: today }).toString();
        const call = () => portal.app.inject({ method: 'GET', url: url(query), ...portal.inject });
        for (let warmUp = 0; warmUp < 3; warmUp++) await call();
        const times: number[] = [];
        for (let run = 0; run < options.runs; run++) {
          const started = performance.now();
          const response = await call();
          times.push(performance.now() - started);
          if (response.statusCode !== 200) throw new Error(`${name} answered ${response.statusCode}`);
        }
        results.push({
          database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
          cases: caseCount,
          call: name,
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
