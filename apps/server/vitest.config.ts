import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const onPostgres = process.env.TEST_DB === 'postgres';
const workers = Number(process.env.SERVER_TEST_WORKERS ?? Math.max(2, os.availableParallelism()));

/**
 * The files that read the provider change feed and count on seeing what they just wrote. The feed only shows rows
 * older than the server's oldest running transaction (pg_current_snapshot's xmin is server-wide), so on
 * PostgreSQL, where the workers' databases share one server, another worker's test would hold the feed back:
 * there these files run after all others, one at a time. On PGlite each worker's database is a server of its own,
 * and they run with the rest.
 */
const feedReaders = [
  'test/provider-cases.test.ts',
  'test/provider-exchange.test.ts',
  'test/provider-feed-concurrency.test.ts',
];

/**
 * The suites that throw bad input at every route (hostile JSON, invalid text, the edges of every bound, requests
 * without the XSRF token) and check the answer: the HTTP layer's work, which is the same on either database, as
 * PGlite runs the same PostgreSQL. They run in the PGlite tier, where the database shares the portal's thread and
 * their event-loop checks mean most; the PostgreSQL tier keeps what depends on the server: connections, locks,
 * notifications, snapshots and everything that reads and writes the data.
 */
const inputSuites = [
  'test/security-edges.test.ts',
  'test/security-invalid-text.test.ts',
  'test/security-payloads.test.ts',
  'test/security-xsrf.test.ts',
  'test/provider-payloads.test.ts',
];

/**
 * The tables of who may call what: every route and every settings change by each level about its own, another
 * clerk's and another company's object. The answers come from the same access rules and the same SQL on either
 * database, so they run once, in the PGlite tier; the PostgreSQL tier's own route tests read and write through
 * its driver.
 */
const callRules = ['test/security-routes.test.ts', 'test/settings-authorization.test.ts'];

/**
 * The files that take longest, longest first (as they ran in CI on 2026-11-28, their hooks included): they start
 * portal processes or a PostgreSQL server of their own, stream 100 MB, or try every route with bad input. Started
 * first, they leave no worker busy with one of them at the end while the other waits (a fresh clone has no timings
 * of earlier runs, and vitest then starts the largest files first); the rest follow in vitest's order.
 */
const longest = [
  'test/reliability-crash.test.ts',
  'test/retention-crash.test.ts',
  'test/blob-store-contract.test.ts',
  'test/reliability-two-processes.test.ts',
  'test/demo-reset-hook.test.ts',
  'test/security-edges.test.ts',
  'test/security-invalid-text.test.ts',
  'test/graceful-shutdown.test.ts',
  'test/security-payloads.test.ts',
  'test/security-xsrf.test.ts',
  'test/session-revocation-two-processes.test.ts',
  'test/security-routes.test.ts',
  'test/start-many-processes.test.ts',
  'test/admin-blobs.test.ts',
  'test/admin-command.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = longest.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? longest.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Files run in parallel workers, each with its own database (seeded once, restored from a template per test) and
// its own folders. A worker keeps its module graph, and so its database, from file to file.
const shared = {
  isolate: false,
  setupFiles: ['test/helpers/worker-database.ts'],
  // The blob stores' contract measures the memory a 100 MB stream holds live, collecting garbage first.
  execArgv: ['--expose-gc'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
} satisfies TestProjectInlineConfiguration['test'];

const server: TestProjectInlineConfiguration = {
  test: {
    ...shared,
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: onPostgres ? [...feedReaders, ...inputSuites, ...callRules] : [],
    maxWorkers: workers,
  },
};

const changeFeedLast: TestProjectInlineConfiguration = {
  test: { ...shared, name: 'change feed', include: feedReaders, maxWorkers: 1, sequence: { groupOrder: 1 } },
};

// The sequencer is the root's: vitest reads none from a project.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: onPostgres ? [server, changeFeedLast] : [server],
  },
});
