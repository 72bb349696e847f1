import { PDFDocument } from 'pdf-lib';

/** One PDF with the pages of every source in order; the sources are read one at a time. */
export async function mergePdfs(sources: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for await (const bytes of sources) {
    const source = await PDFDocument.load(bytes);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}
