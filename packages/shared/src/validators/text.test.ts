import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidTextPaths, isValidLine, isValidText } from './text.ts';

describe('isValidText', () => {
  it('refuses NUL and lone surrogates wherever they are', () => {
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'a\uDFFF', '\uDFFF\uD800', 'x\uD83D']) {
      expect(isValidText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('takes every other text, surrogate pairs (emoji) and other control characters included', () => {
    for (const text of ['', 'Ærlig Øst Åse', '👩‍👩‍👧‍👦', '\t\n\u0001\u202E', '\uD83D\uDE00']) {
      expect(isValidText(text), JSON.stringify(text)).toBe(true);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => isValidText(text) === !text.includes('\u0000')),
    );
  });
});

describe('isValidLine', () => {
  it('refuses every control character, C0 (tab, CR and LF too), DEL and C1, and what isValidText refuses', () => {
    for (const text of [
      'A\r\nB',
      'a\tb',
      '\u0007',
      '\u001F',
      'x\u007F',
      '\u0085',
      '\u009F',
      'a\u0000',
      '\uD800',
    ]) {
      expect(isValidLine(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('takes every other text on one line, emoji and direction marks included', () => {
    for (const text of ['', 'KN-2026-1001', 'Ærlig Øst Åse', '👩‍👩‍👧‍👦', '\u00A0\u00A0', '\u202E']) {
      expect(isValidLine(text), JSON.stringify(text)).toBe(true);
    }
  });
});

describe('invalidTextPaths', () => {
  it('names every place of a JSON value that holds invalid text, keys included', () => {
    expect(
      invalidTextPaths({
        Name: 'Ola',
        Complainer: { FirstName: 'a\u0000b', Address: { Address: '\uD800' } },
        Files: [{ Key: 'ok' }, { Key: '\u0000' }],
        Properties: { 'a\u0000': 'x' },
        Count: 3,
        Empty: null,
      }),
    ).toEqual(['Complainer.FirstName', 'Complainer.Address.Address', 'Files.1.Key', 'Properties.a\u0000']);
  });

  it('finds nothing in valid values', () => {
    expect(invalidTextPaths({ a: ['x', { b: 'y' }], c: 1, d: true, e: null })).toEqual([]);
    expect(invalidTextPaths(undefined)).toEqual([]);
    expect(invalidTextPaths('\uD83D\uDE00')).toEqual([]);
  });

  it('answers the empty path for a text that is the whole value', () => {
    expect(invalidTextPaths('a\u0000b')).toEqual(['']);
  });

  it('walks a value nested 100,000 deep without running out of stack', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    const [path] = invalidTextPaths(deep);
    expect(path?.split('.')).toHaveLength(100_000);
  });
});
