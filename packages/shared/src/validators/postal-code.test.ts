import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './postal-code.ts';

describe('isValidPostalCode', () => {
  it('accepts an empty value', () => {
    expect(isValidPostalCode('')).toBe(true);
    expect(isValidPostalCode(null)).toBe(true);
    expect(isValidPostalCode(undefined)).toBe(true);
  });

  it('accepts exactly 4 digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{4}$/), isValidPostalCode));
    expect(isValidPostalCode('0150')).toBe(true);
  });

  it('rejects other lengths and non-digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,3}$|^\d{5,8}$/), (value) => !isValidPostalCode(value)));
    for (const value of ['015a', ' 0150', '01 50', '0150 ']) expect(isValidPostalCode(value)).toBe(false);
  });
});
