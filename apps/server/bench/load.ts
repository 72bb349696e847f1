import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { DEMO_COMPANIES, DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';
import autocannon from 'autocannon';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { auditLog, cases, documents, memberships, persons } from '../src/db/schema.ts';
import { resetToDemoData } from '../src/demo/demo-data.ts';
import { createFolderBlobStore } from '../src/lib/blob-store/index.ts';
import { identityHash } from '../src/lib/hashing.ts';
import { osloDate } from '../src/lib/oslo-date.ts';
import { createSessionService, SESSION_COOKIE } from '../src/modules/session/index.ts';

export interface LoadResult {
  database: 'PGlite' | 'PostgreSQL';
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  patchesSent: number;
  patchesAnswered: number;
  patchesStored: number;
}

/** The clerks who may change a case's note (levels 3 and 5), each connection logged in as one of them. */
const CLERKS = ['anne', 'siri'] as const;

/**
 * Logged-in clerks using the portal at once, over loopback (issue 10): each connection, with a session of its own,
 * cycles through the case list, a case page, a document download, the session ping and an inline edit of a case's
 * note (PATCH). Afterwards the edits are counted in the database: every PATCH answered 200 must have its audit
 * entry (zero lost writes). A PATCH still in flight when the time is up may be stored without its answer being
 * read, so the check is answered <= stored <= sent.
 */
export async function runLoad(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-load-'));
  const handle: DatabaseHandle =
    options.kind === 'pglite'
      ? openPglite(path.join(dataDir, 'db'))
      : openPostgres(options.databaseUrl ?? '');
  try {
    if (options.kind === 'postgres') {
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    await handle.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      // The load reaches the portal at 127.0.0.1; any other host name would be redirected to PUBLIC_URL's.
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
    });
    const blobs = createFolderBlobStore(config.blobDir);
    const { db } = handle;
    await resetToDemoData(db, {
      identityKey: config.identityKey,
      blobs,
      productName: config.branding.productName,
      today: osloDate(new Date()),
    });

    const bank = DEMO_COMPANIES.bank.id;
    const sessionsService = createSessionService(db, config, () => new Date());
    const sessions: { cookie: string; xsrf: string }[] = [];
    for (let index = 0; index < options.connections; index++) {
      const key = CLERKS[index % CLERKS.length];
      const person = DEMO_PERSONS.find((candidate) => candidate.key === key);
      if (!person) throw new Error(`No demo person ${key}`);
      const [membership] = await db
        .select({ personId: persons.id, membershipId: memberships.id })
        .from(persons)
        .innerJoin(memberships, eq(memberships.personId, persons.id))
        .where(
          and(
            eq(
              persons.identityHash,
              identityHash(config.identityKey, EID[person.eid].country, person.nationalId),
            ),
            eq(memberships.companyId, bank),
          ),
        );
      if (!membership) throw new Error(`${key} has no membership in the bank`);
      const issued = await sessionsService.issue(membership.personId, membership.membershipId);
      sessions.push({
        cookie: `${SESSION_COOKIE}=${issued.sessionToken}; ${XSRF_COOKIE}=${encodeURIComponent(issued.xsrfToken)}`,
        xsrf: issued.xsrfToken,
      });
    }
    const bankCases = await db.select({ id: cases.id }).from(cases).where(eq(cases.companyId, bank));
    const [download] = await db
      .select({ id: documents.id, caseId: documents.caseId })
      .from(documents)
      .innerJoin(cases, eq(cases.id, documents.caseId))
      .where(eq(cases.companyId, bank))
      .limit(1);
    if (!download || bankCases.length === 0) throw new Error('The demo bank has no case with a document');

    const app = await buildApp(config, { db, blobs });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = new URL(config.publicUrl).origin;

    type Context = {
      session?: { cookie: string; xsrf: string };
      caseId?: string;
      edits?: number;
      /** The case's version as this connection last read or saved it: what its edits are made on. */
      version?: number;
    };
    let nextConnection = 0;
    let patchesSent = 0;
    let patchesAnswered = 0;
    const headersFor = (context: Context) => {
      if (!context.session) {
        const connection = nextConnection++;
        context.session = sessions[connection % sessions.length];
        context.caseId = bankCases[connection % bankCases.length]?.id;
        context.edits = 0;
      }
      const session = context.session as { cookie: string; xsrf: string };
      return {
        cookie: session.cookie,
        [XSRF_HEADER]: session.xsrf,
        origin,
        'content-type': 'application/json',
      };
    };
    type Request = { headers?: Record<string, string>; path?: string; body?: string };
    const step =
      (makePath: (context: Context) => string, body?: (context: Context) => object) =>
      (request: Request, context: Context) => ({
        ...request,
        headers: { ...request.headers, ...headersFor(context) },
        path: makePath(context),
        ...(body && { body: JSON.stringify(body(context)) }),
      });

    const rememberVersion = (status: number, body: string, context: Context) => {
      if (status === 200) context.version = (JSON.parse(body) as { Version: number }).Version;
    };

    const startedAt = new Date();
    const result = await autocannon({
      url: address,
      connections: options.connections,
      duration: options.seconds,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          setupRequest: step(
            () => '/api/caselist',
            () => ({ includeClosedCases: true }),
          ) as never,
        },
        {
          method: 'GET',
          setupRequest: step((context) => `/api/case/${context.caseId}`) as never,
          onResponse: rememberVersion as never,
        },
        {
          method: 'GET',
          setupRequest: step(
            () => `/api/document/download/casedocument/${download.id}/${download.caseId}`,
          ) as never,
        },
        { method: 'GET', setupRequest: step(() => '/api/config/ping') as never },
        {
          method: 'PATCH',
          setupRequest: step(
            (context) => `/api/case/${context.caseId}`,
            (context) => {
              patchesSent += 1;
              const edit = ++(context as { edits: number }).edits;
              return { CompanyNote: `Lastprøve ${edit} ${Math.random()}`, Version: context.version };
            },
          ) as never,
          onResponse: ((status: number, body: string, context: Context) => {
            if (status === 200) patchesAnswered += 1;
            rememberVersion(status, body, context);
          }) as never,
        },
      ],
    });
    const [stored] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.updated'), gte(auditLog.at, startedAt)));
    await app.close();
    return {
      database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      connections: options.connections,
      seconds: options.seconds,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      patchesSent,
      patchesAnswered,
      patchesStored: stored?.n ?? 0,
    };
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- load`: 50 connections for 30 s (LOAD_CONNECTIONS, LOAD_SECONDS) on PGlite, and on PostgreSQL
 * when BENCH_DATABASE_URL names a server whose database may be wiped. Fails on any error or lost write.
 */
export async function printLoad() {
  const connections = Number(process.env.LOAD_CONNECTIONS || 50);
  const seconds = Number(process.env.LOAD_SECONDS || 30);
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const results = [await runLoad({ kind: 'pglite', connections, seconds })];
  if (databaseUrl) results.push(await runLoad({ kind: 'postgres', databaseUrl, connections, seconds }));
  else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to measure it.\n');
  console.log(
    '| Database | Connections | Seconds | Requests | Requests/s | p50 | p99 | max | Errors | Timeouts | Non-2xx | PATCH sent | PATCH 200 | Edits stored |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results)
    console.log(
      `| ${r.database} | ${r.connections} | ${r.seconds} | ${r.requests} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.maxMs} ms | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${r.patchesSent} | ${r.patchesAnswered} | ${r.patchesStored} |`,
    );
  const failed = results.some(
    (r) =>
      r.errors > 0 ||
      r.timeouts > 0 ||
      r.non2xx > 0 ||
      r.patchesStored < r.patchesAnswered ||
      r.patchesStored > r.patchesSent,
  );
  if (failed) console.log('FAILED: errors, timeouts, non-2xx answers or lost writes');
  return !failed;
}
