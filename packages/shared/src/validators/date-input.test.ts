import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDateInput } from './date-input.ts';

const TODAY = new Date(2025, 5, 18, 14, 30);
const localDate = (year: number, month: number, day: number) => {
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
};

const realDate = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2999, 11, 31), noInvalidDate: true })
  .map((date) => localDate(date.getFullYear(), date.getMonth() + 1, date.getDate()));

describe('parseDateInput', () => {
  it('reads day, month and year as local midnight', () => {
    expect(parseDateInput('24.12.2025', TODAY)).toEqual(localDate(2025, 12, 24));
    expect(parseDateInput('1/2/2026', TODAY)).toEqual(localDate(2026, 2, 1));
    expect(parseDateInput('01-02-2026', TODAY)).toEqual(localDate(2026, 2, 1));
    expect(parseDateInput(' 24.12.2025 ', TODAY)).toEqual(localDate(2025, 12, 24));
  });

  it('round-trips any real date written with any of the separators', () => {
    fc.assert(
      fc.property(realDate, fc.constantFrom('.', '/', '-'), fc.boolean(), (date, separator, padded) => {
        const pad = (value: number) => (padded ? String(value).padStart(2, '0') : String(value));
        const text = [pad(date.getDate()), pad(date.getMonth() + 1), date.getFullYear()].join(separator);
        return parseDateInput(text, TODAY)?.getTime() === date.getTime();
      }),
    );
  });

  it('adds 2000 to a year of 3 digits or fewer', () => {
    expect(parseDateInput('1.2.25', TODAY)).toEqual(localDate(2025, 2, 1));
    expect(parseDateInput('1.2.5', TODAY)).toEqual(localDate(2005, 2, 1));
    expect(parseDateInput('1.2.0', TODAY)).toEqual(localDate(2000, 2, 1));
    expect(parseDateInput('1.2.125', TODAY)).toEqual(localDate(2125, 2, 1));
    expect(parseDateInput('1.2.0025', TODAY)).toEqual(localDate(25, 2, 1));
  });

  it('takes a missing part from today', () => {
    expect(parseDateInput('5.3', TODAY)).toEqual(localDate(2025, 3, 5));
    expect(parseDateInput('5.', TODAY)).toEqual(localDate(2025, 6, 5));
    expect(parseDateInput('.3.2024', TODAY)).toEqual(localDate(2024, 3, 18));
    expect(parseDateInput('5..2024', TODAY)).toEqual(localDate(2024, 6, 5));
    expect(parseDateInput('.', TODAY)).toEqual(localDate(2025, 6, 18));
  });

  it('returns null without a separator', () => {
    expect(parseDateInput('', TODAY)).toBeNull();
    expect(parseDateInput('24122025', TODAY)).toBeNull();
    expect(parseDateInput('24 12 2025', TODAY)).toBeNull();
  });

  it('returns null for dates that do not exist', () => {
    for (const text of ['31.02.2025', '29.02.2025', '0.1.2025', '32.1.2025', '1.13.2025', '31.4.2025']) {
      expect(parseDateInput(text, TODAY)).toBeNull();
    }
    expect(parseDateInput('29.02.2024', TODAY)).toEqual(localDate(2024, 2, 29));
  });

  it('returns null for parts that are not plain numbers or too many parts', () => {
    for (const text of [
      'a.1.2025',
      '1.b.2025',
      '1.1.20x5',
      '1.1.20255',
      '001.1.2025',
      '1.1.2025.1',
      '+1.1.2025',
    ]) {
      expect(parseDateInput(text, TODAY)).toBeNull();
    }
  });
});
