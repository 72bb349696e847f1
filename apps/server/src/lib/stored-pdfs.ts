import { createHash } from 'node:crypto';
import type { BlobStore } from './blob-store.ts';
import { type LetterPdfContent, renderLetterPdf } from './letter-pdf.ts';

/** The blob key of a generated PDF: a hash of what it says, so the same content is stored once. */
const pdfBlobKey = (folder: string, content: LetterPdfContent) =>
  `${folder}/${createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32)}.pdf`;

/**
 * The PDFs this process has seen in each store, with their sizes. A key's bytes never change and nothing deletes
 * a generated PDF, so one seen once is not looked for again: a reset on the same store touches no file.
 */
const seen = new WeakMap<BlobStore, Map<string, number>>();

/** Where a stored PDF is, by what it says. */
export type StoredPdfs = (content: LetterPdfContent) => { key: string; size: number };

/** Makes sure each PDF is in the store, rendering only those missing, and answers where each is. */
export async function storePdfsOnce(
  blobs: BlobStore,
  folder: string,
  contents: readonly LetterPdfContent[],
): Promise<StoredPdfs> {
  const sizes = seen.get(blobs) ?? new Map<string, number>();
  seen.set(blobs, sizes);
  const byKey = new Map(contents.map((content) => [pdfBlobKey(folder, content), content]));
  await Promise.all(
    [...byKey]
      .filter(([key]) => !sizes.has(key))
      .map(async ([key, content]) => sizes.set(key, await storeOnce(blobs, key, content))),
  );
  return (content) => {
    const key = pdfBlobKey(folder, content);
    const size = byKey.has(key) ? sizes.get(key) : undefined;
    if (size === undefined) throw new Error(`The PDF "${content.title}" was not stored`);
    return { key, size };
  };
}

/** The size of the PDF under the key, rendered and stored first when it is missing. */
async function storeOnce(blobs: BlobStore, key: string, content: LetterPdfContent) {
  if (await blobs.exists(key)) return (await blobs.read(key)).length;
  const bytes = await renderLetterPdf(content);
  await blobs.put(key, bytes);
  return bytes.length;
}
