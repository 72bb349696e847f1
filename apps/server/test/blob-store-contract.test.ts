import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendPgliteCluster } from '../../../scripts/lib/pglite-cluster.ts';
import { S3RVER_CREDENTIALS, startS3rver } from '../../../scripts/lib/s3rver.ts';
import { caseChangePipeline } from '../src/case-change-pipeline.ts';
import { type Database, openPglite } from '../src/db/client.ts';
import {
  blobChunks,
  blobs,
  caseEvents,
  caseParties,
  cases,
  companies,
  documents,
  uploads,
} from '../src/db/schema.ts';
import {
  BlobNotFoundError,
  type BlobStore,
  createFolderBlobStore,
  readAll,
} from '../src/lib/blob-store/index.ts';
import { createPostgresBlobStore } from '../src/lib/blob-store/postgres-blob-store.ts';
import { createS3BlobStore } from '../src/lib/blob-store/s3-blob-store.ts';
import { createAnonymizer } from '../src/modules/retention/index.ts';
import { createUploadPurger } from '../src/modules/upload/index.ts';
import { testConfig } from './helpers/test-config.ts';
import { testDatabase, testDatabaseKind } from './helpers/test-database.ts';

/**
 * The one contract every blob store keeps (issue 19): the folder, the database (PGlite in one tier, the
 * PostgreSQL server in the other) and S3 (against s3rver). Each store is opened once for the file; each test
 * uses keys of its own.
 */
const MiB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

interface StoreUnderTest {
  name: string;
  /** Its bytes are rows of the caller's transaction, and go with it when it rolls back. */
  transactional?: true;
  /** The store, the database whose rows refer to its blobs, and how to leave a write that died behind. */
  open(): Promise<{ store: BlobStore; db: Database; deadWrite(): Promise<void>; canListDeadWrites: boolean }>;
  close(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function temporaryFolder(name: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), `foretaksportalen-${name}-`));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/**
 * The worker's database on the PostgreSQL server; on PGlite one of its own on disk, as the portal's is (the
 * worker's is in memory, where 100 MB of blobs would be memory).
 */
async function databaseForStore(): Promise<Database> {
  if (testDatabaseKind() === 'postgres') return (await testDatabase()).db;
  const dir = path.join(await temporaryFolder('pglite-blobs'), 'db');
  await lendPgliteCluster(dir);
  const handle = openPglite(dir);
  cleanups.push(() => handle.close());
  await handle.migrate();
  return handle.db;
}

/** A row that refers to the blob: an upload of a company of its own. */
async function referTo(db: Database, blobKey: string) {
  const [company] = await db
    .insert(companies)
    .values({ name: 'Blob AS', orgNum: randomUUID(), casePrefix: 'BL' })
    .returning({ id: companies.id });
  if (!company) throw new Error('No company');
  await db.insert(uploads).values({
    keyHash: randomUUID(),
    companyId: company.id,
    fileName: 'vedlegg.pdf',
    mimeType: 'application/pdf',
    fileSize: 10,
    blobKey,
  });
}

/**
 * A closed case of a company of its own, archived five years ago and so due at the company's 36 months, with a
 * letter whose documents are the given blobs.
 */
