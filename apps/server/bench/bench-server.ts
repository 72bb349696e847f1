/**
 * A portal listening on a free port, run as a child process by the throughput and memory benchmarks (so that the
 * memory measured is the server's alone, and the load generator does not share its event loop). Configured by
 * BENCH_SERVER (JSON of BenchServerSetup); tells its parent over IPC what it made, then answers the parent's
 * messages: `sample` starts sampling memory, `peak` answers the peak growth since, `retained` the growth left
 * after a garbage collection, `cpu` the CPU time used so far,
 * `stop` ends it.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { documents } from '../src/db/schema.ts';
import { findTypicalCase, insertLargeCase, openBenchPortal, storeSmallPdf } from './bench-portal.ts';
import { insertCaseFileCase } from './case-file-case.ts';
import { LARGE_CASE } from './case-page.ts';

export interface BenchServerSetup {
  /** A PostgreSQL database the benchmark may wipe; PGlite when unset. */
  databaseUrl?: string;
  extraCases: number;
  /** A case of `documentCount` documents of `documentBytes` each (the zip download), when set. */
  largeDocuments?: { documentCount: number; documentBytes: number };
  maxUploadFileSize?: number;
  /** The large case of the case file benchmark (case-file-case.ts), when set. */
  caseFile?: boolean;
  /** More configuration as environment variables (BLOB_STORE, S3_*, …). */
  env?: Record<string, string>;
  /** The database is another bench server's, already seeded (a second process on it). */
  joinDatabase?: boolean;
}

export interface BenchServerReady {
  type: 'ready';
  url: string;
  /** A bare Fastify route per measured call, answering the portal's bytes from memory. */
  bareUrl: string;
  headers: Record<string, string>;
  largeCaseId: string;
  /** A demo case of about 7 events and 11 documents. */
  typicalCaseId: string;
  documentsCaseId: string | null;
  /** The first document of that case. */
  documentId: string | null;
  caseFile: Awaited<ReturnType<typeof insertCaseFileCase>> | null;
}

/** The server process's CPU time so far (user and system), in microseconds. */
export interface CpuUsed {
  type: 'cpu';
  micros: number;
}

export interface MemoryPeak {
  type: 'peak';
  rssGrowthBytes: number;
  heapGrowthBytes: number;
}

const setup = JSON.parse(process.env.BENCH_SERVER ?? '{}') as BenchServerSetup;
const portal = await openBenchPortal({
  kind: setup.databaseUrl ? 'postgres' : 'pglite',
  ...(setup.databaseUrl ? { databaseUrl: setup.databaseUrl } : {}),
  extraCases: setup.extraCases,
  ...(setup.joinDatabase ? { joinDatabase: true } : {}),
  env: {
    ...setup.env,
    ...(setup.maxUploadFileSize ? { MAX_UPLOAD_FILE_SIZE: String(setup.maxUploadFileSize) } : {}),
  },
});
const largeCaseId = setup.joinDatabase
  ? ''
  : await insertLargeCase(portal, { ...LARGE_CASE, ...(await storeSmallPdf(portal.blobs)) });
const typicalCaseId = await findTypicalCase(portal);
let documentsCaseId: string | null = null;
let documentId: string | null = null;
if (setup.largeDocuments) {
  const { documentCount, documentBytes } = setup.largeDocuments;
  const blobKey = `bench/${randomUUID()}`;
  await portal.blobs.put(blobKey, Readable.from(filler(documentBytes)));
  documentsCaseId = await insertLargeCase(portal, {
    events: 1,
    documentsPerEvent: documentCount,
    blobKey,
    blobSize: documentBytes,
  });
  const [first] = await portal.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.caseId, documentsCaseId))
    .limit(1);
  documentId = first?.id ?? null;
}
const caseFile = setup.caseFile ? await insertCaseFileCase(portal) : null;
const url = await portal.app.listen({ port: 0, host: '127.0.0.1' });

/** Headers Node's HTTP server writes per answer; the bare route's own answer gets them as the portal's does. */
const PER_ANSWER_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

// The same bytes the portal answers, headers included (the security headers and Cache-Control are a third of a
// small answer's bytes), from memory: what Fastify alone manages on this machine.
const bare = Fastify({ logger: false });
for (const [route, request] of Object.entries({
  ...(largeCaseId ? { case: { method: 'GET' as const, url: `/api/case/${largeCaseId}` } } : {}),
  'typical-case': { method: 'GET' as const, url: `/api/case/${typicalCaseId}` },
  caselist: { method: 'POST' as const, url: '/api/caselist', payload: { includeClosedCases: true } },
  ping: { method: 'GET' as const, url: '/api/config/ping' },
})) {
  const answer = await portal.app.inject({ ...request, ...portal.inject });
  if (answer.statusCode >= 300) throw new Error(`${request.url} answered ${answer.statusCode}`);
  const headers = Object.fromEntries(
    Object.entries(answer.headers).flatMap(([name, value]) =>
      value === undefined || PER_ANSWER_HEADERS.has(name) ? [] : [[name, String(value)]],
    ),
  );
  const body = answer.statusCode === 204 ? undefined : answer.rawPayload;
  bare.route({
    method: request.method,
    url: `/${route}`,
    handler: (_request, reply) => reply.status(answer.statusCode).headers(headers).send(body),
  });
}
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

let sampler: NodeJS.Timeout | undefined;
let baseline = process.memoryUsage();
let peak = { rss: 0, heapUsed: 0 };
const sample = () => {
  const now = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
};

process.on('message', async (message: { type: 'sample' | 'peak' | 'retained' | 'cpu' | 'stop' }) => {
  if (message.type === 'retained') {
    // What stays after a collection: the memory held by what is open (the live streams), not garbage.
    global.gc?.();
    const now = process.memoryUsage();
    const answer: MemoryPeak = {
      type: 'peak',
      rssGrowthBytes: now.rss - baseline.rss,
      heapGrowthBytes: now.heapUsed - baseline.heapUsed,
    };
    process.send?.(answer);
  } else if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ type: 'cpu', micros: user + system } satisfies CpuUsed);
  } else if (message.type === 'sample') {
    global.gc?.();
    baseline = process.memoryUsage();
    peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
    clearInterval(sampler);
    sampler = setInterval(sample, 5);
  } else if (message.type === 'peak') {
    sample();
    clearInterval(sampler);
    const answer: MemoryPeak = {
      type: 'peak',
      rssGrowthBytes: peak.rss - baseline.rss,
      heapGrowthBytes: peak.heapUsed - baseline.heapUsed,
    };
    process.send?.(answer);
  } else {
    clearInterval(sampler);
    await bare.close();
    await portal.close();
    process.disconnect();
  }
});
const ready: BenchServerReady = {
  type: 'ready',
  url,
  bareUrl,
  headers: portal.httpHeaders,
  largeCaseId,
  typicalCaseId,
  documentsCaseId,
  documentId,
  caseFile,
};
process.send?.(ready);
await once(process, 'disconnect');

/** Bytes that are not all alike, in 1 MB chunks. */
async function* filler(bytes: number) {
  const chunk = Buffer.alloc(2 ** 20);
  for (let offset = 0; offset < chunk.length; offset += 4)
    chunk.writeUInt32LE((offset * 2654435761) >>> 0, offset);
  for (let written = 0; written < bytes; written += chunk.length)
    yield chunk.subarray(0, Math.min(chunk.length, bytes - written));
}
