import { type BlobStore, isBlobNotFound } from '../../lib/blob-store/index.ts';
import type { Metrics } from './metrics.registry.ts';

type Operation = keyof BlobStore;

/**
 * The app's blob store, counting its failures by operation in `blob_store_errors_total`: wrapped once, where the
 * app is given its store, so that every module's use is counted. A missing blob is the store's answer, not a
 * failure of it.
 */
export function countingBlobStoreErrors(store: BlobStore, metrics: Metrics): BlobStore {
  const count = (operation: Operation, error: unknown) => {
    if (!isBlobNotFound(error)) metrics.blobStoreErrors.inc({ operation });
  };
  const counted =
    <A extends unknown[], T>(operation: Operation, call: (...args: A) => Promise<T>) =>
    async (...args: A) => {
      try {
        return await call(...args);
      } catch (error) {
        count(operation, error);
        throw error;
      }
    };
  return {
    put: counted('put', store.put.bind(store)),
    read: counted('read', store.read.bind(store)),
    exists: counted('exists', store.exists.bind(store)),
    delete: counted('delete', store.delete.bind(store)),
    removeUnfinishedWrites: counted('removeUnfinishedWrites', store.removeUnfinishedWrites.bind(store)),
    check: counted('check', store.check.bind(store)),
    stream(key, tx) {
      const stream = store.stream(key, tx);
      stream.once('error', (error: Error & { code?: string }) => {
        // A reader that has what it needs aborts the rest (the content-type check): its doing, not the store's.
        if (error.code !== 'ABORT_ERR') count('stream', error);
      });
      return stream;
    },
    async *list() {
      try {
        yield* store.list();
      } catch (error) {
        count('list', error);
        throw error;
      }
    },
  };
}
