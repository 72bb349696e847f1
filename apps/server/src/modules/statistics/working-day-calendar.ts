import { addDays, isWorkingDay } from '@foretaksportalen/shared/working-days';
import type { WorkingDayCalendar } from './statistics.repository.ts';

/**
 * The working days after `first` up to each day from it to `last`, by the shared rule (Norwegian working days):
 * the database counts the working days between two days as the difference of their numbers, so that its figures
 * agree with `workingDaysAfter` without a second copy of the holidays.
 */
export function workingDayCalendar(first: string, last: string): WorkingDayCalendar {
  const numbers: number[] = [];
  let number = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (day !== first && isWorkingDay(day)) number += 1;
    numbers.push(number);
  }
  return { first, numbers };
}
