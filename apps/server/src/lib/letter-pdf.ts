import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import {
  A4,
  drawLetterDate,
  drawLetterheadRule,
  drawPageNumbers,
  drawTextOn,
  LETTER_MARGIN,
  wrapText,
} from './pdf-text.ts';

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

const MARGIN = LETTER_MARGIN;
const TEXT_WIDTH = A4[0] - 2 * MARGIN;
const BODY_SIZE = 11;
const LINE_HEIGHT = 15;

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
    drawLetterDate(page, date, regular, y);
    drawLetterheadRule(page, y - 8);
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

  drawPageNumbers(pdf, regular);
  return pdf.save();
}
