import type { FileResult } from '@foretaksportalen/shared/contract/case';
import { MAX_JSON_DOCUMENTS_BYTES } from '@foretaksportalen/shared/limits';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { caseEvents, cases, documents } from '../src/db/schema.ts';
import {
  type CaseTestContext,
  createCaseTestApp,
  type InsertedCase,
  insertTestCase,
  type TestCase,
} from './helpers/cases.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  sessionFor,
  type TestSession,
} from './helpers/test-app.ts';
import { auditWritten } from './helpers/test-database.ts';

let context: CaseTestContext;
afterEach(() => context?.app.close());

const start = async () => {
  context = await createCaseTestApp();
  return context;
};

const as = (key: DemoPersonKey) => sessionFor(context, key);

const get = (session: TestSession, url: string) =>
  context.app.inject({ method: 'GET', url, ...asClerk(session, context.config) });

const postSelected = (session: TestSession, zip: boolean, payload: object) =>
  context.app.inject({
    method: 'POST',
    url: `/api/document/download/casedocuments/selected/${zip}`,
    payload,
    ...asClerk(session, context.config),
  });

const TEXT_BYTES = new TextEncoder().encode('Notat med æøå');

/**
 * Kari's case with an unread letter from the complaints body (a two-page letter, a PDF attachment and an image)
 * and a later registration from the company with a PDF of the same name and a text file.
 */
const insertLetterCase = (spec: TestCase = {}) =>
  insertTestCase(context.db, context.blobs, {
    caseNumber: 'dok-2026-1',
    clerk: 'kari',
    events: [
      {
        description: 'Brev fra nemnda',
        isRead: false,
        documents: [
          { fileName: 'Brev fra nemnda.pdf', isLetter: true, pages: 2 },
          { fileName: 'vedlegg.pdf' },
          {
            fileName: 'bilde.png',
            mimeType: 'image/png',
            content: new Uint8Array([137, 80, 78, 71, 1, 2, 3]),
          },
        ],
      },
      {
        description: 'Tilsvar',
        direction: 'outbound',
        documents: [
          { fileName: 'Vedlegg.pdf' },
          { fileName: 'notat.txt', mimeType: 'text/plain', content: TEXT_BYTES },
        ],
      },
    ],
    ...spec,
  });

const documentsOf = (inserted: InsertedCase) => inserted.events.flatMap((event) => event.documents);

const unzipped = (response: LightMyRequestResponse) => unzipSync(new Uint8Array(response.rawPayload));

