import { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';

/**
 * The caller's transaction, where it has one: what a store keeps in the database (the database store's bytes,
 * every store's digests) is written in it, so that it commits or rolls back with the rows that refer to it; on
 * PGlite the only connection is the transaction's, and a statement beside it would wait for ever.
 */
export type Transaction = Database;

/** A blob as a listing gives it: its key and when its bytes were last written. */
export interface StoredBlob {
  key: string;
  modifiedAt: Date;
}

/**
 * Where document bytes live (architecture §1): a folder, the portal's own database or S3-compatible object
 * storage (`open-blob-store.ts` picks one from BLOB_STORE); `test/blob-store-contract.test.ts` holds every store to
 * this contract. Keys are chosen by the portal, never by users.
 */
export interface BlobStore {
  /** Stores the bytes under the key; a reader sees either nothing or the whole blob, never a part. */
  put(key: string, data: Uint8Array | Readable, tx?: Transaction): Promise<void>;
  /** The whole blob; rejects with a `BlobNotFoundError` when there is none. */
  read(key: string, tx?: Transaction): Promise<Buffer>;
  /** The blob's bytes as they are read, never all in memory; errors with a `BlobNotFoundError` when there is none. */
  stream(key: string, tx?: Transaction): Readable;
  exists(key: string, tx?: Transaction): Promise<boolean>;
  /** Deletes the blob; nothing happens when there is none. */
  delete(key: string, tx?: Transaction): Promise<void>;
  /** Every whole blob, one at a time, so that a large store is never held in memory at once. */
  list(): AsyncIterable<StoredBlob>;
  /**
   * Removes what writes that never finished left behind and last touched before `before` (a process killed
   * during an upload); what that is depends on the store: a folder's partial files, the database's chunks of a
   * write that never became a blob, an object store's unfinished multipart uploads. Answers how many it removed.
   */
  removeUnfinishedWrites(before: Date): Promise<number>;
  /** Fails when the store does not answer (the readiness check). */
  check(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

export const isBlobKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

/** Refuses a key that could leave the store's own space (a path, an absolute name, odd characters). */
export function assertBlobKey(key: string) {
  if (!isBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
}

/** No blob has the key; `code` is ENOENT whichever store answered, as Node's file errors have it. */
export class BlobNotFoundError extends Error {
  readonly code = 'ENOENT';
  readonly key: string;
  constructor(key: string) {
    super(`No blob with the key ${key}`);
    this.key = key;
  }
}

export const isBlobNotFound = (error: unknown) => error instanceof BlobNotFoundError;

/** Reads a stream to its end into one buffer (for `read`, which the small blobs use). */
export async function readAll(stream: Readable) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

/** A byte stream over chunks that are fetched as the reader asks for them (a store's `stream`). */
export const byteStream = (chunks: () => AsyncIterable<Uint8Array>): Readable =>
  Readable.from(chunks(), { objectMode: false });
