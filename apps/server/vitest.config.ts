import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files run in parallel workers, each with its own database (seeded once, restored from a template per
    // test) and its own folders. A worker keeps its module graph, and so its database, from file to file.
    isolate: false,
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? Math.max(2, os.availableParallelism())),
    setupFiles: ['test/helpers/worker-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
