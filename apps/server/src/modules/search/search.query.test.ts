import { describe, expect, it } from 'vitest';
import { parseSearchQuery, toTsquery, wordsToStem } from './search.query.ts';

describe('reading a search query', () => {
  it('reads words, phrases, words left out, and the last word as a prefix while it is typed', () => {
    expect(parseSearchQuery('Egenandel "reise til Spania" -bil -"ny bil" fors')).toEqual([
      { kind: 'word', word: 'egenandel', prefix: false, exclude: false },
      { kind: 'phrase', words: ['reise', 'til', 'spania'], exclude: false },
      { kind: 'word', word: 'bil', prefix: false, exclude: true },
      { kind: 'phrase', words: ['ny', 'bil'], exclude: true },
      { kind: 'word', word: 'fors', prefix: true, exclude: false },
    ]);
    expect(parseSearchQuery('fors ').at(-1)).toMatchObject({ prefix: false });
    expect(parseSearchQuery('f').at(-1)).toMatchObject({ prefix: false });
    expect(parseSearchQuery('FKN-2026-7')).toEqual([
      { kind: 'phrase', words: ['fkn', '2026', '7'], exclude: false },
    ]);
    expect(parseSearchQuery('"åpen frase')).toEqual([
      { kind: 'phrase', words: ['åpen', 'frase'], exclude: false },
    ]);
    expect(parseSearchQuery("' ; -- 😀 «»")).toEqual([]);
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
});
