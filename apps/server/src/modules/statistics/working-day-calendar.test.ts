import { addDays, workingDaysAfter } from '@foretaksportalen/shared/working-days';
import { describe, expect, it } from 'vitest';
import { workingDayCalendar } from './working-day-calendar.ts';

describe('workingDayCalendar', () => {
  it('tells the working days between any two of its days as the shared rule counts them, over Easter, May and Christmas', () => {
    const first = '2026-03-25';
    const calendar = workingDayCalendar(first, '2027-01-31');
    const numberOf = (day: string) =>
      calendar.numbers[(Date.parse(day) - Date.parse(first)) / 86_400_000] as number;
    expect(calendar.numbers).toHaveLength(313);
    for (let from = first; from <= '2026-12-31'; from = addDays(from, 1)) {
      for (let gap = 0; gap <= 20; gap++) {
        const to = addDays(from, gap);
        expect(numberOf(to) - numberOf(from), `${from} to ${to}`).toBe(workingDaysAfter(from, to));
      }
    }
  });
});
