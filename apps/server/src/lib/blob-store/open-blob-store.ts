import type { BlobStoreKind, Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { recordingDigests } from './blob-digests.ts';
import type { BlobStore } from './blob-store.ts';
import { createFolderBlobStore } from './folder-blob-store.ts';
import { createPostgresBlobStore } from './postgres-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

const STORES: Record<BlobStoreKind, (config: Config, db: Database) => BlobStore> = {
  folder: (config) => createFolderBlobStore(config.blobDir),
  postgres: (_config, db) => createPostgresBlobStore(db),
  s3: (config) => createS3BlobStore(config.s3),
};

/**
 * The blob store of a kind (BLOB_STORE unless another is named, as `admin blobs migrate` does), recording each
 * blob's digest as it is written.
 */
export const openBlobStore = (config: Config, db: Database, kind = config.blobStore) =>
  recordingDigests(STORES[kind](config, db), db);
