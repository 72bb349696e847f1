import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * PGlite: one per worker, as many workers as cores. PostgreSQL: one worker, because the workers' databases share
 * one server, and the provider change feed only shows rows older than the server's oldest running transaction
 * (pg_current_snapshot's xmin is server-wide): another worker's test would hold the feed back.
 */
const defaultWorkers = () =>
  process.env.TEST_DB === 'postgres' ? 1 : Math.max(2, os.availableParallelism());

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files run in parallel workers, each with its own database (seeded once, restored from a template per
    // test) and its own folders. A worker keeps its module graph, and so its database, from file to file.
    isolate: false,
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? defaultWorkers()),
    setupFiles: ['test/helpers/worker-database.ts'],
    // The blob stores' contract measures the memory a 100 MB stream holds live, collecting garbage first.
    execArgv: ['--expose-gc'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
