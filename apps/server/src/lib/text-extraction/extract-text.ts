import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import { decodeText } from '../decode-text.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function pdfText(bytes: Uint8Array) {
  // pdf.js takes the buffer over: it gets a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    return (await extractPdfText(pdf, { mergePages: true })).text;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

// exceljs and mammoth are loaded at the first such document: together 0.5 s of every start of the portal, which
// imports this module for `hasReadableText`.
async function docxText(bytes: Uint8Array) {
  const { default: mammoth } = await import('mammoth');
  return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
}

/** Every cell's text, sheet by sheet and row by row, a row to a line. */
async function xlsxText(bytes: Uint8Array) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const lines: string[] = [];
  workbook.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => {
        cells.push(cell.text);
      });
      lines.push(cells.join('\t'));
    });
  });
  return lines.join('\n');
}

const READERS: Record<string, (bytes: Uint8Array) => Promise<string>> = {
  'application/pdf': pdfText,
  [DOCX]: docxText,
  [XLSX]: xlsxText,
  'text/plain': async (bytes) => decodeText(bytes),
};

/** Whether documents of the type have text to read: not images (there is no OCR). */
export const hasReadableText = (mimeType: string) => mimeType in READERS;

/**
 * The text of a document of the given type, or null when the type has none to read (an image; there is no OCR).
 * A PDF without a text layer (a scan) answers ''. Throws when the file cannot be read as its type says.
 */
export async function extractText(bytes: Uint8Array, mimeType: string): Promise<string | null> {
  const read = READERS[mimeType];
  return read ? read(bytes) : null;
}
