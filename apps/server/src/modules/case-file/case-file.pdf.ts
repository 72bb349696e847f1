import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import {
  degrees,
  drawText,
  PDFContentStream,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';
import { decodeText } from '../../lib/decode-text.ts';
import {
  BODY,
  BOTTOM,
  type Fonts,
  GREY,
  MARGIN,
  PageWriter,
  TEXT_WIDTH,
  TOP,
} from '../../lib/pdf-page-writer.ts';
import { A4, drawable, drawTextOn, fitLine, PDF_MIME_TYPE, wrapText } from '../../lib/pdf-text.ts';
import { addLink, addOutline, type OutlineItem } from './case-file.outline.ts';
import type { CaseFileDocument, CaseFileNote, CaseFileSource } from './case-file.source.ts';
import { CASE_FILE_TEXTS } from './case-file.texts.ts';

const FOOTER_SIZE = 8;

/** The contents: one row per event and per document, this many on a page after the first's heading. */
const CONTENTS_ROW_HEIGHT = 16;
const CONTENTS_HEADING_HEIGHT = 48;
const contentsRowsOnPage = (first: boolean) =>
  Math.floor((TOP - BOTTOM - (first ? CONTENTS_HEADING_HEIGHT : 0)) / CONTENTS_ROW_HEIGHT);

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const TEXT_MIME = 'text/plain';

/** A case file with its internal notes. */
type WithNotes = CaseFileSource & { notes: readonly CaseFileNote[] };

/** How far the work is, 0–1. */
export type ProgressListener = (done: number) => void;

/** The cover: who and what the case is, and who made the case file when. */
function drawCover(pdf: PDFDocument, fonts: Fonts, source: CaseFileSource) {
  const writer = new PageWriter(pdf, fonts);
  writer.line(source.cover.portalName, { bold: true, size: 12, height: 16, color: GREY });
  writer.line(source.cover.productName, { size: 10, height: 14, color: GREY });
  writer.space(28);
  writer.line(CASE_FILE_TEXTS.title, { bold: true, size: 24, height: 30 });
  writer.line(CASE_FILE_TEXTS.caseTitle(source.caseId), { bold: true, size: 16, height: 24 });
  writer.space(10);
  const labelWidth = 150;
  for (const block of source.cover.blocks) {
    writer.space(10);
    writer.line(block.title, { bold: true, size: 12, height: 20 });
    for (const [label, value] of block.rows) {
      const lines = wrapText(value || '–', fonts.regular, BODY, TEXT_WIDTH - labelWidth);
      lines.forEach((text, index) => {
        writer.line(index === 0 ? label : '', { color: GREY });
        drawTextOn(writer.page, text, {
          x: MARGIN + labelWidth,
          y: writer.y,
          size: BODY,
          font: fonts.regular,
        });
      });
    }
  }
  writer.space(24);
  writer.paragraph(source.cover.made);
}

/** A row of the contents: an event or one of its documents, and where it starts. */
interface ContentsRow {
  date: string;
  text: string;
  sender: string;
  indent: boolean;
  page: PDFPage | null;
}

/** The pages the contents take: known before the documents are added, from the number of rows. */
function contentsPageCount(rows: number) {
  let pages = 1;
  for (let left = rows - contentsRowsOnPage(true); left > 0; left -= contentsRowsOnPage(false)) pages++;
  return pages;
}

function drawContents(
  pages: readonly PDFPage[],
  fonts: Fonts,
  rows: readonly ContentsRow[],
  pageNumber: (page: PDFPage) => number,
) {
  const dateX = MARGIN;
  const textX = MARGIN + 62;
  const senderWidth = 120;
  const pageWidth = 40;
  const senderX = A4[0] - MARGIN - pageWidth - senderWidth;
  let rowIndex = 0;
  pages.forEach((page, index) => {
    let y = TOP;
    if (index === 0) {
      y -= 24;
      drawTextOn(page, CASE_FILE_TEXTS.contents, { x: MARGIN, y, size: 18, font: fonts.bold });
      y -= CONTENTS_HEADING_HEIGHT - 24;
      for (const [x, label] of [
        [dateX, CASE_FILE_TEXTS.date],
        [textX, CASE_FILE_TEXTS.description],
        [senderX, CASE_FILE_TEXTS.sender],
      ] as const)
        drawTextOn(page, label, { x, y: y + 4, size: 9, font: fonts.bold, color: GREY });
      const pageLabel = CASE_FILE_TEXTS.page;
      drawTextOn(page, pageLabel, {
        x: A4[0] - MARGIN - fonts.bold.widthOfTextAtSize(pageLabel, 9),
        y: y + 4,
        size: 9,
        font: fonts.bold,
        color: GREY,
      });
    }
    const onPage = rows.slice(rowIndex, rowIndex + contentsRowsOnPage(index === 0));
    rowIndex += onPage.length;
    for (const row of onPage) {
      y -= CONTENTS_ROW_HEIGHT;
      const font = row.indent ? fonts.regular : fonts.bold;
      const x = row.indent ? textX + 14 : textX;
      if (!row.indent) drawTextOn(page, row.date, { x: dateX, y, size: BODY, font: fonts.regular });
      drawTextOn(page, fitLine(row.text, font, BODY, senderX - x - 8), {
        x,
        y,
        size: BODY,
        font,
      });
      drawTextOn(page, fitLine(row.sender, fonts.regular, 9, senderWidth - 6), {
        x: senderX,
        y,
        size: 9,
        font: fonts.regular,
        color: GREY,
      });
      if (!row.page) continue;
      const number = String(pageNumber(row.page));
      drawTextOn(page, number, {
        x: A4[0] - MARGIN - fonts.regular.widthOfTextAtSize(number, BODY),
        y,
        size: BODY,
        font: fonts.regular,
      });
      addLink(page, [MARGIN, y - 4, A4[0] - MARGIN, y + CONTENTS_ROW_HEIGHT - 4], row.page);
    }
  });
}

/** The letter's own pages, or null when it cannot be read: encrypted, damaged, or without pages. */
async function pdfPages(pdf: PDFDocument, bytes: Uint8Array) {
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    if (source.getPageCount() === 0) return null;
    return await pdf.copyPages(source, source.getPageIndices());
  } catch {
    return null;
  }
}

