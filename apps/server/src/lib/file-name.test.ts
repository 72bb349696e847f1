import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH, sanitizeFileName } from './file-name.ts';

describe('sanitizeFileName', () => {
  it('keeps an ordinary name, Norwegian letters included', () => {
    expect(sanitizeFileName('Klage fra kunden – æøå.pdf')).toBe('Klage fra kunden – æøå.pdf');
  });

  it('drops folders of either kind of path', () => {
    expect(sanitizeFileName('C:\\Users\\kari\\klage.pdf')).toBe('klage.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
  });

  it('removes control and direction-changing characters', () => {
    expect(sanitizeFileName('a\u0000b\nc\u007f.txt')).toBe('abc.txt');
    expect(sanitizeFileName('faktura\u202efdp.exe')).toBe('fakturafdp.exe');
  });

  it('trims spaces and dots at the ends, and names what is left of nothing', () => {
    expect(sanitizeFileName('  ..skjult.txt. ')).toBe('skjult.txt');
    expect(sanitizeFileName('...')).toBe('dokument');
    expect(sanitizeFileName('mappe/')).toBe('dokument');
    // A multipart part without a filename parameter.
    expect(sanitizeFileName(undefined)).toBe('dokument');
  });

  it('shortens a long name to 255 characters and keeps its extension', () => {
    const name = sanitizeFileName(`${'ø'.repeat(300)}.docx`);
    expect([...name]).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('ø.docx')).toBe(true);
  });
});
