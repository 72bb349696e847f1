/**
 * `npm run bench`: the speed figures of docs/performance.md, as medians of repeated runs on this machine.
 * Not part of `npm test` (timings are not pass/fail material on a shared machine). PostgreSQL is measured when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server whose database the benchmark may wipe.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { benchAnswerPdf } from '../apps/server/bench/answer-pdf.ts';
import { benchBulkMove } from '../apps/server/bench/bulk-move.ts';
import { benchCasePage } from '../apps/server/bench/case-page.ts';
import { benchCaseRead } from '../apps/server/bench/case-read.ts';
import { benchCaseList } from '../apps/server/bench/caselist.ts';
import { benchComplaintsReport } from '../apps/server/bench/complaints-report.ts';
import { benchInternalNotes } from '../apps/server/bench/internal-notes.ts';
import type { LiveLatency } from '../apps/server/bench/live.ts';
import { benchExtraction, benchSearch } from '../apps/server/bench/search.ts';
import {
  benchBlobStores,
  benchCaseFile,
  benchFileMemory,
  benchThroughput,
} from '../apps/server/bench/server-load.ts';
import { benchStatistics } from '../apps/server/bench/statistics.ts';
import { measureRouteBundles, printRouteBundles } from './bundle-size.ts';

// `npm run bench -- load`: the load test of docs/performance.md ("Load") alone.
if (process.argv[2] === 'load') {
  const { printLoad } = await import('../apps/server/bench/load.ts');
  process.exit((await printLoad()) ? 0 : 1);
}

const runs = Number(process.env.BENCH_RUNS || 30);
const extraCases = Number(process.env.BENCH_CASES || 10_000);
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

/** A 100 MB document through each blob store (docs/performance.md, "Blob stores"). */
async function printBlobStores() {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  console.log("\nA document through each blob store over HTTP, with the server's peak memory growth");
  console.log('| Store | Operation | Size | Time | Throughput | Peak RSS growth | Peak heap growth |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const row of await benchBlobStores({ megabytes: 100, ...(databaseUrl ? { databaseUrl } : {}) }))
    console.log(
      `| ${row.store} | ${row.operation} | ${mb(row.bytes)} | ${row.seconds.toFixed(1)} s | ${(row.bytes / 2 ** 20 / row.seconds).toFixed(0)} MB/s | ${mb(row.rssGrowthBytes)} | ${mb(row.heapGrowthBytes)} |`,
    );
}

/** Every case matching a filter moved to another clerk at once (docs/performance.md, "Moving work"). */
async function printBulkMoves() {
  const moves = [await benchBulkMove({ kind: 'pglite', cases: 10_000, runs: 5 })];
  if (databaseUrl) moves.push(await benchBulkMove({ kind: 'postgres', databaseUrl, cases: 10_000, runs: 5 }));
  console.log('\n| POST /api/caselist/update | Cases | Median | Slowest |');
  console.log('|---|---:|---:|---:|');
  for (const row of moves)
    console.log(
      `| ${row.database} | ${row.cases} | ${row.medianMs.toFixed(0)} ms | ${row.maxMs.toFixed(0)} ms |`,
    );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** POST /api/caselist with `extraCases` generated cases (docs/performance.md, "The incidents list"). */
async function printCaseLists(withDemoSetAlone: boolean) {
  const results = withDemoSetAlone ? [await benchCaseList({ kind: 'pglite', extraCases: 0, runs })] : [];
  results.push(await benchCaseList({ kind: 'pglite', extraCases, runs }));
  if (databaseUrl) results.push(await benchCaseList({ kind: 'postgres', databaseUrl, extraCases, runs }));
  else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to measure it.\n');
  console.log(
    '| POST /api/caselist | Cases in the answer | After a change: median | p90 | Queries | Unchanged: median | p90 | Queries | Answer (zstd) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const result of results)
    console.log(
      `| ${result.database} | ${result.cases} | ${ms(result.changedMedianMs)} | ${ms(result.changedP90Ms)} | ${result.changedQueriesPerCall} | ${ms(result.unchangedMedianMs)} | ${ms(result.unchangedP90Ms)} | ${result.unchangedQueriesPerCall} | ${(result.zstdBytes / 1024).toFixed(0)} KB |`,
    );
}

/**
 * The uncached case read against the driver alone (docs/performance.md, "Case answers and the list after a
 * change").
 */
async function printCaseReads() {
  const reads = await benchCaseRead({ kind: 'pglite', runs });
  if (databaseUrl) reads.push(...(await benchCaseRead({ kind: 'postgres', databaseUrl, runs })));
  console.log(
    '\n| GET /api/case/{id} | Case | Statements | Driver alone + JSON + zstd | Portal, uncached | Ratio | Portal, cached |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const row of reads)
    console.log(
      `| ${row.database} | ${row.case} | ${row.statements} | ${ms(row.driverMs)} | ${ms(row.uncachedMs)} | ${row.ratio.toFixed(2)} | ${ms(row.cachedMs)} |`,
    );
}

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);

/** Requests per second over HTTP against a bare Fastify route (docs/performance.md, "Throughput"). */
async function printThroughput() {
  console.log(`\nThroughput over HTTP, ${connections} connections for ${seconds} s each (autocannon)`);
  console.log(
    '| Database | Call | Portal (requests/s) | Bare Fastify, same bytes (requests/s) | Ratio | Portal CPU per answer | Bare CPU per answer | CPU ratio | Answer |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  const throughput = await benchThroughput({ cases: 1000, seconds, connections });
  if (databaseUrl)
    throughput.push(...(await benchThroughput({ databaseUrl, cases: 1000, seconds, connections })));
  for (const row of throughput)
    console.log(
      `| ${row.database} | ${row.call} | ${row.portalPerSecond.toFixed(0)} | ${row.barePerSecond.toFixed(0)} | ${row.ratio.toFixed(3)} | ${row.portalCpuMicros.toFixed(0)} µs | ${row.bareCpuMicros.toFixed(0)} µs | ${row.cpuRatio.toFixed(3)} | ${(row.answerBytes / 1024).toFixed(1)} KB |`,
    );
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Runs per figure: ${runs}\n`);

// `npm run bench -- blobs`: the blob stores alone.
if (process.argv[2] === 'blobs') {
  await printBlobStores();
  process.exit(0);
}

/** The case file of a large case (docs/performance.md, "The case file"). */
async function printCaseFile() {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  console.log("\nThe case file of a large case over HTTP, with the server's peak memory growth");
  console.log(
    '| Operation | Documents | Their size | Answer | Time | Slowest other answer | Peak RSS growth | Peak heap growth |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of await benchCaseFile())
    console.log(
      `| ${row.operation} | ${row.documents} | ${mb(row.documentBytes)} | ${mb(row.bytes)} | ${row.seconds.toFixed(1)} s | ${row.slowestPingMs.toFixed(0)} ms | ${mb(row.rssGrowthBytes)} | ${mb(row.heapGrowthBytes)} |`,
    );
}

/** Search in letters and documents (docs/performance.md, "Search"). */
async function printSearch() {
  const searches = [await benchSearch({ kind: 'pglite', cases: extraCases, runs })];
  if (databaseUrl)
    searches.push(await benchSearch({ kind: 'postgres', databaseUrl, cases: extraCases, runs }));
  console.log('\n| GET /api/search | Cases | Documents | Texts | Query | Hits | Median | p90 |');
  console.log('|---|---:|---:|---:|---|---:|---:|---:|');
  for (const row of searches)
    console.log(
      `| ${row.database} | ${row.cases} | ${row.documents} | ${row.texts} | ${row.query} | ${row.hits} | ${row.medianMs.toFixed(1)} ms | ${row.p90Ms.toFixed(1)} ms |`,
    );
  console.log('\n| Reading text (worker thread) | Documents | Size each | Documents per second |');
  console.log('|---|---:|---:|---:|');
  for (const row of await benchExtraction())
    console.log(
      `| ${row.kind} | ${row.documents} | ${(row.bytesEach / 1024).toFixed(0)} kB | ${row.perSecond.toFixed(0)} |`,
    );
}

/** The statistics page's figures (docs/performance.md, "Statistics"). */
async function printStatistics() {
  const results = await benchStatistics({ kind: 'pglite', cases: extraCases, runs });
  if (databaseUrl)
    results.push(...(await benchStatistics({ kind: 'postgres', databaseUrl, cases: extraCases, runs })));
  console.log('\n| GET /api/statistics | Cases of the company | Period | Median | p90 |');
  console.log('|---|---:|---|---:|---:|');
  for (const row of results)
    console.log(
      `| ${row.database} | ${row.cases} | ${row.period} | ${row.medianMs.toFixed(1)} ms | ${row.p90Ms.toFixed(1)} ms |`,
    );
}

/** The notes tab of a case with 500 internal notes (docs/performance.md, "Internal notes"). */
async function printInternalNotes() {
  const results = [await benchInternalNotes({ kind: 'pglite', notes: 500, runs })];
  if (databaseUrl)
    results.push(await benchInternalNotes({ kind: 'postgres', databaseUrl, notes: 500, runs }));
  console.log('\n| GET /api/case/{id}/notes | Notes | Mentions | Median | p90 | Queries | Answer |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of results)
    console.log(
      `| ${row.database} | ${row.notes} | ${row.mentions} | ${ms(row.medianMs)} | ${ms(row.p90Ms)} | ${row.queriesPerCall} | ${(row.answerBytes / 1024).toFixed(1)} KB |`,
    );
}

// `npm run bench -- notes`: the notes tab alone.
if (process.argv[2] === 'notes') {
  await printInternalNotes();
  process.exit(0);
}

/** The answer's PDF, alone and as 'Forhåndsvis' (docs/performance.md, "The answer's PDF"). */
async function printAnswerPdf() {
  console.log("\n| The answer's PDF | Pages | JSON size | Median | p90 |");
  console.log('|---|---:|---:|---:|---:|');
  for (const row of await benchAnswerPdf({ runs }))
    console.log(
      `| ${row.what} | ${row.pages} | ${(row.characters / 1024).toFixed(1)} KB | ${ms(row.medianMs)} | ${ms(row.p90Ms)} |`,
    );
}

// `npm run bench -- answer`: the answer's PDF alone.
if (process.argv[2] === 'answer') {
  await printAnswerPdf();
  process.exit(0);
}

/** The complaints report (docs/performance.md, "The complaints report"). */
async function printComplaintsReport() {
  console.log('\n| Complaints report | Call | Cases of the company | Period | Median | p90 |');
  console.log('|---|---|---:|---|---:|---:|');
  // Each database's rows as soon as they are measured: the PostgreSQL run takes minutes of its own.
  const print = (results: Awaited<ReturnType<typeof benchComplaintsReport>>) => {
    for (const row of results)
      console.log(
        `| ${row.database} | ${row.call} | ${row.cases} | ${row.period} | ${row.medianMs.toFixed(1)} ms | ${row.p90Ms.toFixed(1)} ms |`,
      );
  };
  print(await benchComplaintsReport({ kind: 'pglite', cases: extraCases, runs }));
  if (databaseUrl)
    print(await benchComplaintsReport({ kind: 'postgres', databaseUrl, cases: extraCases, runs }));
}

// `npm run bench -- report`: the complaints report alone.
if (process.argv[2] === 'report') {
  await printComplaintsReport();
  process.exit(0);
}

// `npm run bench -- statistics`: the statistics alone.
if (process.argv[2] === 'statistics') {
  await printStatistics();
  process.exit(0);
}

// `npm run bench -- throughput`: the portal beside the bare route alone.
if (process.argv[2] === 'throughput') {
  await printThroughput();
  process.exit(0);
}

// `npm run bench -- search`: the search alone.
if (process.argv[2] === 'search') {
  await printSearch();
  process.exit(0);
}

// `npm run bench -- casefile`: the case file alone.
if (process.argv[2] === 'casefile') {
  await printCaseFile();
  await printSearch();
  process.exit(0);
}

// `npm run bench -- caches`: the figures of the case answer cache and the merged list (issue 23) alone.
if (process.argv[2] === 'caches') {
  await printCaseLists(false);
  await printCaseReads();
  await printThroughput();
  process.exit(0);
}

// `npm run bench -- case-read`: the uncached case read against the driver alone, alone.
if (process.argv[2] === 'case-read') {
  await printCaseReads();
  process.exit(0);
}

/** The live stream (docs/performance.md, "Live updates"): memory per open stream, commit to event. */
async function printLive() {
  const { benchLiveAcrossProcesses, benchLiveOneProcess } = await import('../apps/server/bench/live.ts');
  const streams = Number(process.env.BENCH_LIVE_STREAMS || 2000);
  const rows = [await benchLiveOneProcess({ streams, changes: 50 })];
  console.log('\n| Live streams, one process | Streams | RSS per stream | Heap per stream |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.database} | ${row.streams} | ${(row.rssPerStreamBytes / 1024).toFixed(1)} KB | ${(row.heapPerStreamBytes / 1024).toFixed(1)} KB |`,
    );
  const latencies: LiveLatency[] = [...rows];
  if (databaseUrl)
    latencies.push(await benchLiveAcrossProcesses({ databaseUrl, streams: 200, changes: 100 }));
  console.log('\n| Commit to event | Streams | Changes | Last stream p50 | p99 | Any stream p50 | p99 |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of latencies)
    console.log(
      `| ${row.database} | ${row.streams} | ${row.changes} | ${ms(row.lastStreamP50Ms)} | ${ms(row.lastStreamP99Ms)} | ${ms(row.anyStreamP50Ms)} | ${ms(row.anyStreamP99Ms)} |`,
    );
}

// `npm run bench -- live`: the live stream alone.
if (process.argv[2] === 'live') {
  await printLive();
  process.exit(0);
}

/** The retention schedule over 10,000 due cases (docs/performance.md, "Personal data by law"). */
async function printRetention() {
  const { benchPersonExport, benchRetention } = await import('../apps/server/bench/retention.ts');
  const exports = [await benchPersonExport({ kind: 'pglite', cases: 50 })];
  if (databaseUrl) exports.push(await benchPersonExport({ kind: 'postgres', databaseUrl, cases: 50 }));
  console.log("\n| A person's data (art. 15) | Cases | Documents | ZIP | Made and downloaded |");
  console.log('|---|---:|---:|---:|---:|');
  for (const row of exports)
    console.log(
      `| ${row.database} | ${row.cases} | ${row.documents} | ${(row.zipBytes / 2 ** 20).toFixed(1)} MB | ${row.seconds.toFixed(1)} s |`,
    );
  const rows = [await benchRetention({ kind: 'pglite', cases: extraCases })];
  if (databaseUrl) rows.push(await benchRetention({ kind: 'postgres', databaseUrl, cases: extraCases }));
  console.log(
    '\n| Retention run | Cases anonymised | Documents | Time | Per case | Longest event-loop wait |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.database} | ${row.cases} | ${row.documents} | ${row.seconds.toFixed(0)} s | ${ms((row.seconds * 1000) / row.cases)} | ${ms(row.maxEventLoopBlockMs)} |`,
    );
}

// `npm run bench -- retention`: the retention schedule alone.
if (process.argv[2] === 'retention') {
  await printRetention();
  process.exit(0);
}

// `npm run bench -- moves`: the bulk move alone.
if (process.argv[2] === 'moves') {
  await printBulkMoves();
  process.exit(0);
}

// The demo set alone as well, to show that the number of queries does not grow with the number of cases.
await printCaseLists(true);

const casePages = [await benchCasePage({ kind: 'pglite', runs })];
if (databaseUrl) casePages.push(await benchCasePage({ kind: 'postgres', databaseUrl, runs }));
console.log('\n| GET /api/case/{id} | Letters | Documents | Median | p90 | Queries | Answer |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const result of casePages)
  console.log(
    `| ${result.database} | ${result.events} | ${result.documents} | ${ms(result.medianMs)} | ${ms(result.p90Ms)} | ${result.queriesPerCall} | ${(result.answerBytes / 1024).toFixed(1)} KB (${result.encoding}) |`,
  );

await printCaseReads();
await printThroughput();

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
console.log(
  "\nLarge files over HTTP: the server's peak memory growth (sampled every 5 ms in its own process)",
);
console.log('| Operation | Size | Time | Throughput | Peak RSS growth | Peak heap growth |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of await benchFileMemory({ uploadMegabytes: 100, zipMegabytes: 500 }))
  console.log(
    `| ${row.operation} | ${mb(row.bytes)} | ${row.seconds.toFixed(1)} s | ${(row.bytes / 2 ** 20 / row.seconds).toFixed(0)} MB/s | ${mb(row.rssGrowthBytes)} | ${mb(row.heapGrowthBytes)} |`,
  );

await printBlobStores();
await printBulkMoves();
await printCaseFile();
await printSearch();
await printStatistics();
await printComplaintsReport();
await printInternalNotes();
await printAnswerPdf();
await printLive();

console.log('\nFirst JavaScript per route (apps/web/dist, built by npm run build)');
printRouteBundles(measureRouteBundles());

// In its own process: Playwright, a portal with 10,000 generated cases on the end-to-end ports (3900 unless
// E2E_PORT says otherwise), and the DOM types of the e2e project.
console.log('\nThe incidents page in Chromium');
const browser = spawnSync(process.execPath, ['e2e/bench/incidents-page.ts'], {
  cwd: path.join(import.meta.dirname, '..'),
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: process.env.E2E_PORT || '3900' },
});
if (browser.status !== 0) console.log('The browser benchmark failed (above).');

console.log('\nThe incidents list in the browser engine (V8): filtering and sorting 10,000 rows');
const web = spawnSync('npx', ['vitest', 'bench', '--run'], {
  cwd: path.join(import.meta.dirname, '../apps/web'),
  stdio: 'inherit',
});
process.exitCode = web.status ?? 1;
