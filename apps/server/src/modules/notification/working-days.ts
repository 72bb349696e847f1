import { addDays, isWorkingDay } from '@foretaksportalen/shared/working-days';

/** A letter from the complaints body is reminded of once it has lain unopened this many whole working days. */
const UNREAD_WORKING_DAYS = 2;

/**
 * The last day (yyyy-MM-dd) whose letters, still unread on `today`, have had `UNREAD_WORKING_DAYS` whole working
 * days after the day they came: a letter of Monday is overdue on Thursday, one of Wednesday before Easter on the
 * Thursday after it.
 */
export function lastOverdueLetterDay(today: string) {
  let day = today;
  for (let workingDays = 0; workingDays < UNREAD_WORKING_DAYS; ) {
    day = addDays(day, -1);
    if (isWorkingDay(day)) workingDays += 1;
  }
  return addDays(day, -1);
}

/** Whether a letter received on `receivedDay` and still unread is overdue on `today` (both Oslo days). */
export const isLetterOverdue = (receivedDay: string, today: string) =>
  receivedDay <= lastOverdueLetterDay(today);
