import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { E2E_PORTAL_URL } from './ports.ts';
import { OPENS_PDF } from './tags.ts';

/** Two by default, one per core of the machine the suite is measured on; E2E_WORKERS changes it. */
const workers = Number(process.env.E2E_WORKERS || 2);

/**
 * End-to-end tests in Debian's Chromium (its headless shell) against fresh demo portals, one per worker on its own ports
 * (`ports.ts`): a worker's tests read and change its portal's data only. The baseURL is the worker's portal,
 * since each worker loads this file with its own parallel index.
 */
export default defineConfig({
  testDir: './tests',
  // Every test stands alone (its worker's portal, its own login, the demo data put back after a change), so each
  // goes to whichever worker is free: with whole files per worker, the last long file ran on alone while the
  // other worker waited (52 s of a 660 s run). The two files that start processes of their own for all their
  // tests in beforeAll keep their tests together (`mode: 'default'`).
  fullyParallel: true,
  workers,
  // A failed test runs once more, and that run records the trace (below); a test that passes only the second time
  // counts as failed all the same (scripts/test.ts), so a flaky test is never taken for a passing one.
  retries: 1,
  failOnFlakyTests: true,
  // CI machines differ threefold in speed: a walk-through of 20 s here took 55-60 s on a busy one, and a list
  // that shows in 3 s after a login took over 10. The limits are for a hung page, not for a slow machine.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E_PORTAL_URL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 1280, height: 800 },
    // The portal honours the wish for less motion (app/theme.ts): no frames drawn for a dialog fading in and no
    // waiting for it before axe measures colours. Three files took 122 s instead of 145, and a fifth less CPU.
    reducedMotion: 'reduce',
    // The trace of actions, DOM snapshots and network (without the film of screenshots, which made the tier a third
    // slower) is recorded in a failed test's second run only: recording it in every test, to keep it for the few
    // that fail, cost a tenth of the tier (59 tests: 163-171 s of their time against 141-149 without, and 19 of
    // 163 CPU-seconds). The failed run itself keeps its screenshot and its error context (the page as an ARIA
    // snapshot at the failure).
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  // The headless shell takes a tenth less time over the suite than the full browser, which only the tests that
  // open a PDF in its viewer need. Those few run first: the workers go through the projects in this order, and
  // last, they kept both workers starting a process and a browser of their own for 9 s after the others were done.
  projects: [
    {
      name: 'chromium',
      grep: new RegExp(OPENS_PDF),
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: 'headless shell',
      grepInvert: new RegExp(OPENS_PDF),
      use: { launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  // One web server that starts every worker's portal at once (Playwright would start several one after the other).
  webServer: {
    command: 'node scripts/e2e-stack.ts',
    cwd: '..',
    env: { E2E_PORTALS: String(workers) },
    // Ready once it says so: a portal answers before it has kept its demo data (scripts/e2e-stack.ts), and
    // Playwright would take the first of a url and this line.
    wait: { stdout: /End-to-end portals on/ },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
  },
});
