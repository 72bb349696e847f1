import { describe, expect, it } from 'vitest';
import { firstMatchPattern, parseSearchQuery, toTsquery, wordsToStem } from './search.query.ts';

describe('reading a search query', () => {
  it('reads words, phrases, words left out, and the last word as a prefix while it is typed', () => {
    expect(parseSearchQuery('Egenandel "reise til Spania" -bil -"ny bil" fors')).toEqual([
      { kind: 'word', word: 'egenandel', prefix: false, exclude: false },
      { kind: 'phrase', words: ['reise', 'til', 'spania'], prefix: false, exclude: false },
      { kind: 'word', word: 'bil', prefix: false, exclude: true },
      { kind: 'phrase', words: ['ny', 'bil'], prefix: false, exclude: true },
      { kind: 'word', word: 'fors', prefix: true, exclude: false },
    ]);
    expect(parseSearchQuery('fors ').at(-1)).toMatchObject({ prefix: false });
    expect(parseSearchQuery('f').at(-1)).toMatchObject({ prefix: false });
    expect(parseSearchQuery('FKN-2026-7')).toEqual([
      { kind: 'phrase', words: ['fkn', '2026', '7'], prefix: false, exclude: false },
    ]);
    expect(parseSearchQuery('"åpen frase')).toEqual([
      { kind: 'phrase', words: ['åpen', 'frase'], prefix: true, exclude: false },
    ]);
    expect(parseSearchQuery("' ; -- 😀 «»")).toEqual([]);
  });

  it('reads a reference as one phrase, and a minus as leaving out only at the start of what is typed', () => {
    expect(parseSearchQuery('HX-65720 ')).toEqual([
      { kind: 'phrase', words: ['hx', '65720'], prefix: false, exclude: false },
    ]);
    expect(parseSearchQuery('-65720 "Polise"-HX')).toEqual([
      { kind: 'word', word: '65720', prefix: false, exclude: true },
      { kind: 'phrase', words: ['polise'], prefix: false, exclude: false },
      { kind: 'word', word: 'hx', prefix: true, exclude: false },
    ]);
    expect(toTsquery(parseSearchQuery('EB-2026-004'), new Map())).toBe("(('eb') <-> ('2026') <-> ('004':*))");
    expect(toTsquery(parseSearchQuery('1234.56.78903'), new Map())).toBe(
      "(('1234') <-> ('56') <-> ('78903':*))",
    );
  });

  it('builds the tsquery of lexemes only, with both spellings of a stem ending in m', () => {
    const terms = parseSearchQuery('forsikringssummen "i Spania" -bil');
    expect(wordsToStem(terms)).toEqual(['forsikringssummen', 'i', 'spania', 'bil']);
    const stems = new Map([
      ['forsikringssummen', ['forsikringssumm']],
      ['i', []],
      ['spania', ['spani']],
      ['bil', ['bil']],
    ]);
    expect(toTsquery(terms, stems)).toBe(
      "('forsikringssummen' | 'forsikringssumm' | 'forsikringssum') & (('i') <-> ('spania' | 'spani')) & !('bil')",
    );
    expect(toTsquery(parseSearchQuery('sum'), new Map([['sum', ['sum']]]))).toBe("('sum':* | 'summ':*)");
    expect(toTsquery(parseSearchQuery('-bil'), stems)).toBeNull();
    expect(toTsquery([], stems)).toBeNull();
  });

  it('looks for the first match of a snippet by every lexeme asked for, those left out not', () => {
    const terms = parseSearchQuery('forsikringssummen "i Spania" -bil');
    const stems = new Map([
      ['forsikringssummen', ['forsikringssumm']],
      ['spania', ['spani']],
      ['bil', ['bil']],
    ]);
    expect(firstMatchPattern(terms, stems)).toBe(
      '(?i)^.*?\\m(?:forsikringssummen|forsikringssumm|forsikringssum|i|spania|spani)',
    );
  });
});
