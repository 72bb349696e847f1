import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { type Fonts, GREY, MARGIN, PageWriter } from '../../lib/pdf-page-writer.ts';
import { A4, drawTextOn } from '../../lib/pdf-text.ts';
import { EXPORT_TEXTS } from './personal-data.texts.ts';
import type { CoverContent } from './personal-data-export.source.ts';

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

  const writer = new PageWriter(pdf, fonts);
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