async function embedImage(pdf: PDFDocument, document: CaseFileDocument, bytes: Uint8Array) {
  try {
    return document.mimeType === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    return null;
  }
}

/** An image on a page of its own, as large as fits inside the margins; a wide image gets a landscape page. */
function drawImagePage(pdf: PDFDocument, image: PDFImage) {
  const landscape = image.width > image.height;
  const [width, height] = landscape ? [A4[1], A4[0]] : [A4[0], A4[1]];
  const page = pdf.addPage([width, height]);
  const scale = Math.min((width - 2 * MARGIN) / image.width, (height - 2 * MARGIN) / image.height, 1);
  const [drawnWidth, drawnHeight] = [image.width * scale, image.height * scale];
  page.drawImage(image, {
    x: (width - drawnWidth) / 2,
    y: height - MARGIN - drawnHeight,
    width: drawnWidth,
    height: drawnHeight,
  });
  return page;
}

function drawTextPages(pdf: PDFDocument, fonts: Fonts, document: CaseFileDocument, bytes: Uint8Array) {
  const writer = new PageWriter(pdf, fonts);
  const first = writer.page;
  writer.line(document.fileName, { bold: true, size: 12, height: 18 });
  writer.space(8);
  writer.paragraph(decodeText(bytes));
  return first;
}

