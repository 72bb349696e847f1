import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { TEXT_INVALID_CHARACTERS } from '@foretaksportalen/shared/validators/messages';
import { isValidText } from '@foretaksportalen/shared/validators/text';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { detectContentType } from '../../lib/content-type-detection.ts';
import { sanitizeFileName } from '../../lib/file-name.ts';
import { randomToken, sha256 } from '../../lib/hashing.ts';
import type { AuthContext } from '../session/index.ts';
import {
  essenceOf,
  fitsUploadQuota,
  isAcceptedType,
  isAttachableBy,
  UPLOAD_QUOTA_EXCEEDED,
} from './upload.policy.ts';
import {
  deleteUploads,
  insertUpload,
  lockSessionUpload,
  lockUploadQuota,
  lockUploadsByKeyHash,
  markUploadAttached,
  type UploadRow,
  unattachedUploadsOf,
} from './upload.repository.ts';

const NO_FILE = 'Forespørselen inneholder ingen fil';
const UNKNOWN_FILE = 'Ukjent fil';
const fileTooLarge = (name: string) => `Filen ${name} er for stor`;
const invalidFileType = (name: string) => `Filen ${name} er ikke en gyldig filtype`;
const emptyFile = (name: string) => `Filen ${name} er tom`;

/** The content stream fails with this as soon as the file passes the size limit. */
export class FileTooLargeError extends Error {
  constructor() {
    super('The file is larger than the upload limit');
  }
}

/** A file as it arrives: the name and type the browser gave, and its bytes, not yet read. */
export interface IncomingFile {
  fileName: string;
  declaredType: string;
  content: Readable;
}

/** 'Ukjent fil' on `field`: a file the caller may not use, as an upload or a draft's file. */
export const unknownFile = (field: string) =>
  new AppError('upload.unknown-file', 400, UNKNOWN_FILE, { errors: { [field]: [UNKNOWN_FILE] } });
const quotaExceeded = () => new AppError('upload.quota-exceeded', 429, UPLOAD_QUOTA_EXCEEDED);

/** Reads a file to its end without keeping it; answers its size (or -1 when it was cut or broke off). */
export async function drain(file: IncomingFile) {
  let size = 0;
  try {
    for await (const chunk of file.content as AsyncIterable<Buffer>) size += chunk.length;
  } catch {
    return -1;
  }
  return size;
}

/** The bytes passing through, counted. */
async function* counted(content: Readable, count: (bytes: number) => void) {
  for await (const chunk of content as AsyncIterable<Buffer>) {
    count(chunk.length);
    yield chunk;
  }
}

/**
 * The uploads the files of a new case or letter name, in the order named, locked for the caller's transaction:
 * each must be an upload of the caller's session that nothing has taken yet, under its own id. Otherwise 400
 * 'Ukjent fil' on `field` (the files' field of the payload), and the caller's transaction writes nothing.
 */
export async function lockAttachableUploads(
  tx: Database,
  auth: AuthContext,
  files: readonly UploadKey[],
  field = 'Letter.Files',
): Promise<UploadRow[]> {
  const keyHashes = files.map((file) => sha256(file.Key));
  if (new Set(keyHashes).size !== keyHashes.length) throw unknownFile(field);
  const byKeyHash = new Map((await lockUploadsByKeyHash(tx, keyHashes)).map((row) => [row.keyHash, row]));
  return files.map((file, index) => {
    const upload = byKeyHash.get(keyHashes[index] ?? '');
    if (!upload || upload.id !== file.Id || !isAttachableBy(upload, auth)) throw unknownFile(field);
    return upload;
  });
}

/** Uploads locked by lockAttachableUploads become documents, which keep their bytes under the same blob keys. */
export async function attachUploads(
  tx: Database,
  attached: readonly { uploadId: string; documentId: string }[],
  at: Date,
) {
  for (const { uploadId, documentId } of attached) await markUploadAttached(tx, uploadId, documentId, at);
}

/**
 * Uploads locked by lockAttachableUploads whose bytes another row now refers to under the same blob keys (the files
 * of a letter draft, issue 46): the upload rows go, so that the purge of unattached uploads leaves the bytes.
 */
export async function handOverUploads(tx: Database, uploadIds: readonly string[]) {
  await deleteUploads(tx, uploadIds);
}

