import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { BlobStore } from '../../lib/blob-store.ts';
import { findProviderVisibleDocument } from './provider-case.repository.ts';

const DOCUMENT_NOT_FOUND = 'Fant ikke dokumentet';

/** Documents by id for the complaints body, streamed from the blob store as they were stored. */
export function createProviderDocumentService({ db, blobs }: { db: Database; blobs: BlobStore }) {
  return {
    /** A document the body may see (its own letters, registrations, company letters once released), or 404. */
    async openDocument(documentId: string) {
      const document = await findProviderVisibleDocument(db, documentId);
      if (!document) throw notFound(DOCUMENT_NOT_FOUND);
      return {
        fileName: document.fileName,
        mimeType: document.mimeType,
        content: blobs.stream(document.blobKey),
      };
    },
  };
}

export type ProviderDocumentService = ReturnType<typeof createProviderDocumentService>;
