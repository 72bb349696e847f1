import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { IdpSim } from '@foretaksportalen/idp-sim/create-idp-sim';
import { CASE_DETAILS_TEXTS } from '@foretaksportalen/shared/case-details-texts';
import { RETENTION_TEXTS } from '@foretaksportalen/shared/contract/retention';
import type { DemoCaseSpec } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { RETENTION_NOTICE_DAYS } from '@foretaksportalen/shared/limits';
import { DELETION_RULE_LABELS } from '@foretaksportalen/shared/retention-texts';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  type PortalProcess,
  startIdpSimFor,
  startPortalProcess,
} from '../../apps/server/test/helpers/portal-process.ts';
import { TEST_IDENTITY_KEY } from '../../apps/server/test/helpers/test-config.ts';
import { type OwnPostgres, ownPostgresSkip, startOwnPostgres } from '../../scripts/lib/own-postgres.ts';
import {
  DESKTOP,
  expectNoPageScrollSideways,
  expectTitle,
  navigateTo,
  PHONE,
} from '../fixtures/accessibility.ts';
import { demoCase, findDemoCases, osloToday } from '../fixtures/demo-cases.ts';
import { closeMessage, expectNoAxeViolations, loginAs, test } from '../fixtures/portal.ts';
import { E2E_RETENTION_PORTAL_PORT } from '../ports.ts';

/**
 * Personal data by law (issue 48): Anne, the bank's administrator, turns on the deletion of personal data in closed
 * cases, holds one closed and archived case back, and the schedule runs from the admin command with the clock moved
 * ahead (`retention run --as-of`, which deletes only where the test hooks are on); the cases it anonymised say so in
 * place of their parties, the held one keeps them, and the deletion log lists the anonymised ones and downloads as
 * Excel.
 *
 * The admin command opens the portal's database beside the running portal, as operators run it on PostgreSQL: the
 * shared end-to-end portal's embedded database (PGlite) is locked by its process. So this file runs a portal
 * process of its own (the port after the load-balancer spec's) on a PostgreSQL server of its own, with the test
 * hooks on, and the same environment for the command; the deleted demo data goes with them, and the shared
 * portals, which the other specs use, never see the deletion.
 */
const PORTAL_PORT = E2E_RETENTION_PORTAL_PORT;
const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../..');

const BANK = DEMO_COMPANIES.bank;
const MONTHS = 36;
const HOLD_REASON = 'Tvist for tingretten, sak 26-041234TVI-OTIR';

/** The bank's closed and archived demo cases: the schedule's once their months have passed. */
const closedArchived = findDemoCases({ company: 'bank', closed: true, archived: true });
/** The one Anne holds back: Kari's archived case, whose complainer's last name is unique in the demo set. */
const held = demoCase('kariArchived');
const anonymised = closedArchived.filter((spec) => spec.caseNumber !== held.caseNumber);
/** The one looked at once anonymised: one with a representative too, when the demo set has one. */
const looked = anonymised.find((spec) => spec.correspondent !== null) ?? anonymised[0];

/**
 * The day the schedule runs as: the day after the months from today, by which every case closed today or before
 * is due. Date.UTC carries a day past the month's end into the next month.
 */
function runDay() {
  const [year, month, day] = osloToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + MONTHS, day + 1)).toISOString().slice(0, 10);
}

const norwegianDate = (isoDate: string) => isoDate.split('-').reverse().join('.');
const complainerName = (spec: DemoCaseSpec) => `${spec.complainer?.firstName} ${spec.complainer?.lastName}`;

// One worker runs the tests of this file, after one start of what they share (beforeAll).
test.describe.configure({ mode: 'default' });
test.use({ baseURL: PORTAL_URL });
test.skip(ownPostgresSkip !== undefined, ownPostgresSkip);

