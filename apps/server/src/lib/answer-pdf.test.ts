import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnswerBlock, AnswerDoc, AnswerInline } from '@foretaksportalen/shared/contract/answer';
import { formatOrgNum } from '@foretaksportalen/shared/format-org-num';
import { ANSWER_MAX_BLOCKS, ANSWER_MAX_TEXT_LENGTH } from '@foretaksportalen/shared/limits';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type AnswerPdfContent, renderAnswerPdf } from './answer-pdf.ts';

const text = (value: string, ...marks: ('bold' | 'italic')[]): AnswerInline =>
  marks.length
    ? { type: 'text', text: value, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: value };
const paragraph = (...content: AnswerInline[]): AnswerBlock => ({ type: 'paragraph', content });
const item = (...content: AnswerBlock[]) => ({ type: 'listItem' as const, content });

const ANSWER: AnswerDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [text('Tilsvar til klagen')] },
    paragraph(
      text('Vi viser til klagen fra '),
      text('Åse Ødegård', 'bold'),
      text(' om '),
      text('uautoriserte transaksjoner', 'italic'),
      text(' og '),
      text('netthandel', 'bold', 'italic'),
      text('.'),
      { type: 'hardBreak' },
      text('Adresse: '),
      { type: 'mergeField', attrs: { field: 'Klager.Adresse' } },
    ),
    { type: 'heading', attrs: { level: 2 }, content: [text('Foretakets vurdering')] },
    {
      type: 'bulletList',
      content: [
        item(paragraph(text('Kortet ble brukt med PIN')), {
          type: 'orderedList',
          content: [item(paragraph(text('Første uttak'))), item(paragraph(text('Andre uttak')))],
        }),
        item(paragraph(text('Kunden varslet banken sent'))),
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [item(paragraph(text('Punkt tre')))],
    },
    paragraph(
      text('Se '),
      {
        type: 'text',
        text: 'vilkårene for kort',
        marks: [{ type: 'link', attrs: { href: 'https://eksempelbank.no/vilkår?kort=1' } }],
      },
      text(' for mer.'),
    ),
  ],
};

const CONTENT: AnswerPdfContent = {
  company: { name: 'Eksempel Bank ASA', orgNum: '999888777' },
  recipient: 'Klagenemnda',
  caseNumber: 'EB-2026-0042',
  date: '2026-12-07',
  answer: ANSWER,
  signatory: 'Kari Nordmann',
};

/** What a poppler tool reads from the PDF. */
function poppler(tool: 'pdftotext' | 'pdffonts', bytes: Uint8Array, ...args: string[]) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'answer-pdf-'));
  try {
    const file = path.join(folder, 'tilsvar.pdf');
    writeFileSync(file, bytes);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The text of a page (1-based), or of all, one line of text a line, without blank lines. */
const linesOf = (bytes: Uint8Array, page?: number) =>
  poppler('pdftotext', bytes, '-layout', ...(page ? ['-f', String(page), '-l', String(page)] : []))
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '' && line !== '\f');

/** The link annotations' addresses of each page. */
async function linksOf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    return (annots?.asArray() ?? []).map((ref) => {
      const annot = page.doc.context.lookup(ref, PDFDict);
      const action = annot.lookup(PDFName.of('A'), PDFDict);
      const uri = action.lookup(PDFName.of('URI'), PDFHexString);
      return Buffer.from(uri.asBytes()).toString('latin1');
    });
  });
}

const longParagraph = (words: number) =>
  paragraph(text(Array.from({ length: words }, (_, index) => `ord${index}`).join(' ')));

