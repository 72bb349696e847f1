import { randomUUID } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { caseEvents, cases, documents, uploads } from '../src/db/schema.ts';
import { resetToDemoData } from '../src/demo/demo-data.ts';
import { generateCases } from '../src/demo/generated-cases.ts';
import type { LetterPdfContent } from '../src/lib/letter-pdf.ts';
import { storePdfsOnce } from '../src/lib/stored-pdfs.ts';
import { createUploadPurger } from '../src/modules/upload/index.ts';
import { type CaseTestContext, createCaseTestApp, testPdf } from './helpers/cases.ts';
import { createCase, newIncident, uploadAll } from './helpers/new-case.ts';
import { bearer, createApiKey, letterBody, newProviderCase, providerPath } from './helpers/provider.ts';
import { copySeededBlobs } from './helpers/seeded-blobs.ts';
import { asClerk, companyClerkOf, sessionFor } from './helpers/test-app.ts';
import { testDemoDataOptions } from './helpers/test-database.ts';
import { MIME, PNG_BYTES } from './helpers/uploads.ts';

/**
 * The sweep of the blob store (issue 17): what a killed upload left (a partial file) goes once nothing has
 * touched it for an hour, and so does a blob that no row refers to, once it is older than the grace period.
 * Everything a row refers to stays: uploads, documents of cases and letters, the letters' PDFs, the provider's
 * letters, the demo and generated PDFs. Run with the real folder store.
 */
let context: CaseTestContext;
afterEach(() => context?.app.close());

const HOUR_MS = 60 * 60 * 1000;