let database: OwnPostgres | undefined;
let idpSim: IdpSim | undefined;
let portal: PortalProcess | undefined;
let dataDir: string | undefined;
/** The environment the portal process and the admin command share: the database, the blob folder, the hooks. */
let sharedEnv: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await startOwnPostgres();
  database.createDatabase('portal');
  idpSim = await startIdpSimFor([PORTAL_PORT]);
  // The documents' bytes are deleted too (by the blob sweep): a blob folder of this file's own, in which the
  // demo's PDFs are copies (scripts/lib/demo-pdfs.ts).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-e2e-retention-'));
  sharedEnv = {
    NODE_ENV: 'test',
    IDENTITY_KEY: TEST_IDENTITY_KEY,
    DATABASE_URL: database.url('portal'),
    DATA_DIR: dataDir,
    E2E_TEST_HOOKS: 'true',
  };
  portal = await startPortalProcess(
    {
      ...sharedEnv,
      OIDC_ISSUER: idpSim.issuer,
      WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'),
    },
    PORTAL_PORT,
  );
});

test.afterAll(async () => {
  await portal?.kill('SIGTERM');
  await idpSim?.close();
  database?.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const execFileAsync = promisify(execFile);

/**
 * `npm run admin -- …` as an operator runs it beside the portal, with the portal's environment: what it printed,
 * or its exit code and error output when it fails.
 */
async function admin(args: string[], env: Record<string, string> = sharedEnv) {
  const nodeBin = path.dirname(process.execPath);
  try {
    const { stdout } = await execFileAsync('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: ROOT,
      env: {
        PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ''}`,
        ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
        ...env,
      },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** A case as the command prints it: `  EB-2026-0001: 2 parter, 8 brev, 10 dokumenter, 0 notater`, its checksums. */
interface PrintedCase {
  parties: number;
  letters: number;
  documents: number;
  notes: number;
  sha256: string[];
}

function printedCases(stdout: string) {
  const cases = new Map<string, PrintedCase>();
  let current: PrintedCase | undefined;
  for (const line of stdout.split('\n')) {
    const head =
      /^ {2}(\S+): (\d+) (?:part|parter), (\d+) brev, (\d+) (?:dokument|dokumenter), (\d+) (?:notat|notater)$/.exec(
        line,
      );
    if (head) {
      const [, caseNumber = '', parties, letters, documents, notes] = head;
      current = {
        parties: Number(parties),
        letters: Number(letters),
        documents: Number(documents),
        notes: Number(notes),
        sha256: [],
      };
      cases.set(caseNumber, current);
      continue;
    }
    const sha = /^ {4}SHA-256 (\S+)$/.exec(line);
    if (sha && current) current.sha256.push(sha[1] ?? '');
  }
  return cases;
}

const documentCount = (spec: DemoCaseSpec) =>
  spec.events.reduce((total, event) => total + event.documents.length, 0);
const partyCount = (spec: DemoCaseSpec) =>
  Number(spec.complainer !== null) + Number(spec.correspondent !== null);

const block = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const dueSection = (page: Page) =>
  page.getByRole('region', { name: `Saker som slettes de neste ${RETENTION_NOTICE_DAYS} dagene` });
const logRows = (page: Page) =>
  page
    .getByRole('table', { name: /slettinge?r?$/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const logRow = (page: Page, caseNumber: string): Locator =>
  logRows(page).filter({ has: page.getByRole('link', { name: caseNumber, exact: true }) });

async function openRetention(page: Page) {
  await navigateTo(page, 'Innstillinger for foretak');
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await page.getByRole('link', { name: 'Sletting av personopplysninger', exact: true }).click();
  await expect(page).toHaveURL('/settings/retention');
  await expect(page.getByRole('heading', { level: 1, name: 'Sletting av personopplysninger' })).toBeVisible();
  await expectTitle(page, 'Sletting av personopplysninger');
}

async function openDeletionLog(page: Page) {
  await page.getByRole('link', { name: 'Slettelogg', exact: true }).click();
  await expect(page).toHaveURL('/settings/retention/log');
  await expect(page.getByRole('heading', { level: 1, name: 'Slettelogg' })).toBeVisible();
  await expectTitle(page, 'Slettelogg');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${anonymised.length} slettinger`);
}

test('Anne turns on the deletion of personal data, holds a case back, and the schedule run from the admin command anonymises the others', async ({
  page,
}, testInfo) => {
  test.slow();
  if (!looked) throw new Error('The demo set has no closed and archived bank case besides the held one');
  await loginAs(page, 'anne');
  await expect(page).toHaveURL('/incidents');

  // 1. The schedule: on, 36 months; the demo cases closed within the last year, none goes in the coming 30 days.
  await openRetention(page);
  const scheduleOn = page.getByRole('switch', { name: 'Slett personopplysninger i avsluttede saker' });
  await expect(scheduleOn).not.toBeChecked();
  await expect(page.getByText(`Minst ${MONTHS} måneder (operatørens regel).`)).toBeVisible();
  await scheduleOn.check();
  const months = page.getByRole('spinbutton', { name: /^Antall måneder etter at saken ble avsluttet/ });
  await months.fill(String(MONTHS));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await closeMessage(page, 'Innstillingen for sletting er lagret');
  await page.reload();
  await expect(scheduleOn).toBeChecked();
  await expect(months).toHaveValue(String(MONTHS));
  await expect(dueSection(page)).toContainText('0 saker slettes');
  await expect(dueSection(page)).toContainText('0 saker holdes tilbake');
  await expect(dueSection(page)).toContainText(
    `Ingen saker slettes de neste ${RETENTION_NOTICE_DAYS} dagene.`,
  );

  // 2. Kari's closed and archived case held back, with the reason, from its case page.
  await page.goto('/incidents');
  await page.getByRole('checkbox', { name: 'Vis avsluttede saker' }).check();
  await page.getByRole('textbox', { name: 'Navn klager', exact: true }).fill(held.complainer?.lastName ?? '');
  await page.getByRole('link', { name: held.caseNumber, exact: true }).click();
  await expect(page).toHaveURL(/\/case\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${held.caseNumber}`);
  const heldCaseUrl = page.url();
  await expect(block(page, CASE_DETAILS_TEXTS.complainer)).toContainText(complainerName(held));
  await page.getByRole('button', { name: 'Hold tilbake fra sletting' }).click();
  const holdDialog = page.getByRole('dialog', { name: 'Hold tilbake fra sletting' });
  // The reason is required: an empty one stays in the dialog with the message at the field.
  await holdDialog.getByRole('button', { name: 'Hold tilbake fra sletting' }).click();
  await expect(holdDialog.getByRole('textbox', { name: 'Begrunnelse' })).toHaveAccessibleDescription(
    'Begrunnelse er et påkrevd felt',
  );
  await expectNoAxeViolations(page);
  await holdDialog.getByRole('textbox', { name: 'Begrunnelse' }).fill(HOLD_REASON);
  await holdDialog.getByRole('button', { name: 'Hold tilbake fra sletting' }).click();
  await expect(holdDialog).toHaveCount(0);
  await closeMessage(page, 'Saken holdes tilbake fra sletting');
  const holdBox = block(page, 'Holdt tilbake fra sletting');
  await expect(holdBox).toContainText(HOLD_REASON);
  await expect(holdBox).toContainText(`Satt ${norwegianDate(osloToday())} av Anne Admin`);
  await expect(page.getByRole('button', { name: 'Opphev tilbakeholdelse' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('held-case-1280.png'), fullPage: true });

  // 3. The schedule run from the admin command, as if the months had passed. Moving the clock deletes only where
  // the test hooks are on; without them the command refuses and deletes nothing.
  const asOf = runDay();
  const command = ['retention', 'run', '--company', BANK.orgNum, '--as-of', asOf];
  const refused = await admin(command, { ...sharedEnv, E2E_TEST_HOOKS: 'false' });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('--as-of kan bare brukes sammen med --dry-run');

  const run = await admin(command);
  expect(run.code, run.stderr).toBe(0);
  await testInfo.attach('retention run', { body: run.stdout, contentType: 'text/plain' });
  expect(run.stdout).toContain(`${BANK.name}: slettefrist ${MONTHS} måneder etter avslutning`);
  expect(run.stdout).toContain(`${anonymised.length} saker fikk personopplysningene slettet`);
  const printed = printedCases(run.stdout);
  expect([...printed.keys()].sort()).toEqual(anonymised.map((spec) => spec.caseNumber).sort());
  expect(run.stdout).not.toContain(held.caseNumber);
  for (const spec of anonymised) {
    const outcome = printed.get(spec.caseNumber);
    expect(outcome, spec.caseNumber).toMatchObject({
      parties: partyCount(spec),
      letters: spec.events.length,
      documents: documentCount(spec),
    });
    expect(outcome?.sha256, spec.caseNumber).toHaveLength(documentCount(spec));
    for (const sha256 of outcome?.sha256 ?? []) expect(sha256).toMatch(/^[0-9a-f]{64}$/);
  }

  // A second run finds nothing left to delete: the anonymised cases are done, the held one stays held.
  const again = await admin(command);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stdout).toContain('0 saker fikk personopplysningene slettet');

  // 4. The held case keeps its parties and its hold.
  await page.goto(heldCaseUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${held.caseNumber}`);
  await expect(block(page, CASE_DETAILS_TEXTS.complainer)).toContainText(complainerName(held));
  await expect(block(page, 'Holdt tilbake fra sletting')).toContainText(HOLD_REASON);
  await expect(block(page, 'Personopplysninger')).toHaveCount(0);

  // The deletion log: every anonymised case by the schedule, with the counts the command printed.
  await page.goto('/incidents');
  await openRetention(page);
  await expect(dueSection(page)).toContainText('0 saker slettes');
  await openDeletionLog(page);
  await expect(logRows(page)).toHaveCount(anonymised.length);
  await expect(logRow(page, held.caseNumber)).toHaveCount(0);
  for (const spec of anonymised) {
    const outcome = printed.get(spec.caseNumber);
    await expect(logRow(page, spec.caseNumber).getByRole('cell')).toHaveText([
      /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/,
      spec.caseNumber,
      DELETION_RULE_LABELS.schedule,
      String(outcome?.parties),
      String(outcome?.letters),
      String(outcome?.documents),
      String(outcome?.notes),
      /.*/,
    ]);
  }
  // The checksums open to every document's SHA-256 in full, as the command printed them.
  const lookedRow = logRow(page, looked.caseNumber);
  await lookedRow.locator('summary').click();
  await expect(lookedRow.getByRole('listitem')).toHaveText(printed.get(looked.caseNumber)?.sha256 ?? []);
  await expectNoAxeViolations(page);

  // 'Last ned Excel': the whole log as a workbook, the same cases by the same rule.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Last ned Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`slettelogg-${osloToday()}.xlsx`);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.length).toBeGreaterThan(0);
  // An .xlsx is a zip: its local file header's signature first.
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Slettelogg');
  if (!sheet) throw new Error('The export has no sheet Slettelogg');
  const rows = (sheet.getSheetValues() ?? []).slice(1).map((row) => (row as unknown[]).slice(1));
  expect(rows[0]).toEqual([
    'Tidspunkt',
    'Sak',
    'Regel',
    'Parter',
    'Brev',
    'Dokumenter',
    'Notater',
    'SHA-256 av dokumentene',
  ]);
  const exported = rows.slice(1);
  expect(exported.map((row) => row[1]).sort()).toEqual(anonymised.map((spec) => spec.caseNumber).sort());
  for (const row of exported) expect(row[2]).toBe(DELETION_RULE_LABELS.schedule);

  // The anonymised case, from its line in the log: one block says when, in place of the complainer and the
  // representative, and nobody can hold it back any longer.
  await logRow(page, looked.caseNumber).getByRole('link', { name: looked.caseNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${looked.caseNumber}`);
  await expect(block(page, 'Personopplysninger')).toContainText(
    RETENTION_TEXTS.personalDataDeleted(norwegianDate(osloToday())),
  );
  await expect(block(page, CASE_DETAILS_TEXTS.complainer)).toHaveCount(0);
  await expect(block(page, CASE_DETAILS_TEXTS.correspondent)).toHaveCount(0);
  await expect(page.getByText(complainerName(looked))).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hold tilbake fra sletting' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('anonymised-case-1280.png'), fullPage: true });

  // 5. The retention page, the deletion log and the anonymised case at 1280 px and on the phone.
  const anonymisedCaseUrl = page.url();
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/incidents');
    await openRetention(page);
    await expect(dueSection(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoPageScrollSideways(page);

    await openDeletionLog(page);
    await expect(logRows(page)).toHaveCount(anonymised.length);
    await expectNoAxeViolations(page);
    await expectNoPageScrollSideways(page);
    await page.screenshot({
      path: testInfo.outputPath(`deletion-log-${viewport.width}.png`),
      fullPage: true,
    });

    await page.goto(anonymisedCaseUrl);
    await expect(block(page, 'Personopplysninger')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoPageScrollSideways(page);
  }
  await page.setViewportSize(DESKTOP);
});
