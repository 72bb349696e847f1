import { describe, expect, it } from 'vitest';
import { isoWeek, monthLabel, shortMonthLabel } from './statistics-texts.ts';

describe('isoWeek', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-01-04', 1],
    ['2026-01-05', 2],
    ['2026-05-17', 20],
    ['2026-12-31', 53],
    ['2027-01-03', 53],
    ['2027-01-04', 1],
    ['2024-12-30', 1],
  ])('%s is in week %i', (day, week) => {
    expect(isoWeek(day)).toBe(week);
  });
});

describe('month labels', () => {
  it('names the month in Norwegian', () => {
    expect(monthLabel('2026-05')).toBe('mai 2026');
    expect(shortMonthLabel('2026-11')).toBe('nov. 2026');
  });
});
