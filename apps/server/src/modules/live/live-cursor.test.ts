import { describe, expect, it } from 'vitest';
import { decodeLiveCursor, encodeLiveCursor, olderXid } from './live-cursor.ts';

describe('the live cursor', () => {
  it('reads back what it wrote', () => {
    const cursor = { id: 42, txid: '18446744073709551615', xmin: '7' };
    expect(decodeLiveCursor(encodeLiveCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything that is not one of ours', () => {
    for (const text of [
      '',
      '1.2',
      '1.2.3.4',
      'a.b.c',
      '-1.2.3',
      '1.2.3 ',
      `${2 ** 53}.1.1`,
      `1.${2n ** 64n}.1`,
    ]) {
      expect(decodeLiveCursor(text), text).toBeNull();
    }
  });

  it('compares transaction ids as numbers, not text', () => {
    expect(olderXid('9', '10')).toBe('9');
    expect(olderXid('10', '9')).toBe('9');
  });
});
