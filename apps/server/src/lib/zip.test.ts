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

  it('cuts names to a length, keeping the number and the extension, never half a character', () => {
    expect(uniqueNames(['Vedtak i saken.pdf', 'Vedtak i saken.pdf', 'Vedtak i saken'], 12)).toEqual([
      'Vedtak i.pdf',
      'Vedt (2).pdf',
      'Vedtak i sak',
    ]);
    expect(uniqueNames(['Brev. Svar fra kunden', 'Brev. Svar fra kunden'], 14)).toEqual([
      'Brev. Svar fra',
      'Brev. Svar (2)',
    ]);
    expect(uniqueNames(['ab😀cd.txt'], 7)).toEqual(['ab.txt']);
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

  it('cuts file names so that folder and name stay within the 260 characters Windows takes', async () => {
    const name = `${'x'.repeat(251)}.pdf`;
    const folder = 'y'.repeat(100);
    const archive = zipStream(
      [name, name, 'kort.pdf'].map((each) => ({
        name: each,
        folder,
        modified: new Date(2026, 0, 2),
        open: () => Readable.from([Buffer.from(each)]),
      })),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of archive) chunks.push(chunk);
    expect(Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks))))).toEqual([
      `${folder}/${'x'.repeat(155)}.pdf`,
      `${folder}/${'x'.repeat(151)} (2).pdf`,
      `${folder}/kort.pdf`,
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
