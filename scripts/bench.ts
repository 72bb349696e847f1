/**
 * `npm run bench`: the speed figures of docs/performance.md, as medians of repeated runs on this machine.
 * Not part of `npm test` (timings are not pass/fail material on a shared machine). PostgreSQL is measured when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server whose database the benchmark may wipe.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { benchCaseList } from '../apps/server/bench/caselist.ts';

const runs = Number(process.env.BENCH_RUNS || 30);
const extraCases = Number(process.env.BENCH_CASES || 10_000);
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Runs per figure: ${runs}\n`);

// The demo set alone as well, to show that the number of queries does not grow with the number of cases.
const results = [
  await benchCaseList({ kind: 'pglite', extraCases: 0, runs }),
  await benchCaseList({ kind: 'pglite', extraCases, runs }),
];
if (databaseUrl) results.push(await benchCaseList({ kind: 'postgres', databaseUrl, extraCases, runs }));
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to measure it.\n');

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  '| POST /api/caselist | Cases in the answer | After a change: median | p90 | Queries | Unchanged: median | p90 | Queries | Answer (zstd) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const result of results)
  console.log(
    `| ${result.database} | ${result.cases} | ${ms(result.changedMedianMs)} | ${ms(result.changedP90Ms)} | ${result.changedQueriesPerCall} | ${ms(result.unchangedMedianMs)} | ${ms(result.unchangedP90Ms)} | ${result.unchangedQueriesPerCall} | ${(result.zstdBytes / 1024).toFixed(0)} KB |`,
  );

console.log('\nThe incidents list in the browser engine (V8): filtering and sorting 10,000 rows');
const web = spawnSync('npx', ['vitest', 'bench', '--run'], {
  cwd: path.join(import.meta.dirname, '../apps/web'),
  stdio: 'inherit',
});
process.exitCode = web.status ?? 1;