/** A page that names the file that could not become pages; the file itself goes with the PDF as an attachment. */
async function drawPlaceholder(
  pdf: PDFDocument,
  fonts: Fonts,
  document: CaseFileDocument,
  bytes: Uint8Array,
) {
  const writer = new PageWriter(pdf, fonts);
  writer.line(document.fileName, { bold: true, size: 14, height: 20 });
  writer.space(6);
  writer.paragraph(CASE_FILE_TEXTS.placeholder(document.fileName, document.fileSize));
  await pdf.attach(bytes, document.fileName, {
    mimeType: document.mimeType,
    description: CASE_FILE_TEXTS.attachmentDescription,
  });
  return writer.page;
}

/** The document as pages at the end of the PDF; answers the first. */
async function appendDocument(pdf: PDFDocument, fonts: Fonts, document: CaseFileDocument): Promise<PDFPage> {
  const bytes = await document.read();
  if (document.mimeType === PDF_MIME_TYPE) {
    const pages = await pdfPages(pdf, bytes);
    if (pages) {
      for (const page of pages) pdf.addPage(page);
      const [first] = pages;
      if (first) return first;
    }
  } else if (IMAGE_TYPES.has(document.mimeType)) {
    const image = await embedImage(pdf, document, bytes);
    if (image) return drawImagePage(pdf, image);
  } else if (document.mimeType === TEXT_MIME) {
    return drawTextPages(pdf, fonts, document, bytes);
  }
  return drawPlaceholder(pdf, fonts, document, bytes);
}

/**
 * The internal notes (issue 46) on pages of their own, each under its time and author: the section the user asked
 * for with 'Ta med interne notater'. A case may hold any number of notes, so the event loop goes on between them.
 * Answers its first page.
 */
async function drawInternalNotes(pdf: PDFDocument, fonts: Fonts, source: WithNotes) {
  const writer = new PageWriter(pdf, fonts);
  const first = writer.page;
  writer.line(CASE_FILE_TEXTS.internalNotes, { bold: true, size: 18, height: 24 });
  writer.space(6);
  writer.paragraph(CASE_FILE_TEXTS.internalNotesIntro(source.cover.productName));
  if (source.notes.length === 0) {
    writer.space(10);
    writer.paragraph(CASE_FILE_TEXTS.noInternalNotes);
  }
  for (const note of source.notes) {
    await nextTurnOfEventLoop();
    writer.space(14);
    writer.line(CASE_FILE_TEXTS.noteHeading(note.time, note.author, note.edited), { bold: true });
    writer.space(2);
    writer.paragraph(note.text);
  }
  return first;
}

/** The internal notes alone as a PDF of their own, with footers: the ZIP's 'Interne notater.pdf'. */
export async function renderInternalNotesPdf(source: WithNotes) {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(`${CASE_FILE_TEXTS.internalNotes}, ${CASE_FILE_TEXTS.caseTitle(source.caseId)}`);
  pdf.setAuthor(source.cover.portalName);
  pdf.setCreator(source.cover.portalName);
  pdf.setLanguage('nb-NO');
  await drawInternalNotes(pdf, fonts, source);
  drawFooters(pdf, fonts, source.caseId);
  return pdf.save();
}

/**
 * "Sak … · side n av N" under every page. A page's own content may leave a transformation or a colour behind, so
 * it is wrapped in a saved graphics state first (one pair of tiny streams that every page shares).
 */
function drawFooters(pdf: PDFDocument, fonts: Fonts, caseId: string) {
  const { context } = pdf;
  const save = context.register(context.contentStream([pushGraphicsState()]));
  const restore = context.register(context.contentStream([popGraphicsState()]));
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    page.node.normalize();
    page.node.wrapContentStreams(save, restore);
    drawFooter(page, fonts.regular, CASE_FILE_TEXTS.footer(caseId, index + 1, pages.length));
  });
}

/**
 * One footer, in a stream of its own left uncompressed: pdf-lib (`page.drawText`) starts a deflate of its own for
 * every stream it compresses, which for the footers of a case file of 14,400 pages took a third of the time the
 * whole PDF took, to save a few bytes of each.
 */
