import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { A4, drawTextOn, wrapText } from './pdf-text.ts';

/** The portal's A4 pages (the case file, a person's data on request): margins, type sizes and line heights. */
export const MARGIN = 56;
export const TEXT_WIDTH = A4[0] - 2 * MARGIN;
export const TOP = A4[1] - MARGIN;
/** The lowest a line may go: the footer is below it. */
export const BOTTOM = MARGIN;
export const GREY = rgb(0.33, 0.33, 0.33);
export const BODY = 10;
export const LINE = 14;
const BULLET_INDENT = 14;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes lines down pages of A4, starting a new page when one is full. */
export class PageWriter {
  private readonly pdf: PDFDocument;
  private readonly fonts: Fonts;
  page: PDFPage;
  y = TOP;

  constructor(pdf: PDFDocument, fonts: Fonts) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.page = pdf.addPage([...A4]);
  }

  private room(height: number) {
    if (this.y - height >= BOTTOM) return;
    this.page = this.pdf.addPage([...A4]);
    this.y = TOP;
  }

  line(text: string, { bold = false, size = BODY, height = LINE, x = MARGIN, color = rgb(0, 0, 0) } = {}) {
    this.room(height);
    this.y -= height;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    drawTextOn(this.page, text, { x, y: this.y, size, font, color });
  }

  /** The text wrapped to the margin, each of its own lines on a line of its own (an empty one as space). */
  paragraph(text: string, { x = MARGIN, bold = false, size = BODY, height = LINE } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of text.split(/\r?\n/)) {
      const wrapped = wrapText(line, font, size, A4[0] - MARGIN - x);
      if (wrapped.length === 0) this.space(height);
      for (const part of wrapped) this.line(part, { x, bold, size, height });
    }
  }

  /** A point of a list: the bullet at the margin, the text wrapped beside it. */
  bullet(text: string) {
    const [first = '', ...rest] = wrapText(text, this.fonts.regular, BODY, TEXT_WIDTH - BULLET_INDENT);
    this.line('•');
    drawTextOn(this.page, first, {
      x: MARGIN + BULLET_INDENT,
      y: this.y,
      size: BODY,
      font: this.fonts.regular,
    });
    for (const part of rest) this.line(part, { x: MARGIN + BULLET_INDENT });
  }

  space(height: number) {
    this.y -= height;
  }
}
