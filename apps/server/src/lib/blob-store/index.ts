export {
  type Digest,
  digester,
  digestOfBlob,
  hashedAsRead,
  recordedDigests,
  recordingDigests,
} from './blob-digests.ts';
export {
  BlobNotFoundError,
  type BlobStore,
  isBlobKey,
  isBlobNotFound,
  readAll,
  type StoredBlob,
  type Transaction,
} from './blob-store.ts';
export { createFolderBlobStore } from './folder-blob-store.ts';
export { openBlobStore } from './open-blob-store.ts';
