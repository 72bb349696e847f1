import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { CASE_DETAILS_TEXTS } from '@foretaksportalen/shared/case-details-texts';
import { CLOSED_STATUS_CODE } from '@foretaksportalen/shared/contract/case';
import {
  erasureLeftText,
  PERSON_ROLE_LABELS,
  PERSONAL_DATA_PATHS,
  PERSONAL_DATA_TEXTS,
  personalDataExportFileName,
} from '@foretaksportalen/shared/contract/personal-data';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import { RETENTION_TEXTS } from '@foretaksportalen/shared/contract/retention';
import { DEMO_CASE_STATUSES, type DemoCaseSpec, type DemoParty } from '@foretaksportalen/shared/demo-cases';
import { norwegianDate } from '@foretaksportalen/shared/demo-cases/dates';
import { DEMO_COMPANIES, ROLE_DEFINITIONS } from '@foretaksportalen/shared/demo-data';
import { DELETION_RULE_LABELS } from '@foretaksportalen/shared/retention-texts';
import { CUSTOMER_NATIONAL_ID_REQUIRED } from '@foretaksportalen/shared/validators/messages';
import { expect, type Locator, type Page, request, type TestInfo } from '@playwright/test';
import { unzipSync } from 'fflate';
import { EXPORT_TEXTS } from '../../apps/server/src/modules/personal-data/personal-data.texts.ts';
import {
  DESKTOP,
  expectErrorsTiedToFields,
  expectNoPageScrollSideways,
  expectTitle,
  navigateTo,
  PHONE,
} from '../fixtures/accessibility.ts';
import { demoCase, findDemoCases, osloToday } from '../fixtures/demo-cases.ts';
import {
  button,
  fillNorwegianConsumer,
  NORWEGIAN_CONSUMER,
  openWizardFromMenu,
  PDF_FILE,
  STEP,
  sendAndReadReceipt,
  step,
  uploadFiles,
} from '../fixtures/new-case-wizard.ts';
import {
  CHANGES_DEMO_DATA,
  closeMessage,
  demoPerson,
  expectNoAxeViolations,
  test,
} from '../fixtures/portal.ts';
import { signInAs, signInInsteadAs } from '../fixtures/saved-logins.ts';
import { E2E_PORTAL_URL } from '../ports.ts';

/**
 * A person's data on request (issue 48, art. 15 and 17): Anne, the bank's administrator, finds a complainer's
 * cases by national id under 'Innsyn for en person', downloads what the bank holds about them as a ZIP (the
 * Norwegian cover letter read back with poppler-utils' pdftotext, which `scripts/with-node.sh --test` installs,
 * and the JSON), and asks for their personal data to be erased; she cannot approve her own request. Siri, made an
 * administrator by Anne, approves it: the closed case is anonymised and in the deletion log by 'Krav om sletting',
 * the open one is left as it was.
 *
 * The demo cases' parties have no national id (the complaints body never sends one; only a case the company
 * registers in the portal keeps its hash), so the person is the new-case wizard's consumer: Anne registers two
 * cases for them, and the complaints body closes the first through its API, taking over the case the company
 * registered (the party keeps the hash). A demo complainer is found by name and e-mail in the tests at the end.
 */

const BANK = DEMO_COMPANIES.bank;
const PERSON = NORWEGIAN_CONSUMER;
const PERSON_NAME = `${PERSON.firstName} ${PERSON.lastName}`;
const ANNE = demoPerson('anne').name;
const SIRI = demoPerson('siri').name;
const ADMINISTRATOR_ROLE = ROLE_DEFINITIONS.find((role) => role.accessLevel === 5)?.name ?? '';
const TODAY = norwegianDate(osloToday());
const complainerRole = PERSON_ROLE_LABELS.complainer;

