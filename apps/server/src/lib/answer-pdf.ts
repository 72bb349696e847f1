import {
  type AnswerBlock,
  type AnswerDoc,
  type AnswerInline,
  type AnswerListItem,
  type AnswerMark,
  mergeFieldToken,
} from '@foretaksportalen/shared/contract/answer';
import { formatOrgNum } from '@foretaksportalen/shared/format-org-num';
import {
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  type PDFPage,
  type RGB,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import {
  A4,
  drawable,
  drawLetterDate,
  drawLetterheadRule,
  drawPageNumbers,
  drawTextOn,
  fitLine,
  LETTER_GREY as GREY,
  LETTER_MARGIN,
} from './pdf-text.ts';

/**
 * The company's answer ('tilsvar', issue 46) as the PDF that is sent to the complaints body: the answer document
 * (contract/answer.ts) laid out on A4 under the company's letterhead, with real bold and italic, headings, nested
 * lists, links the reader can click, and the clerk's signature. The portal draws it itself with pdf-lib and the
 * standard Helvetica faces, as its other letters (decision 0025): no browser, no HTML.
 */
export interface AnswerPdfContent {
  company: { name: string; orgNum: string };
  /** The complaints body's short name (branding.productName). */
  recipient: string;
  caseNumber: string;
  /** yyyy-MM-dd */
  date: string;
  /** The letter's subject, as a title over the text; none for no title. */
  subject?: string | null;
  /** The answer, its merge fields filled as far as they could be: a field left is printed as its token. */
  answer: AnswerDoc;
  /** Who signs: the clerk who writes or sends it. */
  signatory: string;
}

const MARGIN = LETTER_MARGIN;
const TOP = A4[1] - MARGIN;
const BOTTOM = MARGIN;
const TEXT_WIDTH = A4[0] - 2 * MARGIN;
const BODY_SIZE = 11;
const LINE_HEIGHT = 15;
const PARAGRAPH_GAP = 7;
const ITEM_GAP = 2;
const LIST_INDENT = 20;
const MARKER_GAP = 6;
const HEADINGS = {
  1: { size: 16, lineHeight: 21, before: 10 },
  2: { size: 13.5, lineHeight: 18, before: 8 },
  3: { size: 12, lineHeight: 16, before: 6 },
} as const;
const BLACK = rgb(0, 0, 0);
const LINK_BLUE = rgb(0.02, 0.27, 0.68);
const BULLETS = ['•', '–', '•'];
const GREETING = 'Med vennlig hilsen';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
}

interface Style {
  bold: boolean;
  italic: boolean;
  href: string | undefined;
}

/** A part of a word in one style: text without white space, already drawable in its font. */
interface Piece {
  text: string;
  font: PDFFont;
  href: string | undefined;
}

type Token = { kind: 'word'; pieces: Piece[] } | { kind: 'space' } | { kind: 'break' };

/** A piece placed on a line, x from the line's start. */
interface Placed extends Piece {
  x: number;
  width: number;
}

/**
 * A link's address as the PDF action carries it: 7-bit ASCII (an international domain in punycode, other
 * characters percent-encoded), so that no reader misreads it.
 */
function asciiUri(href: string) {
  let uri: string;
  try {
    uri = new URL(href).href;
  } catch {
    uri = encodeURI(href);
  }
  return uri.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character));
}

const fontOf = (fonts: Fonts, { bold, italic }: Pick<Style, 'bold' | 'italic'>) =>
  bold ? (italic ? fonts.boldItalic : fonts.bold) : italic ? fonts.italic : fonts.regular;

function styleOf(marks: readonly AnswerMark[] | undefined, base: Style): Style {
  const style = { ...base };
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') style.bold = true;
    else if (mark.type === 'italic') style.italic = true;
    else style.href = mark.attrs.href;
  }
  return style;
}

