import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { encodeAnswer } from '../src/modules/case-read/index.ts';
import {
  type BenchPortal,
  findTypicalCase,
  insertLargeCase,
  median,
  openBenchPortal,
  storeSmallPdf,
  TYPICAL_CASE,
} from './bench-portal.ts';
import { LARGE_CASE } from './case-page.ts';

export interface CaseReadRow {
  database: 'PGlite' | 'PostgreSQL';
  case: string;
  /** The statements of the uncached read, the transaction's own included. */
  statements: number;
  /** Those statements through the driver alone, then JSON.stringify and zstd: the floor of an uncached read. */
  driverMs: number;
  /** GET /api/case/{id} in-process with the answer dropped from the cache before each call. */
  uncachedMs: number;
  /** The same call answered from the cache. */
  cachedMs: number;
  /** driverMs / uncachedMs: how much of the floor the portal keeps (the framework's and the ORM's overhead). */
  ratio: number;
}

interface Statement {
  query: string;
  params: unknown[];
}

/** Runs the recorded statements with the driver alone, one after another, as the portal sends them. */
async function driverAlone(portal: BenchPortal, databaseUrl: string | undefined) {
  if (!databaseUrl) {
    const client = (portal.db as unknown as { $client: PGlite }).$client;
    // PGlite's transaction sends its own begin and commit (Drizzle does the same); the recorded statements are
    // what runs inside.
    return {
      run: (statements: Statement[]) =>
        client.transaction(async (tx) => {
          const results = [];
          for (const { query, params } of statements) results.push((await tx.query(query, params)).rows);
          return results;
        }),
      close: async () => {},
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async run(statements: Statement[]) {
      const results = [];
      for (const { query, params } of statements) results.push((await client.query(query, params)).rows);
      return results;
    },
    close: () => client.end(),
  };
}

/**
 * The uncached case read against its floor: the same SQL with the driver alone (`pg` or PGlite, no Fastify, no
 * Drizzle) plus JSON.stringify and zstd, for a typical demo case and the large one, in-process, the median of
 * `runs` calls each after a warm-up, the portal's call and the floor taking turns. The portal's answer is
 * dropped from its cache before each uncached call with the notice a change of the case sends (pg_notify), so
 * that nothing in the database changes.
 */
export async function benchCaseRead(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  runs: number;
}): Promise<CaseReadRow[]> {
  let recording: Statement[] | undefined;
  let statementsSeen = 0;
  const portal = await openBenchPortal({
    ...options,
    extraCases: 0,
    onQuery: (query, params) => {
      statementsSeen += 1;
      recording?.push({ query, params });
    },
  });
  const driver = await driverAlone(portal, options.databaseUrl);
  try {
    const cases = [
      {
        label: `typical (${TYPICAL_CASE.events} events, ${TYPICAL_CASE.documents} documents)`,
        id: await findTypicalCase(portal),
      },
      {
        label: `large (${LARGE_CASE.events} letters, ${LARGE_CASE.events * LARGE_CASE.documentsPerEvent} documents)`,
        id: await insertLargeCase(portal, { ...LARGE_CASE, ...(await storeSmallPdf(portal.blobs)) }),
      },
    ];
    const rows: CaseReadRow[] = [];
    for (const { label, id } of cases) {
      // The answer read to its end, as a client does, without inject's turning it into a string.
      const call = async () => {
        const response = await portal.app.inject({
          method: 'GET',
          url: `/api/case/${id}`,
          ...portal.inject,
          payloadAsStream: true,
        });
        if (response.statusCode !== 200) throw new Error(`The case answered ${response.statusCode}`);
        for await (const _chunk of response.stream());
      };
      const forget = () => portal.db.execute(sql`select pg_notify('case_changes', ${`case:${id}`})`);
      const timed = async (work: () => Promise<unknown>) => {
        const started = performance.now();
        await work();
        return performance.now() - started;
      };

      for (let run = 0; run < 5; run++) {
        await forget();
        await call();
      }
      await forget();
      recording = [];
      await call();
      // The session's idle clock, written at most every 15 s, is not part of the case read.
      const statements = recording.filter(({ query }) => !query.startsWith('update "sessions"'));
      recording = undefined;
      const replay = async () => {
        const results = await driver.run(statements);
        encodeAnswer(JSON.stringify(results), 'zstd');
        return results;
      };
      // The rows, but for the snapshot's transaction ids, which every read moves on.
      const stable = (results: unknown[][]) =>
        JSON.stringify(results.filter((_, i) => !statements[i]?.query.includes('pg_current_snapshot()')));
      const replayed = stable(await replay());

      // The two side by side, call after call, so that what the machine does meanwhile weighs on both alike.
      const uncached: number[] = [];
      const floor: number[] = [];
      for (let run = 0; run < options.runs; run++) {
        await forget();
        const seenBefore = statementsSeen;
        uncached.push(await timed(call));
        // A call the cache answered would measure nothing: each must have read the case as the recording did.
        if (statementsSeen - seenBefore < statements.length)
          throw new Error(
            `An uncached call sent ${statementsSeen - seenBefore} statements, not ${statements.length}`,
          );
        floor.push(await timed(replay));
      }
      if (stable(await replay()) !== replayed)
        throw new Error('The recorded statements answered differently when replayed again');
      const cached: number[] = [];
      for (let run = 0; run < options.runs; run++) cached.push(await timed(call));

      const driverMs = median(floor);
      const uncachedMs = median(uncached);
      rows.push({
        database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
        case: label,
        statements: statements.length,
        driverMs,
        uncachedMs,
        cachedMs: median(cached),
        ratio: driverMs / uncachedMs,
      });
    }
    return rows;
  } finally {
    await driver.close();
    await portal.close();
  }
}