/** The texts of the page (the web app's own, apps/web/src/features/personal-data/texts.ts). */
const PAGE = {
  title: 'Innsyn for en person',
  search: 'Finn saker',
  cases: 'Personens saker',
  casesCount: (total: number) =>
    `${total} ${total === 1 ? 'sak' : 'saker'} der personen er klager eller fullmektig`,
  anonymised: 'Anonymiseres',
  leftAsTheyAre: 'Blir stående, med grunnen',
  export: 'Last ned innsyn',
  erase: 'Slett personopplysninger for denne personen',
  eraseDialog: 'Slett personopplysninger',
  requested: 'Slettingen venter nå på godkjenning fra en annen administrator',
  pending: 'Slettinger som venter på godkjenning',
  pendingEmpty: 'Ingen slettinger venter på godkjenning.',
  approve: 'Godkjenn sletting',
  cancelRequest: 'Avbryt sletting',
} as const;

const searchForm = (page: Page) => page.getByRole('region', { name: 'Finn personen', exact: true });
const results = (page: Page) => page.getByRole('region', { name: PAGE.cases, exact: true });
const caseRow = (page: Page, caseNumber: string) =>
  page
    .getByRole('table', { name: PAGE.cases, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: caseNumber, exact: true }) });
const pendingRequests = (page: Page) => page.getByRole('region', { name: PAGE.pending, exact: true });
const requestBy = (page: Page, name: string) =>
  pendingRequests(page).getByRole('article', {
    name: new RegExp(`^Bedt om av ${name} \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d$`),
  });
const block = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** A case as the erasure's lists name it: `EB-2026-0121 (klager)`. */
const listed = (caseNumber: string) => `${caseNumber} (${complainerRole.toLowerCase()})`;

async function openPersonalData(page: Page) {
  await navigateTo(page, 'Innstillinger for foretak');
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await page.getByRole('link', { name: PAGE.title, exact: true }).click();
  await expect(page).toHaveURL('/settings/personal-data');
  await expect(page.getByRole('heading', { level: 1, name: PAGE.title })).toBeVisible();
  await expectTitle(page, PAGE.title);
}

