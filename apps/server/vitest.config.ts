import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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
    exclude: onPostgres ? feedReaders : [],
    maxWorkers: workers,
  },
};

const changeFeedLast: TestProjectInlineConfiguration = {
  test: { ...shared, name: 'change feed', include: feedReaders, maxWorkers: 1, sequence: { groupOrder: 1 } },
};

export default defineConfig({ test: { projects: onPostgres ? [server, changeFeedLast] : [server] } });
