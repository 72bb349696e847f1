import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, todayIsoDate } from './format-date.ts';

// In the machine's time zone: the timestamps' expectations are worked out in it.
describe('the product’s dates', () => {
  it('shows a wire date as that day, whatever the time zone', () => {
    expect(formatDate('2026-03-04')).toBe('04.03.2026');
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
    expect(formatDate('0999-01-02')).toBe('02.01.0999');
  });

  it('shows a timestamp as its day and time in the browser’s time zone', () => {
    const moment = '2026-06-30T22:30:00Z';
    const local = new Date(moment);
    const expected = [local.getDate(), local.getMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .join('.');
    expect(formatDate(moment)).toBe(`${expected}.${local.getFullYear()}`);
    expect(formatDateTime(moment)).toBe(
      `${expected}.${local.getFullYear()} ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`,
    );
    expect(formatDateTime('2026-03-04T09:05:00+01:00')).toMatch(/^04\.03\.2026 \d\d:05$/);
  });

  it('gives today as an ISO date of the browser’s day', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIsoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
