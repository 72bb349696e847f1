import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { EVENT_PART, FILES_PART, MAX_EVENT_FILES } from '@foretaksportalen/shared/contract/provider/case';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import {
  type DemoCaseAnchorKey,
  type DemoCaseSpec,
  demoEventDescription,
} from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { type Download, expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { expectNoPageScrollSideways, navigateTo, PHONE } from '../fixtures/accessibility.ts';
import { demoCase } from '../fixtures/demo-cases.ts';
import { PRODUCT_NAME } from '../fixtures/letters.ts';
import { CHANGES_DEMO_DATA, type DemoKey, expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

// The case file (saksmappe, issue 21). pdfinfo and pdftotext come from poppler-utils, which
// `scripts/with-node.sh --test` installs.

const PANEL = 'Saksmapper som lages';

/** Logs in, finds the demo case in the list by its complainer's unique last name and opens it. */
async function openCase(page: Page, person: DemoKey, key: DemoCaseAnchorKey) {
  const spec = demoCase(key);
  await signInAs(page, person);
  await expect(page).toHaveURL('/incidents');
  await (await caseRow(page, spec)).getByRole('link', { name: spec.caseNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${spec.caseNumber}`);
  return spec;
}

/** The list filtered to the demo case's row, by its complainer's unique last name. */
async function caseRow(page: Page, spec: DemoCaseSpec) {
  await page.getByRole('textbox', { name: 'Navn klager', exact: true }).fill(spec.complainer?.lastName ?? '');
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: spec.caseNumber, exact: true }) });
}

/** Chooses a menu entry and answers the file it downloads. */
async function downloadFrom(page: Page, entry: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: entry, exact: true }).click(),
  ]);
  return download;
}

const osloDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date(iso));

/** As the server makes a zip entry's name safe: the characters Windows refuses become '_'. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_').trim();

/** The page count pdfinfo reports. */
function pdfPages(path: string) {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const pages = /^Pages:\s+(\d+)$/m.exec(info)?.[1];
  if (!pages) throw new Error(`pdfinfo reports no page count:\n${info}`);
  return Number(pages);
}

/** The text of pages first to last, in lines laid out as on the page. */
const pdfText = (path: string, first: number, last = first) =>
  execFileSync('pdftotext', ['-layout', '-f', String(first), '-l', String(last), path, '-'], {
    encoding: 'utf8',
  });

/** A line's columns: the text between runs of two or more spaces. */
const columns = (line: string) => line.trim().split(/\s{2,}/);

/** A description as the contents print it: whole, or cut with '…' where it is too long for its column. */
const printedAs = (printed: string | undefined, text: string) =>
  printed === text || (printed?.endsWith('…') === true && text.startsWith(printed.slice(0, -1)));

const norwegianDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

interface Bookmark {
  title: string;
  children: Bookmark[];
}

/** The PDF's outline (its bookmarks), read with pdf-lib, which writes outlines but has no API to read them. */
async function bookmarks(path: string): Promise<Bookmark[]> {
  const pdf = await PDFDocument.load(await readFile(path), { updateMetadata: false });
  const outlines = pdf.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  const chain = (parent: PDFDict | undefined): Bookmark[] => {
    const items: Bookmark[] = [];
    for (
      let item = parent?.lookupMaybe(PDFName.of('First'), PDFDict);
      item;
      item = item.lookupMaybe(PDFName.of('Next'), PDFDict)
    ) {
      const title = item.lookup(PDFName.of('Title'));
      items.push({
        title: title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : '',
        children: chain(item),
      });
    }
    return items;
  };
  return chain(outlines);
}

/**
 * The case file PDF as issue 21 describes it: a cover, the contents listing every event, a bookmark for every
 * event with its documents under it, every document at least a page, and "Sak {CaseId} · side n av N" in the footer
 * of its last page, N the page count pdfinfo reports.
 */
async function expectCaseFilePdf(path: string, spec: DemoCaseSpec) {
  const pages = pdfPages(path);
  const documents = spec.events.flatMap((event) => event.documents);
  expect(pages).toBeGreaterThanOrEqual(2 + documents.length);
  expect(pdfText(path, 1)).toContain(`Sak ${spec.caseNumber}`);

  // The contents: each event's date, description and sender, then its documents indented with their first pages,
  // the first right after the cover and the contents, none past the end.
  const contents = pdfText(path, 2).split('\n');
  expect(contents[0]?.trim()).toBe('Innhold');
  const rows = contents.map(columns);
  for (const event of spec.events) {
    const row = rows.find(([date]) => date === norwegianDate(osloDay(event.at)));
    expect(printedAs(row?.[1], demoEventDescription(event, PRODUCT_NAME)), JSON.stringify(row)).toBe(true);
  }
  const documentRows = contents
    .filter((line) => /^\s{4,}\S/.test(line))
    .map(columns)
    .filter((row) => row.length === 2);
  expect(documentRows.map(([fileName]) => fileName)).toEqual(documents.map((document) => document.fileName));
  const startPages = documentRows.map(([, page]) => Number(page));
  expect(startPages[0]).toBe(3);
  expect(startPages).toEqual([...startPages].sort((a, b) => a - b));
  expect(Math.max(...startPages)).toBeLessThanOrEqual(pages);
  expect(pdfText(path, pages)).toContain(`Sak ${spec.caseNumber} · side ${pages} av ${pages}`);

  const outline = await bookmarks(path);
  expect(outline.map((bookmark) => bookmark.title)).toEqual(
    spec.events.map((event) => expect.stringContaining(demoEventDescription(event, PRODUCT_NAME))),
  );
  expect(outline.map((bookmark) => bookmark.children.map((child) => child.title))).toEqual(
    spec.events.map((event) => event.documents.map((document) => document.fileName)),
  );
}

/** The ZIP: saksmappe.pdf, then one folder per event with documents, `{yyyy-mm-dd} {description}`. */
async function expectCaseFileZip(path: string, spec: DemoCaseSpec) {
  const entries = unzipSync(new Uint8Array(await readFile(path)));
  const files = Object.keys(entries).filter((name) => !name.endsWith('/'));
  const expected = spec.events.flatMap((event) => {
    const folder = safeName(`${osloDay(event.at)} ${demoEventDescription(event, PRODUCT_NAME)}`);
    return event.documents.map((document) => `${folder}/${document.fileName}`);
  });
  expect(files).toEqual(['saksmappe.pdf', ...expected]);
  for (const name of files.slice(1)) expect(name).toMatch(/^\d{4}-\d{2}-\d{2} [^/]+\/[^/]+$/);
  expect(new TextDecoder().decode(entries['saksmappe.pdf']?.slice(0, 5))).toBe('%PDF-');
}

test('Kari downloads the case file of her case from the overview: the PDF with contents and bookmarks, and the ZIP', async ({
  page,
}) => {
  const spec = await openCase(page, 'kari', 'kariTwoUnread');
  const button = page
    .getByRole('region', { name: 'Saksforløp' })
    .getByRole('button', { name: 'Last ned saksmappe' });
  await button.click();
  await expect(page.getByRole('menu', { name: 'Last ned saksmappe' }).getByRole('menuitem')).toHaveText([
    'Som PDF',
    'Som zip',
  ]);
  await expectNoAxeViolations(page);

  const pdf = await downloadFrom(page, 'Som PDF');
  expect(pdf.suggestedFilename()).toBe(`Saksmappe ${spec.caseNumber}.pdf`);
  await expectCaseFilePdf(await pdf.path(), spec);
  await expect(page.getByRole('region', { name: PANEL })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Saksmappen for sak' })).toHaveText(
    `Saksmappen for sak ${spec.caseNumber} er lastet ned.`,
  );
  await expect(button).toBeFocused();

  // By keyboard: the menu opens from the focused button, and the arrow keys reach 'Som zip'.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Som PDF' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const [zip] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(zip.suggestedFilename()).toBe(`Saksmappe ${spec.caseNumber}.zip`);
  await expectCaseFileZip(await zip.path(), spec);
});

test('Kari downloads the case file from the list row: the PDF and the ZIP below the documents', async ({
  page,
}) => {
  const spec = demoCase('kariOverdueThreeUnread');
  await signInAs(page, 'kari');
  await expect(page).toHaveURL('/incidents');
  const row = await caseRow(page, spec);
  await row.getByRole('button', { name: 'Last ned dokumenter' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Last ned enkeltvis',
    'Last ned som zip',
    'Saksmappe som PDF',
    'Saksmappe som zip',
  ]);
  await expect(page.getByRole('menu').getByRole('separator')).toHaveCount(1);
  await expectNoAxeViolations(page);

  const pdf = await downloadFrom(page, 'Saksmappe som PDF');
  expect(pdf.suggestedFilename()).toBe(`Saksmappe ${spec.caseNumber}.pdf`);
  await expectCaseFilePdf(await pdf.path(), spec);

  await row.getByRole('button', { name: 'Last ned dokumenter' }).click();
  const zip = await downloadFrom(page, 'Saksmappe som zip');
  expect(zip.suggestedFilename()).toBe(`Saksmappe ${spec.caseNumber}.zip`);
  await expectCaseFileZip(await zip.path(), spec);
});

/** How many letters the large case has, each with MAX_EVENT_FILES documents of DOCUMENT_PAGES pages. */
const LARGE_CASE_LETTERS = 6;
const DOCUMENT_PAGES = 120;

/**
 * A PDF of so many pages of text: a long document, as a contract can be. Two lines a page: the portal reads every
 * document's text for search while the case file is made, and with full pages (40 lines) the search vectors of 120
 * texts of 200,000 characters, made meanwhile, took the test alone from 11 s to 26 s; that is not what it is about.
 */
async function textPdf(pages: number) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage();
    for (let line = 0; line < 2; line++) {
      page.drawText(`Side ${number}, linje ${line + 1}: Blåbærsyltetøy og en klage på reiseforsikringen.`, {
        x: 50,
        y: 780 - line * 18,
        size: 10,
        font,
      });
    }
  }
  return pdf.save();
}

/**
 * A case of the bank with many documents, brought by the complaints body through its API (an API key from the
 * test hooks, as the admin command would make one): LARGE_CASE_LETTERS letters of MAX_EVENT_FILES PDFs each.
 */
async function createLargeCase(page: Page) {
  const created = await page.request.post('/api/test/api-keys', {
    data: { name: `Saksmappe e2e ${Date.now()}`, scopes: ['cases'] },
  });
  expect(created.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await created.json()).key}` };
  const caseUrl = `${PROVIDER_API_PREFIX}/companies/${DEMO_COMPANIES.bank.orgNum}/cases/E2E-MAPPE-1`;
  const answer = await page.request.put(caseUrl, {
    headers,
    data: {
      CaseId: 'KN-2026-9001',
      Status: 'Under behandling',
      StatusCode: 'UNDER_BEHANDLING',
      Complainer: { FirstName: 'Åse', LastName: 'Mappestad' },
    },
  });
  expect(answer.status()).toBe(201);
  const { CaseUid, CaseId }: { CaseUid: string; CaseId: string } = await answer.json();

  const document = await textPdf(DOCUMENT_PAGES);
  for (let letter = 1; letter <= LARGE_CASE_LETTERS; letter++) {
    const form = new FormData();
    form.append(EVENT_PART, JSON.stringify({ Description: `Brev ${letter} med vedlegg` }));
    for (let file = 1; file <= MAX_EVENT_FILES; file++) {
      form.append(
        FILES_PART,
        new Blob([new Uint8Array(document)], { type: 'application/pdf' }),
        `Dokument ${letter}-${file}.pdf`,
      );
    }
    const added = await page.request.put(`${caseUrl}/events/BREV-${letter}`, { headers, multipart: form });
    expect(added.status()).toBe(201);
  }
  return { caseUid: CaseUid, caseId: CaseId, documents: LARGE_CASE_LETTERS * MAX_EVENT_FILES };
}

test('a large case shows the progress panel while its PDF is made, and Siri goes on working meanwhile', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  // Uploading 120 documents and making a PDF of 14,400 pages takes 10–30 s, the latter beside another worker.
  test.slow();
  const large = await createLargeCase(page);
  await signInAs(page, 'siri');
  await page.goto(`/case/${large.caseUid}`);
  // The portal is reading the new documents for search meanwhile: on a busy 2-core machine the page took over 20 s.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${large.caseId}`, {
    timeout: 60_000,
  });

  await page.getByRole('button', { name: 'Last ned saksmappe' }).click();
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('menuitem', { name: 'Som PDF' }).click();

  const panel = page.getByRole('region', { name: PANEL });
  const bar = panel.getByRole('progressbar', { name: `Saksmappe for sak ${large.caseId} som PDF` });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`Sak ${large.caseId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Lager saksmappe for sak' })).toHaveText(
    `Lager saksmappe for sak ${large.caseId}.`,
  );
  // The bar and the text show the figure the server has sent last.
  const percentShown = async () => {
    const percent = await bar.getAttribute('aria-valuenow');
    return (await panel.textContent())?.includes(`Lager saksmappe … ${percent} %`) ? Number(percent) : -1;
  };
  let firstPercent = -1;
  await expect.poll(async () => (firstPercent = await percentShown())).toBeGreaterThanOrEqual(0);
  await expectNoAxeViolations(page);

  // Siri goes on to the case list; the panel stays with her, counting on.
  await navigateTo(page, 'Saker');
  await expect(page).toHaveURL('/incidents');
  await expect(panel).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoPageScrollSideways(page);
  await expect.poll(percentShown).toBeGreaterThan(firstPercent);

  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`Saksmappe ${large.caseId}.pdf`);
  expect(pdfPages(await pdf.path())).toBeGreaterThanOrEqual(2 + large.documents * DOCUMENT_PAGES);
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Saksmappen for sak' })).toHaveText(
    `Saksmappen for sak ${large.caseId} er lastet ned.`,
  );
});
