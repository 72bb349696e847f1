import { describe, expect, it } from 'vitest';
import { truncateForList } from './truncate-for-list.ts';

describe('truncateForList (spec 2 §2)', () => {
  it('keeps values of up to 11 characters', () => {
    expect(truncateForList('12345678901')).toBe('12345678901');
    expect(truncateForList('')).toBe('');
  });

  it('cuts longer values to the first 8 characters and ...', () => {
    expect(truncateForList('123456789012')).toBe('12345678...');
    expect(truncateForList('REKLAMASJON-KORTSVINDEL-0114')).toBe('REKLAMAS...');
  });

  it('does not truncate with a truncate length of 0', () => {
    expect(truncateForList('REKLAMASJON-KORTSVINDEL-0114', 0)).toBe('REKLAMASJON-KORTSVINDEL-0114');
  });

  it('cuts to a longer truncate length (the overview note, 20) only what is longer than it', () => {
    expect(truncateForList('Ring kunden før fris', 20)).toBe('Ring kunden før fris');
    expect(truncateForList('Ring kunden før fristen', 20)).toBe('Ring kunden før fris...');
  });
});