/** Every file of the store, relative to its folder. */
async function storedFiles() {
  const entries = await readdir(context.config.blobDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(context.config.blobDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Makes a file of the store look written `hours` ago. */
const age = (file: string, hours: number) => {
  const at = new Date(Date.now() - hours * HOUR_MS);
  return utimes(path.join(context.config.blobDir, file), at, at);
};

const sweeper = () =>
  createUploadPurger({
    db: context.db,
    blobs: context.blobs,
    clock: () => new Date(),
    log: context.app.log,
    retentionHours: 24,
  });

/** The demo data made anew, with its PDFs written to this test's store. */
const demoDataHere = () => resetToDemoData(context.db, { ...testDemoDataOptions(), blobs: context.blobs });
/** The worker's seeded demo data (restored for each test) with a copy of its PDFs in this test's store. */
const seededDemoDataHere = () => copySeededBlobs(context.db, context.config.blobDir);

/** Every blob key a row refers to. */
async function referencedKeys() {
  const rows = [
    ...(await context.db.select({ key: documents.blobKey }).from(documents)),
    ...(await context.db.select({ key: uploads.blobKey }).from(uploads)),
  ];
  return [...new Set(rows.map((row) => row.key))];
}

async function expectEveryReferencedBlobStored() {
  const missing: string[] = [];
  for (const key of await referencedKeys()) if (!(await context.blobs.exists(key))) missing.push(key);
  expect(missing).toEqual([]);
}

describe('the sweep of the blob store', () => {
  it('removes a stale partial file and an old blob no row refers to; keeps the fresh ones and every referenced blob', async () => {
    context = await createCaseTestApp();
    await seededDemoDataHere();
    await generateCases(context.db, {
      ...testDemoDataOptions(),
      blobs: context.blobs,
      companyId: DEMO_COMPANIES.bank.id,
      count: 3,
    });
    const kari = await sessionFor(context, 'kari');
    const files = [
      { name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage') },
      { name: 'Skjermbilde.png', type: MIME.png, content: PNG_BYTES },
    ];
    const [forCase, forLetter, waiting] = await uploadAll(context, kari, [
      ...files,
      files[1] as (typeof files)[1],
    ]);
    const registrar = await companyClerkOf(context, 'kari');
    const created = await createCase(context, kari, newIncident(registrar, [forCase as never]));
    expect(created.statusCode, created.body).toBe(200);
    const [kariCase] = await context.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.clerkMembershipId, registrar.Id), eq(cases.archived, false)))
      .limit(1);
    const letter = await context.app.inject({
      method: 'POST',
      url: '/api/case/sendletter',
      ...asClerk(kari, context.config),
      payload: {
        CaseUid: kariCase?.id,
        ClerkId: registrar.Id,
        Subject: 'Tilsvar',
        Content: 'Foretaket viser til brevet.',
        Files: [forLetter],
      },
    });
    expect(letter.statusCode, letter.body).toBe(200);
    const apiKey = (await createApiKey(context.db)).key;
    const providerCase = await context.app.inject({
      method: 'PUT',
      url: providerPath(`/companies/${DEMO_COMPANIES.bank.orgNum}/cases/KN-2026-1001`),
      headers: bearer(apiKey),
      payload: newProviderCase(),
    });
    expect(providerCase.statusCode, providerCase.body).toBe(201);
    const providerLetter = await letterBody(
      { Description: 'Brev fra nemnda', Subject: null, Content: null },
      [{ name: 'Brev.pdf', type: MIME.pdf, content: await testPdf('Brev') }],
    );
    const added = await context.app.inject({
      method: 'PUT',
      url: providerPath(`/companies/${DEMO_COMPANIES.bank.orgNum}/cases/KN-2026-1001/events/B-1`),
      headers: { ...bearer(apiKey), 'content-type': providerLetter.contentType },
      payload: providerLetter.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(waiting).toBeDefined();

    const referenced = await referencedKeys();
    const folders = new Set(referenced.map((key) => key.split('/')[0]));
    expect([...folders].sort()).toEqual(['demo', 'generated', 'letters', 'provider', 'uploads']);
    for (const file of await storedFiles()) await age(file, 2);

    const oldOrphan = `uploads/${randomUUID()}`;
    const freshOrphan = `letters/${randomUUID()}.pdf`;
    await context.blobs.put(oldOrphan, PNG_BYTES);
    await age(oldOrphan, 2);
    await context.blobs.put(freshOrphan, PNG_BYTES);
    const stalePartial = `uploads/${randomUUID()}.${randomUUID()}.partial`;
    const freshPartial = `provider/${randomUUID()}.${randomUUID()}.partial`;
    const notABlob = 'LESMEG.txt';
    for (const file of [stalePartial, freshPartial, notABlob]) {
      await writeFile(path.join(context.config.blobDir, file), 'halvveis');
    }
    await age(stalePartial, 2);
    await age(notABlob, 2);
    const before = await storedFiles();
    // The generated cases need not use every one of the generated PDFs: those they leave out go too.
    const unusedGenerated = before.filter(
      (file) => file.startsWith('generated/') && !referenced.includes(file),
    );
    const removed = [oldOrphan, ...unusedGenerated];

    expect(await sweeper().sweepBlobStore()).toEqual({ unfinished: 1, unreferenced: removed.length });
    expect(await storedFiles()).toEqual(
      before.filter((file) => !removed.includes(file) && file !== stalePartial),
    );
    await expectEveryReferencedBlobStored();
    expect(referenced.length).toBeGreaterThan(10);
  });

  it('removes demo PDFs no row refers to any more, and the next demo data writes them again', async () => {
    context = await createCaseTestApp();
    await seededDemoDataHere();
    const demoPdfs = (await storedFiles()).filter((file) => file.startsWith('demo/'));
    expect(demoPdfs.length).toBeGreaterThan(10);
    await context.db.delete(documents);
    for (const file of await storedFiles()) await age(file, 2);

    expect(await sweeper().sweepBlobStore()).toEqual({ unfinished: 0, unreferenced: demoPdfs.length });
    expect(await storedFiles()).toEqual([]);
    await demoDataHere();
    await expectEveryReferencedBlobStored();
    // Two demo data loads: some 10 s on a quiet machine, three times that beside other work.
  }, 60_000);

  it('waits for a transaction that gives new rows an old blob, so that it never removes a blob about to be used', async () => {
    context = await createCaseTestApp();
    await seededDemoDataHere();
    const [event] = await context.db.select().from(caseEvents).limit(1);
    if (!event) throw new Error('The demo data has no events');
    const content: LetterPdfContent = {
      title: 'Gjenbrukt brev',
      paragraphs: ['Et brev som lagres én gang.'],
    };
    const [{ key }] = await context.db.transaction(async (tx) => [
      (await storePdfsOnce(tx, context.blobs, 'demo', [content]))(content),
    ]);
    await context.db.delete(documents).where(eq(documents.blobKey, key));
    await age(key, 2);

    let reused: () => void = () => {};
    const reuseStarted = new Promise<void>((resolve) => {
      reused = resolve;
    });
    let commit: () => void = () => {};
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const reuse = context.db.transaction(async (tx) => {
      const stored = await storePdfsOnce(tx, context.blobs, 'demo', [content]);
      reused();
      await committing;
      const { size } = stored(content);
      await tx.insert(documents).values({
        caseId: event.caseId,
        caseEventId: event.id,
        fileName: 'Gjenbrukt brev.pdf',
        mimeType: MIME.pdf,
        fileSize: size,
        blobKey: key,
        isLetter: false,
        uploadedBy: 'Test',
        sortOrder: 99,
        createdAt: new Date(),
      });
    });
    await reuseStarted;
    const sweep = sweeper().sweepBlobStore();
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await reuse;
    await sweep;
    expect(await context.blobs.exists(key)).toBe(true);
    await expectEveryReferencedBlobStored();
  });
});
