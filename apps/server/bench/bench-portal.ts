import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { DEMO_COMPANIES, DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { caseEvents, caseParties, cases, documents, memberships, persons } from '../src/db/schema.ts';
import { resetToDemoData } from '../src/demo/demo-data.ts';
import { generateCases } from '../src/demo/generated-cases.ts';
import { type BlobStore, openBlobStore } from '../src/lib/blob-store/index.ts';
import { identityHash } from '../src/lib/hashing.ts';
import { osloDate } from '../src/lib/oslo-date.ts';
import { createSessionService, SESSION_COOKIE } from '../src/modules/session/index.ts';

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** What Chromium and Firefox send. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface BenchPortalOptions {
  kind: 'pglite' | 'postgres';
  /** A PostgreSQL database the benchmark may wipe (kind postgres). */
  databaseUrl?: string;
  /** Generated cases of the bank on top of the demo set. */
  extraCases: number;
  onQuery?: (query: string, params: unknown[]) => void;
  /** More configuration, as environment variables (MAX_UPLOAD_FILE_SIZE, …). */
  env?: Record<string, string>;
  /** The database is another bench portal's (a second process on it): neither wiped nor seeded again. */
  joinDatabase?: boolean;
}

export type BenchPortal = Awaited<ReturnType<typeof openBenchPortal>>;

/**
 * A portal on a fresh database with the demo set and `extraCases` generated cases of the bank, and a session of
 * Anne (Administrator of the bank: every case). `close` removes everything it made.
 */
export async function openBenchPortal(options: BenchPortalOptions) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-bench-'));
  const queryOptions = options.onQuery ? { onQuery: options.onQuery } : {};
  const handle: DatabaseHandle =
    options.kind === 'pglite'
      ? openPglite(path.join(dataDir, 'db'), queryOptions)
      : openPostgres(options.databaseUrl ?? '', queryOptions);
  try {
    if (options.kind === 'postgres' && !options.joinDatabase) {
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
      ...options.env,
    });
    const blobs = openBlobStore(config, handle.db);
    const today = osloDate(new Date());
    const { db } = handle;
    if (!options.joinDatabase)
      await resetToDemoData(db, {
        identityKey: config.identityKey,
        blobs,
        productName: config.branding.productName,
        today,
      });
    if (options.extraCases > 0 && !options.joinDatabase)
      await generateCases(db, {
        companyId: DEMO_COMPANIES.bank.id,
        count: options.extraCases,
        blobs,
        productName: config.branding.productName,
        today,
      });
    const session = await anneSession(handle, config);
    const app = await buildApp(config, { db, blobs });
    return {
      handle,
      db,
      config,
      blobs,
      app,
      /** The cookies and headers of Anne's logged-in browser: for app.inject. */
      inject: {
        cookies: { [SESSION_COOKIE]: session.sessionToken, [XSRF_COOKIE]: session.xsrfToken },
        headers: {
          // The portal answers under PUBLIC_URL's host only (plugins/canonical-host.ts); inject's is localhost.
          host: new URL(config.publicUrl).host,
          [XSRF_HEADER]: session.xsrfToken,
          origin: new URL(config.publicUrl).origin,
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
        },
      },
      /** The same as plain HTTP headers: for real requests. */
      httpHeaders: {
        cookie: `${SESSION_COOKIE}=${session.sessionToken}; ${XSRF_COOKIE}=${session.xsrfToken}`,
        [XSRF_HEADER]: session.xsrfToken,
        origin: new URL(config.publicUrl).origin,
        'accept-encoding': BROWSER_ACCEPT_ENCODING,
      },
      async close() {
        await app.close();
        await handle.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function anneSession(handle: DatabaseHandle, config: Config) {
  const anne = DEMO_PERSONS.find((person) => person.key === 'anne');
  if (!anne) throw new Error('No demo person anne');
  const hash = identityHash(config.identityKey, EID[anne.eid].country, anne.nationalId);
  const [membership] = await handle.db
    .select({ personId: persons.id, membershipId: memberships.id })
    .from(persons)
    .innerJoin(memberships, eq(memberships.personId, persons.id))
    .where(and(eq(persons.identityHash, hash), eq(memberships.companyId, DEMO_COMPANIES.bank.id)));
  if (!membership) throw new Error('Anne has no membership in the bank');
  return createSessionService(handle.db, config, () => new Date()).issue(
    membership.personId,
    membership.membershipId,
  );
}

/**
 * A case of the bank with `events` letters of `documentsPerEvent` documents each, all of them one stored blob
 * (`blob`, of `blobSize` bytes). Answers the case's id.
 */
export async function insertLargeCase(
  portal: BenchPortal,
  { events, documentsPerEvent, blobKey, blobSize }: LargeCaseOptions,
) {
  const companyId = DEMO_COMPANIES.bank.id;
  const caseId = randomUUID();
  const start = Date.UTC(2026, 0, 5, 9);
  await portal.db.transaction(async (tx) => {
    await tx.insert(cases).values({
      id: caseId,
      companyId,
      caseNumber: `BENCH-2026-${caseId.slice(0, 8)}`,
      status: 'Under behandling',
      statusCode: 'UNDER_BEHANDLING',
      lastEventAt: new Date(start + events * 3_600_000),
    });
    await tx
      .insert(caseParties)
      .values({ caseId, role: 'complainer', firstName: 'Per', lastName: 'Klagesen' });
    const eventRows = Array.from({ length: events }, (_, index) => ({
      id: randomUUID(),
      caseId,
      companyId,
      direction: index % 2 === 0 ? ('inbound' as const) : ('outbound' as const),
      description: `Brev ${index + 1}`,
      subject: `Brev ${index + 1} i saken`,
      createdAt: new Date(start + index * 3_600_000),
    }));
    await tx.insert(caseEvents).values(eventRows);
    await tx.insert(documents).values(
      eventRows.flatMap((event) =>
        Array.from({ length: documentsPerEvent }, (_, sortOrder) => ({
          caseId,
          caseEventId: event.id,
          fileName: `${event.description} vedlegg ${sortOrder + 1}.pdf`,
          mimeType: 'application/pdf',
          fileSize: blobSize,
          blobKey,
          isLetter: sortOrder === 0,
          uploadedBy: 'Klagenemnda',
          sortOrder,
          createdAt: event.createdAt,
        })),
      ),
    );
  });
  return caseId;
}

/**
 * The bank's demo case nearest to a typical one (7 events, 11 documents: the demo set has cases of exactly
 * that), as its events and documents are counted now. Answers its id.
 */
export async function findTypicalCase(portal: BenchPortal) {
  const eventCount = sql<number>`(select count(*) from ${caseEvents} where ${caseEvents.caseId} = ${cases.id})`;
  const documentCount = sql<number>`(select count(*) from ${documents} where ${documents.caseId} = ${cases.id})`;
  const [typical] = await portal.db
    .select({ id: cases.id })
    .from(cases)
    .where(eq(cases.companyId, DEMO_COMPANIES.bank.id))
    .orderBy(
      sql`abs(${eventCount} - ${TYPICAL_CASE.events}) + abs(${documentCount} - ${TYPICAL_CASE.documents})`,
      cases.caseNumber,
    )
    .limit(1);
  if (!typical) throw new Error('The bank has no cases');
  return typical.id;
}

export const TYPICAL_CASE = { events: 7, documents: 11 };

export interface LargeCaseOptions {
  events: number;
  documentsPerEvent: number;
  blobKey: string;
  blobSize: number;
}

/** Stores one small PDF for documents that only need to exist. */
export async function storeSmallPdf(blobs: BlobStore) {
  const bytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const key = `bench/${randomUUID()}`;
  await blobs.put(key, bytes);
  return { blobKey: key, blobSize: bytes.length };
}