/** Stores the bytes under `blobKey` and answers their number; nothing is left behind when they are refused. */
async function store(blobs: BlobStore, blobKey: string, file: IncomingFile, shownName: string) {
  let size = 0;
  try {
    await blobs.put(
      blobKey,
      Readable.from(
        counted(file.content, (bytes) => {
          size += bytes;
        }),
      ),
    );
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw new AppError('upload.file-too-large', 400, fileTooLarge(shownName));
    }
    throw error;
  }
  return size;
}

/**
 * Streams a file to the blob store under `blobKey` and checks it as every file the portal takes: at most
 * MaxUploadFileSize (the stream is cut there, so memory does not grow with the file), not empty, its name valid
 * text, and its content of an allowed type that is also the declared one. Answers the stored name, the detected
 * type and the size; a refused file (400) leaves no bytes behind. Used by uploads and by the provider API's letters.
 */
export async function storeCheckedFile(
  { blobs, contentTypes }: { blobs: BlobStore; contentTypes: readonly string[] },
  blobKey: string,
  file: IncomingFile,
) {
  if (!isValidText(file.fileName ?? '')) {
    await drain(file);
    throw new AppError('validation.invalid-text', 400, TEXT_INVALID_CHARACTERS);
  }
  const fileName = sanitizeFileName(file.fileName);
  const declaredType = essenceOf(file.declaredType);
  const fileSize = await store(blobs, blobKey, file, fileName);
  try {
    if (fileSize === 0) throw new AppError('upload.empty-file', 400, emptyFile(fileName));
    const detected = await detectContentType(() => blobs.stream(blobKey), declaredType);
    if (!isAcceptedType(detected, declaredType, contentTypes)) {
      throw new AppError('upload.invalid-type', 400, invalidFileType(fileName));
    }
    return { fileName, mimeType: detected, fileSize };
  } catch (error) {
    await blobs.delete(blobKey);
    throw error;
  }
}

export function createUploadService({
  db,
  config,
  blobs,
  clock,
}: {
  db: Database;
  config: Config;
  blobs: BlobStore;
  clock: () => Date;
}) {
  return {
    /**
     * POST /api/document/uploadfile: one file of a case or letter being written. The bytes go straight to the
     * blob store, at most MaxUploadFileSize of them (the stream is cut there, so memory does not grow with the
     * file); then the content's real type must be an allowed one and the declared one, and the file must fit the
     * person's quota of untaken uploads (429 otherwise). Answers the delete key, which only this session can use
     * (for deletefile, case/create, sendletter).
     */
    async upload(auth: AuthContext, receive: () => Promise<IncomingFile | undefined>): Promise<UploadKey> {
      const file = await receive();
      if (!file) throw new AppError('upload.no-file', 400, NO_FILE);
      // A full quota refuses before any bytes are stored (a file takes at least one byte: an empty one is
      // refused); the file's own size counts once it is known.
      if (!fitsUploadQuota(await unattachedUploadsOf(db, auth.personId), 1, config.uploadQuota)) {
        await drain(file);
        throw quotaExceeded();
      }
      const id = randomUUID();
      const blobKey = `uploads/${id}`;
      const { fileName, mimeType, fileSize } = await storeCheckedFile(
        { blobs, contentTypes: config.contentTypes },
        blobKey,
        file,
      );
      const key = randomToken();
      try {
        await db.transaction(async (tx) => {
          await lockUploadQuota(tx, auth.personId);
          const usage = await unattachedUploadsOf(tx, auth.personId);
          if (!fitsUploadQuota(usage, fileSize, config.uploadQuota)) throw quotaExceeded();
          await insertUpload(tx, {
            id,
            keyHash: sha256(key),
            sessionId: auth.sessionId,
            membershipId: auth.membershipId,
            companyId: auth.companyId,
            fileName,
            mimeType,
            fileSize,
            blobKey,
            createdAt: clock(),
          });
        });
      } catch (error) {
        await blobs.delete(blobKey);
        throw error;
      }
      return { Id: id, Filename: fileName, Key: key };
    },

    /**
     * DELETE /api/document/deletefile/{key}: removes an upload of this session that no case or letter has
     * taken, with its bytes. Any other key, another session's included, is unknown (404).
     */
    async deleteUpload(auth: AuthContext, key: string) {
      await db.transaction(async (tx) => {
        const upload = await lockSessionUpload(tx, sha256(key), auth.sessionId);
        if (!upload) throw new AppError('upload.not-found', 404, UNKNOWN_FILE);
        await deleteUploads(tx, [upload.id]);
        // Inside the transaction: should the bytes not go, the row stays and the purge tries again later.
        await blobs.delete(upload.blobKey, tx);
      });
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
