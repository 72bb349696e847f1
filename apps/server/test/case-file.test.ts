import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { caseFileProgressSchema } from '@foretaksportalen/shared/contract/case-file';
import { EVENT_DESCRIPTION_MAX_LENGTH } from '@foretaksportalen/shared/contract/provider/case';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, type PDFRef } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { osloDate } from '../src/lib/oslo-date.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase, type TestCase } from './helpers/cases.ts';
import { asClerk, type DemoPersonKey, sessionFor, type TestSession } from './helpers/test-app.ts';

let context: CaseTestContext;
afterEach(() => context?.app.close());

const as = (key: DemoPersonKey) => sessionFor(context, key);

const call = (session: TestSession, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  context.app.inject({ method, url, ...(payload ? { payload } : {}), ...asClerk(session, context.config) });

/** A 2 × 1 pixel PNG (wide: it gets a landscape page). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4z8DAwMDAAAAHAQD/4p8lxQAAAABJRU5ErkJggg==',
  'base64',
);

/** A PDF that says it is encrypted: pdf-lib refuses to read it, as it would a real one. */
async function encryptedPdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 200]);
  pdf.context.trailerInfo.Encrypt = pdf.context.obj({ Filter: 'Standard', V: 2, R: 3 });
  return pdf.save();
}

/** Kari's case: a letter of two pages with an attachment, a wide image and a text file, then odd files. */
async function insertKarisCase(spec: TestCase = {}) {
  return insertTestCase(context.db, context.blobs, {
    caseNumber: 'map-2026-1',
    clerk: 'kari',
    dueDate: '2026-12-30',
    companyCaseRef: 'REF-77',
    companyNote: 'Notat om saken',
    complainer: { firstName: 'Åse', lastName: 'Ødegård' },
    events: [
      {
        description: 'Brev fra nemnda',
        createdAt: new Date('2026-11-02T09:00:00Z'),
        documents: [
          { fileName: 'Brev fra nemnda.pdf', isLetter: true, pages: 2 },
          { fileName: 'vedlegg.pdf' },
          { fileName: 'bilde.png', mimeType: 'image/png', content: PNG },
        ],
      },
      {
        description: 'Tilsvar: pris/vilkår?',
        direction: 'outbound',
        createdAt: new Date('2026-11-05T09:00:00Z'),
        documents: [
          {
            fileName: 'notat.txt',
            mimeType: 'text/plain',
            content: new TextEncoder().encode('Blåbærsyltetøy\nLinje to'),
          },
          {
            fileName: 'kontrakt.docx',
            mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            content: new Uint8Array([80, 75, 3, 4, 1, 2, 3]),
          },
          { fileName: 'ødelagt.pdf', content: new TextEncoder().encode('%PDF-1.7 not really') },
          { fileName: 'låst.pdf', content: await encryptedPdf() },
        ],
      },
      {
        description: 'Tilsvar: pris/vilkår?',
        direction: 'outbound',
        createdAt: new Date('2026-11-05T10:00:00Z'),
        documents: [
          { fileName: 'notat.txt', mimeType: 'text/plain', content: new TextEncoder().encode('Tre') },
        ],
      },
    ],
    ...spec,
  });
}

/** The NDJSON lines of a make call, each read with the contract. */
const progressOf = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => caseFileProgressSchema.parse(JSON.parse(line)));

