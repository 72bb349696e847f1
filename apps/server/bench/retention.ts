import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PERSONAL_DATA_PATHS } from '@foretaksportalen/shared/contract/personal-data';
import { DEMO_COMPANIES, DEMO_UNKNOWN_PERSON } from '@foretaksportalen/shared/demo-data';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { caseChangePipeline } from '../src/case-change-pipeline.ts';
import { caseParties, cases, companies, deletionLog, documents } from '../src/db/schema.ts';
import { identityHash } from '../src/lib/hashing.ts';
import { createAnonymizer, createRetentionJob } from '../src/modules/retention/index.ts';
import { openBenchPortal } from './bench-portal.ts';

export interface RetentionResult {
  database: 'PGlite' | 'PostgreSQL';
  cases: number;
  documents: number;
  seconds: number;
  /** The longest the event loop waited while the run went on. */
  maxEventLoopBlockMs: number;
}

/**
 * The retention schedule (issue 48) over `cases` generated cases of the bank, every one of them closed and archived
 * five years ago and so due at 36 months: each case anonymised in its own transaction, with its deletion log row
 * and history entry, the documents' checksums from the digests recorded when they were written.
 */
export async function benchRetention(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  cases: number;
}): Promise<RetentionResult> {
  const portal = await openBenchPortal({ ...options, extraCases: options.cases });
  try {
    const bank = DEMO_COMPANIES.bank.id;
    const fiveYearsAgo = new Date(Date.now() - 5 * 365 * 24 * 60 * 60 * 1000);
    await portal.db
      .update(cases)
      .set({ status: 'Avsluttet', statusCode: 'AVSLUTTET', archived: true, closedAt: fiveYearsAgo })
      .where(eq(cases.companyId, bank));
    await portal.db.update(companies).set({ retentionMonths: 36 }).where(eq(companies.id, bank));
    const [before] = await portal.db
      .select({ n: count() })
      .from(documents)
      .innerJoin(cases, eq(cases.id, documents.caseId))
      .where(eq(cases.companyId, bank));

    const clock = () => new Date();
    const job = createRetentionJob({
      db: portal.db,
      config: portal.config,
      anonymizer: createAnonymizer({
        db: portal.db,
        blobs: portal.blobs,
        changes: caseChangePipeline(portal.config, portal.db).changes,
        clock,
      }),
      whileAlone: portal.handle.whileAlone,
      clock,
      log: pino({ level: 'silent' }),
    });
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const run = await job.run({ companyId: bank });
    const seconds = (performance.now() - started) / 1000;
    // The histogram notes a delay when its timer fires after the block: a timer set now fires after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    loop.disable();
    if (!run.ran) throw new Error('Another run held the lock');

    const [anonymised] = await portal.db
      .select({ n: count() })
      .from(cases)
      .where(and(eq(cases.companyId, bank), isNotNull(cases.personalDataDeletedAt)));
    const [logged] = await portal.db.select({ n: count() }).from(deletionLog);
    if (anonymised?.n !== logged?.n)
      throw new Error(`${anonymised?.n} cases anonymised, ${logged?.n} logged`);
    return {
      database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      cases: anonymised?.n ?? 0,
      documents: before?.n ?? 0,
      seconds,
      maxEventLoopBlockMs: loop.max / 1e6,
    };
  } finally {
    await portal.close();
  }
}

export interface PersonExportResult {
  database: 'PGlite' | 'PostgreSQL';
  cases: number;
  documents: number;
  zipBytes: number;
  seconds: number;
}

/**
 * 'Innsyn for en person' (art. 15) of a person who is the complainer of `cases` of the bank's generated cases: the
 * export made (its progress lines to the end) and the ZIP downloaded, as Anne's browser does, from request to the
 * last byte.
 */
export async function benchPersonExport(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  cases: number;
}): Promise<PersonExportResult> {
  const portal = await openBenchPortal({ ...options, extraCases: options.cases });
  try {
    const nationalId = DEMO_UNKNOWN_PERSON.nationalId;
    const theirs = await portal.db
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.companyId, DEMO_COMPANIES.bank.id))
      .orderBy(desc(cases.createdAt))
      .limit(options.cases);
    const caseIds = theirs.map((row) => row.id);
    await portal.db
      .update(caseParties)
      .set({ nationalIdHash: identityHash(portal.config.identityKey, 'NO', nationalId) })
      .where(and(inArray(caseParties.caseId, caseIds), eq(caseParties.role, 'complainer')));
    const [held] = await portal.db
      .select({ n: count() })
      .from(documents)
      .where(inArray(documents.caseId, caseIds));

    const started = performance.now();
    const made = await portal.app.inject({
      method: 'POST',
      url: PERSONAL_DATA_PATHS.export,
      payload: { By: 'NationalId', NationalId: nationalId },
      ...portal.inject,
    });
    const last = JSON.parse(made.body.trim().split('\n').at(-1) ?? '{}') as { Ready?: string };
    if (made.statusCode !== 200 || !last.Ready)
      throw new Error(`The export answered ${made.statusCode}: ${made.body}`);
    const zip = await portal.app.inject({ method: 'GET', url: last.Ready, ...portal.inject });
    const seconds = (performance.now() - started) / 1000;
    if (zip.statusCode !== 200) throw new Error(`The download answered ${zip.statusCode}`);
    return {
      database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      cases: caseIds.length,
      documents: held?.n ?? 0,
      zipBytes: zip.rawPayload.length,
      seconds,
    };
  } finally {
    await portal.close();
  }
}
