import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, max, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blobChunks, blobs } from '../../db/schema.ts';
import { assertBlobKey, BlobNotFoundError, type BlobStore, byteStream, readAll } from './blob-store.ts';

/** A mebibyte a row: big enough that a 25 MB document is 25 statements, small enough to hold a few at once. */
const CHUNK_BYTES = 1024 * 1024;
const LIST_PAGE = 500;

/** The bytes as they come, cut and joined into chunks of `size` bytes (the last one shorter). */
async function* inChunks(data: Uint8Array | AsyncIterable<Uint8Array>, size: number) {
  if (data instanceof Uint8Array) {
    for (let start = 0; start < data.length; start += size)
      yield Buffer.from(data.subarray(start, start + size));
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const part of data) {
    let rest = Buffer.from(part);
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/**
 * BLOB_STORE=postgres: the bytes in the portal's own database (tables `blobs` and `blob_chunks`), so that one
 * engine holds everything and one backup has it all. A write puts its chunks in one statement each, outside any
 * long transaction (on PGlite a transaction holds the only connection), and then names them in the blob's row in
 * one short transaction: until then no reader sees any of it, and a write that dies leaves chunks that no blob
 * names, which `removeUnfinishedWrites` clears.
 */
export function createPostgresBlobStore(db: Database): BlobStore {
  const blobOf = async (key: string, q: Database) => {
    assertBlobKey(key);
    const [blob] = await q
      .select({ writeId: blobs.writeId, size: blobs.size })
      .from(blobs)
      .where(eq(blobs.key, key));
    return blob;
  };

  async function* chunksOf(key: string, q: Database) {
    const blob = await blobOf(key, q);
    if (!blob) throw new BlobNotFoundError(key);
    let read = 0;
    for (let seq = 0; read < blob.size; seq += 1) {
      const [chunk] = await q
        .select({ data: blobChunks.data })
        .from(blobChunks)
        .where(and(eq(blobChunks.writeId, blob.writeId), eq(blobChunks.seq, seq)));
      // Replaced or deleted while it was read: the reader must not take the part it got for the whole.
      if (!chunk) throw new BlobNotFoundError(key);
      read += chunk.data.length;
      yield chunk.data;
    }
  }

  return {
    async put(key, data, tx) {
      assertBlobKey(key);
      const q = tx ?? db;
      const writeId = randomUUID();
      try {
        let seq = 0;
        let size = 0;
        for await (const chunk of inChunks(data, CHUNK_BYTES)) {
          await q.insert(blobChunks).values({ writeId, seq, data: chunk });
          seq += 1;
          size += chunk.length;
        }
        await q.transaction(async (naming) => {
          const [previous] = await naming
            .select({ writeId: blobs.writeId })
            .from(blobs)
            .where(eq(blobs.key, key))
            .for('update');
          await naming
            .insert(blobs)
            .values({ key, writeId, size })
            .onConflictDoUpdate({ target: blobs.key, set: { writeId, size, modifiedAt: new Date() } });
          if (previous) await naming.delete(blobChunks).where(eq(blobChunks.writeId, previous.writeId));
        });
      } catch (error) {
        await q
          .delete(blobChunks)
          .where(eq(blobChunks.writeId, writeId))
          .catch(() => {});
        throw error;
      }
    },
    read: (key, tx) => readAll(byteStream(() => chunksOf(key, tx ?? db))),
    stream: (key, tx) => byteStream(() => chunksOf(key, tx ?? db)),
    exists: async (key, tx) => (await blobOf(key, tx ?? db)) !== undefined,
    async delete(key, tx) {
      assertBlobKey(key);
      await (tx ?? db).transaction(async (deleting) => {
        const removed = await deleting
          .delete(blobs)
          .where(eq(blobs.key, key))
          .returning({ writeId: blobs.writeId });
        for (const { writeId } of removed) {
          await deleting.delete(blobChunks).where(eq(blobChunks.writeId, writeId));
        }
      });
    },
    async *list() {
      let after = '';
      for (;;) {
        const page = await db
          .select({ key: blobs.key, modifiedAt: blobs.modifiedAt })
          .from(blobs)
          .where(gt(blobs.key, after))
          .orderBy(asc(blobs.key))
          .limit(LIST_PAGE);
        yield* page;
        const last = page.at(-1);
        if (!last || page.length < LIST_PAGE) return;
        after = last.key;
      }
    },
    async removeUnfinishedWrites(before) {
      const abandoned = db
        .select({ writeId: blobChunks.writeId })
        .from(blobChunks)
        .where(notExists(db.select().from(blobs).where(eq(blobs.writeId, blobChunks.writeId))))
        .groupBy(blobChunks.writeId)
        .having(lt(max(blobChunks.writtenAt), before));
      const removed = await db
        .delete(blobChunks)
        .where(inArray(blobChunks.writeId, abandoned))
        .returning({ writeId: blobChunks.writeId });
      return new Set(removed.map((chunk) => chunk.writeId)).size;
    },
    async check() {
      await db.select({ key: blobs.key }).from(blobs).limit(1);
    },
  };
}