function drawFooter(page: PDFPage, font: PDFFont, footer: string) {
  const { context } = page.doc;
  const box = page.getMediaBox();
  const text = drawable(footer, font);
  const operators = drawText(font.encodeText(text), {
    x: box.x + (box.width - font.widthOfTextAtSize(text, FOOTER_SIZE)) / 2,
    y: box.y + 20,
    size: FOOTER_SIZE,
    font: page.node.newFontDictionary(font.name, font.ref),
    color: GREY,
    rotate: degrees(0),
    xSkew: degrees(0),
    ySkew: degrees(0),
  });
  page.node.addContentStream(context.register(PDFContentStream.of(context.obj({}), operators, false)));
}

/**
 * The case file as one PDF: the cover, the contents with the page each event and document starts on (linked),
 * then every document in order (and the internal notes last, when asked for), a bookmark for each event and
 * document, and "Sak … · side n av N" under every page. One document is read at a time; a document that cannot become pages becomes a page naming it, with the
 * file attached. `listOnly` makes the cover and the contents alone, as the ZIP's saksmappe.pdf.
 */
export async function renderCaseFilePdf(
  source: CaseFileSource,
  { onProgress = () => {}, listOnly = false }: { onProgress?: ProgressListener; listOnly?: boolean } = {},
) {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold };
  pdf.setTitle(CASE_FILE_TEXTS.caseTitle(source.caseId));
  pdf.setAuthor(source.cover.portalName);
  pdf.setCreator(source.cover.portalName);
  pdf.setLanguage('nb-NO');

  drawCover(pdf, fonts, source);
  const rowCount =
    source.events.reduce((count, event) => count + 1 + event.documents.length, 0) + (source.notes ? 1 : 0);
  const contentsPages = Array.from({ length: contentsPageCount(rowCount) }, () => pdf.addPage([...A4]));

  const totalBytes = source.events.reduce(
    (sum, event) => sum + event.documents.reduce((eventSum, document) => eventSum + document.fileSize, 0),
    0,
  );
  let bytesDone = 0;
  const rows: ContentsRow[] = [];
  const outline: OutlineItem[] = [];
  for (const event of source.events) {
    const eventRow: ContentsRow = {
      date: event.date,
      text: event.description,
      sender: event.sender,
      indent: false,
      page: null,
    };
    rows.push(eventRow);
    const children: OutlineItem[] = [];
    for (const document of event.documents) {
      const first = listOnly ? null : await appendDocument(pdf, fonts, document);
      rows.push({ date: event.date, text: document.fileName, sender: '', indent: true, page: first });
      if (!first) continue;
      eventRow.page ??= first;
      children.push({ title: document.fileName, page: first.ref, children: [] });
      bytesDone += document.fileSize;
      onProgress(totalBytes === 0 ? 0.9 : 0.9 * (bytesDone / totalBytes));
    }
    const eventPage = eventRow.page ?? contentsPages[0];
    if (!listOnly && eventPage)
      outline.push({ title: `${event.date} ${event.description}`, page: eventPage.ref, children });
  }
  if (source.notes) {
    const notesPage = listOnly
      ? null
      : await drawInternalNotes(pdf, fonts, { ...source, notes: source.notes });
    rows.push({ date: '', text: CASE_FILE_TEXTS.internalNotes, sender: '', indent: false, page: notesPage });
    if (notesPage) outline.push({ title: CASE_FILE_TEXTS.internalNotes, page: notesPage.ref, children: [] });
  }

  const pageNumbers = new Map(pdf.getPages().map((page, index) => [page, index + 1]));
  drawContents(contentsPages, fonts, rows, (page) => pageNumbers.get(page) ?? 0);
  addOutline(pdf, outline);
  drawFooters(pdf, fonts, source.caseId);
  onProgress(0.95);
  const bytes = await pdf.save();
  onProgress(1);
  return bytes;
}
