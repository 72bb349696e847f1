import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyToNull } from './empty-to-null.ts';

describe('emptyToNull', () => {
  it('turns missing, empty and whitespace-only text into null', () => {
    expect(emptyToNull(null)).toBeNull();
    expect(emptyToNull(undefined)).toBeNull();
    fc.assert(fc.property(fc.stringMatching(/^[ \t\n\r]*$/), (value) => emptyToNull(value) === null));
  });

  it('keeps other text exactly as typed', () => {
    expect(emptyToNull(' Ola ')).toBe(' Ola ');
    fc.assert(
      fc.property(
        fc.string().filter((value) => value.trim() !== ''),
        (value) => emptyToNull(value) === value,
      ),
    );
  });
});
