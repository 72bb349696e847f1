import { addDays, isWorkingDay } from '@foretaksportalen/shared/working-days';

/** A letter from the complaints body is reminded of once it has lain unopened this many whole working days. */
const UNREAD_WORKING_DAYS = 2;

/** The `count`-th working day after `day` (yyyy-MM-dd), or before it when `count` is negative. */
export function workingDaysFrom(day: string, count: number) {
  const step = Math.sign(count);
  let current = day;
  for (let left = Math.abs(count); left > 0; ) {
    current = addDays(current, step);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/**
 * The last day (yyyy-MM-dd) whose letters, still unread on `today`, have had `UNREAD_WORKING_DAYS` whole working
 * days after the day they came: a letter of Monday is overdue on Thursday, one of Wednesday before Easter on the
 * Thursday after it.
 */
export const lastOverdueLetterDay = (today: string) =>
  addDays(workingDaysFrom(today, -UNREAD_WORKING_DAYS), -1);

/** Whether a letter received on `receivedDay` and still unread is overdue on `today` (both Oslo days). */
export const isLetterOverdue = (receivedDay: string, today: string) =>
  receivedDay <= lastOverdueLetterDay(today);
