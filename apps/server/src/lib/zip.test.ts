import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { safeEntryName, uniqueNames, zipStream } from './zip.ts';

describe('zip', () => {
  it('numbers repeated names the way file managers do, ignoring case', () => {
    expect(uniqueNames(['brev.pdf', 'Brev.pdf', 'brev.pdf', 'brev (2).pdf', 'notat', 'notat'])).toEqual([
      'brev.pdf',
      'Brev (2).pdf',
      'brev (3).pdf',
      'brev (2) (2).pdf',
      'notat',
      'notat (2)',
    ]);
  });

  it('keeps entry names inside the folder they are unzipped to', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeEntryName('a\\b:c?.pdf')).toBe('a_b_c_.pdf');
    expect(safeEntryName('..')).toBe('_..');
    expect(safeEntryName('Klage på vedtak.pdf')).toBe('Klage på vedtak.pdf');
  });

  it('drops the dots and spaces Windows drops from the end of a name', () => {
    expect(safeEntryName('Tilsvar. ')).toBe('Tilsvar');
    expect(safeEntryName('Spørsmål?...')).toBe('Spørsmål_');
  });

  it('puts entries in folders, names unique within each folder', async () => {
    const entry = (name: string, folder?: string) => ({
      name,
      ...(folder === undefined ? {} : { folder }),
      modified: new Date(2026, 0, 2),
      open: () => Readable.from([Buffer.from(name)]),
    });
    const archive = zipStream([
      entry('saksmappe.pdf'),
      entry('brev.pdf', '2026-01-02 Brev: svar'),
      entry('brev.pdf', '2026-01-02 Brev: svar'),
      entry('brev.pdf', '2026-01-03 Tilsvar'),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of archive) chunks.push(chunk);
    expect(Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks))))).toEqual([
      'saksmappe.pdf',
      '2026-01-02 Brev_ svar/brev.pdf',
      '2026-01-02 Brev_ svar/brev (2).pdf',
      '2026-01-03 Tilsvar/brev.pdf',
    ]);
  });

  it('streams the entries into an archive that unzips to the same names and bytes', async () => {
    const archive = zipStream([
      {
        name: 'første.txt',
        modified: new Date(2026, 0, 2),
        open: () => Readable.from([Buffer.from('en '), Buffer.from('to')]),
      },
      { name: 'første.txt', modified: new Date(2026, 0, 3), open: () => Readable.from([Buffer.from('tre')]) },
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of archive) chunks.push(chunk);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(files)).toEqual(['første.txt', 'første (2).txt']);
    expect(Buffer.from(files['første.txt'] ?? []).toString()).toBe('en to');
    expect(Buffer.from(files['første (2).txt'] ?? []).toString()).toBe('tre');
  });
});
