import http from 'node:http';
import { LIVE_PATH, type LiveEvent, liveEventSchema } from '@foretaksportalen/shared/contract/live';
import { createParser } from 'eventsource-parser';
import { median, percentile } from './bench-portal.ts';
import { startBenchServer } from './server-load.ts';

/**
 * The live stream (issue 47, docs/performance.md "Live updates"): many open streams on one portal process, from a
 * Node client (not browsers), and the time from a change's commit (its PATCH answered) to its event on every
 * stream; then two processes on one PostgreSQL server, the change made on one and heard on the other's streams.
 * Every stream is Anne's (level 5: she hears every change of the bank), so every change reaches all of them.
 */

/** As many streams as the bench opens on one session, and the room for them. */
const liveEnv = (streams: number) => ({
  LIVE_STREAMS_PER_SESSION: String(streams),
  LIVE_MAX_STREAMS: String(streams + 100),
});

type Server = Awaited<ReturnType<typeof startBenchServer>>;

interface OpenStream {
  request: http.ClientRequest;
  /** Resolves with the arrival time of the first case event of this Version. */
  awaitVersion(version: number): Promise<number>;
}

/** Opens one stream and hands its case events, with their arrival time, to the waiting `awaitVersion`. */
function openStream(server: Server): Promise<OpenStream> {
  const waiting = new Map<number, (at: number) => void>();
  const arrived = new Map<number, number>();
  const parser = createParser({
    onEvent: ({ data }) => {
      const at = performance.now();
      const event: LiveEvent = liveEventSchema.parse(JSON.parse(data));
      if (event.Type !== 'case' || event.Version === null) return;
      const resolve = waiting.get(event.Version);
      if (resolve) {
        waiting.delete(event.Version);
        resolve(at);
      } else arrived.set(event.Version, at);
    },
  });
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.url}${LIVE_PATH}`,
      { headers: { ...server.headers, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`${LIVE_PATH} answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => parser.feed(chunk));
        resolve({
          request,
          awaitVersion: (version) => {
            const at = arrived.get(version);
            if (at !== undefined) return Promise.resolve(at);
            return new Promise((done) => waiting.set(version, done));
          },
        });
      },
    );
    request.on('error', reject);
  });
}

async function openStreams(server: Server, count: number) {
  const streams: OpenStream[] = [];
  // In batches, as browsers would not all come in the same millisecond.
  for (let opened = 0; opened < count; opened += 100)
    streams.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, count - opened) }, () => openStream(server)))),
    );
  return streams;
}

/** Changes the typical case's note on `writer`, `changes` times one after the other; the latencies in ms. */
async function measureChanges(writer: Server, streams: OpenStream[], changes: number) {
  const caseUrl = `${writer.url}/api/case/${writer.typicalCaseId}`;
  const read = await fetch(caseUrl, { headers: writer.headers });
  let { Version: version } = (await read.json()) as { Version: number };
  const lastArrivals: number[] = [];
  const allArrivals: number[] = [];
  for (let change = 0; change < changes; change++) {
    const answer = await fetch(caseUrl, {
      method: 'PATCH',
      headers: { ...writer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ Version: version, CompanyNote: `Live-måling ${change}` }),
    });
    const committed = performance.now();
    if (answer.status !== 200) throw new Error(`PATCH answered ${answer.status}: ${await answer.text()}`);
    version = ((await answer.json()) as { Version: number }).Version;
    const arrivals = (await Promise.all(streams.map((stream) => stream.awaitVersion(version)))).map((at) =>
      Math.max(0, at - committed),
    );
    allArrivals.push(...arrivals);
    lastArrivals.push(Math.max(...arrivals));
  }
  return {
    lastStreamP50Ms: median(lastArrivals),
    lastStreamP99Ms: percentile(lastArrivals, 0.99),
    anyStreamP50Ms: median(allArrivals),
    anyStreamP99Ms: percentile(allArrivals, 0.99),
  };
}

const closeAll = (streams: OpenStream[]) => {
  for (const stream of streams) stream.request.destroy();
};

/** Commit to event over a run of changes: for the last stream to hear each change, and for any stream. */
export interface LiveLatency {
  database: string;
  streams: number;
  changes: number;
  lastStreamP50Ms: number;
  lastStreamP99Ms: number;
  anyStreamP50Ms: number;
  anyStreamP99Ms: number;
}

export interface LiveOneProcess extends LiveLatency {
  rssPerStreamBytes: number;
  heapPerStreamBytes: number;
}

/** One PGlite process with `streams` open streams: their memory, and commit-to-event over `changes` changes. */
export async function benchLiveOneProcess({ streams, changes }: { streams: number; changes: number }) {
  const server = await startBenchServer({ extraCases: 0, env: liveEnv(streams) });
  try {
    server.startSampling();
    const open = await openStreams(server, streams);
    const { rssGrowthBytes, heapGrowthBytes } = await server.retained();
    try {
      const latency = await measureChanges(server, open, changes);
      return {
        database: 'PGlite, one process',
        streams,
        changes,
        rssPerStreamBytes: rssGrowthBytes / streams,
        heapPerStreamBytes: heapGrowthBytes / streams,
        ...latency,
      } satisfies LiveOneProcess;
    } finally {
      closeAll(open);
    }
  } finally {
    await server.stop();
  }
}

/** Two processes on one PostgreSQL database: the change made on A, the streams open on B. */
export async function benchLiveAcrossProcesses(options: {
  databaseUrl: string;
  streams: number;
  changes: number;
}) {
  const writer = await startBenchServer({ extraCases: 0, databaseUrl: options.databaseUrl });
  try {
    const listener = await startBenchServer({
      extraCases: 0,
      databaseUrl: options.databaseUrl,
      joinDatabase: true,
      env: liveEnv(options.streams),
    });
    try {
      const open = await openStreams(listener, options.streams);
      try {
        return {
          database: 'PostgreSQL, two processes',
          streams: options.streams,
          changes: options.changes,
          ...(await measureChanges(writer, open, options.changes)),
        } satisfies LiveLatency;
      } finally {
        closeAll(open);
      }
    } finally {
      await listener.stop();
    }
  } finally {
    await writer.stop();
  }
}
