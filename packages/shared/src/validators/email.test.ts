import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '../limits.ts';
import { isSameEmail, isValidEmail, isValidEmailList } from './email.ts';

const validEmail = fc.stringMatching(
  /^[a-z0-9]{1,10}(\.[a-z0-9_+-]{1,10})?@[a-z0-9]{1,10}(\.[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?)?\.[a-z]{2,6}$/,
);
const invalidEmail = fc.constantFrom(
  'ola',
  'ola@',
  '@nordmann.no',
  'ola@nordmann',
  'ola nordmann@x.no',
  'ola@@x.no',
  'a@b.c',
);

describe('isValidEmail', () => {
  it('accepts an empty value', () => {
    expect(isValidEmail('')).toBe(true);
    expect(isValidEmail(null)).toBe(true);
    expect(isValidEmail(undefined)).toBe(true);
  });

  it('accepts ordinary addresses', () => {
    for (const value of ['ola@nordmann.no', 'Kari.Nordmann+klage@finans-bank.co.uk', 'a_b@x.io']) {
      expect(isValidEmail(value)).toBe(true);
    }
    fc.assert(fc.property(validEmail, isValidEmail));
  });

  it('rejects malformed addresses', () => {
    fc.assert(fc.property(invalidEmail, (value) => !isValidEmail(value)));
    expect(isValidEmail('ola.@nordmann.no')).toBe(false);
    expect(isValidEmail('ola@-nordmann.no')).toBe(false);
    expect(isValidEmail(' ola@nordmann.no')).toBe(false);
  });

  it('rejects addresses longer than the limit', () => {
    const domain = '@nordmann.no';
    const atLimit = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`;
    expect(isValidEmail(atLimit)).toBe(true);
    expect(isValidEmail(`a${atLimit}`)).toBe(false);
  });
});

describe('isValidEmailList', () => {
  it('accepts an empty value', () => {
    expect(isValidEmailList('')).toBe(true);
    expect(isValidEmailList(null)).toBe(true);
    expect(isValidEmailList(undefined)).toBe(true);
  });

  it('accepts valid addresses joined by commas with any spacing and empty entries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(validEmail, fc.constantFrom('', ' ', '  ')), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (entries, trailingComma) => {
          const list = entries.map(([email, space]) => `${space}${email}${space}`).join(',');
          return isValidEmailList(trailingComma ? `${list}, ,` : list);
        },
      ),
    );
  });

  it('rejects the list when any one entry is invalid, not only the last', () => {
    fc.assert(
      fc.property(
        fc.array(validEmail, { maxLength: 4 }),
        invalidEmail,
        fc.nat(),
        (emails, invalid, position) => {
          const entries = [...emails];
          entries.splice(position % (emails.length + 1), 0, invalid);
          return !isValidEmailList(entries.join(', '));
        },
      ),
    );
    expect(isValidEmailList('ola, kari@nordmann.no')).toBe(false);
  });
});

describe('isSameEmail', () => {
  it('compares case-insensitively', () => {
    expect(isSameEmail('Ola@Nordmann.no', 'ola@nordmann.NO')).toBe(true);
    expect(isSameEmail('ola@nordmann.no', 'kari@nordmann.no')).toBe(false);
  });

  it('passes while the other field is null or missing', () => {
    expect(isSameEmail('ola@nordmann.no', null)).toBe(true);
    expect(isSameEmail('ola@nordmann.no', undefined)).toBe(true);
  });

  it('treats a missing value as empty text', () => {
    expect(isSameEmail(null, '')).toBe(true);
    expect(isSameEmail(undefined, 'ola@nordmann.no')).toBe(false);
  });
});
