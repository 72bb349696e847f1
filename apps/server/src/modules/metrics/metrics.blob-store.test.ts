import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  BlobNotFoundError,
  type BlobStore,
  createFolderBlobStore,
  readAll,
} from '../../lib/blob-store/index.ts';
import { countingBlobStoreErrors } from './metrics.blob-store.ts';
import { createMetrics } from './metrics.registry.ts';

const failure = () => new Error('connect ECONNREFUSED 127.0.0.1:9000');

describe('countingBlobStoreErrors', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-metrics-blobs-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const errorsOf = async (metrics: ReturnType<typeof createMetrics>) =>
    Object.fromEntries(
      (await metrics.blobStoreErrors.get()).values.map(({ labels, value }) => [labels.operation, value]),
    );

  it('passes every operation through and counts nothing while the store answers, a missing blob included', async () => {
    const metrics = createMetrics();
    const blobs = countingBlobStoreErrors(createFolderBlobStore(root), metrics);
    await blobs.put('uploads/a', Buffer.from('innhold'));
    expect((await blobs.read('uploads/a')).toString()).toBe('innhold');
    expect((await readAll(blobs.stream('uploads/a'))).toString()).toBe('innhold');
    // A reader that stops early (the content-type check) aborts the rest of the stream.
    const stopped = blobs.stream('uploads/a');
    const aborted = once(stopped, 'error');
    await Readable.toWeb(stopped).cancel();
    expect((await aborted)[0]).toMatchObject({ code: 'ABORT_ERR' });
    expect(await blobs.exists('uploads/a')).toBe(true);
    const listed = [];
    for await (const blob of blobs.list()) listed.push(blob.key);
    expect(listed).toEqual(['uploads/a']);
    await blobs.delete('uploads/a');
    await blobs.check();
    await expect(blobs.read('uploads/a')).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(readAll(blobs.stream('uploads/a'))).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await errorsOf(metrics)).toEqual({});
  });

  it("hands the caller's transaction on to the store", async () => {
    const store = createFolderBlobStore(root);
    const given: unknown[] = [];
    const recording: BlobStore = {
      ...store,
      put: async (key, data, tx) => {
        given.push(tx);
        await store.put(key, data);
      },
      stream: (key, tx) => {
        given.push(tx);
        return store.stream(key);
      },
      delete: async (key, tx) => {
        given.push(tx);
        await store.delete(key);
      },
    };
    const blobs = countingBlobStoreErrors(recording, createMetrics());
    const tx = {} as Database;
    await blobs.put('uploads/a', Buffer.from('x'), tx);
    await readAll(blobs.stream('uploads/a', tx));
    await blobs.delete('uploads/a', tx);
    expect(given).toEqual([tx, tx, tx]);
  });

  it('counts each failure by operation, streams and listings included, and passes the error on', async () => {
    const metrics = createMetrics();
    const broken: BlobStore = {
      ...createFolderBlobStore(root),
      put: async () => {
        throw failure();
      },
      check: async () => {
        throw failure();
      },
      stream: () => {
        const stream = new PassThrough();
        process.nextTick(() => stream.destroy(failure()));
        return stream;
      },
      async *list() {
        yield* [];
        throw failure();
      },
    };
    const blobs = countingBlobStoreErrors(broken, metrics);
    await expect(blobs.put('uploads/a', Buffer.from('x'))).rejects.toThrow('ECONNREFUSED');
    await expect(blobs.check()).rejects.toThrow('ECONNREFUSED');
    await expect(blobs.check()).rejects.toThrow('ECONNREFUSED');
    await expect(readAll(blobs.stream('uploads/a'))).rejects.toThrow('ECONNREFUSED');
    await expect(async () => {
      for await (const _blob of blobs.list()) break;
    }).rejects.toThrow('ECONNREFUSED');
    expect(await errorsOf(metrics)).toEqual({ put: 1, check: 2, stream: 1, list: 1 });
  });
});
