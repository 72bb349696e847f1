import { createHash } from 'node:crypto';
import { lockBlobReuse } from '../db/blob-references.ts';
import type { Database } from '../db/client.ts';
import type { BlobStore } from './blob-store/index.ts';
import { type LetterPdfContent, renderLetterPdf } from './letter-pdf.ts';

/** The blob key of a generated PDF: a hash of what it says, so the same content is stored once. */
const pdfBlobKey = (folder: string, content: LetterPdfContent) =>
  `${folder}/${createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32)}.pdf`;

/**
 * The sizes of the PDFs this process has seen in each store. A key's bytes never change, so a size is read once;
 * whether the blob is still there is asked every time, since the purge removes one that no row refers to.
 */
const seen = new WeakMap<BlobStore, Map<string, number>>();

/** Where a stored PDF is, by what it says. */
export type StoredPdfs = (content: LetterPdfContent) => { key: string; size: number };

/**
 * Makes sure each PDF is in the store, rendering only those missing, and answers where each is. The caller's
 * transaction is to give rows these blobs, some written long ago: it holds them against the purge of blobs no
 * row refers to until it commits.
 */
export async function storePdfsOnce(
  tx: Database,
  blobs: BlobStore,
  folder: string,
  contents: readonly LetterPdfContent[],
): Promise<StoredPdfs> {
  await lockBlobReuse(tx, 'reuse');
  const sizes = seen.get(blobs) ?? new Map<string, number>();
  seen.set(blobs, sizes);
  const byKey = new Map(contents.map((content) => [pdfBlobKey(folder, content), content]));
  // One at a time: the store's statements go through the transaction's one connection.
  for (const [key, content] of byKey)
    sizes.set(key, await storeOnce(tx, blobs, key, content, sizes.get(key)));
  return (content) => {
    const key = pdfBlobKey(folder, content);
    const size = byKey.has(key) ? sizes.get(key) : undefined;
    if (size === undefined) throw new Error(`The PDF "${content.title}" was not stored`);
    return { key, size };
  };
}

/** The size of the PDF under the key, rendered and stored first when it is missing. */
async function storeOnce(
  tx: Database,
  blobs: BlobStore,
  key: string,
  content: LetterPdfContent,
  knownSize?: number,
) {
  if (await blobs.exists(key, tx)) return knownSize ?? (await blobs.read(key, tx)).length;
  const bytes = await renderLetterPdf(content);
  await blobs.put(key, bytes, tx);
  return bytes.length;
}
