import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, FEED_START } from './change-cursor.ts';

describe('the change feed cursor', () => {
  it('gives back the position it was made from, without showing it', () => {
    const position = { txid: '18446744073709551615', id: 9_007_199_254_740_991 };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('.');
    expect(decodeCursor(cursor)).toEqual(position);
    expect(decodeCursor(encodeCursor(FEED_START))).toEqual(FEED_START);
  });

  it('refuses what this server did not make', () => {
    for (const cursor of [
      '',
      'not a cursor',
      Buffer.from('12').toString('base64url'),
      Buffer.from('12.-3').toString('base64url'),
      Buffer.from('12.3.4').toString('base64url'),
      Buffer.from('18446744073709551616.1').toString('base64url'),
      Buffer.from('1.9007199254740993').toString('base64url'),
      'a'.repeat(101),
    ]) {
      expect(decodeCursor(cursor), cursor).toBeUndefined();
    }
  });
});
