/**
 * One thing the user asked for: a word (its stems as well) or a phrase of words in a row, perhaps left out. The
 * last word typed, while it is still being typed, is the start of a word (`prefix`).
 */
export type SearchTerm =
  | { kind: 'word'; word: string; prefix: boolean; exclude: boolean }
  | { kind: 'phrase'; words: readonly string[]; prefix: boolean; exclude: boolean };

/** A prefix shorter than this would match too much to help. */
const PREFIX_MIN_LENGTH = 2;

const wordsOf = (text: string) => (text.toLocaleLowerCase('nb').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 20);

/**
 * The query as people type it: words (all must match), "a phrase" in quotes, -word or -"a phrase" to leave out
 * (a minus at the start of what is typed or after a space: HX-65720 is one reference), and the last word, while it
 * is still being typed (no space after it), as the start of a word. A word written with other characters inside
 * (EB-2026-0044, 1234.56.78903, e-post) is the phrase of its parts, as the search vectors hold them.
 */
export function parseSearchQuery(input: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const [, minus, quoted, bare] of input.matchAll(/(?:(?<=^|\s)(-))?(?:"([^"]*)"?|([^\s"]+))/gu)) {
    const words = wordsOf(quoted ?? bare ?? '');
    const [only] = words;
    if (only === undefined) continue;
    const exclude = minus !== undefined;
    if (quoted !== undefined || words.length > 1)
      terms.push({ kind: 'phrase', words, prefix: false, exclude });
    else terms.push({ kind: 'word', word: only, prefix: false, exclude });
  }
  const last = terms.at(-1);
  const stillTyping = !/[\s"]$/u.test(input);
  const lastWord = last?.kind === 'phrase' ? last.words.at(-1) : last?.word;
  if (last && !last.exclude && stillTyping && (lastWord?.length ?? 0) >= PREFIX_MIN_LENGTH)
    last.prefix = true;
  return terms;
}

/** The words whose Norwegian stems the query needs. */
export const wordsToStem = (terms: readonly SearchTerm[]) => [
  ...new Set(terms.flatMap((term) => (term.kind === 'word' ? [term.word] : term.words))),
];

/**
 * A stem and its other spelling: Norwegian writes a final double m single ("sum", but "summen", whose stem the
 * stemmer leaves as "summ"), so a stem ending in m is looked for both ways.
 */
function spellings(stem: string) {
  if (stem.endsWith('mm')) return [stem, stem.slice(0, -1)];
  if (stem.endsWith('m')) return [stem, `${stem}m`];
  return [stem];
}

/** One word as every lexeme it may be in the text: as written (the `simple` part) and its stems' spellings. */
const lexemesOf = (word: string, stems: ReadonlyMap<string, readonly string[]>) => [
  ...new Set([word, ...(stems.get(word) ?? []).flatMap(spellings)]),
];

function alternatives(word: string, stems: ReadonlyMap<string, readonly string[]>, prefix: boolean) {
  return `(${lexemesOf(word, stems)
    .map((lexeme) => `'${lexeme}'${prefix ? ':*' : ''}`)
    .join(' | ')})`;
}

/**
 * The query in tsquery syntax over the lexemes the text vectors hold (`search_vector`: `to_tsvector('norwegian')`
 * and `to_tsvector('simple')` of the same text), read by `to_tsquery('simple', …)`. Lexemes are letters and digits
 * only, so nothing the user types can break out of the quotes. Null when nothing is asked for: no words, or only
 * words to leave out.
 */
export function toTsquery(terms: readonly SearchTerm[], stems: ReadonlyMap<string, readonly string[]>) {
  if (!terms.some((term) => !term.exclude)) return null;
  return terms
    .map((term) => {
      const query =
        term.kind === 'word'
          ? alternatives(term.word, stems, term.prefix)
          : `(${term.words
              .map((word, index) => alternatives(word, stems, term.prefix && index === term.words.length - 1))
              .join(' <-> ')})`;
      return term.exclude ? `!${query}` : query;
    })
    .join(' & ');
}

/**
 * A regular expression (PostgreSQL's) for a text up to the end of the first word that begins with one of the
 * lexemes the query looks for, which is where its snippet is made: a word begins with its stem, so this finds the
 * words the tsquery matches (and perhaps a longer one before them). Lexemes have nothing to escape.
 */
export function firstMatchPattern(
  terms: readonly SearchTerm[],
  stems: ReadonlyMap<string, readonly string[]>,
) {
  const lexemes = wordsToStem(terms.filter((term) => !term.exclude)).flatMap((word) =>
    lexemesOf(word, stems),
  );
  return `(?i)^.*?\\m(?:${[...new Set(lexemes)].join('|')})`;
}