/** The inline content as words, spaces and line breaks; a merge field left unfilled is its token. */
function tokenize(content: readonly AnswerInline[] | undefined, fonts: Fonts, base: Style): Token[] {
  const tokens: Token[] = [];
  const addText = (text: string, style: Style) => {
    const font = fontOf(fonts, style);
    for (const part of text.split(/(\s+)/)) {
      if (part === '') continue;
      if (/^\s+$/.test(part)) {
        if (tokens.at(-1)?.kind !== 'space') tokens.push({ kind: 'space' });
        continue;
      }
      const piece = { text: drawable(part, font), font, href: style.href };
      const last = tokens.at(-1);
      if (last?.kind === 'word') last.pieces.push(piece);
      else tokens.push({ kind: 'word', pieces: [piece] });
    }
  };
  for (const inline of content ?? []) {
    if (inline.type === 'hardBreak') tokens.push({ kind: 'break' });
    else if (inline.type === 'text') addText(inline.text, styleOf(inline.marks, base));
    else addText(mergeFieldToken(inline.attrs.field), styleOf(inline.marks, base));
  }
  return tokens;
}

/** A piece cut into parts that each fit the width, for a word longer than a whole line (a long address). */
function splitPiece(piece: Piece, size: number, width: number): Piece[] {
  const parts: Piece[] = [];
  let part = '';
  let partWidth = 0;
  for (const character of piece.text) {
    // The standard fonts have no kerning: a text's width is its characters' widths added up.
    const characterWidth = piece.font.widthOfTextAtSize(character, size);
    if (part && partWidth + characterWidth > width) {
      parts.push({ ...piece, text: part });
      part = '';
      partWidth = 0;
    }
    part += character;
    partWidth += characterWidth;
  }
  if (part) parts.push({ ...piece, text: part });
  return parts;
}

/** The tokens in lines of the width, words kept whole where they fit. An empty content is one empty line. */
function layoutLines(tokens: readonly Token[], size: number, width: number): Placed[][] {
  const lines: Placed[][] = [];
  let line: Placed[] = [];
  let lineWidth = 0;
  let space = false;
  const newLine = () => {
    lines.push(line);
    line = [];
    lineWidth = 0;
    space = false;
  };
  const place = (pieces: readonly Piece[], gap: number) => {
    let x = lineWidth + gap;
    for (const piece of pieces) {
      const pieceWidth = piece.font.widthOfTextAtSize(piece.text, size);
      line.push({ ...piece, x, width: pieceWidth });
      x += pieceWidth;
    }
    lineWidth = x;
  };
  for (const token of tokens) {
    if (token.kind === 'break') newLine();
    else if (token.kind === 'space') space = line.length > 0;
    else {
      const wordWidth = token.pieces.reduce(
        (sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, size),
        0,
      );
      const gap = space ? (token.pieces[0]?.font.widthOfTextAtSize(' ', size) ?? 0) : 0;
      if (line.length > 0 && lineWidth + gap + wordWidth > width) newLine();
      if (line.length === 0 && wordWidth > width) {
        for (const piece of token.pieces.flatMap((each) => splitPiece(each, size, width))) {
          const pieceWidth = piece.font.widthOfTextAtSize(piece.text, size);
          if (line.length > 0 && lineWidth + pieceWidth > width) newLine();
          place([piece], 0);
        }
      } else place(token.pieces, line.length > 0 ? gap : 0);
      space = false;
    }
  }
  lines.push(line);
  return lines;
}

/**
 * The line's pieces as runs to draw, each in one font and link: a word's pieces, and the words of one style with
 * the spaces between them, are drawn at once (mostly a run a line, rather than a call for every word).
 */
function runsOf(line: readonly Placed[], size: number): Placed[] {
  const runs: Placed[] = [];
  for (const piece of line) {
    const last = runs.at(-1);
    const joinable = last !== undefined && last.font === piece.font && last.href === piece.href;
    const end = last ? last.x + last.width : 0;
    if (joinable && Math.abs(piece.x - end) < 0.01) {
      last.text += piece.text;
      last.width = piece.x + piece.width - last.x;
    } else if (joinable && Math.abs(piece.x - end - piece.font.widthOfTextAtSize(' ', size)) < 0.01) {
      last.text += ` ${piece.text}`;
      last.width = piece.x + piece.width - last.x;
    } else runs.push({ ...piece });
  }
  return runs;
}

