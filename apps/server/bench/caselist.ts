import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { DEMO_COMPANIES, DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { generateCases } from '../src/db/generated-cases.ts';
import { cases as casesTable, memberships, persons } from '../src/db/schema.ts';
import { resetToDemoData } from '../src/db/seed.ts';
import { createFileBlobStore } from '../src/lib/blob-store.ts';
import { identityHash } from '../src/lib/hashing.ts';
import { osloDate } from '../src/lib/oslo-date.ts';
import { SESSION_COOKIE } from '../src/modules/session/session.cookies.ts';
import { createSessionService } from '../src/modules/session/session.service.ts';

export interface CaseListResult {
  database: 'PGlite' | 'PostgreSQL';
  cases: number;
  /** Right after a change of one case: the lists are read from the database. */
  changedMedianMs: number;
  changedP90Ms: number;
  changedQueriesPerCall: number;
  /** Nothing changed since the last call: the answer comes from the list cache after one check. */
  unchangedMedianMs: number;
  unchangedP90Ms: number;
  unchangedQueriesPerCall: number;
  zstdBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/**
 * POST /api/caselist for Anne (Administrator: every case of the company) with `extraCases` generated cases on top
 * of the demo set, measured in-process (request to compressed answer), `runs` times after a warm-up: each run
 * changes one case's note first (so the lists are read again), then calls twice.
 */
export async function benchCaseList(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  extraCases: number;
  runs: number;
}): Promise<CaseListResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-bench-'));
  let queries = 0;
  const onQuery = () => void queries++;
  const handle: DatabaseHandle =
    options.kind === 'pglite'
      ? openPglite(path.join(dataDir, 'db'), { onQuery })
      : openPostgres(options.databaseUrl ?? '', { onQuery });
  try {
    if (options.kind === 'postgres') {
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    await handle.migrate();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent' });
    const blobs = createFileBlobStore(config.blobDir);
    const today = osloDate(new Date());
    const { db } = handle;
    await resetToDemoData(db, {
      identityKey: config.identityKey,
      blobs,
      productName: config.branding.productName,
      today,
    });
    if (options.extraCases > 0)
      await generateCases(db, {
        companyId: DEMO_COMPANIES.bank.id,
        count: options.extraCases,
        blobs,
        productName: config.branding.productName,
        today,
      });

    const anne = DEMO_PERSONS.find((person) => person.key === 'anne');
    if (!anne) throw new Error('No demo person anne');
    const hash = identityHash(config.identityKey, EID[anne.eid].country, anne.nationalId);
    const [membership] = await db
      .select({ personId: persons.id, membershipId: memberships.id })
      .from(persons)
      .innerJoin(memberships, eq(memberships.personId, persons.id))
      .where(and(eq(persons.identityHash, hash), eq(memberships.companyId, DEMO_COMPANIES.bank.id)));
    if (!membership) throw new Error('Anne has no membership in the bank');
    const session = await createSessionService(db, config, () => new Date()).issue(
      membership.personId,
      membership.membershipId,
    );

    const app = await buildApp(config, { db, blobs });
    const call = () =>
      app.inject({
        method: 'POST',
        url: '/api/caselist',
        payload: { includeClosedCases: true },
        cookies: { [SESSION_COOKIE]: session.sessionToken, [XSRF_COOKIE]: session.xsrfToken },
        headers: {
          [XSRF_HEADER]: session.xsrfToken,
          origin: new URL(config.publicUrl).origin,
          // What Chromium and Firefox send.
          'accept-encoding': 'gzip, deflate, br, zstd',
        },
      });

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
      const response = await call();
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
    await app.close();
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
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function countCases(compressed: Buffer) {
  const lists = JSON.parse(zlib.zstdDecompressSync(compressed).toString('utf8')) as { Items: unknown[] }[];
  return lists.reduce((sum, list) => sum + list.Items.length, 0);
}
