import { searchResultSchema } from '@foretaksportalen/shared/contract/search';
import { and, eq, inArray, isNull, like, ne } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { blobTexts, caseEvents, cases, documents, searchTexts } from '../src/db/schema.ts';
import { type BlobStore, recordingDigests } from '../src/lib/blob-store/index.ts';
import { extractText } from '../src/lib/text-extraction/extract-text.ts';
import {
  createSearchIndexer,
  queueEveryText,
  readEveryWaitingText,
  SEARCHES_PER_MINUTE,
} from '../src/modules/search/index.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase, type TestCase } from './helpers/cases.ts';
import { docx, xlsx } from './helpers/office-files.ts';
import { copySeededBlobs } from './helpers/seeded-blobs.ts';
import { asClerk, type DemoPersonKey, sessionFor, testClock } from './helpers/test-app.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A PDF with the lines as its text layer, a page each. */
async function textPdf(...pages: string[]) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) pdf.addPage([595, 842]).drawText(text, { x: 50, y: 700, size: 12, font });
  return pdf.save();
}

/** A PDF whose only page is an image: a scan, without text. */
async function scannedPdf() {
  const pdf = await PDFDocument.create();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4z8DAwMDAAAAHAQD/4p8lxQAAAABJRU5ErkJggg==',
    'base64',
  );
  pdf.addPage([595, 842]).drawImage(await pdf.embedPng(png), { x: 0, y: 0, width: 595, height: 842 });
  return pdf.save();
}

describe('reading the text of documents', () => {
  it('reads PDF, DOCX, XLSX and plain text in any encoding; images and scans have none', async () => {
    expect(
      await extractText(await textPdf('Forsikringssummen er 50 000 kroner', 'Side to'), 'application/pdf'),
    ).toMatch(/Forsikringssummen er 50 000 kroner\s+Side to/);
    expect(await extractText(docx('Klage på egenandel', 'Reise til Spania'), DOCX)).toBe(
      'Klage på egenandel\n\nReise til Spania\n\n',
    );
    expect(
      await extractText(
        await xlsx([
          ['Post', 'Beløp'],
          ['Egenandel', 3000],
        ]),
        XLSX,
      ),
    ).toBe('Beregning\nPost\tBeløp\nEgenandel\t3000');
    expect(await extractText(new TextEncoder().encode('Blåbær og ørret'), 'text/plain')).toBe(
      'Blåbær og ørret',
    );
    expect(await extractText(Uint8Array.from([0x42, 0x6c, 0xe5, 0x62, 0xe6, 0x72]), 'text/plain')).toBe(
      'Blåbær',
    );
    expect(await extractText(Uint8Array.from([0xff, 0xfe, 0xe6, 0, 0xf8, 0]), 'text/plain')).toBe('æø');
    expect(await extractText(new Uint8Array([137, 80, 78, 71]), 'image/png')).toBeNull();
    expect((await extractText(await scannedPdf(), 'application/pdf'))?.trim()).toBe('');
    await expect(extractText(new TextEncoder().encode('ikke en docx'), DOCX)).rejects.toThrow();
  });
});

let context: CaseTestContext;
afterEach(() => context?.app.close());

/** A test app whose demo cases' texts are out of the way: their files are not in this test's blob store. */
async function start() {
  context = await createCaseTestApp();
  await context.db.delete(searchTexts);
}

/** A blob store that counts how often each blob is read. */
function countingReads(blobs: BlobStore) {
  const reads = new Map<string, number>();
  const store: BlobStore = Object.create(blobs);
  store.read = (key, tx) => {
    reads.set(key, (reads.get(key) ?? 0) + 1);
    return blobs.read(key, tx);
  };
  return { store, reads };
}

const indexerOf = (blobs: BlobStore = context.blobs) =>
  createSearchIndexer({ db: context.db, blobs, clock: () => new Date(), log: context.app.log });

async function indexAll() {
  const indexer = indexerOf();
  try {
    await indexer.indexWaiting();
  } finally {
    await indexer.stop();
  }
}

