import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { S3RVER_CREDENTIALS, startS3rver } from '../../../scripts/lib/s3rver.ts';
import { TYPICAL_CASE } from './bench-portal.ts';
import type { BenchServerReady, BenchServerSetup, CpuUsed, MemoryPeak } from './bench-server.ts';

/** The portal in a child process (bench-server.ts), with its bare twin. */
export async function startBenchServer(setup: BenchServerSetup) {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'bench-server.ts'), {
    env: { ...process.env, BENCH_SERVER: JSON.stringify(setup) },
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      const ended = (code: number | null) => reject(new Error(`The bench server ended (${code})`));
      child.once('message', (message) => {
        child.off('exit', ended);
        resolve(message as T);
      });
      child.once('exit', ended);
    });
  const ready = await next<BenchServerReady>();
  return {
    ...ready,
    startSampling: () => child.send({ type: 'sample' }),
    peak: () => {
      const answer = next<MemoryPeak>();
      child.send({ type: 'peak' });
      return answer;
    },
    retained: () => {
      const answer = next<MemoryPeak>();
      child.send({ type: 'retained' });
      return answer;
    },
    async cpuMicros() {
      const answer = next<CpuUsed>();
      child.send({ type: 'cpu' });
      return (await answer).micros;
    },
    async stop() {
      child.send({ type: 'stop' });
      await once(child, 'exit');
    },
  };
}

export interface ThroughputRow {
  database: 'PGlite' | 'PostgreSQL';
  call: string;
  portalPerSecond: number;
  barePerSecond: number;
  ratio: number;
  /** The server process's CPU time per answer, in microseconds. */
  portalCpuMicros: number;
  bareCpuMicros: number;
  /**
   * bare ÷ portal CPU per answer: the ratio of what each could answer a second with a core of its own. On two
   * cores the load generator takes CPU from the server, and for the fastest routes it is the limit (the bare
   * route's process idles about half the time), which the rate's ratio does not show.
   */
  cpuRatio: number;
  answerBytes: number;
}

