import { insertLargeCase, median, openBenchPortal, percentile, storeSmallPdf } from './bench-portal.ts';

export interface CasePageResult {
  database: 'PGlite' | 'PostgreSQL';
  events: number;
  documents: number;
  medianMs: number;
  p90Ms: number;
  queriesPerCall: number;
  /** The answer as sent: compressed with what the browser accepts. */
  answerBytes: number;
  encoding: string;
}

export const LARGE_CASE = { events: 50, documentsPerEvent: 4 };

/**
 * GET /api/case/{id} of a case with 50 letters and 200 documents, for Anne (Administrator), measured in-process
 * from request to the compressed answer, `runs` times after a warm-up.
 */
export async function benchCasePage(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  runs: number;
}): Promise<CasePageResult> {
  let queries = 0;
  const portal = await openBenchPortal({ ...options, extraCases: 0, onQuery: () => void queries++ });
  try {
    const caseId = await insertLargeCase(portal, { ...LARGE_CASE, ...(await storeSmallPdf(portal.blobs)) });
    const call = () => portal.app.inject({ method: 'GET', url: `/api/case/${caseId}`, ...portal.inject });
    const first = await call();
    if (first.statusCode !== 200)
      throw new Error(`The case page answered ${first.statusCode}: ${first.body}`);
    for (let warmUp = 0; warmUp < 5; warmUp++) await call();

    const times: number[] = [];
    const before = queries;
    for (let run = 0; run < options.runs; run++) {
      const started = performance.now();
      const response = await call();
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`The case page answered ${response.statusCode}`);
    }
    return {
      database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      events: LARGE_CASE.events,
      documents: LARGE_CASE.events * LARGE_CASE.documentsPerEvent,
      medianMs: median(times),
      p90Ms: percentile(times, 0.9),
      queriesPerCall: (queries - before) / options.runs,
      answerBytes: first.rawPayload.length,
      encoding: String(first.headers['content-encoding'] ?? 'identity'),
    };
  } finally {
    await portal.close();
  }
}