async function findByNationalId(page: Page, total: number) {
  const form = searchForm(page);
  await expect(form.getByRole('radio', { name: 'Fødselsnummer' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Fødselsnummer' }).fill(PERSON.nationalId);
  await form.getByRole('button', { name: PAGE.search }).click();
  await expect(results(page)).toContainText(PAGE.casesCount(total));
}

async function findByNameAndEmail(page: Page, party: DemoParty) {
  const form = searchForm(page);
  await form.getByRole('radio', { name: 'Navn og e-post' }).check();
  await form.getByRole('textbox', { name: 'Fornavn' }).fill(party.firstName);
  await form.getByRole('textbox', { name: 'Etternavn' }).fill(party.lastName);
  await form.getByRole('textbox', { name: 'E-post' }).fill(party.email ?? '');
  await form.getByRole('button', { name: PAGE.search }).click();
}

/** axe at 1280 px and at 375 px, where the page must not scroll sideways either; a screenshot of each. */
async function expectCleanAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expectNoPageScrollSideways(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** Through the new-case wizard, a case of the consumer with one PDF; answers its case number. */
async function registerCase(page: Page) {
  await openWizardFromMenu(page);
  await fillNorwegianConsumer(page);
  await button(step(page, STEP.customer), 'Neste').click();
  await button(step(page, STEP.companyDetails), 'Neste').click();
  await uploadFiles(page, [PDF_FILE]);
  await button(step(page, STEP.documents), 'Neste').click();
  await expect(step(page, STEP.summary)).toBeVisible();
  return sendAndReadReceipt(page);
}

/**
 * The complaints body closes a case the company registered, through its API (a key from the test hooks, as the
 * admin command would make one), taking it over under an id of its own. It never sends a national id; the
 * complainer the company registered keeps the hash of theirs.
 */
async function closeAtComplaintsBody(caseUid: string, caseNumber: string) {
  const http = await request.newContext({ baseURL: E2E_PORTAL_URL });
  try {
    const created = await http.post('/api/test/api-keys', {
      data: { name: `Innsyn e2e ${Date.now()}`, scopes: ['cases'] },
    });
    expect(created.status()).toBe(200);
    const closed = await http.put(`${PROVIDER_API_PREFIX}/companies/${BANK.orgNum}/cases/E2E-INNSYN-1`, {
      headers: { authorization: `Bearer ${(await created.json()).key}` },
      data: {
        CaseUid: caseUid,
        CaseId: caseNumber,
        Status: DEMO_CASE_STATUSES[CLOSED_STATUS_CODE],
        StatusCode: CLOSED_STATUS_CODE,
        Complainer: { FirstName: PERSON.firstName, LastName: PERSON.lastName, Email: PERSON.email },
      },
    });
    expect(closed.status(), await closed.text()).toBe(200);
  } finally {
    await http.dispose();
  }
}

/** What pdftotext reads in a PDF, its runs of white space (line ends too) made one space. */
function pdfText(bytes: Uint8Array) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'innsyn-'));
  try {
    const file = path.join(dir, EXPORT_TEXTS.coverFileName);
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** personopplysninger.json, as far as the test reads it. */
interface PersonalDataRecord {
  IdentifiedBy: string;
  Company: { Name: string; OrgNum: string };
  Cases: {
    CaseId: string;
    Roles: string[];
    Status: string;
    ClosedAt: string | null;
    Person: {
      Role: string;
      FirstName: string | null;
      LastName: string | null;
      Email: string | null;
      NationalIdHeld: boolean;
    }[];
    Events: { Documents: { FileName: string; Path: string }[] }[];
  }[];
}

/**
 * The ZIP: Innsyn.pdf, personopplysninger.json and a folder per case with its documents, the JSON naming each
 * document's place; the cover letter has the items of art. 15 in Norwegian and names both cases; the national id
 * is in neither.
 */
async function expectExport(file: string, caseNumbers: { closed: string; open: string }) {
  const entries = unzipSync(new Uint8Array(await readFile(file)));
  const files = Object.keys(entries).filter((name) => !name.endsWith('/'));
  expect(files.slice(0, 2)).toEqual([EXPORT_TEXTS.coverFileName, EXPORT_TEXTS.dataFileName]);
  for (const caseNumber of Object.values(caseNumbers)) {
    expect(files).toContain(`${EXPORT_TEXTS.caseFolder(caseNumber)}/${osloToday()} ${PDF_FILE.name}`);
  }

  const json = new TextDecoder().decode(entries[EXPORT_TEXTS.dataFileName]);
  expect(json).not.toContain(PERSON.nationalId);
  const record: PersonalDataRecord = JSON.parse(json);
  expect(record.IdentifiedBy).toBe('NationalId');
  expect(record.Company).toEqual({ Name: BANK.name, OrgNum: BANK.orgNum });
  expect(record.Cases.map((found) => found.CaseId).sort()).toEqual(Object.values(caseNumbers).sort());
  for (const found of record.Cases) {
    expect(found.Roles).toEqual(['complainer']);
    expect(found.Person).toEqual([
      expect.objectContaining({
        Role: 'complainer',
        FirstName: PERSON.firstName,
        LastName: PERSON.lastName,
        Email: PERSON.email,
        NationalIdHeld: true,
      }),
    ]);
  }
  const closed = record.Cases.find((found) => found.CaseId === caseNumbers.closed);
  expect(closed?.Status).toBe(DEMO_CASE_STATUSES[CLOSED_STATUS_CODE]);
  expect(closed?.ClosedAt).not.toBeNull();
  expect(record.Cases.find((found) => found.CaseId === caseNumbers.open)?.ClosedAt).toBeNull();
  const documentPaths = record.Cases.flatMap((found) =>
    found.Events.flatMap((event) => event.Documents.map((document) => document.Path)),
  );
  expect(documentPaths.sort()).toEqual(files.slice(2).sort());

  const cover = entries[EXPORT_TEXTS.coverFileName];
  expect(new TextDecoder().decode(cover?.slice(0, 5))).toBe('%PDF-');
  const text = pdfText(cover ?? new Uint8Array());
  for (const line of [
    EXPORT_TEXTS.title,
    EXPORT_TEXTS.subtitle,
    EXPORT_TEXTS.from(BANK.name, BANK.orgNum),
    EXPORT_TEXTS.made(TODAY, ANNE),
    EXPORT_TEXTS.whoHeading,
    EXPORT_TEXTS.whoByNationalId,
    EXPORT_TEXTS.heldHeading,
    EXPORT_TEXTS.purposeHeading,
    EXPORT_TEXTS.recipientsHeading,
    EXPORT_TEXTS.retentionHeading,
    EXPORT_TEXTS.sourceHeading,
    EXPORT_TEXTS.rightsHeading,
    EXPORT_TEXTS.contentsHeading,
    ...record.Cases.map((found) => EXPORT_TEXTS.caseLine(found.CaseId, ['complainer'], found.Status, TODAY)),
  ]) {
    expect(text, line).toContain(line);
  }
  expect(text).not.toContain(PERSON.nationalId);
}

/** The case's page from a link to it: its heading. */
async function openCaseFrom(link: Locator, page: Page, caseNumber: string) {
  await link.click();
  await expect(page).toHaveURL(/\/case\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${caseNumber}`);
}

test(
  'Anne finds a complainer by national id, downloads the export and asks for erasure; Siri, made an administrator, approves it',
  {
    tag: CHANGES_DEMO_DATA,
  },
  async ({ page }, testInfo) => {
    // Two cases through the wizard, an export, and two administrators: about a minute, more on a busy machine.
    test.slow();
    await signInAs(page, 'anne');
    await expect(page).toHaveURL('/incidents');
    const older = await registerCase(page);
    const newer = await registerCase(page);

    // 1. The page from the settings; a lookup without a national id stays with the form, the message at the field.
    await openPersonalData(page);
    await expect(pendingRequests(page)).toContainText(PAGE.pendingEmpty);
    await searchForm(page).getByRole('button', { name: PAGE.search }).click();
    await expectErrorsTiedToFields(searchForm(page), [CUSTOMER_NATIONAL_ID_REQUIRED]);
    await expect(results(page)).toHaveCount(0);
    await expectCleanAtBothWidths(page, testInfo, 'form');

    // Both cases open: listed with the role, and nothing to erase yet.
    await findByNationalId(page, 2);
    for (const caseNumber of [older, newer]) {
      await expect(caseRow(page, caseNumber).getByRole('cell')).toHaveText([
        caseNumber,
        complainerRole,
        /\S/,
        erasureLeftText('open'),
      ]);
    }
    await expect(results(page).getByRole('button', { name: PAGE.erase })).toBeDisabled();
    await expect(results(page).getByRole('button', { name: PAGE.erase })).toHaveAccessibleDescription(
      PERSONAL_DATA_TEXTS.nothingToErase,
    );

    // The complaints body closes the older one; found again, it is the one an erasure anonymises.
    const olderHref = await caseRow(page, older).getByRole('link', { name: older }).getAttribute('href');
    const olderUid = /^\/case\/([0-9a-f-]{36})$/.exec(olderHref ?? '')?.[1] ?? '';
    expect(olderUid).not.toBe('');
    await closeAtComplaintsBody(olderUid, older);
    await searchForm(page).getByRole('button', { name: PAGE.search }).click();
    await expect(caseRow(page, older).getByRole('cell')).toHaveText([
      older,
      complainerRole,
      `${DEMO_CASE_STATUSES[CLOSED_STATUS_CODE]} · Avsluttet ${TODAY}`,
      PAGE.anonymised,
    ]);
    await expect(caseRow(page, newer).getByRole('cell').last()).toHaveText(erasureLeftText('open'));
    // The newest first.
    await expect(
      page
        .getByRole('table', { name: PAGE.cases })
        .getByRole('row')
        .filter({ has: page.getByRole('cell') }),
    ).toHaveText([new RegExp(`^${newer}`), new RegExp(`^${older}`)]);
    await expect(results(page).getByRole('button', { name: PAGE.erase })).toBeEnabled();
    await expectCleanAtBothWidths(page, testInfo, 'cases');

    // 2. 'Last ned innsyn': the bar while it is made (the file's download held back until the bar is seen), then
    // the ZIP.
    let releaseFile = () => {};
    const fileHeld = new Promise<void>((resolve) => {
      releaseFile = resolve;
    });
    const exportFile = `**${PERSONAL_DATA_PATHS.export}/*`;
    await page.route(exportFile, async (route) => {
      await fileHeld;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await results(page).getByRole('button', { name: PAGE.export }).click();
    const bar = results(page).getByRole('progressbar', { name: 'Innsyn som lages' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(results(page).getByText('Lager innsyn … 100 %')).toBeVisible();
    await expect(results(page).getByRole('button', { name: PAGE.export })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Lager innsyn.' })).toHaveText('Lager innsyn.');
    await expectNoAxeViolations(page);
    releaseFile();
    const zip = await download;
    await page.unroute(exportFile);
    expect(zip.suggestedFilename()).toBe(personalDataExportFileName(TODAY));
    await expectExport(await zip.path(), { closed: older, open: newer });
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Innsynet' })).toHaveText(
      'Innsynet er lastet ned.',
    );

    // 3. The erasure: the closed case anonymised, the open one left with why.
    await results(page).getByRole('button', { name: PAGE.erase }).click();
    const eraseDialog = page.getByRole('dialog', { name: PAGE.eraseDialog });
    const toAnonymise = eraseDialog.getByRole('list', { name: PAGE.anonymised });
    const left = eraseDialog.getByRole('list', { name: PAGE.leftAsTheyAre });
    await expect(toAnonymise.getByRole('listitem')).toHaveText([listed(older)]);
    await expect(left.getByRole('listitem')).toHaveCount(1);
    await expect(left.getByRole('listitem')).toContainText(listed(newer));
    await expect(left.getByRole('listitem')).toContainText(erasureLeftText('open'));
    await expectCleanAtBothWidths(page, testInfo, 'erasure-dialog');
    await eraseDialog.getByRole('button', { name: 'Be om sletting' }).click();
    await expect(eraseDialog).toHaveCount(0);
    await closeMessage(page, PAGE.requested);

    // Her own request waits for another administrator: no approve button for her, and why.
    const own = requestBy(page, ANNE);
    await expect(own).toContainText('2 saker');
    await expect(own.getByRole('listitem').filter({ hasText: older })).toContainText(PAGE.anonymised);
    await expect(own.getByRole('listitem').filter({ hasText: newer })).toContainText(erasureLeftText('open'));
    await expect(own).toContainText(PERSONAL_DATA_TEXTS.ownRequest);
    await expect(own.getByRole('button', { name: PAGE.approve })).toHaveCount(0);
    await expect(own.getByRole('button', { name: PAGE.cancelRequest })).toBeEnabled();
    await expectCleanAtBothWidths(page, testInfo, 'own-request');
    // Nor does the server let her, should she call it herself.
    const listedRequests = await page.request.get(PERSONAL_DATA_PATHS.erasureRequests);
    expect(listedRequests.status()).toBe(200);
    const [pending] = (await listedRequests.json()).Requests as { Id: string }[];
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
    const refused = await page.request.post(PERSONAL_DATA_PATHS.approve(pending?.Id ?? ''), {
      headers: { [XSRF_HEADER]: xsrf, origin: E2E_PORTAL_URL },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(PERSONAL_DATA_TEXTS.ownRequest);

    // 4. The bank has no other administrator: Anne makes Siri one, from the user list.
    await navigateTo(page, 'Innstillinger for foretak');
    await page
      .getByRole('region', { name: 'Brukere', exact: true })
      .getByRole('row')
      .filter({ hasText: SIRI })
      .getByRole('link', { name: 'Endre' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SIRI);
    await page.getByRole('combobox', { name: 'Rolle' }).click();
    await page.getByRole('option', { name: ADMINISTRATOR_ROLE, exact: true }).click();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await closeMessage(page, 'Brukeren er oppdatert');

    // Siri approves Anne's request.
    await signInInsteadAs(page, 'siri');
    await openPersonalData(page);
    const anne = requestBy(page, ANNE);
    await expect(anne).toContainText('2 saker');
    await expect(anne).not.toContainText(PERSONAL_DATA_TEXTS.ownRequest);
    await expectCleanAtBothWidths(page, testInfo, 'request-to-approve');
    await anne.getByRole('button', { name: PAGE.approve }).click();
    const approveDialog = page.getByRole('dialog', { name: PAGE.approve });
    await expect(approveDialog).toContainText('Personens del av 1 sak anonymiseres nå. Det kan ikke angres.');
    await expectCleanAtBothWidths(page, testInfo, 'approve-dialog');
    await approveDialog.getByRole('button', { name: PAGE.approve }).click();
    await closeMessage(page, 'Personopplysningene er slettet i 1 sak. 1 sak ble stående.');
    await expect(pendingRequests(page)).toContainText(PAGE.pendingEmpty);

    // The national id finds only the open case now: the closed one keeps nothing of the person.
    await findByNationalId(page, 1);
    await expect(caseRow(page, newer).getByRole('cell')).toHaveText([
      newer,
      complainerRole,
      /\S/,
      erasureLeftText('open'),
    ]);

    // 5. The open case is untouched.
    await openCaseFrom(caseRow(page, newer).getByRole('link', { name: newer }), page, newer);
    await expect(block(page, CASE_DETAILS_TEXTS.complainer)).toContainText(PERSON_NAME);
    await expect(block(page, 'Personopplysninger')).toHaveCount(0);

    // The deletion log lists the closed case by 'Krav om sletting', and it says when its personal data went.
    await navigateTo(page, 'Innstillinger for foretak');
    await page.getByRole('link', { name: 'Sletting av personopplysninger', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sletting av personopplysninger' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Slettelogg', exact: true }).click();
    await expect(page).toHaveURL('/settings/retention/log');
    // The address changes before the log's page is drawn: its heading first.
    await expect(page.getByRole('heading', { level: 1, name: 'Slettelogg' })).toBeVisible();
    await expectTitle(page, 'Slettelogg');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('1 sletting');
    const logRows = page
      .getByRole('table', { name: /slettinge?r?$/ })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(logRows).toHaveCount(1);
    await expect(logRows.getByRole('cell').nth(1)).toHaveText(older);
    await expect(logRows.getByRole('cell').nth(2)).toHaveText(DELETION_RULE_LABELS.erasure);
    await openCaseFrom(logRows.getByRole('link', { name: older }), page, older);
    await expect(block(page, 'Personopplysninger')).toContainText(RETENTION_TEXTS.personalDataDeleted(TODAY));
    await expect(block(page, CASE_DETAILS_TEXTS.complainer)).toHaveCount(0);
    await expect(page.getByText(PERSON_NAME)).toHaveCount(0);
  },
);

/** A demo complainer of a closed and archived case, and every bank case they are a party of. */
const archived = demoCase('kariArchived');
const party = archived.complainer as DemoParty;
const sameParty = (other: DemoParty | null) =>
  other !== null &&
  other.firstName === party.firstName &&
  other.lastName === party.lastName &&
  other.email === party.email;
const partyCases = findDemoCases({ company: 'bank' }).filter(
  (spec: DemoCaseSpec) => sameParty(spec.complainer) || sameParty(spec.correspondent),
);

for (const viewport of [DESKTOP, PHONE]) {
  test(`a demo complainer found by name and e-mail, and what an erasure would do, pass axe at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'anne');
    await openPersonalData(page);
    await expectNoAxeViolations(page);
    await findByNameAndEmail(page, party);
    await expect(results(page)).toContainText(PAGE.casesCount(partyCases.length));
    const row = caseRow(page, archived.caseNumber);
    // On a phone the role and the status stand under the case number, in its cell.
    await expect(row).toContainText(complainerRole);
    await expect(row).toContainText(/Avsluttet \d\d\.\d\d\.\d{4}, arkivert/);
    await expect(row.getByRole('cell').last()).toHaveText(PAGE.anonymised);
    await expectNoAxeViolations(page);
    await expectNoPageScrollSideways(page);

    // The dialog only: asking for the erasure is the test above's.
    await results(page).getByRole('button', { name: PAGE.erase }).click();
    const dialog = page.getByRole('dialog', { name: PAGE.eraseDialog });
    await expect(dialog.getByRole('list', { name: PAGE.anonymised })).toContainText(
      listed(archived.caseNumber),
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toHaveCount(0);
  });
}
