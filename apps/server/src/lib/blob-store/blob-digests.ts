import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blobDigests } from '../../db/schema.ts';
import { type BlobStore, byteStream } from './blob-store.ts';

export interface Digest {
  sha256: string;
  size: number;
}

/** Hashes bytes as they pass; `digest()` answers once they all have. */
export function digester() {
  const hash = createHash('sha256');
  let size = 0;
  return {
    add(part: Uint8Array) {
      hash.update(part);
      size += part.length;
    },
    digest: (): Digest => ({ sha256: hash.digest('hex'), size }),
  };
}

/** The bytes of `source` as they are read, each part given to `hashing` on the way. */
export const hashedAsRead = (source: AsyncIterable<Uint8Array>, hashing: ReturnType<typeof digester>) =>
  byteStream(async function* () {
    for await (const part of source) {
      hashing.add(part);
      yield part;
    }
  });

/** The SHA-256 and size of a blob's bytes as the store gives them now. */
export async function digestOfBlob(store: BlobStore, key: string): Promise<Digest> {
  const hashing = digester();
  for await (const part of store.stream(key)) hashing.add(part);
  return hashing.digest();
}

/** The digests recorded when the blobs were written, by key; a blob written before they were recorded has none. */
export async function recordedDigests(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, Digest>();
  const rows = await db
    .select({ key: blobDigests.key, sha256: blobDigests.sha256, size: blobDigests.size })
    .from(blobDigests)
    .where(inArray(blobDigests.key, [...keys]));
  return new Map(rows.map(({ key, ...digest }) => [key, digest]));
}

/**
 * The store, with each blob's digest recorded in the database as it is written and removed as it is deleted,
 * whichever store holds the bytes. A process that dies between the two leaves a blob without a digest (the
 * verification says so), never a wrong one.
 */
export function recordingDigests(store: BlobStore, db: Database): BlobStore {
  return {
    ...store,
    async put(key, data, tx) {
      const hashing = digester();
      if (data instanceof Uint8Array) {
        hashing.add(data);
        await store.put(key, data, tx);
      } else {
        await store.put(key, hashedAsRead(data, hashing), tx);
      }
      const digest = hashing.digest();
      await (tx ?? db)
        .insert(blobDigests)
        .values({ key, ...digest })
        .onConflictDoUpdate({ target: blobDigests.key, set: { ...digest, recordedAt: new Date() } });
    },
    async delete(key, tx) {
      await store.delete(key, tx);
      await (tx ?? db).delete(blobDigests).where(eq(blobDigests.key, key));
    },
  };
}
