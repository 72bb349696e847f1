/**
 * `node e2e/bench/incidents-page.ts` (also run by `npm run bench`): the incidents page in Debian's Chromium against a
 * portal with the demo set and 10,000 generated cases of the bank, on the end-to-end ports (E2E_PORT, 3100 by
 * default; the bench runs use 3900). Needs the built web app (`npm run build`). Prints markdown table rows:
 * - time to interactive of /incidents for Anne (Administrator: every case), from navigation start: the first
 *   rows shown and no long task (> 50 ms) for 2 s after, the end of the last long task counting;
 * - filter and sort time per change, from the input event to the moment the list shows the new rows (React
 *   renders the list deferred, so that the field itself answers at once): the filter by the last names of the
 *   first five rows, each typed a letter at a time and erased again, after one such warm-up;
 * - the page's JavaScript heap after a garbage collection, with the list loaded.
 * BENCH_BROWSER_RUNS sets the page loads (default 5), BENCH_CASES the generated cases (default 10,000).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { ROOT, startStack } from '../../scripts/lib/stack.ts';
import { loginAs } from '../fixtures/portal.ts';
import { E2E_IDP_PORT, E2E_PORTAL_PORT, E2E_PORTAL_URL } from '../ports.ts';

const LONG_TASK_QUIET_MS = 2000;
/** How many different last names the filter bench types. */
const FILTER_NAMES = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => Math.max(...values);

export interface BrowserBenchResult {
  cases: number;
  interactiveMs: number[];
  filterMs: number[];
  sortMs: number[];
  heapBytes: number;
}

/** The demo set and `cases` generated cases in a new data folder, made by the admin command. */
function prepareData(dataDir: string, cases: number) {
  const admin = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['apps/server/src/admin/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`admin ${args.join(' ')}: ${result.stderr || result.stdout}`);
  };
  admin('demo', 'reset', '--yes');
  admin('cases', 'generate', '--company', DEMO_COMPANIES.bank.id, '--count', String(cases));
}

/** Records long tasks from the start of each page load, for the time to interactive. */
const observeLongTasks = () => {
  const holder = window as unknown as { benchLongTaskEnds: number[] };
  holder.benchLongTaskEnds = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) holder.benchLongTaskEnds.push(entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

const ROWS = 'main table tbody tr';
const NAME_FILTER = 'Navn klager';

async function timeToInteractive(page: Page) {
  await page.goto('/incidents');
  const rowsShown = await page.evaluate(
    (rows) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelector(rows)) resolve(performance.now());
          else requestAnimationFrame(check);
        };
        check();
      }),
    ROWS,
  );
  // Quiet for LONG_TASK_QUIET_MS: no long task ended in that window.
  await page.waitForFunction(
    (quietMs) => {
      const ends = (window as unknown as { benchLongTaskEnds: number[] }).benchLongTaskEnds;
      return performance.now() - Math.max(0, ...ends) > quietMs;
    },
    LONG_TASK_QUIET_MS,
    { polling: 100 },
  );
  const lastLongTask = await page.evaluate(() =>
    Math.max(0, ...(window as unknown as { benchLongTaskEnds: number[] }).benchLongTaskEnds),
  );
  return Math.max(rowsShown, lastLongTask);
}

/** A keystroke in a labelled field (its whole new text), or a click on a column header. */
type ListChange = { kind: 'type'; label: string; text: string } | { kind: 'sort'; column: string };

/**
 * Makes the change in the page, the way React sees a user's keystroke or click, and answers the milliseconds
 * until the list's rows change (0 when they did not change within a second: the same rows were shown).
 */
