import type { Readable } from 'node:stream';
import type { FileResult } from '@foretaksportalen/shared/contract/case';
import { MAX_JSON_DOCUMENTS_BYTES } from '@foretaksportalen/shared/limits';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { mergePdfs } from '../../lib/pdf-merge.ts';
import { PDF_MIME_TYPE } from '../../lib/pdf-text.ts';
import { zipStream } from '../../lib/zip.ts';
import { EVENT_NOT_FOUND, requireVisibleCase } from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import {
  type DocumentRow,
  markCaseEventRead,
  readCaseDocuments,
  readCaseEvent,
} from '../case-timeline/index.ts';
import type { AuthContext } from '../session/index.ts';
import { findCaseDocument, findProviderVisibleDocument } from './document.repository.ts';

const TOO_LARGE_FOR_JSON = 'Dokumentene er for store til å lastes ned enkeltvis. Last dem ned som zip.';
const DOCUMENT_NOT_FOUND = 'Fant ikke dokumentet';
const documentNotFound = () => new AppError('document.not-found', 404, DOCUMENT_NOT_FOUND);
const NO_LETTER = 'Fant ikke brevet';
const NO_PDF_IN_EVENT = 'Hendelsen har ikke noe brev i PDF-format';

/** A download: a zip made while it is sent, or the documents one by one in JSON. */
export type DocumentsDownload =
  | { kind: 'zip'; fileName: string; archive: Readable }
  | { kind: 'files'; files: FileResult[] };

/** One file to send as it is. */
export interface FileDownload {
  fileName: string;
  mimeType: string;
  content: Readable | Uint8Array;
}

/** The letter first, then the rest in their order: what opening a letter shows. */
const letterFirst = (documents: readonly DocumentRow[]) =>
  [...documents].sort((a, b) => Number(b.isLetter) - Number(a.isLetter));

export function createDocumentService({
  db,
  blobs,
  changes,
  clock,
}: {
  db: Database;
  blobs: BlobStore;
  changes: CaseChanges;
  clock: () => Date;
}) {
  async function asFiles(documents: readonly DocumentRow[]): Promise<FileResult[]> {
    const total = documents.reduce((sum, document) => sum + document.fileSize, 0);
    if (total > MAX_JSON_DOCUMENTS_BYTES) {
      throw new AppError('document.too-large-for-json', 400, TOO_LARGE_FOR_JSON);
    }
    const files: FileResult[] = [];
    for (const document of documents) {
      files.push({
        FileName: document.fileName,
        FileContent: (await blobs.read(document.blobKey)).toString('base64'),
        MimeType: document.mimeType,
      });
    }
    return files;
  }

  async function* pdfBytes(documents: readonly DocumentRow[]) {
    for (const document of documents) yield await blobs.read(document.blobKey);
  }

  /** The documents as a zip named by the case number (the browser adds '.zip'), or one by one in JSON. */
  async function download(
    caseNumber: string,
    documents: readonly DocumentRow[],
    asZip: boolean,
  ): Promise<DocumentsDownload> {
    if (!asZip) return { kind: 'files', files: await asFiles(documents) };
    return {
      kind: 'zip',
      fileName: caseNumber.toUpperCase(),
      archive: zipStream(
        documents.map((document) => ({
          name: document.fileName,
          modified: document.createdAt,
          open: () => blobs.stream(document.blobKey),
        })),
      ),
    };
  }

  /** Read for the whole company from now on; of two clerks opening it at once, one records it. */
  async function markLetterRead(
    auth: AuthContext,
    caseId: string,
    event: { id: string; description: string },
  ) {
    await db.transaction(async (tx) => {
      const reader = { membershipId: auth.membershipId, at: clock() };
      if (!(await markCaseEventRead(tx, { caseId, eventId: event.id }, reader))) return;
      await changes.record(tx, {
        kind: 'letter.read',
        caseId,
        eventId: event.id,
        description: event.description,
        companyId: auth.companyId,
        actor: { personId: auth.personId },
        at: reader.at,
      });
    });
  }

  async function requireEvent(caseId: string, eventId: string) {
    const event = await readCaseEvent(db, caseId, eventId);
    if (!event) throw new AppError('event.not-found', 404, EVENT_NOT_FOUND);
    return event;
  }

  return {
    /** GET /api/document/download/casedocuments/{caseUid}/{zip}: every document of the case. */
    async downloadCaseDocuments(auth: AuthContext, caseId: string, asZip: boolean) {
      const found = await requireVisibleCase(db, auth, caseId);
      return download(found.caseNumber, await readCaseDocuments(db, caseId), asZip);
    },

    /** GET /api/document/download/caseeventdocuments/{eventId}/{caseUid}/{zip}: the documents of one event. */
    async downloadEventDocuments(auth: AuthContext, caseId: string, eventId: string, asZip: boolean) {
      const found = await requireVisibleCase(db, auth, caseId);
      await requireEvent(caseId, eventId);
      return download(found.caseNumber, await readCaseDocuments(db, caseId, { eventId }), asZip);
    },

    /** POST /api/document/download/casedocuments/selected/{zip}: the chosen documents, each of the case. */
    async downloadSelectedDocuments(
      auth: AuthContext,
      caseId: string,
      documentIds: readonly string[],
      asZip: boolean,
    ) {
      const found = await requireVisibleCase(db, auth, caseId);
      const documents = await readCaseDocuments(db, caseId, { documentIds });
      if (documents.length !== new Set(documentIds).size) throw documentNotFound();
      return download(found.caseNumber, documents, asZip);
    },

    /** GET /api/document/download/casedocument/{documentId}/{caseUid}: one document's bytes. */
    async downloadDocument(auth: AuthContext, caseId: string, documentId: string): Promise<FileDownload> {
      await requireVisibleCase(db, auth, caseId);
      const document = await findCaseDocument(db, caseId, documentId);
      if (!document) throw documentNotFound();
      return {
        fileName: document.fileName,
        mimeType: document.mimeType,
        content: blobs.stream(document.blobKey),
      };
    },

    /**
     * GET /api/document/openletter/{eventId}/{caseUid}/{merge}: the event's letter as a PDF, with every other PDF
     * of the event after it when merged. Opening an unread letter marks it read.
     */
    async openLetter(
      auth: AuthContext,
      caseId: string,
      eventId: string,
      merge: boolean,
    ): Promise<FileDownload> {
      await requireVisibleCase(db, auth, caseId);
      const event = await requireEvent(caseId, eventId);
      const pdfs = letterFirst(
        (await readCaseDocuments(db, caseId, { eventId })).filter(
          (document) => document.mimeType === PDF_MIME_TYPE,
        ),
      );
      const [letter] = pdfs;
      if (!letter) throw new AppError('document.no-letter', 404, NO_LETTER, { detail: NO_PDF_IN_EVENT });
      const merged = merge && pdfs.length > 1 ? await mergePdfs(pdfBytes(pdfs)) : null;

      if (!event.isRead) await markLetterRead(auth, caseId, event);
      return {
        fileName: letter.fileName,
        mimeType: PDF_MIME_TYPE,
        content: merged ?? blobs.stream(letter.blobKey),
      };
    },

    /**
     * GET /api/provider/v1/documents/{id}: a document the complaints body may see (its own letters,
     * registrations, company letters once released), as it was stored, or 404.
     */
    async openProviderDocument(documentId: string) {
      const document = await findProviderVisibleDocument(db, documentId);
      if (!document) throw documentNotFound();
      return {
        fileName: document.fileName,
        mimeType: document.mimeType,
        content: blobs.stream(document.blobKey),
      };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