describe('document downloads', () => {
  it('zips every document of a case as it streams, named by the case number, repeated names numbered', async () => {
    await start();
    const inserted = await insertLetterCase();
    const response = await get(await as('kari'), `/api/document/download/casedocuments/${inserted.id}/true`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="DOK-2026-1"; filename*=UTF-8''DOK-2026-1`,
    );
    const files = unzipped(response);
    expect(Object.keys(files)).toEqual([
      'Brev fra nemnda.pdf',
      'vedlegg.pdf',
      'bilde.png',
      'Vedlegg (2).pdf',
      'notat.txt',
    ]);
    const [letter, attachment, image, sameName, note] = documentsOf(inserted);
    expect(files['Brev fra nemnda.pdf']).toEqual(letter?.bytes);
    expect(files['vedlegg.pdf']).toEqual(attachment?.bytes);
    expect(files['bilde.png']).toEqual(image?.bytes);
    expect(files['Vedlegg (2).pdf']).toEqual(sameName?.bytes);
    expect(files['notat.txt']).toEqual(note?.bytes);
  });

  it('answers the documents one by one in base64 without zip', async () => {
    await start();
    const inserted = await insertLetterCase();
    const response = await get(await as('kari'), `/api/document/download/casedocuments/${inserted.id}/false`);
    expect(response.statusCode).toBe(200);
    const files: FileResult[] = response.json();
    expect(files.map((file) => [file.FileName, file.MimeType])).toEqual([
      ['Brev fra nemnda.pdf', 'application/pdf'],
      ['vedlegg.pdf', 'application/pdf'],
      ['bilde.png', 'image/png'],
      ['Vedlegg.pdf', 'application/pdf'],
      ['notat.txt', 'text/plain'],
    ]);
    expect(files.map((file) => Buffer.from(file.FileContent, 'base64'))).toEqual(
      documentsOf(inserted).map((document) => Buffer.from(document.bytes)),
    );
  });

  it('refuses in Norwegian to put more than the cap in one JSON answer', async () => {
    await start();
    const inserted = await insertLetterCase();
    await context.db
      .update(documents)
      .set({ fileSize: MAX_JSON_DOCUMENTS_BYTES })
      .where(eq(documents.id, documentsOf(inserted)[0]?.id ?? ''));
    const response = await get(await as('kari'), `/api/document/download/casedocuments/${inserted.id}/false`);
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe(
      'Dokumentene er for store til å lastes ned enkeltvis. Last dem ned som zip.',
    );
  });

  it('downloads one event’s documents, and only for an event of that case', async () => {
    await start();
    const inserted = await insertLetterCase();
    const other = await insertLetterCase({ caseNumber: 'dok-2026-2' });
    const kari = await as('kari');
    const answer = await get(
      kari,
      `/api/document/download/caseeventdocuments/${inserted.events[1]?.id}/${inserted.id}/true`,
    );
    expect(Object.keys(unzipped(answer))).toEqual(['Vedlegg.pdf', 'notat.txt']);
    const foreignEvent = await get(
      kari,
      `/api/document/download/caseeventdocuments/${other.events[1]?.id}/${inserted.id}/false`,
    );
    expect(foreignEvent.statusCode).toBe(404);
  });

  it('downloads the chosen documents, each of which must belong to the case', async () => {
    await start();
    const inserted = await insertLetterCase();
    const other = await insertLetterCase({ caseNumber: 'dok-2026-2' });
    const kari = await as('kari');
    const [letter, , , , note] = documentsOf(inserted);
    const chosen = await postSelected(kari, false, {
      CaseUid: inserted.id,
      SelectedCaseDocumentIds: [note?.id, letter?.id],
    });
    expect(chosen.json().map((file: FileResult) => file.FileName)).toEqual([
      'Brev fra nemnda.pdf',
      'notat.txt',
    ]);
    const zipped = await postSelected(kari, true, {
      CaseUid: inserted.id,
      SelectedCaseDocumentIds: [note?.id],
    });
    expect(Object.keys(unzipped(zipped))).toEqual(['notat.txt']);
    const foreign = await postSelected(kari, true, {
      CaseUid: inserted.id,
      SelectedCaseDocumentIds: [letter?.id, documentsOf(other)[0]?.id],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends one document as it is: a PDF inline, anything else as a sandboxed attachment, never sniffed', async () => {
    await start();
    const inserted = await insertLetterCase({
      events: [
        {
          documents: [
            { fileName: 'Klage på vedtak.pdf' },
            { fileName: 'notat.txt', mimeType: 'text/plain', content: TEXT_BYTES },
          ],
        },
      ],
    });
    const kari = await as('kari');
    const [pdf, text] = documentsOf(inserted);
    const pdfResponse = await get(kari, `/api/document/download/casedocument/${pdf?.id}/${inserted.id}`);
    expect(pdfResponse.statusCode).toBe(200);
    expect(pdfResponse.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Klage pa vedtak.pdf"; filename*=UTF-8''Klage%20p%C3%A5%20vedtak.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(new Uint8Array(pdfResponse.rawPayload)).toEqual(pdf?.bytes);

    const textResponse = await get(kari, `/api/document/download/casedocument/${text?.id}/${inserted.id}`);
    expect(textResponse.headers).toMatchObject({
      'content-type': expect.stringMatching(/^text\/plain/),
      'content-disposition': `attachment; filename="notat.txt"; filename*=UTF-8''notat.txt`,
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
    expect(new Uint8Array(textResponse.rawPayload)).toEqual(TEXT_BYTES);
  });

  it('answers 404 for a case the clerk may not see, 403 for level 4', async () => {
    await start();
    const olas = await insertLetterCase({ clerk: 'ola' });
    const foreign = await insertLetterCase({ company: 'forsikring', clerk: null });
    const [document] = documentsOf(olas);
    const urls = (inserted: InsertedCase) => [
      `/api/document/download/casedocuments/${inserted.id}/true`,
      `/api/document/download/caseeventdocuments/${inserted.events[0]?.id}/${inserted.id}/false`,
      `/api/document/download/casedocument/${documentsOf(inserted)[0]?.id}/${inserted.id}`,
      `/api/document/openletter/${inserted.events[0]?.id}/${inserted.id}/false`,
    ];
    const kari = await as('kari');
    for (const url of urls(olas)) expect((await get(kari, url)).statusCode).toBe(404);
    const selected = await postSelected(kari, false, {
      CaseUid: olas.id,
      SelectedCaseDocumentIds: [document?.id],
    });
    expect(selected.statusCode).toBe(404);
    const anne = await as('anne');
    for (const url of urls(foreign)) expect((await get(anne, url)).statusCode).toBe(404);
    const ivar = await as('ivar');
    for (const url of urls(olas)) expect((await get(ivar, url)).statusCode).toBe(403);
    const siri = await as('siri');
    for (const url of urls(olas)) expect((await get(siri, url)).statusCode).toBe(200);
  });
});

describe('GET /api/document/openletter/{eventId}/{caseUid}/{merge}', () => {
  const openLetter = (session: TestSession, inserted: InsertedCase, eventIndex: number, merge: boolean) =>
    get(session, `/api/document/openletter/${inserted.events[eventIndex]?.id}/${inserted.id}/${merge}`);

  const pageCount = async (response: LightMyRequestResponse) =>
    (await PDFDocument.load(new Uint8Array(response.rawPayload))).getPageCount();

  const caseRow = async (caseId: string) => {
    const [row] = await context.db.select().from(cases).where(eq(cases.id, caseId));
    return row;
  };

  it('opens the letter alone, marks it read once for the company and counts it off the case', async () => {
    await start();
    const inserted = await insertLetterCase();
    const kari = await as('kari');
    expect((await caseRow(inserted.id))?.unreadCount).toBe(1);

    const response = await openLetter(kari, inserted, 0, false);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="Brev fra nemnda.pdf"/);
    expect(new Uint8Array(response.rawPayload)).toEqual(documentsOf(inserted)[0]?.bytes);
    expect(await pageCount(response)).toBe(2);

    const [event] = await context.db
      .select()
      .from(caseEvents)
      .where(eq(caseEvents.id, inserted.events[0]?.id ?? ''));
    expect(event).toMatchObject({
      isRead: true,
      readByMembershipId: (await companyClerkOf(context, 'kari')).Id,
    });
    expect(event?.readAt).toBeInstanceOf(Date);
    expect((await caseRow(inserted.id))?.unreadCount).toBe(0);

    expect((await openLetter(await as('siri'), inserted, 0, false)).statusCode).toBe(200);
    expect((await caseRow(inserted.id))?.unreadCount).toBe(0);
    const opened = await auditWritten(context.db, 'case.letter-opened');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ targetId: inserted.events[0]?.id, actorPersonId: kari.personId });
  });

  it('merges every PDF of the event into one, the letter first', async () => {
    await start();
    const inserted = await insertLetterCase();
    const response = await openLetter(await as('kari'), inserted, 0, true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(await pageCount(response)).toBe(3);
    expect((await caseRow(inserted.id))?.unreadCount).toBe(0);
  });

  it('answers 404 with a Norwegian detail for an event without a PDF', async () => {
    await start();
    const inserted = await insertLetterCase({
      events: [
        {
          isRead: false,
          documents: [{ fileName: 'bilde.png', mimeType: 'image/png', content: new Uint8Array([1]) }],
        },
      ],
    });
    const response = await openLetter(await as('kari'), inserted, 0, true);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      title: 'Fant ikke brevet',
      detail: 'Hendelsen har ikke noe brev i PDF-format',
    });
    expect((await caseRow(inserted.id))?.unreadCount).toBe(1);
  });

  it('refuses a request without the XSRF header and leaves the letter unread', async () => {
    await start();
    const inserted = await insertLetterCase();
    const kari = await as('kari');
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/document/openletter/${inserted.events[0]?.id}/${inserted.id}/false`,
      cookies: kari.cookies,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe('Ugyldig eller manglende XSRF-token');
    expect((await caseRow(inserted.id))?.unreadCount).toBe(1);
  });
});
