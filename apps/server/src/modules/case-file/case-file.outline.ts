import {
  PDFArray,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/** A bookmark: its title, the page it opens, and the bookmarks under it. */
export interface OutlineItem {
  title: string;
  page: PDFRef;
  children: readonly OutlineItem[];
}

/** Open the page at its top, at the zoom the reader has. */
const destination = (pdf: PDFDocument, page: PDFRef) => {
  const array = PDFArray.withContext(pdf.context);
  for (const part of [page, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull]) array.push(part);
  return array;
};

/** How many bookmarks a reader shows under an open one. */
const visibleCount = (items: readonly OutlineItem[]): number =>
  items.reduce((count, item) => count + 1 + visibleCount(item.children), 0);

/** The items as a chain of outline dictionaries under the parent; answers the first and last references. */
function addItems(pdf: PDFDocument, parent: PDFRef, items: readonly OutlineItem[]) {
  const refs = items.map(() => pdf.context.nextRef());
  items.forEach((item, index) => {
    const ref = refs[index] as PDFRef;
    const entry = pdf.context.obj({});
    entry.set(PDFName.of('Title'), PDFHexString.fromText(item.title));
    entry.set(PDFName.of('Parent'), parent);
    entry.set(PDFName.of('Dest'), destination(pdf, item.page));
    const previous = refs[index - 1];
    const next = refs[index + 1];
    if (previous) entry.set(PDFName.of('Prev'), previous);
    if (next) entry.set(PDFName.of('Next'), next);
    const [first, last] = addItems(pdf, ref, item.children);
    if (first && last) {
      entry.set(PDFName.of('First'), first);
      entry.set(PDFName.of('Last'), last);
      entry.set(PDFName.of('Count'), pdf.context.obj(visibleCount(item.children)));
    }
    pdf.context.assign(ref, entry);
  });
  return [refs[0], refs[refs.length - 1]] as const;
}

/**
 * The PDF's bookmarks (its document outline, PDF 32000 §12.3.3), all open, and the reader asked to show them.
 * pdf-lib writes no outline of its own, so the dictionaries are made here.
 */
export function addOutline(pdf: PDFDocument, items: readonly OutlineItem[]) {
  if (items.length === 0) return;
  const root = pdf.context.nextRef();
  const [first, last] = addItems(pdf, root, items);
  const outlines = pdf.context.obj({ Type: 'Outlines', Count: visibleCount(items) });
  if (first && last) {
    outlines.set(PDFName.of('First'), first);
    outlines.set(PDFName.of('Last'), last);
  }
  pdf.context.assign(root, outlines);
  pdf.catalog.set(PDFName.of('Outlines'), root);
  pdf.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** A link over the rectangle [x1, y1, x2, y2] of the page that opens the target page. */
export function addLink(page: PDFPage, rect: readonly number[], target: PDFPage) {
  const { context } = page.doc;
  const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [...rect], Border: [0, 0, 0] });
  link.set(PDFName.of('Dest'), destination(page.doc, target.ref));
  page.node.addAnnot(context.register(link));
}
