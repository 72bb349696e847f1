/**
 * Lighthouse on the login, incidents, case and settings pages of a fresh demo portal, in Debian's Chromium
 * (headless), with the desktop preset. Not part of `npm test` (scores move with the machine's load).
 *
 *   node scripts/lighthouse.ts            (or npm run lighthouse; LIGHTHOUSE_PORT moves the portal, default 3300)
 *   LIGHTHOUSE_RUNS=3                    runs per page; the median score of each category is reported
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh        also writes each page's last report as HTML there
 *
 * Logged-in pages: Playwright logs Anne in through the simulated eID provider in a persistent Chromium profile
 * that Lighthouse also drives (over the DevTools port), so its tabs share the session cookie. The web app keeps
 * its login status in the tab's sessionStorage, which a new tab does not have, so the readable cookies the server
 * sets at login (authStatus, refresh) are put back before each run, as after a login. Lighthouse's own storage
 * reset would delete the session, so it is turned off and the browser cache is cleared instead: each run loads
 * the page cold.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_STATUS_KEY, REFRESH_KEY } from '@foretaksportalen/shared/auth-keys';
import { DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type BrowserContext, chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startStack } from './lib/stack.ts';

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];

const portalPort = Number(process.env.LIGHTHOUSE_PORT || 3300);
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const debuggingPort = portalPort + 20;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-lighthouse-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-lighthouse-chromium-'));
const stack = await startStack({
  portalPort,
  idpPort: portalPort + 1,
  portalEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

let context: BrowserContext | undefined;
try {
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: 'nb-NO',
    args: [
      ...CHROMIUM_ARGS,
      // Lighthouse's tab must render like a tab in front, whichever tab Playwright used last.
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--disable-background-timer-throttling',
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
  const browser = context;
  const page = context.pages()[0] ?? (await context.newPage());
  const session = await logInAs(page, 'anne');
  const caseUrl = await firstCaseUrl(page);
  await page.close();

  const pages = [
    { name: 'Login', url: `${stack.portalUrl}/access/login`, loggedIn: false },
    { name: 'Incidents', url: `${stack.portalUrl}/incidents`, loggedIn: true },
    { name: 'Case', url: caseUrl, loggedIn: true },
    { name: 'Settings', url: `${stack.portalUrl}/settings`, loggedIn: true },
  ];

  let version = '';
  const rows: { name: string; scores: Record<Category, number>; failed: string[] }[] = [];
  for (const target of pages) {
    const scoresPerRun: Record<Category, number>[] = [];
    // Audit → its value in each run where it did not pass.
    const failed = new Map<string, string[]>();
    for (let run = 0; run < runs; run++) {
      const runLighthouse = async () => {
        await clearBrowserCache(browser);
        if (target.loggedIn) await restoreLogin(browser, stack.portalUrl, session);
        const result = await lighthouse(
          target.url,
          { port: debuggingPort, logLevel: 'error', output: 'html', disableStorageReset: true },
          desktopConfig,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
        return result;
      };
      let result = await runLighthouse();
      // Lighthouse now and then fails to record its trace (NO_NAVSTART) and asks to be run again: once more.
      if (result.lhr.runtimeError) {
        console.error(`${target.name}: ${result.lhr.runtimeError.message} Running it again.`);
        result = await runLighthouse();
      }
      const { lhr } = result;
      version = lhr.lighthouseVersion;
      if (lhr.runtimeError) throw new Error(`${target.name}: ${lhr.runtimeError.message}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(target.url).pathname) {
        throw new Error(`${target.name}: ended on ${lhr.finalDisplayedUrl}, not ${target.url}`);
      }
      scoresPerRun.push(
        Object.fromEntries(
          CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
        ) as Record<Category, number>,
      );
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const key = `${category}: ${ref.id}`;
            failed.set(key, [...(failed.get(key) ?? []), String(audit.displayValue ?? audit.score)]);
          }
        }
      }
      if (reportDir && run === runs - 1) {
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(path.join(reportDir, `${target.name.toLowerCase()}.html`), String(result.report));
      }
    }
    rows.push({
      name: target.name,
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, median(scoresPerRun.map((scores) => scores[category]))]),
      ) as Record<Category, number>,
      failed: [...failed].map(([audit, values]) => `${audit} (${values.join(', ')})`),
    });
  }

  console.log(
    `Lighthouse ${version}, desktop preset, Chromium ${context.browser()?.version() ?? ''}; median of ${runs} runs per page\n`,
  );
  console.log('| Page | Performance | Accessibility | Best practices |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} |`,
    );
  }
  let withinBudget = true;
  for (const row of rows) {
    for (const category of CATEGORIES) {
      if (row.scores[category] < BUDGET[category]) {
        withinBudget = false;
        console.log(`\n${row.name}: ${category} ${row.scores[category]} is below ${BUDGET[category]}`);
      }
    }
    if (row.failed.length > 0) console.log(`\n${row.name}, audits not passed:\n  ${row.failed.join('\n  ')}`);
  }
  process.exitCode = withinBudget ? 0 : 1;
} finally {
  await context?.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface LoginValues {
  authStatus: string;
  refresh: string;
}

/** The login a user makes: the portal's login page, the eID, the simulated provider's page. */
async function logInAs(page: Page, key: string): Promise<LoginValues> {
  const person = DEMO_PERSONS.find((p) => p.key === key);
  if (!person) throw new Error(`No demo person ${key}`);
  await page.goto(`${stack.portalUrl}/access/login`);
  await page.getByRole('link', { name: EID[person.eid].name, exact: true }).click();
  await page.getByLabel(EID[person.eid].nationalIdLabel, { exact: true }).fill(person.nationalId);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await page.waitForURL(`${stack.portalUrl}/incidents`);
  const values = await page.evaluate(
    ([statusKey, refreshKey]) => ({
      authStatus: sessionStorage.getItem(statusKey ?? '') ?? '',
      refresh: sessionStorage.getItem(refreshKey ?? '') ?? '',
    }),
    [AUTH_STATUS_KEY, REFRESH_KEY],
  );
  if (!values.authStatus || !values.refresh) throw new Error('The login left no status in sessionStorage');
  return values;
}

async function firstCaseUrl(page: Page): Promise<string> {
  const link = page.getByRole('table').getByRole('link').first();
  await link.click();
  await page.waitForURL(/\/case\/[0-9a-f-]{36}$/);
  return page.url();
}

/** Each run loads the page as a first visit would: from the server, not the cache (the cache is browser-wide). */
async function clearBrowserCache(browserContext: BrowserContext) {
  const helper = await browserContext.newPage();
  const cdp = await browserContext.newCDPSession(helper);
  await cdp.send('Network.clearBrowserCache');
  await helper.close();
}

/** The readable cookies the server sets after a login, which the web app moves into the new tab's storage. */
async function restoreLogin(browserContext: BrowserContext, portalUrl: string, values: LoginValues) {
  await browserContext.addCookies([
    { name: AUTH_STATUS_KEY, value: encodeURIComponent(values.authStatus), url: portalUrl },
    { name: REFRESH_KEY, value: encodeURIComponent(values.refresh), url: portalUrl },
  ]);
}
