import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../../src/config.ts';

export const TEST_IDENTITY_KEY = 'test-identity-key';

/** The day the tests' demo data is made for, and the start of their controllable clock. */
export const TEST_TODAY = '2026-11-21';

/** Which of the parallel vitest workers this is (1 to maxWorkers): each has its own database and folders. */
export const TEST_WORKER = process.env.VITEST_POOL_ID ?? '1';

/**
 * One blob folder per vitest worker on the machine (test files run in parallel; a test may sweep its folder):
 * the demo cases' PDFs are rendered once and reused by every later run.
 */
export const TEST_BLOB_DIR = path.join(os.tmpdir(), `foretaksportalen-test-blobs-${TEST_WORKER}`);

/** The configuration of a test server; overrides go on top. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    IDENTITY_KEY: TEST_IDENTITY_KEY,
    WEB_DIST_DIR: '/nonexistent',
    BLOB_DIR: TEST_BLOB_DIR,
  });
  return { ...base, ...overrides };
}
