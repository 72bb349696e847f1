import zlib from 'node:zlib';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { cases as casesTable } from '../src/db/schema.ts';
import { median, openBenchPortal, percentile } from './bench-portal.ts';

export interface CaseListResult {
  database: 'PGlite' | 'PostgreSQL';
  cases: number;
  /** Right after a change of one case: that case is read and merged into the cached lists (decision 0018). */
  changedMedianMs: number;
  changedP90Ms: number;
  changedQueriesPerCall: number;
  /** Nothing changed since the last call: the answer comes from the list cache after one check. */
  unchangedMedianMs: number;
  unchangedP90Ms: number;
  unchangedQueriesPerCall: number;
  zstdBytes: number;
}

/**
 * POST /api/caselist for Anne (Administrator: every case of the company) with `extraCases` generated cases on top
 * of the demo set, measured in-process (request to the compressed answer read to its end), `runs` times after a
 * warm-up: each run changes one case's note first (so the lists are read again: that case, merged into the
 * cached lists), then calls twice.
 */
export async function benchCaseList(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  extraCases: number;
  runs: number;
}): Promise<CaseListResult> {
  let queries = 0;
  const portal = await openBenchPortal({ ...options, onQuery: () => void queries++ });
  try {
    const { app, db } = portal;
    const request = {
      method: 'POST' as const,
      url: '/api/caselist',
      payload: { includeClosedCases: true },
      ...portal.inject,
    };
    const call = () => app.inject(request);
    // The answer's bytes read to their end, as a client does; inject would also turn them into a string for its
    // `body` (about 14 ms for 600 KB of zstd), which no server work is.
    const measuredCall = async () => {
      const response = await app.inject({ ...request, payloadAsStream: true });
      for await (const _chunk of response.stream());
      return response;
    };

    const first = await call();
    if (first.statusCode !== 200) throw new Error(`caselist answered ${first.statusCode}: ${first.body}`);
    if (first.headers['content-encoding'] !== 'zstd') throw new Error('caselist was not compressed');
    const cases = countCases(first.rawPayload);
    const [changed] = await db
      .select({ id: casesTable.id })
      .from(casesTable)
      .where(eq(casesTable.companyId, DEMO_COMPANIES.bank.id))
      .limit(1);
    if (!changed) throw new Error('The bank has no case to change');
    let changes = 0;
    const changeOneCase = () =>
      db
        .update(casesTable)
        .set({ companyNote: `Endring ${++changes}` })
        .where(eq(casesTable.id, changed.id));
    const measure = async (times: number[]) => {
      const before = queries;
      const started = performance.now();
      const response = await measuredCall();
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`caselist answered ${response.statusCode}`);
      return queries - before;
    };
    for (let warmUp = 0; warmUp < 5; warmUp++) {
      await changeOneCase();
      await call();
    }

    const changedTimes: number[] = [];
    const unchangedTimes: number[] = [];
    let changedQueries = 0;
    let unchangedQueries = 0;
    for (let run = 0; run < options.runs; run++) {
      await changeOneCase();
      changedQueries += await measure(changedTimes);
      unchangedQueries += await measure(unchangedTimes);
    }
    return {
      database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      cases,
      changedMedianMs: median(changedTimes),
      changedP90Ms: percentile(changedTimes, 0.9),
      changedQueriesPerCall: changedQueries / options.runs,
      unchangedMedianMs: median(unchangedTimes),
      unchangedP90Ms: percentile(unchangedTimes, 0.9),
      unchangedQueriesPerCall: unchangedQueries / options.runs,
      zstdBytes: first.rawPayload.length,
    };
  } finally {
    await portal.close();
  }
}

function countCases(compressed: Buffer) {
  const lists = JSON.parse(zlib.zstdDecompressSync(compressed).toString('utf8')) as { Items: unknown[] }[];
  return lists.reduce((sum, list) => sum + list.Items.length, 0);
}