async function caseDueWithDocuments(db: Database, blobKeys: readonly string[]) {
  const [company] = await db
    .insert(companies)
    .values({ name: 'Slett AS', orgNum: randomUUID(), casePrefix: 'SL', retentionMonths: 36 })
    .returning({ id: companies.id });
  if (!company) throw new Error('No company');
  const [due] = await db
    .insert(cases)
    .values({
      companyId: company.id,
      caseNumber: `SL-2021-${randomUUID().slice(0, 8)}`,
      status: 'Avsluttet',
      statusCode: 'AVSLUTTET',
      archived: true,
      closedAt: new Date(Date.now() - 5 * 365 * 24 * HOUR_MS),
    })
    .returning({ id: cases.id });
  if (!due) throw new Error('No case');
  await db
    .insert(caseParties)
    .values({ caseId: due.id, role: 'complainer', firstName: 'Ola', lastName: 'Klager' });
  const [event] = await db
    .insert(caseEvents)
    .values({ caseId: due.id, companyId: company.id, direction: 'inbound', description: 'Brev fra nemnda' })
    .returning({ id: caseEvents.id });
  if (!event) throw new Error('No letter');
  for (const [sortOrder, blobKey] of blobKeys.entries()) {
    await db.insert(documents).values({
      caseId: due.id,
      caseEventId: event.id,
      fileName: `${sortOrder}.pdf`,
      mimeType: 'application/pdf',
      fileSize: 6,
      blobKey,
      uploadedBy: 'Klagenemnda',
      sortOrder,
    });
  }
  return { companyId: company.id, caseId: due.id };
}

const STORES: StoreUnderTest[] = [
  {
    name: 'folder',
    async open() {
      const root = await temporaryFolder('folder-blobs');
      return {
        store: createFolderBlobStore(root),
        db: (await testDatabase()).db,
        canListDeadWrites: true,
        async deadWrite() {
          const partial = path.join(root, 'dead', `${randomUUID()}.pdf.${randomUUID()}.partial`);
          await mkdir(path.dirname(partial), { recursive: true });
          await writeFile(partial, 'half of it');
          const longAgo = new Date(Date.now() - 2 * HOUR_MS);
          await utimes(partial, longAgo, longAgo);
        },
      };
    },
    close: async () => {},
  },
  {
    name: `database (${testDatabaseKind() === 'postgres' ? 'PostgreSQL server' : 'PGlite'})`,
    transactional: true,
    async open() {
      const db = await databaseForStore();
      return {
        store: createPostgresBlobStore(db),
        db,
        canListDeadWrites: true,
        async deadWrite() {
          const longAgo = new Date(Date.now() - 2 * HOUR_MS);
          await db
            .insert(blobChunks)
            .values({ writeId: randomUUID(), seq: 0, data: randomBytes(10), writtenAt: longAgo });
        },
      };
    },
    close: async () => {},
  },
  (() => {
    let server: Awaited<ReturnType<typeof startS3rver>> | undefined;
    return {
      name: 'S3 (s3rver)',
      async open() {
        server = await startS3rver();
        const { s3 } = server;
        const client = new S3Client({ ...s3, credentials: S3RVER_CREDENTIALS });
        return {
          store: createS3BlobStore({ ...s3, credentials: S3RVER_CREDENTIALS }),
          db: (await testDatabase()).db,
          // s3rver cannot list unfinished multipart uploads; S3, MinIO and the others can.
          canListDeadWrites: false,
          async deadWrite() {
            await client.send(
              new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: `dead/${randomUUID()}` }),
            );
          },
        };
      },
      close: async () => server?.close(),
    };
  })(),
];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** How many bytes pass between two looks at the memory held live, in and out (`liveMemoryWatch`). */
const LOOK_EVERY = 20 * MiB;

interface Generated {
  part?: number;
  /** Fails, as a client that went away, once this many bytes have been read. */
  failAfter?: number;
  /** Called every LOOK_EVERY bytes the reader has taken. */
  look?: () => void;
}

/** `total` bytes in parts of `part`, made as they are read (a 100 MB source never held at once). */
function generated(total: number, { part = 64 * 1024, failAfter, look }: Generated = {}) {
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < total; sent += part) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error('The client went away');
        if (look && sent > 0 && sent % LOOK_EVERY < part) look();
        const bytes = Buffer.alloc(Math.min(part, total - sent));
        for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (sent + i) % 251;
        yield bytes;
      }
    })(),
    { objectMode: false },
  );
}

