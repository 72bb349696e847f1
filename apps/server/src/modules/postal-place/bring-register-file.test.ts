import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { parseBringRegister } from './bring-register-file.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252 bytes: for these letters the same as Latin-1. */
const ansi = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

function refusal(bytes: Uint8Array) {
  try {
    parseBringRegister(bytes);
  } catch (error) {
    if (error instanceof AppError) return { title: error.title, lines: error.errors?.lines ?? [] };
    throw error;
  }
  throw new Error('The file was accepted');
}

describe('parseBringRegister', () => {
  it('reads Windows-1252 and UTF-8 alike, with or without a byte order mark and CR', () => {
    const text = '1332\tØSTERÅS\t3201\tBÆRUM\tP\r\n4330\tÅLGÅRD\t1122\tGJESDAL\tB\r\n';
    const places = new Map([
      ['1332', 'ØSTERÅS'],
      ['4330', 'ÅLGÅRD'],
    ]);
    const undescribedCategories = new Map();
    expect(parseBringRegister(ansi(text))).toEqual({
      encoding: 'Windows-1252',
      places,
      undescribedCategories,
    });
    expect(parseBringRegister(utf8(text))).toEqual({ encoding: 'UTF-8', places, undescribedCategories });
    expect(parseBringRegister(utf8(`\uFEFF${text.replaceAll('\r\n', '\n')}`))).toEqual({
      encoding: 'UTF-8',
      places,
      undescribedCategories,
    });
  });

  it('takes every category Bring describes, and ignores blank lines at the end and spaces around fields', () => {
    const lines = ['B', 'F', 'G', 'P', 'S'].map(
      (category, index) => `000${index}\tOSLO \t0301\tOSLO\t${category}`,
    );
    const { places, undescribedCategories } = parseBringRegister(utf8(`${lines.join('\n')}\n\n  \n`));
    expect([...places]).toEqual(['0000', '0001', '0002', '0003', '0004'].map((code) => [code, 'OSLO']));
    expect(undescribedCategories).toEqual(new Map());
  });

  it('reads a line of a category the guide does not describe (K in older files) like the others, counting them', () => {
    const file = [
      '0001\tOSLO\t0301\tOSLO\tP',
      '0010\tOSLO\t0301\tOSLO\tK',
      '0015\tOSLO\t0301\tOSLO\tB',
      '0018\tOSLO\t0301\tOSLO\tF',
      '0021\tOSLO\t0301\tOSLO\tG',
      '0024\tOSLO\t0301\tOSLO\tS',
      '0026\tOSLO\t0301\tOSLO\tK',
      '0028\tOSLO\t0301\tOSLO\tA',
    ].join('\r\n');
    const { places, undescribedCategories } = parseBringRegister(utf8(file));
    expect([...places.keys()]).toEqual(['0001', '0010', '0015', '0018', '0021', '0024', '0026', '0028']);
    expect(undescribedCategories).toEqual(
      new Map([
        ['A', 1],
        ['K', 2],
      ]),
    );
  });

  it('refuses a category that is missing or not one capital letter', () => {
    const file = ['0150\tOSLO\t0301\tOSLO\t', '0151\tOSLO\t0301\tOSLO\tg', '0152\tOSLO\t0301\tOSLO\tGP'].join(
      '\n',
    );
    expect(refusal(utf8(file)).lines).toEqual([
      'Linje 1: postnummeret 0150 mangler kategori',
      'Linje 2: kategorien «g» er ikke én stor bokstav (Brings er B, F, G, P, S)',
      'Linje 3: kategorien «GP» er ikke én stor bokstav (Brings er B, F, G, P, S)',
    ]);
  });

  it('refuses a blank line inside the register and a line with a bad municipality', () => {
    const file = '0150\tOSLO\t0301\tOSLO\tG\n\n5003\tBERGEN\t460\tBERGEN\tG\n9170\tLONGYEARBYEN\t2111\t\tG\n';
    expect(refusal(utf8(file))).toEqual({
      title: 'Filen er ikke Brings postnummerregister: 3 av 4 linjer er feil. Ingenting er endret.',
      lines: [
        'Linje 2: er tom',
        'Linje 3: kommunenummeret «460» er ikke fire sifre',
        'Linje 4: postnummeret 9170 mangler kommunenavn',
      ],
    });
  });

  it('names the first twenty bad lines and counts the rest', () => {
    const file = Array.from({ length: 25 }, (_, index) => `${index}\tOSLO\t0301\tOSLO\tG`).join('\r\n');
    const { title, lines } = refusal(utf8(file));
    expect(title).toContain('25 av 25 linjer er feil');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('Linje 1: postnummeret «0» er ikke fire sifre');
    expect(lines[19]).toBe('Linje 20: postnummeret «19» er ikke fire sifre');
    expect(lines[20]).toBe('… og 5 linjer til');
  });

  it('refuses an empty file', () => {
    expect(refusal(utf8('\r\n'))).toEqual({
      title: 'Filen inneholder ingen postnumre. Ingenting er endret.',
      lines: [],
    });
  });
});