const search = async (key: DemoPersonKey, q: string, page = 1) => {
  const session = await sessionFor(context, key);
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/search?${new URLSearchParams({ q, page: String(page) })}`,
    ...asClerk(session, context.config),
  });
  return response;
};

const hitsOf = async (key: DemoPersonKey, q: string) => {
  const response = await search(key, q);
  expect(response.statusCode, response.body).toBe(200);
  return searchResultSchema.parse(response.json());
};

/** Kari's case about travel insurance: a letter, a DOCX, a spreadsheet, a photo and a scan. */
async function insertTravelCase(spec: TestCase = {}) {
  return insertTestCase(context.db, context.blobs, {
    caseNumber: 'sok-2026-1',
    clerk: 'kari',
    complainer: { firstName: 'Åse', lastName: 'Ødegård' },
    events: [
      {
        description: 'Brev fra nemnda',
        createdAt: new Date('2026-11-02T09:00:00Z'),
        documents: [
          {
            fileName: 'Brev.pdf',
            isLetter: true,
            content: await textPdf(
              'Klagen gjelder egenandelen på reiseforsikringen i Spania.',
              'Forsikringssum 50 000',
            ),
          },
          {
            fileName: 'Avtale.docx',
            mimeType: DOCX,
            content: docx('Avtalen om innboforsikring ble inngått i 2024.'),
          },
          { fileName: 'Beregning.xlsx', mimeType: XLSX, content: await xlsx([['Kaskoforsikring', 1250]]) },
          { fileName: 'bilde.png', mimeType: 'image/png', content: new Uint8Array([137, 80, 78, 71]) },
          { fileName: 'skannet.pdf', content: await scannedPdf() },
        ],
      },
    ],
    ...spec,
  });
}

describe('the search index', () => {
  it('gives every new document a text waiting to be read, and reads each once with two indexers at work', async () => {
    await start();
    const inserted = await insertTravelCase();
    const waiting = await context.db.select().from(searchTexts).where(eq(searchTexts.caseId, inserted.id));
    expect(waiting.map((text) => text.state)).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);

    const { store, reads } = countingReads(context.blobs);
    const first = indexerOf(store);
    const second = indexerOf(store);
    try {
      await Promise.all([first.indexWaiting(), second.indexWaiting()]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    const keyOf = new Map(
      (await context.db.select().from(documents).where(eq(documents.caseId, inserted.id))).map((document) => [
        document.fileName,
        document.blobKey,
      ]),
    );
    for (const name of ['Brev.pdf', 'Avtale.docx', 'Beregning.xlsx', 'skannet.pdf'])
      expect(reads.get(keyOf.get(name) ?? ''), name).toBe(1);
    // An image has no text to read: its bytes are not fetched at all.
    expect(reads.has(keyOf.get('bilde.png') ?? '')).toBe(false);
    const read = await context.db.select().from(searchTexts).where(eq(searchTexts.caseId, inserted.id));
    expect(read.map((text) => text.state).sort()).toEqual([
      'indexed',
      'indexed',
      'indexed',
      'no-text',
      'no-text',
    ]);
  });

  it('claims a few texts at a time, so that two indexers share the reading of many', async () => {
    await start();
    const notes = Array.from({ length: 45 }, (_, index) => ({
      fileName: `notat-${index + 1}.txt`,
      mimeType: 'text/plain',
      content: new TextEncoder().encode(`Notat ${index + 1}`),
    }));
    await insertTravelCase({ events: [{ description: 'Mange notater', documents: notes }] });
    const first = countingReads(context.blobs);
    const second = countingReads(context.blobs);
    const indexers = [indexerOf(first.store), indexerOf(second.store)];
    try {
      await Promise.all(indexers.map((indexer) => indexer.indexWaiting()));
    } finally {
      await Promise.all(indexers.map((indexer) => indexer.stop()));
    }
    expect(first.reads.size + second.reads.size).toBe(notes.length);
    expect(first.reads.size).toBeGreaterThanOrEqual(20);
    expect(second.reads.size).toBeGreaterThanOrEqual(20);
  });

  it('reads every waiting text for the demo template, waiting for those another indexer is reading', async () => {
    await start();
    const inserted = await insertTravelCase({
      events: [
        {
          description: 'To notater',
          documents: ['Reise', 'Bolig'].map((word) => ({
            fileName: `${word}.txt`,
            mimeType: 'text/plain',
            content: new TextEncoder().encode(word),
          })),
        },
      ],
    });
    const [another] = await context.db.select().from(searchTexts).where(eq(searchTexts.caseId, inserted.id));
    await context.db
      .update(searchTexts)
      .set({ claimedUntil: new Date(Date.now() + 120_000) })
      .where(eq(searchTexts.id, another?.id ?? ''));
    // The other indexer (the portal's own) settles its claimed text a moment later.
    let settledByAnother = false;
    const anotherIndexer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await context.db
        .update(searchTexts)
        .set({ state: 'indexed', content: 'Annen', claimedUntil: null, indexedAt: new Date() })
        .where(eq(searchTexts.id, another?.id ?? ''));
      settledByAnother = true;
    })();
    await readEveryWaitingText({
      db: context.db,
      blobs: context.blobs,
      clock: () => new Date(),
      log: context.app.log,
    });
    expect(settledByAnother).toBe(true);
    const texts = await context.db.select().from(searchTexts).where(eq(searchTexts.caseId, inserted.id));
    expect(texts.every((text) => text.state !== 'waiting')).toBe(true);
    await anotherIndexer;
  });

  it('tries a document it cannot read again later and gives up in the end, reading the others meanwhile', async () => {
    await start();
    const inserted = await insertTravelCase({
      events: [
        {
          description: 'Tilsvar',
          documents: [
            { fileName: 'ødelagt.docx', mimeType: DOCX, content: new TextEncoder().encode('ikke en docx') },
            {
              fileName: 'notat.txt',
              mimeType: 'text/plain',
              content: new TextEncoder().encode('Reiseforsikring'),
            },
          ],
        },
      ],
    });
    await indexAll();
    const [broken, note] = await context.db
      .select()
      .from(searchTexts)
      .where(eq(searchTexts.caseId, inserted.id))
      .orderBy(searchTexts.createdAt);
    expect(note?.state).toBe('indexed');
    expect(broken).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(broken?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    await context.db
      .update(searchTexts)
      .set({ attempts: 4, nextAttemptAt: new Date(0) })
      .where(eq(searchTexts.id, broken?.id ?? ''));
    await indexAll();
    const [givenUp] = await context.db
      .select()
      .from(searchTexts)
      .where(eq(searchTexts.id, broken?.id ?? ''));
    expect(givenUp).toMatchObject({ state: 'failed', attempts: 5 });
    expect(givenUp?.lastError).toBeTruthy();
  });
});

describe('the time limit', () => {
  it('stops reading a document that takes too long, tries it again later, and goes on to the next with a new worker', async () => {
    await start();
    const inserted = await insertTravelCase({
      events: [
        {
          description: 'Brev',
          documents: [{ fileName: 'Brev.pdf', content: await textPdf('Reisegaranti') }],
        },
        {
          description: 'Notat',
          documents: [
            { fileName: 'notat.txt', mimeType: 'text/plain', content: new TextEncoder().encode('Garanti') },
          ],
        },
      ],
    });
    const indexer = createSearchIndexer({
      db: context.db,
      blobs: context.blobs,
      clock: () => new Date(),
      log: context.app.log,
      readTimeoutMs: 1,
    });
    try {
      await indexer.indexWaiting();
    } finally {
      await indexer.stop();
    }
    const texts = await context.db.select().from(searchTexts).where(eq(searchTexts.caseId, inserted.id));
    expect(texts.map(({ state, attempts, lastError }) => ({ state, attempts, lastError }))).toEqual(
      Array.from({ length: 2 }, () => ({
        state: 'waiting',
        attempts: 1,
        lastError: 'Reading the text took more than 0.001 s',
      })),
    );
  });

  it('begins a read only while it ends within its claim, and gives the rest of the claimed texts back', async () => {
    await start();
    const inserted = await insertTravelCase({
      events: [
        {
          description: 'Tre notater',
          documents: ['Reise', 'Bolig', 'Bil'].map((word) => ({
            fileName: `${word}.txt`,
            mimeType: 'text/plain',
            content: new TextEncoder().encode(word),
          })),
        },
      ],
    });
    await context.db.delete(searchTexts).where(isNull(searchTexts.documentId));
    // Each read takes the indexer's clock 100 s on: with a claim of 120 s and reads of up to 30 s, one read a claim.
    let now = Date.now();
    const claimsAtRead: { claimedUntil: number; readLimit: number }[] = [];
    const store: BlobStore = Object.create(context.blobs);
    store.read = async (key, tx) => {
      const [text] = await context.db
        .select({ claimedUntil: searchTexts.claimedUntil })
        .from(searchTexts)
        .innerJoin(documents, eq(documents.id, searchTexts.documentId))
        .where(eq(documents.blobKey, key));
      claimsAtRead.push({ claimedUntil: text?.claimedUntil?.getTime() ?? 0, readLimit: now + 30_000 });
      now += 100_000;
      return context.blobs.read(key, tx);
    };
    const indexer = createSearchIndexer({
      db: context.db,
      blobs: store,
      clock: () => new Date(now),
      log: context.app.log,
    });
    try {
      await indexer.indexWaiting();
    } finally {
      await indexer.stop();
    }
    expect(claimsAtRead).toHaveLength(3);
    for (const { claimedUntil, readLimit } of claimsAtRead)
      expect(readLimit).toBeLessThanOrEqual(claimedUntil);
    const texts = await context.db.select().from(searchTexts).where(eq(searchTexts.caseId, inserted.id));
    expect(texts.map(({ state, claimedUntil }) => ({ state, claimedUntil }))).toEqual(
      Array.from({ length: 3 }, () => ({ state: 'indexed', claimedUntil: null })),
    );
  });
});

describe('remembered texts', () => {
  it("reads a blob's text once, keeps it for the next document with those bytes, and forgets it with the blob", async () => {
    await start();
    const recording = recordingDigests(context.blobs, context.db);
    const inserted = await insertTestCase(context.db, recording, {
      caseNumber: 'sok-2026-9',
      clerk: 'kari',
      events: [
        {
          description: 'Brev',
          documents: [{ fileName: 'Brev.pdf', content: await textPdf('Reisegaranti') }],
        },
      ],
    });
    await indexAll();
    const [document] = await context.db.select().from(documents).where(eq(documents.caseId, inserted.id));
    const key = document?.blobKey ?? '';
    expect((await context.db.select().from(blobTexts).where(eq(blobTexts.key, key)))[0]).toMatchObject({
      state: 'indexed',
      content: 'Reisegaranti',
    });

    // As after a demo reset: the rows are made again, the bytes are the same.
    await context.db.delete(searchTexts);
    await queueEveryText(context.db, new Date());
    await context.db.delete(searchTexts).where(ne(searchTexts.caseId, inserted.id));
    const { store, reads } = countingReads(context.blobs);
    const indexer = indexerOf(store);
    await indexer.indexWaiting();
    await indexer.stop();
    expect(reads.size).toBe(0);
    expect((await hitsOf('kari', 'reisegaranti')).Hits.map((hit) => hit.DocumentName)).toEqual(['Brev.pdf']);

    await recording.delete(key);
    expect(await context.db.select().from(blobTexts).where(eq(blobTexts.key, key))).toEqual([]);
  });

  it('takes the text of a file sent again from the one read before, and keeps it when that one goes', async () => {
    await start();
    const recording = recordingDigests(context.blobs, context.db);
    const content = await textPdf('Reisegaranti');
    const inserted = await insertTestCase(context.db, recording, {
      caseNumber: 'sok-2026-10',
      clerk: 'kari',
      events: [
        { description: 'Brev', documents: [{ fileName: 'Brev.pdf', content }] },
        { description: 'Brev igjen', documents: [{ fileName: 'Brev igjen.pdf', content }] },
      ],
    });
    const { store, reads } = countingReads(context.blobs);
    const indexer = indexerOf(store);
    await indexer.indexWaiting();
    await indexer.stop();
    expect(reads.size).toBe(1);
    const texts = await context.db.select().from(searchTexts).where(eq(searchTexts.caseId, inserted.id));
    expect(texts.map(({ state, content }) => ({ state, content }))).toEqual([
      { state: 'indexed', content: 'Reisegaranti' },
      { state: 'indexed', content: 'Reisegaranti' },
    ]);

    const [read] = reads.keys();
    await recording.delete(read ?? '');
    const keys = (await context.db.select().from(documents).where(eq(documents.caseId, inserted.id))).map(
      (document) => document.blobKey,
    );
    const kept = await context.db.select().from(blobTexts).where(inArray(blobTexts.key, keys));
    expect(kept.map(({ key, content }) => ({ key, content }))).toEqual([
      { key: keys.find((key) => key !== read), content: 'Reisegaranti' },
    ]);
  });

  it('lets the event loop turn between the texts it takes from a file read before', async () => {
    await start();
    const recording = recordingDigests(context.blobs, context.db);
    const content = await textPdf('Reisegaranti');
    const copies = Array.from({ length: 6 }, (_, index) => ({ fileName: `Kopi ${index + 1}.pdf`, content }));
    await insertTestCase(context.db, recording, {
      caseNumber: 'sok-2026-11',
      clerk: 'kari',
      events: [{ description: 'Seks like brev', documents: copies }],
    });
    // The indexer reads its clock twice a text (begun, settled), and once a claim: counted per turn of the event loop, that shows
    // how many texts it settled while nothing else, such as a request, could run.
    let readingsThisTurn = 0;
    let mostInOneTurn = 0;
    let indexing = true;
    const nextTurn = () => {
      readingsThisTurn = 0;
      if (indexing) setImmediate(nextTurn);
    };
    setImmediate(nextTurn);
    const indexer = createSearchIndexer({
      db: context.db,
      blobs: context.blobs,
      clock: () => {
        readingsThisTurn += 1;
        mostInOneTurn = Math.max(mostInOneTurn, readingsThisTurn);
        return new Date();
      },
      log: context.app.log,
    });
    try {
      expect(await indexer.indexWaiting()).toBe(copies.length);
    } finally {
      indexing = false;
      await indexer.stop();
    }
    expect(mostInOneTurn).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/search', () => {
  it('finds Norwegian words as people type them: stems, several words, phrases, -word and the word being typed', async () => {
    await start();
    await insertTravelCase();
    await indexAll();
    const names = async (q: string) => (await hitsOf('kari', q)).Hits.map((hit) => hit.DocumentName);

    expect(await names('forsikringssummen')).toEqual(['Brev.pdf']);
    expect(await names('egenandel spania')).toEqual(['Brev.pdf']);
    expect(await names('egenandel innboforsikring')).toEqual([]);
    expect(await names('"reiseforsikringen i Spania"')).toEqual(['Brev.pdf']);
    expect(await names('"Spania i reiseforsikringen"')).toEqual([]);
    expect(await names('forsikring ')).toEqual([]);
    expect(await names('forsikring')).toEqual(['Brev.pdf']);
    expect(await names('kaskoforsik')).toEqual(['Beregning.xlsx']);
    expect(await names('kaskoforsik ')).toEqual([]);
    expect(await names('2024 -innboforsikring')).toEqual([]);
    expect(await names('2024')).toEqual(['Avtale.docx']);
    expect(await names('-spania')).toEqual([]);
    // Whatever is typed is a query, never an error.
    for (const odd of ["' ; -- 😀 «»", '½ C++ ǅ', 'a & b | !c <-> d:*', '"'])
      expect((await search('kari', odd)).statusCode, odd).toBe(200);
  });

  it('answers hits with the case, the event, the document and a snippet of text parts', async () => {
    await start();
    const inserted = await insertTravelCase({ archived: true, status: 'Avsluttet', statusCode: 'AVSLUTTET' });
    await indexAll();
    const result = await hitsOf('kari', 'egenandelen spania');
    expect(result).toMatchObject({ Total: 1, Page: 1, PageSize: 15, WithoutText: 2, Waiting: 0 });
    const [hit] = result.Hits;
    expect(hit).toMatchObject({
      CaseUid: inserted.id,
      CaseId: 'sok-2026-1',
      Complainer: 'Åse Ødegård',
      Closed: true,
      Archived: true,
      EventDescription: 'Brev fra nemnda',
      DocumentName: 'Brev.pdf',
    });
    expect(hit?.Snippet.filter((part) => part.Match).map((part) => part.Text)).toEqual([
      'egenandelen',
      'Spania',
    ]);
    expect(hit?.Snippet.map((part) => part.Text).join('')).toContain(
      'Klagen gjelder egenandelen på reiseforsikringen i Spania',
    );
  });

  it("finds only the cases the caller sees: Kari her own, Anne the company's, never another company's; level 4 none", async () => {
    await start();
    await insertTravelCase();
    await insertTravelCase({ caseNumber: 'sok-2026-2', clerk: 'siri' });
    await insertTravelCase({ caseNumber: 'sok-2026-3', company: 'forsikring', clerk: null });
    await indexAll();
    const caseIds = async (key: DemoPersonKey) =>
      (await hitsOf(key, 'spania')).Hits.map((hit) => hit.CaseId).sort();
    expect(await caseIds('kari')).toEqual(['sok-2026-1']);
    expect(await caseIds('anne')).toEqual(['sok-2026-1', 'sok-2026-2']);
    expect((await search('ivar', 'spania')).statusCode).toBe(403);
  });

  it("finds a letter's own subject and message, and reads everything again on reindex", async () => {
    await start();
    const inserted = await insertTravelCase();
    const [event] = inserted.events;
    await context.db
      .update(caseEvents)
      .set({ subject: 'Klage på reisegarantien', content: 'Vi ber om en ny vurdering av garantien.' })
      .where(eq(caseEvents.id, event?.id ?? ''));
    await queueEveryText(context.db, new Date());
    // The demo cases are queued again too; out of the way once more, as their files are not here.
    await context.db.delete(searchTexts).where(ne(searchTexts.caseId, inserted.id));
    const queued = await context.db.select().from(searchTexts);
    expect(
      queued.map((text) => `${text.state} ${text.documentId === null ? 'letter' : 'document'}`).sort(),
    ).toEqual([...Array.from({ length: 5 }, () => 'waiting document'), 'waiting letter']);
    await indexAll();
    const [hit] = (await hitsOf('kari', 'reisegarantien vurdering')).Hits;
    expect(hit).toMatchObject({ EventId: event?.id, DocumentId: null, DocumentName: null });
  });

  it('refuses an empty or too long query with a Norwegian message', async () => {
    await start();
    const empty = await search('kari', '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().title).toBeTruthy();
    expect((await search('kari', 'a'.repeat(201))).statusCode).toBe(400);
  });
});

describe('references and case numbers', () => {
  it('finds a reference as typed and in part, and marks it as written in the snippet', async () => {
    await start();
    const letter =
      'Polisenr. HX-65720, konto 1234.56.78903, vår ref. 4471/TN, telefon +47 55123498, skadet 12.03.2026.';
    await insertTravelCase({
      events: [
        {
          description: 'Brev fra kunden',
          documents: [
            { fileName: 'Polise.txt', mimeType: 'text/plain', content: new TextEncoder().encode(letter) },
          ],
        },
      ],
    });
    await indexAll();
    const found = async (q: string) => (await hitsOf('kari', q)).Hits.map((hit) => hit.DocumentName);
    for (const q of ['HX-65720', '"HX-65720"', 'HX 65720', '65720', 'hx-657', '-bil HX-65720 ']) {
      expect(await found(q), q).toEqual(['Polise.txt']);
    }
    for (const q of [
      '1234.56.78903',
      '78903',
      '4471/TN',
      'ref 4471',
      '+47 55123498',
      '55123498',
      '12.03.2026',
      '03.2026',
    ])
      expect(await found(q), q).toEqual(['Polise.txt']);
    for (const q of ['HX-65721', 'polisenr -HX-65720', '-65720', 'HX65720'])
      expect(await found(q), q).toEqual([]);

    const snippet = async (q: string) => (await hitsOf('kari', q)).Hits[0]?.Snippet ?? [];
    expect((await snippet('HX-65720')).map((part) => part.Text).join('')).toContain(
      'Polisenr. HX-65720, konto 1234.56.78903, vår ref. 4471/TN, telefon +47 55123498',
    );
    expect((await snippet('HX-65720')).filter((part) => part.Match).map((part) => part.Text)).toEqual([
      'HX',
      '65720',
    ]);
    expect((await snippet('1234.56.78903')).filter((part) => part.Match).map((part) => part.Text)).toEqual([
      '1234',
      '56',
      '78903',
    ]);
  });

  it("finds a demo case's letters by the case number each of them writes, and by its year and sequence", async () => {
    context = await createCaseTestApp();
    await copySeededBlobs(context.db, context.config.blobDir);
    // Ola's case for Fjordlys Bakeri, read alone: the other demo cases' texts are out of the way.
    const [olaFirm] = await context.db.select().from(cases).where(eq(cases.companyCaseRef, 'BED-5520'));
    const caseNumber = olaFirm?.caseNumber ?? '';
    await context.db.delete(searchTexts).where(ne(searchTexts.caseId, olaFirm?.id ?? ''));
    await indexAll();
    const letters = await context.db
      .select({ id: searchTexts.id })
      .from(searchTexts)
      .where(
        and(
          eq(searchTexts.caseId, olaFirm?.id ?? ''),
          like(searchTexts.content, `%Saksnummer: ${caseNumber}%`),
        ),
      );
    expect(letters.length).toBeGreaterThanOrEqual(2);

    const [prefix, year, sequence] = caseNumber.split('-');
    for (const q of [
      caseNumber,
      `"${caseNumber}"`,
      `${prefix} ${year} ${sequence}`,
      `${year}-${sequence}`,
      `${sequence}`,
    ]) {
      const result = await hitsOf('ola', q);
      expect(result.Total, q).toBe(letters.length);
      expect(new Set(result.Hits.map((hit) => hit.CaseId)), q).toEqual(new Set([caseNumber]));
    }
  });
});

describe('the rate limit', () => {
  it('lets one person search SEARCHES_PER_MINUTE times a minute, then answers 429 until the minute has passed', async () => {
    const clock = testClock();
    context = await createCaseTestApp({ clock });
    const kari = asClerk(await sessionFor(context, 'kari'), context.config);
    const searchAsKari = () => context.app.inject({ method: 'GET', url: '/api/search?q=klage', ...kari });
    for (let search = 0; search < SEARCHES_PER_MINUTE; search++)
      expect((await searchAsKari()).statusCode).toBe(200);
    const limited = await searchAsKari();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      code: 'too-many-requests',
      title: 'For mange forsøk. Vent litt og prøv igjen.',
    });
    // An invalid query is refused as such, before it is counted; another person has a limit of their own.
    expect((await search('kari', 'a'.repeat(201))).statusCode).toBe(400);
    expect((await search('anne', 'klage')).statusCode).toBe(200);
    clock.advance(61);
    expect((await searchAsKari()).statusCode).toBe(200);
  });
});