async function makePdf(session: TestSession, caseId: string) {
  const response = await call(session, 'POST', `/api/casefile/${caseId}/pdf`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
  const lines = progressOf(response.body);
  const last = lines.at(-1);
  if (!last || !('Ready' in last)) throw new Error(`Not ready: ${response.body}`);
  return { lines, path: last.Ready };
}

/** What pdftotext reads on one page (1-based). */
function pageText(bytes: Uint8Array, page: number) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'case-file-'));
  try {
    const file = path.join(folder, 'saksmappe.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The outline as "title → page number" lines, children indented. */
function outlineOf(pdf: PDFDocument) {
  const pageNumbers = new Map(pdf.getPages().map((page, index) => [page.ref.toString(), index + 1]));
  const lines: string[] = [];
  const walk = (ref: PDFRef | undefined, depth: number) => {
    for (let item = ref; item; ) {
      const entry = pdf.context.lookup(item, PDFDict);
      const title = entry.lookup(PDFName.of('Title'), PDFHexString).decodeText();
      const destination = entry.lookup(PDFName.of('Dest'), PDFArray);
      lines.push(`${'  '.repeat(depth)}${title} → ${pageNumbers.get(destination.get(0).toString())}`);
      walk(entry.get(PDFName.of('First')) as PDFRef | undefined, depth + 1);
      item = entry.get(PDFName.of('Next')) as PDFRef | undefined;
    }
  };
  const root = pdf.catalog.lookup(PDFName.of('Outlines'), PDFDict);
  walk(root.get(PDFName.of('First')) as PDFRef, 0);
  return lines;
}

/** Where each link on the page leads: page numbers, top to bottom. */
function linkTargets(pdf: PDFDocument, pageIndex: number) {
  const pageNumbers = new Map(pdf.getPages().map((page, index) => [page.ref.toString(), index + 1]));
  const annotations = pdf.getPage(pageIndex).node.Annots();
  if (!annotations) return [];
  return annotations
    .asArray()
    .map((ref) => pdf.context.lookup(ref, PDFDict).lookup(PDFName.of('Dest'), PDFArray))
    .map((destination) => pageNumbers.get(destination.get(0).toString()));
}

describe('the case file as one PDF', () => {
  it('has the cover, the contents with linked page numbers, every document in order, bookmarks and footers', async () => {
    context = await createCaseTestApp();
    const inserted = await insertKarisCase();
    const kari = await as('kari');
    const { lines, path: readyPath } = await makePdf(kari, inserted.id);
    expect(lines[0]).toEqual({ Progress: 0 });
    const percents = lines.flatMap((line) => ('Progress' in line ? [line.Progress] : []));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.length).toBeGreaterThan(3);

    const response = await call(kari, 'GET', readyPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Saksmappe MAP-2026-1.pdf"');
    const bytes = new Uint8Array(response.rawPayload);
    const pdf = await PDFDocument.load(bytes);

    // Cover 1, contents 1; letter 2, attachment 1, image 1; text 1, three placeholders; text 1.
    expect(pdf.getPageCount()).toBe(1 + 1 + (2 + 1 + 1) + (1 + 3) + 1);
    expect(outlineOf(pdf)).toEqual([
      '02.11.2026 Brev fra nemnda → 3',
      '  Brev fra nemnda.pdf → 3',
      '  vedlegg.pdf → 5',
      '  bilde.png → 6',
      '05.11.2026 Tilsvar: pris/vilkår? → 7',
      '  notat.txt → 7',
      '  kontrakt.docx → 8',
      '  ødelagt.pdf → 9',
      '  låst.pdf → 10',
      '05.11.2026 Tilsvar: pris/vilkår? → 11',
      '  notat.txt → 11',
    ]);
    expect(linkTargets(pdf, 1)).toEqual([3, 3, 5, 6, 7, 7, 8, 9, 10, 11, 11]);
    const image = pdf.getPage(5).getSize();
    expect(image.width).toBeGreaterThan(image.height);

    const cover = pageText(bytes, 1);
    for (const text of ['Saksmappe', 'Sak MAP-2026-1', 'REF-77', 'Notat om saken', 'Kari', 'Åse Ødegård'])
      expect(cover).toContain(text);
    expect(cover).toContain(`Laget ${osloDate(new Date()).split('-').reverse().join('.')} av Kari`);
    const contents = pageText(bytes, 2);
    expect(contents).toMatch(/Brev fra nemnda\.pdf\s+3\n/);
    expect(contents).toMatch(/låst\.pdf\s+10\n/);
    expect(pageText(bytes, 4)).toContain('Brev fra nemnda.pdf (side 2)');
    expect(pageText(bytes, 7)).toContain('Blåbærsyltetøy');
    expect(pageText(bytes, 8)).toContain('«kontrakt.docx» (7 Bytes) kan ikke vises som sider');
    expect(pageText(bytes, 4)).toContain('Sak MAP-2026-1 · side 4 av 11');
    expect(pageText(bytes, 11)).toContain('Sak MAP-2026-1 · side 11 av 11');

    // The four that could not become pages go with the PDF as they were.
    const names = pdf.catalog
      .lookup(PDFName.of('Names'), PDFDict)
      .lookup(PDFName.of('EmbeddedFiles'), PDFDict)
      .lookup(PDFName.of('Names'), PDFArray);
    const attached = names.asArray().filter((entry) => entry instanceof PDFHexString);
    expect(attached.map((entry) => (entry as PDFHexString).decodeText()).sort()).toEqual(
      ['kontrakt.docx', 'låst.pdf', 'ødelagt.pdf'].sort(),
    );
  });

  it('keeps a made PDF while the case is unchanged, and makes a new one when it changes', async () => {
    context = await createCaseTestApp();
    const inserted = await insertKarisCase();
    const kari = await as('kari');
    const first = await makePdf(kari, inserted.id);
    const again = await makePdf(kari, inserted.id);
    expect(again.path).toBe(first.path);
    expect(again.lines).toEqual([{ Progress: 0 }, { Ready: first.path }]);

    const list = await call(kari, 'POST', '/api/caselist', { includeClosedCases: false });
    const item = list.json()[0].Items.find((row: { CaseUid: string }) => row.CaseUid === inserted.id);
    const edit = await call(await as('anne'), 'PATCH', `/api/case/${inserted.id}`, {
      CompanyNote: 'Et nytt notat',
      Version: item.Version,
    });
    expect(edit.statusCode).toBe(200);
    const changed = await makePdf(kari, inserted.id);
    expect(changed.path).not.toBe(first.path);
    expect(pageText(new Uint8Array((await call(kari, 'GET', changed.path)).rawPayload), 1)).toContain(
      'Et nytt notat',
    );
    // The one made before is still there for whoever was given its address.
    expect((await call(kari, 'GET', first.path)).statusCode).toBe(200);
  });

  it('writes every download to the audit log, and answers 404 for a PDF of another case', async () => {
    context = await createCaseTestApp();
    const inserted = await insertKarisCase();
    const other = await insertKarisCase({ caseNumber: 'map-2026-2' });
    const kari = await as('kari');
    const { path: readyPath } = await makePdf(kari, inserted.id);
    expect((await call(kari, 'GET', readyPath)).statusCode).toBe(200);
    expect((await call(kari, 'GET', `/api/casefile/${inserted.id}/zip`)).statusCode).toBe(200);
    const fileId = readyPath.split('/').at(-1);
    const elsewhere = await call(kari, 'GET', `/api/casefile/${other.id}/pdf/${fileId}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().title).toBe('Saksmappen finnes ikke lenger. Last den ned på nytt.');

    const entries = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.file-downloaded'), eq(auditLog.targetId, inserted.id)));
    expect(entries.map((entry) => entry.details)).toEqual([{ format: 'pdf' }, { format: 'zip' }]);
  });

  it("refuses another clerk's case (level 1) before a line is sent, and level 4 altogether", async () => {
    context = await createCaseTestApp();
    const inserted = await insertKarisCase({ clerk: 'siri' });
    const refused = await call(await as('kari'), 'POST', `/api/casefile/${inserted.id}/pdf`);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect((await call(await as('ivar'), 'POST', `/api/casefile/${inserted.id}/pdf`)).statusCode).toBe(403);
  });
});

describe('the case file as a ZIP', () => {
  it('has saksmappe.pdf at the top and a folder per event, names safe and unique', async () => {
    context = await createCaseTestApp();
    const inserted = await insertKarisCase();
    const response = await call(await as('kari'), 'GET', `/api/casefile/${inserted.id}/zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('filename="Saksmappe MAP-2026-1.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual([
      'saksmappe.pdf',
      '2026-11-02 Brev fra nemnda/Brev fra nemnda.pdf',
      '2026-11-02 Brev fra nemnda/vedlegg.pdf',
      '2026-11-02 Brev fra nemnda/bilde.png',
      '2026-11-05 Tilsvar_ pris_vilkår_/notat.txt',
      '2026-11-05 Tilsvar_ pris_vilkår_/kontrakt.docx',
      '2026-11-05 Tilsvar_ pris_vilkår_/ødelagt.pdf',
      '2026-11-05 Tilsvar_ pris_vilkår_/låst.pdf',
      '2026-11-05 Tilsvar_ pris_vilkår_ (2)/notat.txt',
    ]);
    expect(Buffer.from(files['2026-11-05 Tilsvar_ pris_vilkår_ (2)/notat.txt'] ?? []).toString()).toBe('Tre');
    const contents = await PDFDocument.load(files['saksmappe.pdf'] ?? new Uint8Array());
    expect(contents.getPageCount()).toBe(2);
    expect(pageText(files['saksmappe.pdf'] ?? new Uint8Array(), 2)).toContain('kontrakt.docx');
  });

  it('cuts names so that every path stays within the 260 characters Windows takes, extensions kept, unique', async () => {
    context = await createCaseTestApp();
    // The longest description an event may have, twice on one day (a numbered folder), with the longest file name.
    const description = 'Brev fra nemnda om vedtaket i saken '
      .repeat(6)
      .slice(0, EVENT_DESCRIPTION_MAX_LENGTH);
    const longName = `${'Vedlegg til klagen med en svært lang beskrivelse '.repeat(6).slice(0, 251)}.pdf`;
    const event = (hour: number) => ({
      description,
      createdAt: new Date(Date.UTC(2026, 10, 2, hour)),
      documents: [{ fileName: longName }, { fileName: longName }, { fileName: 'kort.pdf' }],
    });
    const inserted = await insertKarisCase({ events: [event(9), event(10)] });
    const response = await call(await as('kari'), 'GET', `/api/casefile/${inserted.id}/zip`);
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(unzipSync(new Uint8Array(response.rawPayload)));
    expect(paths).toHaveLength(1 + 2 * 3);
    for (const entry of paths) expect(entry.length, entry).toBeLessThanOrEqual(260);
    expect(paths.filter((entry) => entry.endsWith('/kort.pdf'))).toHaveLength(2);
    expect(paths.filter((entry) => entry.endsWith('.pdf'))).toHaveLength(paths.length);
    expect(new Set(paths.map((entry) => entry.toLowerCase())).size).toBe(paths.length);
    const folders = new Set(paths.flatMap((entry) => (entry.includes('/') ? [entry.split('/')[0]] : [])));
    expect(folders.size).toBe(2);
    for (const folder of folders) expect(folder?.length).toBeLessThanOrEqual(100);
    const cut = paths.filter((entry) => entry.includes('/Vedlegg til klagen'));
    expect(cut).toHaveLength(4);
    for (const entry of cut) expect(entry.length, entry).toBeGreaterThan(250);
  });
});

describe('a case number with a control character, stored before the API refused them', () => {
  it('still makes its PDF and its ZIP, the character drawn as ?', async () => {
    context = await createCaseTestApp();
    const inserted = await insertKarisCase({ caseNumber: 'map-2026\r\n1\u0007' });
    const kari = await as('kari');
    const { path: readyPath } = await makePdf(kari, inserted.id);
    const pdf = await call(kari, 'GET', readyPath);
    expect(pdf.statusCode).toBe(200);
    expect(pageText(new Uint8Array(pdf.rawPayload), 3)).toContain('Sak MAP-2026??1? · side 3 av 11');
    const zip = await call(kari, 'GET', `/api/casefile/${inserted.id}/zip`);
    expect(zip.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toContain('saksmappe.pdf');
  });
});
