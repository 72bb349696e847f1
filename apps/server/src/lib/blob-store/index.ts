export {
  BlobNotFoundError,
  type BlobStore,
  isBlobKey,
  readAll,
  type StoredBlob,
  type Transaction,
} from './blob-store.ts';
export { createFolderBlobStore } from './folder-blob-store.ts';
export { openBlobStore } from './open-blob-store.ts';