describe('renderAnswerPdf', () => {
  it('writes the letterhead, the case, the date, the text in order and the signature', async () => {
    const bytes = await renderAnswerPdf(CONTENT);
    expect(linesOf(bytes)).toEqual([
      'Eksempel Bank ASA 07.12.2026',
      'Org.nr. 999 888 777',
      'Til: Klagenemnda',
      'Saksnummer: EB-2026-0042',
      'Tilsvar til klagen',
      'Vi viser til klagen fra Åse Ødegård om uautoriserte transaksjoner og netthandel.',
      'Adresse: {Klager.Adresse}',
      'Foretakets vurdering',
      '• Kortet ble brukt med PIN',
      '1. Første uttak',
      '2. Andre uttak',
      '• Kunden varslet banken sent',
      '3. Punkt tre',
      'Se vilkårene for kort for mer.',
      'Med vennlig hilsen',
      'Kari Nordmann',
      'Eksempel Bank ASA',
      'Side 1 av 1',
    ]);
  });

  it('sets the subject over the text when it has one, and names the document', async () => {
    const bytes = await renderAnswerPdf({ ...CONTENT, subject: 'Svar på anmodning om uttalelse' });
    expect(linesOf(bytes).slice(4, 6)).toEqual(['Svar på anmodning om uttalelse', 'Tilsvar til klagen']);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Tilsvar EB-2026-0042: Svar på anmodning om uttalelse');
    expect(pdf.getAuthor()).toBe('Eksempel Bank ASA');
  });

  it('uses real bold, italic and bold italic faces, and indents nested lists', async () => {
    const bytes = await renderAnswerPdf(CONTENT);
    const fonts = poppler('pdffonts', bytes);
    for (const face of ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'])
      expect(fonts).toMatch(new RegExp(`^${face}\\s`, 'm'));
    const raw = poppler('pdftotext', bytes, '-layout').split('\n');
    const indentOf = (needle: string) => raw.find((line) => line.includes(needle))?.search(/\S/) ?? -1;
    expect(indentOf('Første uttak')).toBeGreaterThan(indentOf('Kortet ble brukt'));
    expect(indentOf('Kortet ble brukt')).toBeGreaterThan(indentOf('Foretakets vurdering'));
  });

  it('makes a link clickable, its address in ASCII', async () => {
    expect(await linksOf(await renderAnswerPdf(CONTENT))).toEqual([
      ['https://eksempelbank.no/vilk%C3%A5r?kort=1'],
    ]);
  });

  it('continues a long answer on a second page, with a running head and page numbers', async () => {
    const answer: AnswerDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [text('Tilsvar')] },
        ...Array.from({ length: 8 }, () => longParagraph(60)),
      ],
    };
    const bytes = await renderAnswerPdf({ ...CONTENT, answer });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const first = linesOf(bytes, 1);
    const second = linesOf(bytes, 2);
    expect(first[0]).toBe('Eksempel Bank ASA 07.12.2026');
    expect(first.at(-1)).toBe('Side 1 av 2');
    expect(second[0]).toBe('Eksempel Bank ASA – Tilsvar EB-2026-0042');
    expect(second.slice(-4)).toEqual([
      'Med vennlig hilsen',
      'Kari Nordmann',
      'Eksempel Bank ASA',
      'Side 2 av 2',
    ]);
    // Every word once, in order, over both pages.
    const words = [...first, ...second].join(' ').match(/ord\d+/g) ?? [];
    expect(words).toHaveLength(8 * 60);
    expect(words.slice(0, 3)).toEqual(['ord0', 'ord1', 'ord2']);
  });

  it('draws what Helvetica lacks as question marks, and breaks a word longer than a line', async () => {
    const answer: AnswerDoc = {
      type: 'doc',
      content: [paragraph(text('Takk 👍 – 今日は')), paragraph(text('x'.repeat(300)))],
    };
    const lines = linesOf(await renderAnswerPdf({ ...CONTENT, answer, signatory: 'Ola 😀' }));
    expect(lines).toContain('Takk ? – ???');
    expect(lines).toContain('Ola ?');
    expect(lines.filter((line) => /^x+$/.test(line)).join('')).toBe('x'.repeat(300));
  });

  it(`renders the largest documents the contract takes on a bounded number of pages`, async () => {
    const words = Array.from({ length: ANSWER_MAX_TEXT_LENGTH / 10 }, () => 'ordene123').join(' ');
    const longest: AnswerDoc = {
      type: 'doc',
      content: [paragraph(text(words.slice(0, ANSWER_MAX_TEXT_LENGTH)))],
    };
    const longPdf = await PDFDocument.load(await renderAnswerPdf({ ...CONTENT, answer: longest }));
    expect(longPdf.getPageCount()).toBeLessThanOrEqual(8);
    const mostBlocks: AnswerDoc = {
      type: 'doc',
      content: Array.from({ length: ANSWER_MAX_BLOCKS }, () => paragraph()),
    };
    const blocksPdf = await PDFDocument.load(await renderAnswerPdf({ ...CONTENT, answer: mostBlocks }));
    expect(blocksPdf.getPageCount()).toBeLessThanOrEqual(45);
  });

  it('gives the same bytes for the same content', async () => {
    expect(Buffer.from(await renderAnswerPdf(CONTENT))).toEqual(Buffer.from(await renderAnswerPdf(CONTENT)));
  });

  it('writes an organisation number as letters do', () => {
    expect(formatOrgNum('999888777')).toBe('999 888 777');
    expect(formatOrgNum('SE5560000001')).toBe('SE5560000001');
  });
});
