import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

const KB = 1024;
const MB = KB * KB;

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [KB, '1 KB'],
    [1536, '1,5 KB'],
    [1234567, '1,18 MB'],
    [1.5 * MB, '1,5 MB'],
    [25 * MB, '25 MB'],
    [MB - 1, '1 MB'],
    [KB ** 3, '1 GB'],
    [KB ** 4, '1 TB'],
    [KB ** 5, '1 PB'],
    [KB ** 6, '1 EB'],
    [KB ** 7, '1 ZB'],
    [KB ** 8, '1 YB'],
    [KB ** 9, '1024 YB'],
  ])('%d bytes is %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('shows at most two decimals, rounded', () => {
    expect(formatBytes(KB + 5)).toBe('1 KB');
    expect(formatBytes(KB + 6)).toBe('1,01 KB');
  });

  it.each([-1, Number.NaN])('shows %d as 0 Bytes', (bytes) => {
    expect(formatBytes(bytes)).toBe('0 Bytes');
  });
});
