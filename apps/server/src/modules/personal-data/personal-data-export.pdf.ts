import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { A4, drawTextOn, wrapText } from '../../lib/pdf-text.ts';
import { EXPORT_TEXTS } from './personal-data.texts.ts';
import type { CoverContent } from './personal-data-export.source.ts';

const MARGIN = 56;
const TOP = A4[1] - MARGIN;
const BOTTOM = MARGIN;
const TEXT_WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.33, 0.33, 0.33);
const BODY = 10;
const LINE = 14;
const BULLET_INDENT = 14;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes the cover's lines down pages of A4, a new page when one is full. */
class CoverWriter {
  private readonly pdf: PDFDocument;
  private readonly fonts: Fonts;
  private page: PDFPage;
  private y = TOP;

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
    drawTextOn(this.page, text, {
      x,
      y: this.y,
      size,
      font: bold ? this.fonts.bold : this.fonts.regular,
      color,
    });
  }

  paragraph(text: string, { x = MARGIN, bold = false, size = BODY, height = LINE } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const part of wrapText(text, font, size, A4[0] - MARGIN - x))
      this.line(part, { x, bold, size, height });
  }

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

/** 'Innsyn i personopplysninger · side n av N' under every page. */
function drawFooters(pdf: PDFDocument, font: PDFFont) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const text = EXPORT_TEXTS.footer(index + 1, pages.length);
    drawTextOn(page, text, {
      x: (A4[0] - font.widthOfTextAtSize(text, 8)) / 2,
      y: MARGIN / 2,
      size: 8,
      font,
      color: GREY,
    });
  });
}

/** Innsyn.pdf: the cover letter of a person's data on request, in Norwegian (issue 48, art. 15). */
export async function renderCoverPdf(cover: CoverContent) {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(cover.title);
  pdf.setSubject(cover.subtitle);
  pdf.setAuthor(cover.portalName);
  pdf.setCreator(cover.portalName);
  pdf.setLanguage('nb-NO');

  const writer = new CoverWriter(pdf, fonts);
  writer.line(cover.portalName, { bold: true, size: 12, height: 16, color: GREY });
  writer.space(20);
  writer.paragraph(cover.title, { bold: true, size: 22, height: 28 });
  writer.paragraph(cover.subtitle, { size: 11, height: 16 });
  writer.space(8);
  for (const line of cover.lines) writer.paragraph(line);
  for (const section of cover.sections) {
    writer.space(14);
    writer.paragraph(section.heading, { bold: true, size: 13, height: 20 });
    for (const paragraph of section.paragraphs) {
      writer.paragraph(paragraph);
      writer.space(4);
    }
    for (const bullet of section.bullets ?? []) writer.bullet(bullet);
  }
  drawFooters(pdf, fonts.regular);
  return pdf.save();
}
