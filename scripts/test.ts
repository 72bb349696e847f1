import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeVerdict, runAudit } from './audit.ts';
import { memoryTmpdir } from './lib/memory-tmpdir.ts';
import { runSync } from './lib/run-sync.ts';
import { buildWebIfStale, ROOT } from './lib/stack.ts';
import { typecheck } from './typecheck.ts';

/**
 * npm test: type check, lint, unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and
 * end-to-end tests, ending with one line "N passed, N failed" summed over all tiers.
 */
interface Tally {
  tier: string;
  passed: number;
  failed: number;
  /** Wall-clock seconds, from the end of the tier before (or the start) to its own. */
  seconds: number;
}

interface VitestFile {
  name: string;
  status: string;
  message: string;
  assertionResults: { fullName: string; status: string }[];
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: {
    title: string;
    line: number;
    tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[];
  }[];
  suites?: PlaywrightSuite[];
}

// Every tier's temporary files (os.tmpdir() in the tests, their portals and browsers) go there.
const tmpdir = memoryTmpdir();
if (tmpdir) {
  process.env.TMPDIR = tmpdir;
  console.log(`The tests' temporary files are in memory, in ${tmpdir}.`);
}

const results: Tally[] = [];
/** The failed tests by name, repeated at the end, where a CI log's tail shows them. */
const failures: string[] = [];
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-test-'));

let tierStarted = performance.now();

function record(tier: string, passed: number, failed: number) {
  const now = performance.now();
  results.push({ tier, passed, failed, seconds: Math.round((now - tierStarted) / 1000) });
  tierStarted = now;
}

function check(tier: string, ok: boolean) {
  record(tier, ok ? 1 : 0, ok ? 0 : 1);
}

function vitest(tier: string, root: string, env: Record<string, string> = {}) {
  const output = path.join(reports, `${tier.replaceAll(/\W+/g, '-')}.json`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--root', root, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (!fs.existsSync(output)) return record(tier, 0, 1);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  const files: VitestFile[] = report.testResults;
  const failedSuites = files.filter((file) => file.status === 'failed').length;
  for (const file of files) {
    const name = path.relative(ROOT, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${tier}: ${name} › ${test.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${tier}: ${name} (${file.message})`);
  }
  const failed =
    report.numFailedTests +
    (report.numFailedTests === 0 && result.status !== 0 ? Math.max(1, failedSuites) : 0);
  record(tier, report.numPassedTests, failed);
}

function playwright() {
  const output = path.join(reports, 'e2e.json');
  const result = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (!fs.existsSync(output)) return record('end-to-end', 0, 1);
  const { stats, suites } = JSON.parse(fs.readFileSync(output, 'utf8'));
  // A test that failed and then passed on its retry (playwright.config.ts) is flaky: a failure here.
  const collect = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs)
      for (const { status } of spec.tests)
        if (status === 'unexpected' || status === 'flaky')
          failures.push(
            `end-to-end: ${suite.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${status === 'flaky' ? ' (passed only on its retry)' : ''}`,
          );
    for (const child of suite.suites ?? []) collect(child, [...titles, child.title]);
  };
  for (const suite of suites as PlaywrightSuite[]) collect(suite, []);
  const failedTests = stats.unexpected + stats.flaky;
  const failed = failedTests + (failedTests === 0 && result.status !== 0 ? 1 : 0);
  record('end-to-end', stats.expected, failed);
}

check('type check', typecheck());
check('lint', spawnSync('npx', ['biome', 'check', '.'], { cwd: ROOT, stdio: 'inherit' }).status === 0);

// Counted only when the advisory endpoint answers: a mirror without it gives no verdict, and says so.
const audit = runAudit();
console.log(describeVerdict(audit));
if (audit.kind !== 'unknown') check('npm audit --omit=dev', audit.kind === 'clean');

vitest('unit packages/shared', 'packages/shared');
vitest('unit apps/web', 'apps/web');
vitest('integration apps/idp-sim', 'apps/idp-sim');
vitest('integration apps/server (PGlite)', 'apps/server', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('integration apps/server (PostgreSQL)', 'apps/server', { TEST_DB: 'postgres' });
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL tier is skipped.');
}

try {
  buildWebIfStale(runSync);
  playwright();
} catch (error) {
  console.error(error);
  record('end-to-end', 0, 1);
}

console.log('\nTier summary:');
for (const { tier, passed, failed, seconds } of results)
  console.log(`  ${tier}: ${passed} passed, ${failed} failed (${seconds} s)`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
