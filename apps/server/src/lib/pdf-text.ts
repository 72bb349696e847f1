import { norwegianDate } from '@foretaksportalen/shared/demo-cases/dates';
import { type PDFDocument, type PDFFont, type PDFPage, type PDFPageDrawTextOptions, rgb } from 'pdf-lib';

/** What a PDF is sent and stored as. */
export const PDF_MIME_TYPE = 'application/pdf';

/** A4 in PDF points, portrait. */
export const A4: readonly [number, number] = [595.28, 841.89];

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

function charactersOf(font: PDFFont) {
  const characters = new Set(font.getCharacterSet());
  characterSets.set(font, characters);
  return characters;
}

/**
 * The text with every character the font cannot draw replaced by '?'. The standard Helvetica draws WinAnsi:
 * Norwegian letters, not emoji, control characters or most other scripts, and what the portal prints may contain
 * anything; pdf-lib throws on a character its font cannot encode. Every text the portal's PDFs draw or measure
 * goes through here: by drawTextOn, wrapText and fitLine, or before it is encoded by hand.
 */
export function drawable(text: string, font: PDFFont) {
  const characters = characterSets.get(font) ?? charactersOf(font);
  return [...text]
    .map((character) => (characters.has(character.codePointAt(0) ?? 0) ? character : '?'))
    .join('');
}

/** Draws the text on the page in the options' font, as far as the font can (see `drawable`). */
export function drawTextOn(page: PDFPage, text: string, options: PDFPageDrawTextOptions & { font: PDFFont }) {
  page.drawText(drawable(text, options.font), options);
}

/** The words of a paragraph in lines that fit the width (a word longer than a line stands alone), drawable. */
export function wrapText(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(text, font).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The text on one line of the width, cut short with '…' when it is longer, drawable. */
export function fitLine(text: string, font: PDFFont, size: number, width: number) {
  const line = drawable(text, font);
  if (font.widthOfTextAtSize(line, size) <= width) return line;
  let kept = line;
  while (kept.length > 0 && font.widthOfTextAtSize(`${kept}…`, size) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

/** The margin of the portal's letters (the message and the answer) on every side. */
export const LETTER_MARGIN = 70;
/** The grey of a letter's page numbers, rule and secondary lines. */
export const LETTER_GREY = rgb(0.35, 0.35, 0.35);

/** The letter's date (yyyy-MM-dd) in Norwegian at the right margin, on the letterhead's first baseline. */
export function drawLetterDate(page: PDFPage, date: string, font: PDFFont, baseline: number) {
  const text = norwegianDate(date);
  drawTextOn(page, text, {
    x: A4[0] - LETTER_MARGIN - font.widthOfTextAtSize(text, 10),
    y: baseline,
    size: 10,
    font,
  });
}

/** The thin grey rule under a letter's letterhead, at `y`. */
export function drawLetterheadRule(page: PDFPage, y: number) {
  page.drawLine({
    start: { x: LETTER_MARGIN, y },
    end: { x: A4[0] - LETTER_MARGIN, y },
    thickness: 0.5,
    color: LETTER_GREY,
  });
}

/** 'Side n av N' centred under every page of a letter. */
export function drawPageNumbers(pdf: PDFDocument, font: PDFFont) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const footer = `Side ${index + 1} av ${pages.length}`;
    const width = font.widthOfTextAtSize(footer, 9);
    drawTextOn(page, footer, {
      x: (A4[0] - width) / 2,
      y: LETTER_MARGIN / 2,
      size: 9,
      font,
      color: LETTER_GREY,
    });
  });
}