/** The PDF's link annotation over a rectangle, opening the address. */
function addUriLink(page: PDFPage, rect: readonly [number, number, number, number], href: string) {
  const { context } = page.doc;
  const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [...rect], Border: [0, 0, 0] });
  const action = context.obj({ Type: 'Action', S: 'URI' });
  action.set(PDFName.of('URI'), PDFHexString.of(Buffer.from(asciiUri(href), 'latin1').toString('hex')));
  link.set(PDFName.of('A'), action);
  page.node.addAnnot(context.register(link));
}

/**
 * The answer as a PDF: A4, Norwegian, on as many pages as it needs, each numbered. The same content gives the same
 * bytes (the document dates come from the letter's date), so a preview and the letter sent are alike.
 */
export async function renderAnswerPdf(content: AnswerPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
    boldItalic: await pdf.embedFont(StandardFonts.HelveticaBoldOblique),
  };
  const title = `Tilsvar ${content.caseNumber}`;
  pdf.setTitle(content.subject ? `${title}: ${content.subject}` : title);
  pdf.setAuthor(content.company.name);
  pdf.setLanguage('nb-NO');
  const documentDate = new Date(content.date);
  pdf.setCreationDate(documentDate);
  pdf.setModificationDate(documentDate);

  let page: PDFPage = pdf.addPage([...A4]);
  let y = TOP;
  /** A new page, with a running head that says whose answer in which case it continues. */
  const nextPage = () => {
    page = pdf.addPage([...A4]);
    const head = fitLine(`${content.company.name} – ${title}`, fonts.regular, 9, TEXT_WIDTH);
    drawTextOn(page, head, { x: MARGIN, y: TOP - 9, size: 9, font: fonts.regular, color: GREY });
    y = TOP - 24;
  };
  /**
   * Room for `height` more on this page, or the next page. Each new page lets the event loop go on first: the
   * longest document the contract takes is some 45 pages, drawn a page at a time (architecture §12).
   */
  const ensure = async (height: number) => {
    if (y - height >= BOTTOM) return;
    nextPage();
    await new Promise<void>((resolve) => setImmediate(resolve));
  };

  /** Lines of text at `left`, each on the page it fits; the first line's baseline goes to `onFirstLine`. */
  const writeLines = async (
    lines: readonly Placed[][],
    {
      left,
      size,
      lineHeight,
      color = BLACK,
      keepWithNext = 0,
    }: {
      left: number;
      size: number;
      lineHeight: number;
      color?: RGB;
      keepWithNext?: number;
    },
    onFirstLine?: (baseline: number) => void,
  ) => {
    for (const [index, line] of lines.entries()) {
      await ensure(lineHeight + (index === 0 ? keepWithNext : 0));
      y -= lineHeight;
      if (index === 0) onFirstLine?.(y);
      drawLine(line, left, size, color);
    }
  };

  const drawLine = (line: readonly Placed[], left: number, size: number, color: RGB) => {
    for (const run of runsOf(line, size)) {
      drawTextOn(page, run.text, {
        x: left + run.x,
        y,
        size,
        font: run.font,
        color: run.href ? LINK_BLUE : color,
      });
    }
    // A link is underlined and clickable as one piece of the line, the spaces between its words included.
    for (let start = 0; start < line.length; ) {
      const href = line[start]?.href;
      let end = start;
      while (end + 1 < line.length && line[end + 1]?.href === href) end++;
      const first = line[start];
      const last = line[end];
      if (href && first && last) {
        const x1 = left + first.x;
        const x2 = left + last.x + last.width;
        page.drawLine({
          start: { x: x1, y: y - 1.5 },
          end: { x: x2, y: y - 1.5 },
          thickness: 0.6,
          color: LINK_BLUE,
        });
        addUriLink(page, [x1, y - 3, x2, y + size], href);
      }
      start = end + 1;
    }
  };

  const plain: Style = { bold: false, italic: false, href: undefined };

  const writeBlock = async (block: AnswerBlock, left: number, listLevel: number, marker?: string) => {
    const width = A4[0] - MARGIN - left;
    switch (block.type) {
      case 'heading': {
        const heading = HEADINGS[block.attrs.level];
        if (y < TOP) y -= heading.before;
        const lines = layoutLines(
          tokenize(block.content, fonts, { ...plain, bold: true }),
          heading.size,
          width,
        );
        // A heading never ends a page: it goes with the line that follows it.
        await writeLines(lines, {
          left,
          size: heading.size,
          lineHeight: heading.lineHeight,
          keepWithNext: LINE_HEIGHT,
        });
        y -= PARAGRAPH_GAP / 2;
        return;
      }
      case 'paragraph': {
        // An empty paragraph is the editor's blank line: one line's height, no more.
        if (!block.content?.length && !marker) {
          await ensure(LINE_HEIGHT);
          y -= LINE_HEIGHT;
          return;
        }
        const lines = layoutLines(tokenize(block.content, fonts, plain), BODY_SIZE, width);
        await writeLines(lines, { left, size: BODY_SIZE, lineHeight: LINE_HEIGHT }, (baseline) => {
          if (!marker) return;
          const markerWidth = fonts.regular.widthOfTextAtSize(marker, BODY_SIZE);
          drawTextOn(page, marker, {
            x: left - MARKER_GAP - markerWidth,
            y: baseline,
            size: BODY_SIZE,
            font: fonts.regular,
          });
        });
        y -= listLevel > 0 ? ITEM_GAP : PARAGRAPH_GAP;
        return;
      }
      case 'bulletList':
      case 'orderedList': {
        const start = block.type === 'orderedList' ? (block.attrs?.start ?? 1) : 1;
        for (const [index, item] of block.content.entries()) {
          const itemMarker =
            block.type === 'orderedList' ? `${start + index}.` : (BULLETS[listLevel % BULLETS.length] ?? '•');
          await writeItem(item, left + LIST_INDENT, listLevel + 1, itemMarker);
        }
        if (listLevel === 0) y -= PARAGRAPH_GAP - ITEM_GAP;
        return;
      }
    }
  };

  const writeItem = async (item: AnswerListItem, left: number, listLevel: number, marker: string) => {
    for (const [index, block] of item.content.entries())
      await writeBlock(block, left, listLevel, index === 0 ? marker : undefined);
  };

  // The letterhead: the company and its organisation number, the date, then to whom and in which case.
  const { company } = content;
  const companyLines = layoutLines(
    tokenize([{ type: 'text', text: company.name }], fonts, { ...plain, bold: true }),
    16,
    TEXT_WIDTH - 90,
  );
  await writeLines(companyLines, { left: MARGIN, size: 16, lineHeight: 20 }, (baseline) =>
    drawLetterDate(page, content.date, fonts.regular, baseline),
  );
  y -= 14;
  drawTextOn(page, `Org.nr. ${formatOrgNum(company.orgNum)}`, {
    x: MARGIN,
    y,
    size: 10,
    font: fonts.regular,
    color: GREY,
  });
  drawLetterheadRule(page, y - 8);
  y -= 30;
  for (const line of [`Til: ${content.recipient}`, `Saksnummer: ${content.caseNumber}`]) {
    drawTextOn(page, fitLine(line, fonts.regular, 10, TEXT_WIDTH), {
      x: MARGIN,
      y,
      size: 10,
      font: fonts.regular,
    });
    y -= 14;
  }
  y -= 10;
  if (content.subject) {
    const subjectLines = layoutLines(
      tokenize([{ type: 'text', text: content.subject }], fonts, { ...plain, bold: true }),
      14,
      TEXT_WIDTH,
    );
    await writeLines(subjectLines, { left: MARGIN, size: 14, lineHeight: 19, keepWithNext: LINE_HEIGHT });
    y -= 8;
  }

  for (const block of content.answer.content) await writeBlock(block, MARGIN, 0);

  // The signature stays together, on the last page.
  const signature = [GREETING, content.signatory, company.name];
  y -= 10;
  await ensure(signature.length * LINE_HEIGHT + 8);
  y -= 8;
  signature.forEach((line, index) => {
    y -= LINE_HEIGHT;
    drawTextOn(page, fitLine(line, fonts.regular, BODY_SIZE, TEXT_WIDTH), {
      x: MARGIN,
      y,
      size: BODY_SIZE,
      font: fonts.regular,
    });
    if (index === 0) y -= LINE_HEIGHT;
  });

  drawPageNumbers(pdf, fonts.regular);
  return pdf.save();
}
