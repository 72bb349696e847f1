import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectNationalIdCountry, isValidNationalId, normalizeNationalId } from './national-id.ts';

const DEMO_NORWEGIAN_IDS = [
  '15838541280',
  '02879044939',
  '21917844930',
  '09849241211',
  '30868041222',
  '12928841284',
  '05819541258',
  '18888341206',
];

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const digitString = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));

/** Independent of the module: 11 - (weighted sum mod 11), where 11 means 0 and 10 has no valid digit. */
const norwegianCheckDigit = (digits: string, weights: number[]): string | null => {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? null : String(check);
};

const norwegianId = digitString(9)
  .map((base) => {
    const first = norwegianCheckDigit(base, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    if (first === null) return null;
    const second = norwegianCheckDigit(base + first, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    return second === null ? null : base + first + second;
  })
  .filter((id): id is string => id !== null);

const luhnCheckDigit = (digits: string): string => {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(value / 10) + (value % 10);
  }, 0);
  return String((10 - (sum % 10)) % 10);
};

const swedishId = fc
  .record({
    year: fc.integer({ min: 1900, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    serial: digitString(3),
  })
  .map(({ year, month, day, serial }) => {
    const base = `${year}${pad(month, 2)}${pad(day, 2)}${serial}`;
    return base + luhnCheckDigit(base.slice(2));
  });

const danishId = fc
  .record({
    day: fc.integer({ min: 1, max: 31 }),
    month: fc.integer({ min: 1, max: 12 }),
    rest: digitString(6),
  })
  .map(({ day, month, rest }) => `${pad(day, 2)}${pad(month, 2)}${rest}`);

describe('normalizeNationalId', () => {
  it('removes whitespace and dashes', () => {
    expect(normalizeNationalId(' 150385 41280 ')).toBe('15038541280');
    expect(normalizeNationalId('19860412-2385')).toBe('198604122385');
    expect(normalizeNationalId('120486-1234')).toBe('1204861234');
  });
});

describe('detectNationalIdCountry', () => {
  it('recognises the demo ids', () => {
    for (const id of DEMO_NORWEGIAN_IDS) expect(detectNationalIdCountry(id)).toBe('NO');
    expect(detectNationalIdCountry('198604122385')).toBe('SE');
    expect(detectNationalIdCountry('1204861234')).toBe('DK');
  });

  it('recognises the ids as people type them', () => {
    expect(detectNationalIdCountry('158385 41280')).toBe('NO');
    expect(detectNationalIdCountry('19860412-2385')).toBe('SE');
    expect(detectNationalIdCountry('120486-1234')).toBe('DK');
  });

  it('returns null for empty values and other text', () => {
    for (const value of [null, undefined, '', '   ', 'abc', '1234', '1583854128a']) {
      expect(detectNationalIdCountry(value)).toBeNull();
    }
  });

  describe('Norwegian', () => {
    it('accepts generated numbers with both check digits right', () => {
      fc.assert(fc.property(norwegianId, (id) => detectNationalIdCountry(id) === 'NO'));
    });

    it('rejects any single-digit change of a valid number', () => {
      fc.assert(
        fc.property(
          norwegianId,
          fc.integer({ min: 0, max: 10 }),
          fc.integer({ min: 1, max: 9 }),
          (id, index, step) => {
            const changed = (Number(id[index]) + step) % 10;
            const mutated = id.slice(0, index) + changed + id.slice(index + 1);
            return detectNationalIdCountry(mutated) === null;
          },
        ),
      );
    });

    it('rejects a number whose check digit would have to be 10', () => {
      // The first weighted sum of 000000006 is 12, and 11 - (12 mod 11) = 10.
      expect(norwegianCheckDigit('000000006', [3, 7, 6, 1, 8, 9, 4, 5, 2])).toBeNull();
      fc.assert(
        fc.property(digitString(2), (checks) => detectNationalIdCountry(`000000006${checks}`) === null),
      );
    });

    it('uses 0 when the computed check digit is 11', () => {
      // All zeroes give a weighted sum of 0 for both checks, so both check digits are 0.
      expect(detectNationalIdCountry('00000000000')).toBe('NO');
    });
  });

  describe('Swedish', () => {
    it('accepts generated Luhn-valid numbers', () => {
      fc.assert(fc.property(swedishId, (id) => detectNationalIdCountry(id) === 'SE'));
    });

    it('rejects a wrong Luhn check digit', () => {
      fc.assert(
        fc.property(swedishId, fc.integer({ min: 1, max: 9 }), (id, step) => {
          const wrong = (Number(id.at(-1)) + step) % 10;
          return detectNationalIdCountry(id.slice(0, -1) + wrong) === null;
        }),
      );
    });

    it('rejects other centuries, months and days', () => {
      const withLuhn = (base: string) => base + luhnCheckDigit(base.slice(2));
      expect(detectNationalIdCountry(withLuhn('18860412238'))).toBeNull();
      expect(detectNationalIdCountry(withLuhn('19861312238'))).toBeNull();
      expect(detectNationalIdCountry(withLuhn('19860012238'))).toBeNull();
      expect(detectNationalIdCountry(withLuhn('19860432238'))).toBeNull();
      expect(detectNationalIdCountry(withLuhn('19860400238'))).toBeNull();
    });
  });

  describe('Danish', () => {
    it('accepts any DDMMYYNNNN with a real day and month number', () => {
      fc.assert(fc.property(danishId, (id) => detectNationalIdCountry(id) === 'DK'));
    });

    it('rejects day 0 or above 31 and month 0 or above 12', () => {
      for (const id of ['0004861234', '3204861234', '1200861234', '1213861234']) {
        expect(detectNationalIdCountry(id)).toBeNull();
      }
    });
  });
});

describe('isValidNationalId', () => {
  it('accepts an empty value', () => {
    expect(isValidNationalId('')).toBe(true);
    expect(isValidNationalId(null)).toBe(true);
    expect(isValidNationalId(undefined)).toBe(true);
  });

  it('agrees with detection', () => {
    fc.assert(
      fc.property(fc.oneof(norwegianId, swedishId, danishId, fc.string({ minLength: 1 })), (value) => {
        return isValidNationalId(value) === (detectNationalIdCountry(value) !== null);
      }),
    );
    expect(isValidNationalId('15838541281')).toBe(false);
  });
});