async function timeListChange(page: Page, change: ListChange) {
  return page.evaluate(
    ({ rows, change }) =>
      new Promise<number>((resolve, reject) => {
        const body = document.querySelector(rows)?.parentElement;
        let target: HTMLElement | null | undefined;
        if (change.kind === 'type') {
          const label = [...document.querySelectorAll('label')].find(
            (candidate) => candidate.textContent?.trim() === change.label,
          );
          target = label?.control as HTMLInputElement | null | undefined;
        } else {
          const buttons = [...document.querySelectorAll<HTMLElement>('main table thead [role=button]')];
          target = buttons.find((button) => button.textContent?.trim().startsWith(change.column));
        }
        if (!body || !target) return reject(new Error(`Nothing to change: ${JSON.stringify(change)}`));
        const started = performance.now();
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(0);
        }, 1000);
        if (change.kind === 'sort') return target.click();
        const input = target as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, change.text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    { rows: ROWS, change },
  );
}

async function measure(browser: Browser, runs: number, cases: number): Promise<BrowserBenchResult> {
  const context = await browser.newContext({
    baseURL: E2E_PORTAL_URL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  await loginAs(page, 'anne');

  const interactiveMs: number[] = [];
  for (let run = 0; run < runs; run++) interactiveMs.push(await timeToInteractive(page));

  // The last names (the fourth column of Anne's queue) of the first rows, each typed a letter at a time and erased
  // again; the first of them once before as a warm-up, not counted (the first changes after a load also compile
  // the code they run).
  const names = await page.locator(`${ROWS} td:nth-child(4)`).allTextContents();
  const lastNames = [...new Set(names.map((name) => name.trim()).filter((name) => name.length >= 2))].slice(
    0,
    FILTER_NAMES,
  );
  const typeAndErase = async (name: string) => {
    const timings: number[] = [];
    const prefixes = Array.from({ length: Math.min(4, name.length) }, (_, index) => name.slice(0, index + 1));
    for (const text of [...prefixes, ...prefixes.slice(0, -1).reverse(), '']) {
      timings.push(await timeListChange(page, { kind: 'type', label: NAME_FILTER, text }));
    }
    return timings;
  };
  if (lastNames[0]) await typeAndErase(lastNames[0]);
  const filterMs: number[] = [];
  for (const name of lastNames) filterMs.push(...(await typeAndErase(name)));
  const sortMs: number[] = [];
  for (const column of ['Etternavn', 'Fornavn', 'Forfall', 'Etternavn']) {
    sortMs.push(await timeListChange(page, { kind: 'sort', column }));
  }

  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await context.close();
  return {
    cases,
    interactiveMs,
    filterMs: filterMs.filter((ms) => ms > 0),
    sortMs: sortMs.filter((ms) => ms > 0),
    heapBytes: usedSize,
  };
}

export async function benchIncidentsPage(options: { runs: number; cases: number }) {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('Build the web app first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-bench-browser-'));
  try {
    prepareData(dataDir, options.cases);
    const stack = await startStack({
      portalPort: E2E_PORTAL_PORT,
      idpPort: E2E_IDP_PORT,
      portalEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      return await measure(browser, options.runs, options.cases);
    } finally {
      await browser.close();
      await stack.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printIncidentsPage(result: BrowserBenchResult) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `| Incidents page, ${result.cases.toLocaleString('en')} generated cases | Median | Max | Samples |`,
  );
  console.log('|---|---:|---:|---:|');
  console.log(
    `| Time to interactive | ${ms(median(result.interactiveMs))} | ${ms(max(result.interactiveMs))} | ${result.interactiveMs.length} |`,
  );
  console.log(
    `| Filter by name, one keystroke | ${ms(median(result.filterMs))} | ${ms(max(result.filterMs))} | ${result.filterMs.length} |`,
  );
  console.log(
    `| Sort by a column | ${ms(median(result.sortMs))} | ${ms(max(result.sortMs))} | ${result.sortMs.length} |`,
  );
  console.log(
    `| JavaScript heap after GC, list loaded | ${(result.heapBytes / 2 ** 20).toFixed(1)} MB | | |`,
  );
}

if (import.meta.main) {
  printIncidentsPage(
    await benchIncidentsPage({
      runs: Number(process.env.BENCH_BROWSER_RUNS || 5),
      cases: Number(process.env.BENCH_CASES || 10_000),
    }),
  );
}
