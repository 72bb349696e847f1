import { norwegianDate } from '@foretaksportalen/shared/demo-cases/dates';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { A4, drawTextOn, wrapText } from './pdf-text.ts';

/** What a generated PDF says: a letter has a letterhead and a signature, an attachment only its text. */
export interface LetterPdfContent {
  title: string;
  paragraphs: readonly string[];
  letter?: {
    sender: string;
    recipient: string;
    /** yyyy-MM-dd */
    date: string;
    caseNumber: string;
    /** The lines under the text, e.g. the greeting, a name and the sender. */
    signature: readonly string[];
  };
}

const MARGIN = 70;
const TEXT_WIDTH = A4[0] - 2 * MARGIN;
const BODY_SIZE = 11;
const LINE_HEIGHT = 15;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * A small A4 PDF in Norwegian with the standard Helvetica font (WinAnsi covers æ, ø and å), on as many pages as
 * the text needs. The same content gives the same bytes: the document dates come from the letter.
 */
export async function renderLetterPdf(content: LetterPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const sender = content.letter?.sender;
  pdf.setTitle(content.title);
  if (sender) pdf.setAuthor(sender);
  const documentDate = new Date(content.letter?.date ?? 0);
  pdf.setCreationDate(documentDate);
  pdf.setModificationDate(documentDate);

  let page: PDFPage = pdf.addPage([...A4]);
  let y = A4[1] - MARGIN;
  const write = (text: string, font: PDFFont, size: number, lineHeight = LINE_HEIGHT) => {
    if (y - lineHeight < MARGIN) {
      page = pdf.addPage([...A4]);
      y = A4[1] - MARGIN;
    }
    y -= lineHeight;
    drawTextOn(page, text, { x: MARGIN, y, size, font });
  };
  const skip = (space: number) => {
    y -= space;
  };

  if (content.letter) {
    const { date, recipient, caseNumber } = content.letter;
    write(content.letter.sender, bold, 16, 20);
    const dateText = norwegianDate(date);
    drawTextOn(page, dateText, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(dateText, 10),
      y,
      size: 10,
      font: regular,
    });
    page.drawLine({
      start: { x: MARGIN, y: y - 8 },
      end: { x: A4[0] - MARGIN, y: y - 8 },
      thickness: 0.5,
      color: GREY,
    });
    skip(24);
    write(`Til: ${recipient}`, regular, 10, 14);
    write(`Saksnummer: ${caseNumber}`, regular, 10, 14);
    skip(18);
  }
  write(content.title, bold, 14, 20);
  skip(6);
  for (const paragraph of content.paragraphs) {
    for (const line of wrapText(paragraph, regular, BODY_SIZE, TEXT_WIDTH)) write(line, regular, BODY_SIZE);
    skip(8);
  }
  if (content.letter) {
    skip(12);
    for (const line of content.letter.signature) write(line, regular, BODY_SIZE);
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const footer = `Side ${index + 1} av ${pages.length}`;
    const width = regular.widthOfTextAtSize(footer, 9);
    drawTextOn(each, footer, { x: (A4[0] - width) / 2, y: MARGIN / 2, size: 9, font: regular, color: GREY });
  });
  return pdf.save();
}
