import { addDays, isWorkingDay } from '@foretaksportalen/shared/working-days';
import type { WorkingDayCalendar } from './statistics.repository.ts';

/**
 * Every day from `first` to `last` with the working days after `first` up to it, by the shared rule (Norwegian
 * working days): the database counts a span of working days as the difference of two days' numbers, so that its
 * figures agree with `workingDaysAfter` without a second copy of the holidays.
 */
export function workingDayCalendar(first: string, last: string): WorkingDayCalendar {
  const days: string[] = [];
  const numbers: number[] = [];
  let number = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (day !== first && isWorkingDay(day)) number += 1;
    days.push(day);
    numbers.push(number);
  }
  return { days, numbers };
}