async function requestsPerSecond(options: autocannon.Options) {
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return {
    perSecond: result.requests.average,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

/**
 * Requests per second over real HTTP with Anne's logged-in session (autocannon, `connections` at once, for
 * `seconds`), of the portal and of a bare Fastify route answering the portal's bytes from memory, in one run,
 * taking turns a second at a time.
 */
export async function benchThroughput(options: {
  databaseUrl?: string;
  cases: number;
  seconds: number;
  connections: number;
}) {
  const server = await startBenchServer({
    extraCases: options.cases,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  try {
    const calls = [
      {
        call: `GET /api/case/{id} (typical: ${TYPICAL_CASE.events} events, ${TYPICAL_CASE.documents} documents)`,
        portal: { url: `${server.url}/api/case/${server.typicalCaseId}`, method: 'GET' as const },
        bare: { url: `${server.bareUrl}/typical-case`, method: 'GET' as const },
      },
      {
        call: `GET /api/case/{id} (50 letters, 200 documents)`,
        portal: { url: `${server.url}/api/case/${server.largeCaseId}`, method: 'GET' as const },
        bare: { url: `${server.bareUrl}/case`, method: 'GET' as const },
      },
      {
        call: `POST /api/caselist (${options.cases.toLocaleString('en')} cases + demo set)`,
        portal: { url: `${server.url}/api/caselist`, method: 'POST' as const },
        bare: { url: `${server.bareUrl}/caselist`, method: 'POST' as const },
      },
      {
        // The least a logged-in call costs: the session check (from the session cache) and the plugins every
        // logged-in call passes. It bounds the ratio any logged-in call can reach on this machine.
        call: 'GET /api/config/ping (the session check alone)',
        portal: { url: `${server.url}/api/config/ping`, method: 'GET' as const },
        bare: { url: `${server.bareUrl}/ping`, method: 'GET' as const },
      },
    ];
    const rows: ThroughputRow[] = [];
    for (const { call, portal, bare } of calls) {
      const common = {
        connections: options.connections,
        duration: options.seconds,
        headers: { ...server.headers, 'content-type': 'application/json' },
        ...(portal.method === 'POST' ? { body: JSON.stringify({ includeClosedCases: true }) } : {}),
      };
      /** One second of load, with the server's CPU time it took. */
      const second = async (target: typeof portal) => {
        const cpuBefore = await server.cpuMicros();
        const measured = await requestsPerSecond({ ...common, ...target, duration: 1 });
        return { ...measured, cpuMicros: (await server.cpuMicros()) - cpuBefore };
      };
      await second(portal);
      await second(bare);
      // The two take turns a second at a time, so that what the machine does meanwhile weighs on both alike
      // (measured one after the other, the bare route's rate moved twofold between runs).
      const portalSeconds: Awaited<ReturnType<typeof second>>[] = [];
      const bareSeconds: typeof portalSeconds = [];
      for (let turn = 0; turn < options.seconds; turn++) {
        portalSeconds.push(await second(portal));
        bareSeconds.push(await second(bare));
      }
      const perSecond = (seconds: typeof portalSeconds) =>
        seconds.reduce((sum, each) => sum + each.perSecond, 0) / seconds.length;
      const cpuPerAnswer = (seconds: typeof portalSeconds) =>
        seconds.reduce((sum, each) => sum + each.cpuMicros, 0) /
        seconds.reduce((sum, each) => sum + each.perSecond, 0);
      rows.push({
        database: options.databaseUrl ? 'PostgreSQL' : 'PGlite',
        call,
        portalPerSecond: perSecond(portalSeconds),
        barePerSecond: perSecond(bareSeconds),
        ratio: perSecond(portalSeconds) / perSecond(bareSeconds),
        portalCpuMicros: cpuPerAnswer(portalSeconds),
        bareCpuMicros: cpuPerAnswer(bareSeconds),
        cpuRatio: cpuPerAnswer(bareSeconds) / cpuPerAnswer(portalSeconds),
        answerBytes: portalSeconds.at(-1)?.bytes ?? 0,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export interface FileMemoryRow {
  operation: string;
  bytes: number;
  seconds: number;
  rssGrowthBytes: number;
  heapGrowthBytes: number;
}

const MB = 2 ** 20;

/**
 * The upload of one `uploadMegabytes` file (MaxUploadFileSize raised for it) and the zip download of a case with
 * `zipMegabytes` of documents, over real HTTP, with the server's peak memory growth sampled every 5 ms.
 */
export async function benchFileMemory(options: { uploadMegabytes: number; zipMegabytes: number }) {
  const documentBytes = 50 * MB;
  const server = await startBenchServer({
    extraCases: 0,
    maxUploadFileSize: (options.uploadMegabytes + 1) * MB,
    largeDocuments: { documentCount: Math.ceil(options.zipMegabytes / 50), documentBytes },
  });
  try {
    const rows: FileMemoryRow[] = [];
    server.startSampling();
    let started = performance.now();
    const uploaded = await uploadPdf(server.url, server.headers, options.uploadMegabytes * MB);
    let seconds = (performance.now() - started) / 1000;
    rows.push({
      operation: 'Upload (POST /api/document/uploadfile)',
      bytes: uploaded,
      seconds,
      ...(await server.peak()),
    });

    server.startSampling();
    started = performance.now();
    const downloaded = await download(
      `${server.url}/api/document/download/casedocuments/${server.documentsCaseId}/true`,
      server.headers,
    );
    seconds = (performance.now() - started) / 1000;
    rows.push({
      operation: 'Zip download (casedocuments, zip)',
      bytes: downloaded,
      seconds,
      ...(await server.peak()),
    });
    return rows;
  } finally {
    await server.stop();
  }
}

/** Sends a PDF of `size` bytes as multipart, made while it is sent; answers the bytes sent. */
async function uploadPdf(url: string, headers: Record<string, string>, size: number) {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="stor.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 'x');
  const request = http.request(`${url}/api/document/uploadfile`, {
    method: 'POST',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
  request.write(head);
  for (let sent = 0; sent < size; sent += chunk.length) {
    if (!request.write(chunk.subarray(0, Math.min(chunk.length, size - sent)))) await once(request, 'drain');
  }
  request.end(tail);
  const [response] = await answered;
  let body = '';
  for await (const part of response) body += part;
  if (response.statusCode !== 200) throw new Error(`The upload answered ${response.statusCode}: ${body}`);
  return size;
}

/** Reads the answer to its end; answers its size. */
async function download(url: string, headers: Record<string, string>, status = 200) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { headers }, resolve).on('error', reject),
  );
  if (response.statusCode !== status) throw new Error(`The download answered ${response.statusCode}`);
  let bytes = 0;
  for await (const part of response as AsyncIterable<Buffer>) bytes += part.length;
  return bytes;
}

export interface BlobStoreRow {
  store: string;
  operation: 'Upload' | 'Download';
  bytes: number;
  seconds: number;
  rssGrowthBytes: number;
  heapGrowthBytes: number;
}

/**
 * One `megabytes` upload (POST /api/document/uploadfile) and the download of a document that size
 * (GET /api/document/download/casedocument), over real HTTP, through each blob store: the folder, the database
 * (PGlite, and the PostgreSQL server of `databaseUrl` when given) and S3 (s3rver in its own process).
 */
export async function benchBlobStores(options: { megabytes: number; databaseUrl?: string }) {
  const s3 = await startS3rver();
  // The AWS SDK in the bench server finds s3rver's credentials where it finds real ones: the environment.
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  const stores: { store: string; env: Record<string, string>; databaseUrl?: string }[] = [
    { store: 'folder', env: { BLOB_STORE: 'folder' } },
    { store: 'postgres (PGlite)', env: { BLOB_STORE: 'postgres' } },
    ...(options.databaseUrl
      ? [
          {
            store: 'postgres (PostgreSQL server)',
            env: { BLOB_STORE: 'postgres' },
            databaseUrl: options.databaseUrl,
          },
        ]
      : []),
    {
      store: 's3 (s3rver)',
      env: {
        BLOB_STORE: 's3',
        S3_ENDPOINT: s3.s3.endpoint ?? '',
        S3_BUCKET: s3.s3.bucket,
        S3_FORCE_PATH_STYLE: 'true',
      },
    },
  ];
  const bytes = options.megabytes * MB;
  const rows: BlobStoreRow[] = [];
  try {
    for (const { store, env, ...database } of stores) {
      const server = await startBenchServer({
        extraCases: 0,
        maxUploadFileSize: bytes + MB,
        largeDocuments: { documentCount: 1, documentBytes: bytes },
        env,
        ...database,
      });
      try {
        server.startSampling();
        let started = performance.now();
        await uploadPdf(server.url, server.headers, bytes);
        rows.push({ store, operation: 'Upload', bytes, seconds: seconds(started), ...(await server.peak()) });

        server.startSampling();
        started = performance.now();
        const downloaded = await download(
          `${server.url}/api/document/download/casedocument/${server.documentId}/${server.documentsCaseId}`,
          server.headers,
        );
        rows.push({
          store,
          operation: 'Download',
          bytes: downloaded,
          seconds: seconds(started),
          ...(await server.peak()),
        });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await s3.close();
  }
  return rows;
}

const seconds = (started: number) => (performance.now() - started) / 1000;

export interface CaseFileRow {
  operation: string;
  documents: number;
  documentBytes: number;
  bytes: number;
  seconds: number;
  /** The slowest answer to GET /api/config/ping, asked every 100 ms meanwhile: what other users wait. */
  slowestPingMs: number;
  rssGrowthBytes: number;
  heapGrowthBytes: number;
}

/** Asks GET /api/config/ping every 100 ms until stopped; answers the slowest answer's time. */
function pingWhile(url: string, headers: Record<string, string>) {
  let slowest = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await download(`${url}/api/config/ping`, headers, 204);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await done;
    return slowest;
  };
}

/** POST /api/casefile/{id}/pdf to its last line; answers the PDF's path. */
async function makeCaseFilePdf(url: string, headers: Record<string, string>, caseId: string) {
  const response = await fetch(`${url}/api/casefile/${caseId}/pdf`, { method: 'POST', headers });
  const lines = (await response.text()).trim().split('\n');
  const last = JSON.parse(lines.at(-1) ?? '{}');
  if (typeof last.Ready !== 'string') throw new Error(`The case file was not made: ${lines.at(-1)}`);
  return last.Ready as string;
}

/**
 * The case file of a case with 50 letters and 200 documents (about 100 MB; case-file-case.ts) over real HTTP:
 * the ZIP beside the documents' existing zip (first, while the server's memory is still low), then the PDF made and
 * downloaded and asked for again for the unchanged case, each with the server's peak memory growth and the slowest
 * answer another user got meanwhile.
 */
export async function benchCaseFile() {
  const server = await startBenchServer({ extraCases: 0, caseFile: true });
  const caseFile = server.caseFile;
  if (!caseFile) throw new Error('The bench server made no case file case');
  const rows: CaseFileRow[] = [];
  const measure = async (operation: string, work: () => Promise<number>) => {
    server.startSampling();
    const stopPinging = pingWhile(server.url, server.headers);
    const started = performance.now();
    const bytes = await work();
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      operation,
      documents: caseFile.documents,
      documentBytes: caseFile.totalBytes,
      bytes,
      seconds,
      slowestPingMs: await stopPinging(),
      ...(await server.peak()),
    });
  };
  try {
    const base = `${server.url}/api/casefile/${caseFile.caseId}`;
    await measure('ZIP (streamed)', () => download(`${base}/zip`, server.headers));
    await measure('For comparison: the same documents as the existing zip (casedocuments)', () =>
      download(`${server.url}/api/document/download/casedocuments/${caseFile.caseId}/true`, server.headers),
    );
    await measure('PDF: made and downloaded', async () =>
      download(
        `${server.url}${await makeCaseFilePdf(server.url, server.headers, caseFile.caseId)}`,
        server.headers,
      ),
    );
    await measure('PDF: the same case again (kept)', async () =>
      download(
        `${server.url}${await makeCaseFilePdf(server.url, server.headers, caseFile.caseId)}`,
        server.headers,
      ),
    );
    return rows;
  } finally {
    await server.stop();
  }
}