/** The stream's SHA-256 and size, calling `look` every LOOK_EVERY bytes read. */
async function hashOf(stream: Readable, look?: () => void) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const part of stream) {
    hash.update(part);
    const looksBefore = Math.floor(size / LOOK_EVERY);
    size += part.length;
    if (look && Math.floor(size / LOOK_EVERY) > looksBefore) look();
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * The most memory the process's JavaScript holds live from now on, above what it holds now, in MiB: the heap and
 * the buffers, collected before each look (vitest runs with --expose-gc), so that garbage not yet collected does
 * not count and a blob held whole would. Twice: V8 returns a dead buffer's memory after the collection that found
 * it dead, and the second waits for that.
 *
 * The looks are taken as the bytes pass, not on a timer: a look takes 0.1–0.3 s in a busy worker, and looks four
 * times a second took the thread from the stream (the folder store's 100 MB took 36 s in the tier, 2 s alone),
 * while PGlite's store, which runs in this thread, kept the timer from firing at all.
 */
function liveMemoryWatch() {
  const gc = globalThis.gc;
  if (!gc) throw new Error('Run with --expose-gc (vitest.config.ts)');
  const live = () => {
    gc();
    gc();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const before = live();
  let peak = before;
  return {
    look() {
      peak = Math.max(peak, live());
    },
    growth: () => (peak - before) / MiB,
  };
}

const UNSAFE_KEYS = ['../outside', '/etc/passwd', 'a/../../b', 'a b', '', 'a\\b', 'tom/', '.skjult'];

for (const underTest of STORES) {
  describe(`the ${underTest.name} blob store`, () => {
    let store: BlobStore;
    let db: Database;
    let deadWrite: () => Promise<void>;
    let canListDeadWrites: boolean;
    const key = (name: string) => `contract/${randomUUID()}/${name}`;

    beforeAll(async () => {
      ({ store, db, deadWrite, canListDeadWrites } = await underTest.open());
      await store.check();
    }, 60_000);
    afterAll(() => underTest.close());

    it('gives back what was put, read whole or streamed, and lists it', async () => {
      const bytes = randomBytes(300 * 1024);
      const k = key('brev.pdf');
      const before = Date.now();
      await store.put(k, bytes);

      expect(await store.exists(k)).toBe(true);
      expect(sha256(await store.read(k))).toBe(sha256(bytes));
      expect(sha256(await readAll(store.stream(k)))).toBe(sha256(bytes));
      const listed = [];
      for await (const blob of store.list()) if (blob.key === k) listed.push(blob);
      expect(listed).toHaveLength(1);
      // S3 keeps whole seconds.
      expect(listed[0]?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('takes a stream in parts that do not line up with its own, and an empty blob', async () => {
      const k = key('stor.pdf');
      const source = generated(3 * MiB + 12_345, { part: 100_000 });
      const expected = await hashOf(generated(3 * MiB + 12_345, { part: 100_000 }));
      await store.put(k, source);
      expect(await hashOf(store.stream(k))).toEqual(expected);

      const empty = key('tom.txt');
      await store.put(empty, new Uint8Array());
      expect(await store.exists(empty)).toBe(true);
      expect((await store.read(empty)).length).toBe(0);
    });

    it('replaces a blob put again under the same key', async () => {
      const k = key('erstattet.pdf');
      await store.put(k, Buffer.from('første'));
      await store.put(k, generated(2 * MiB));
      expect(await hashOf(store.stream(k))).toEqual(await hashOf(generated(2 * MiB)));
    });

    it('answers a missing blob with BlobNotFoundError, and deletes what is there or not', async () => {
      const k = key('borte.pdf');
      expect(await store.exists(k)).toBe(false);
      await expect(store.read(k)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(readAll(store.stream(k))).rejects.toMatchObject({ code: 'ENOENT', key: k });
      await store.delete(k);

      await store.put(k, Buffer.from('snart borte'));
      await store.delete(k);
      expect(await store.exists(k)).toBe(false);
      for await (const blob of store.list()) expect(blob.key).not.toBe(k);
    });

    it('refuses keys that could leave its own space', async () => {
      for (const unsafe of UNSAFE_KEYS) {
        await expect(store.put(unsafe, Buffer.from('x')), unsafe).rejects.toThrow('Invalid blob key');
        await expect(store.read(unsafe), unsafe).rejects.toThrow('Invalid blob key');
        await expect((async () => readAll(store.stream(unsafe)))(), unsafe).rejects.toThrow(
          'Invalid blob key',
        );
        await expect(store.exists(unsafe), unsafe).rejects.toThrow('Invalid blob key');
        await expect(store.delete(unsafe), unsafe).rejects.toThrow('Invalid blob key');
      }
    });

    it('shows nothing of a blob while it is written, and all of it once the write is done', async () => {
      const k = key('underveis.pdf');
      let release: () => void = () => {};
      const halfway = new Promise<void>((resolve) => {
        release = resolve;
      });
      let reachedHalfway: () => void = () => {};
      const atHalfway = new Promise<void>((resolve) => {
        reachedHalfway = resolve;
      });
      const source = Readable.from(
        (async function* () {
          yield* generated(6 * MiB);
          reachedHalfway();
          await halfway;
          yield* generated(6 * MiB);
        })(),
        { objectMode: false },
      );
      const writing = store.put(k, source);
      await atHalfway;
      expect(await store.exists(k)).toBe(false);
      await expect(store.read(k)).rejects.toBeInstanceOf(BlobNotFoundError);
      release();
      await writing;
      expect((await store.read(k)).length).toBe(12 * MiB);
    });

    it('leaves nothing visible, and the blob before it, when a write fails half way', async () => {
      const fresh = key('avbrutt.pdf');
      await expect(store.put(fresh, generated(20 * MiB, { failAfter: 9 * MiB }))).rejects.toThrow();
      expect(await store.exists(fresh)).toBe(false);
      for await (const blob of store.list()) expect(blob.key).not.toBe(fresh);

      const existing = key('gammel.pdf');
      await store.put(existing, Buffer.from('den gamle'));
      await expect(store.put(existing, generated(20 * MiB, { failAfter: 9 * MiB }))).rejects.toThrow();
      expect((await store.read(existing)).toString()).toBe('den gamle');
    });

    if (underTest.transactional) {
      it("leaves nothing, and the blob before it, when the caller's transaction rolls back after the write", async () => {
        const writeIdOf = async (q: Database, k: string) =>
          (await q.select({ writeId: blobs.writeId }).from(blobs).where(eq(blobs.key, k)))[0]?.writeId;
        const chunksOf = async (writeId: string) =>
          (await db.select({ seq: blobChunks.seq }).from(blobChunks).where(eq(blobChunks.writeId, writeId)))
            .length;
        const rolledBack = new Error('The rows that refer to the blob could not be written');

        const fresh = key('i-transaksjon.pdf');
        const existing = key('for-transaksjon.pdf');
        await store.put(existing, Buffer.from('den gamle'));
        const existingWriteId = await writeIdOf(db, existing);
        const written: string[] = [];
        await expect(
          db.transaction(async (tx) => {
            // Three chunks, and a blob replaced: both must go with the transaction.
            for (const k of [fresh, existing]) {
              await store.put(k, generated(2 * MiB + 5), tx);
              expect(await store.exists(k, tx)).toBe(true);
              const writeId = await writeIdOf(tx, k);
              if (!writeId) throw new Error('No blob row in the transaction');
              written.push(writeId);
            }
            throw rolledBack;
          }),
        ).rejects.toBe(rolledBack);

        expect(written).toHaveLength(2);
        expect(await store.exists(fresh)).toBe(false);
        for await (const blob of store.list()) expect(blob.key).not.toBe(fresh);
        for (const writeId of written) expect(await chunksOf(writeId)).toBe(0);
        expect((await store.read(existing)).toString()).toBe('den gamle');
        expect(await writeIdOf(db, existing)).toBe(existingWriteId);
      });
    }

    it('removes what a write that died left behind, once it is old enough', async () => {
      await deadWrite();
      const removed = await store.removeUnfinishedWrites(new Date(Date.now() - HOUR_MS));
      if (canListDeadWrites) {
        expect(removed).toBeGreaterThanOrEqual(1);
        expect(await store.removeUnfinishedWrites(new Date(Date.now() - HOUR_MS))).toBe(0);
      } else {
        // The server cannot list them: the bucket's lifecycle rule removes them (docs/deploy.md).
        expect(removed).toBe(0);
      }
    });

    it('streams 100 MB in and out with flat memory', async () => {
      const k = key('hundre.bin');
      const total = 100 * MiB;
      const expected = await hashOf(generated(total));
      const watchIn = liveMemoryWatch();
      await store.put(k, generated(total, { look: watchIn.look }));
      const growthIn = watchIn.growth();
      const watchOut = liveMemoryWatch();
      expect(await hashOf(store.stream(k), watchOut.look)).toEqual(expected);
      const growthOut = watchOut.growth();
      console.log(
        `${underTest.name}: memory growth in ${growthIn.toFixed(1)} MiB, out ${growthOut.toFixed(1)} MiB`,
      );
      // S3 holds two 5 MiB parts in flight, one being filled and what signing and sending them take.
      expect(growthIn).toBeLessThan(48);
      expect(growthOut).toBeLessThan(48);
      await store.delete(k);
    }, 120_000);

    it('is swept by the purge: blobs no row refers to go, those a row refers to stay', async () => {
      const referenced = key('vedlegg.pdf');
      await store.put(referenced, Buffer.from('et vedlegg'));
      await referTo(db, referenced);
      const orphan = key('foreldrelos.pdf');
      await store.put(orphan, Buffer.from('ingen viser hit'));

      const later = new Date(Date.now() + 2 * HOUR_MS);
      const purger = createUploadPurger({
        db,
        blobs: store,
        clock: () => later,
        log: pino({ level: 'silent' }),
        retentionHours: 24,
      });
      const { unreferenced } = await purger.sweepBlobStore();

      expect(unreferenced).toBeGreaterThanOrEqual(1);
      expect(await store.exists(orphan)).toBe(false);
      expect(await store.exists(referenced)).toBe(true);
    });

    it('gives the bytes of a case whose personal data went to the sweep, and keeps those another row refers to', async () => {
      const own = key('klage.pdf');
      const shared = key('felles.pdf');
      await store.put(own, Buffer.from('klagen'));
      await store.put(shared, Buffer.from('felles'));
      const due = await caseDueWithDocuments(db, [own, shared]);
      await referTo(db, shared);
      const anonymizer = createAnonymizer({
        db,
        blobs: store,
        changes: caseChangePipeline(testConfig(), db).changes,
        clock: () => new Date(),
      });
      const outcome = await anonymizer.anonymize({
        ...due,
        rule: 'schedule',
        parts: 'case',
        actor: { system: 'test' },
      });
      expect(outcome).toMatchObject({
        done: true,
        entry: {
          parties: 1,
          documents: 2,
          documentSha256: [sha256(Buffer.from('klagen')), sha256(Buffer.from('felles'))],
        },
      });
      // The rows went in the transaction; the bytes wait for the sweep.
      expect(await store.exists(own)).toBe(true);

      const later = new Date(Date.now() + 2 * HOUR_MS);
      await createUploadPurger({
        db,
        blobs: store,
        clock: () => later,
        log: pino({ level: 'silent' }),
        retentionHours: 24,
      }).sweepBlobStore();
      expect(await store.exists(own)).toBe(false);
      expect(await store.exists(shared)).toBe(true);
    });
  });
}
