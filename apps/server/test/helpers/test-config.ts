import { type Config, loadConfig } from '../../src/config.ts';

export const TEST_IDENTITY_KEY = 'test-identity-key';

/** The configuration of a test server; overrides go on top. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    IDENTITY_KEY: TEST_IDENTITY_KEY,
    WEB_DIST_DIR: '/nonexistent',
  });
  return { ...base, ...overrides };
}
