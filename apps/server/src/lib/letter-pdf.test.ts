import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type LetterPdfContent, renderLetterPdf } from './letter-pdf.ts';

const LETTER: LetterPdfContent = {
  title: 'Anmodning om uttalelse',
  paragraphs: [
    'Vi viser til klagen fra Åse Ødegård som gjelder uautoriserte korttransaksjoner – «netthandel i utlandet».',
    'Vi ber om foretakets uttalelse til klagen innen 11.12.2026. Legg ved avtalevilkårene og annen dokumentasjon foretaket mener er relevant.',
  ],
  letter: {
    sender: 'Klagenemnda',
    recipient: 'Eksempel Bank ASA',
    date: '2026-11-20',
    caseNumber: 'EB-2026-0042',
    signature: ['Med vennlig hilsen', 'Torunn Bergset', 'Klagenemnda'],
  },
};

describe('renderLetterPdf', () => {
  it('makes a one-page A4 letter that a PDF reader opens, with its title, sender and date', async () => {
    const pdf = await PDFDocument.load(await renderLetterPdf(LETTER));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe('Anmodning om uttalelse');
    expect(pdf.getAuthor()).toBe('Klagenemnda');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });

  it('continues a long text on as many pages as it needs', async () => {
    const paragraph = 'Kortholder skal oppbevare kortet og koden forsvarlig og varsle banken straks. '.repeat(
      6,
    );
    const onePage = await PDFDocument.load(
      await renderLetterPdf({ title: 'Vilkår', paragraphs: [paragraph] }),
    );
    const long = await PDFDocument.load(
      await renderLetterPdf({ title: 'Vilkår', paragraphs: Array.from({ length: 20 }, () => paragraph) }),
    );
    expect(onePage.getPageCount()).toBe(1);
    // Each paragraph is six lines and a gap (98 pt) and a page holds about 700 pt of text: 20 need three pages.
    expect(long.getPageCount()).toBe(3);
  });

  it('draws text typed in the portal whatever it holds, characters Helvetica lacks as question marks', async () => {
    const typed = { title: 'Svar 👍', paragraphs: ['Takk – vi ser på saken 😀 今日は, ő and €.'] };
    const pdf = await PDFDocument.load(await renderLetterPdf({ ...typed, letter: LETTER.letter }));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Svar 👍');
  });

  it('gives the same bytes for the same content, so a stored copy can be reused', async () => {
    expect(Buffer.from(await renderLetterPdf(LETTER))).toEqual(Buffer.from(await renderLetterPdf(LETTER)));
  });
});
