import { defineConfig } from '@playwright/test';
import { E2E_PORTAL_URL } from './ports.ts';

/** End-to-end tests in Debian's Chromium (never `playwright install`) against a fresh demo portal. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E_PORTAL_URL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-stack.ts',
    cwd: '..',
    url: `${E2E_PORTAL_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
  },
});
