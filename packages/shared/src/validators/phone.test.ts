import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.ts';

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));

describe('isValidPhone', () => {
  it('accepts an empty phone whatever the country', () => {
    for (const country of ['NO', 'SE', null, undefined]) {
      expect(isValidPhone('', country)).toBe(true);
      expect(isValidPhone(null, country)).toBe(true);
      expect(isValidPhone(undefined, country)).toBe(true);
    }
  });

  it('treats a missing country as Norway', () => {
    expect(isValidPhone('91234567', null)).toBe(true);
    expect(isValidPhone('91234567', '')).toBe(true);
    expect(isValidPhone('123', undefined)).toBe(false);
  });

  it('accepts 8 Norwegian digits not starting with 0', () => {
    fc.assert(fc.property(fc.stringMatching(/^[1-9]\d{7}$/), (phone) => isValidPhone(phone, 'NO')));
  });

  it('rejects a Norwegian number starting with 0', () => {
    fc.assert(fc.property(digits(7, 7), (rest) => !isValidPhone(`0${rest}`, 'NO')));
  });

  it('rejects Norwegian numbers of any other length', () => {
    fc.assert(
      fc.property(
        digits(1, 30).filter((phone) => phone.length !== 8),
        (phone) => !isValidPhone(phone, 'NO'),
      ),
    );
  });

  it('rejects spaces, plus signs and letters', () => {
    expect(isValidPhone('912 34 567', 'NO')).toBe(false);
    expect(isValidPhone('+4791234567', 'NO')).toBe(false);
    expect(isValidPhone('0701234567a', 'SE')).toBe(false);
    expect(isValidPhone('07-123', 'DK')).toBe(false);
  });

  it('accepts 1 to 20 digits, leading 0 included, for other countries', () => {
    fc.assert(
      fc.property(digits(1, 20), fc.constantFrom('SE', 'DK', 'se'), (phone, country) =>
        isValidPhone(phone, country),
      ),
    );
  });

  it('rejects more than 20 digits for other countries', () => {
    fc.assert(fc.property(digits(21, 40), (phone) => !isValidPhone(phone, 'SE')));
  });
});
