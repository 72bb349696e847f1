import Holidays from 'date-holidays';

/** A letter from the complaints body is reminded of once it has lain unopened this many whole working days. */
const UNREAD_WORKING_DAYS = 2;

const norway = new Holidays('NO');
const publicHolidaysByYear = new Map<number, ReadonlySet<string>>();

/** Norway's public holidays of a year as yyyy-MM-dd (not Christmas Eve or New Year's Eve, which are not). */
function publicHolidays(year: number) {
  let days = publicHolidaysByYear.get(year);
  if (!days) {
    days = new Set(
      norway
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    publicHolidaysByYear.set(year, days);
  }
  return days;
}

/** Calendar arithmetic on yyyy-MM-dd days, free of time zones. */
export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday to Friday and not a Norwegian public holiday. */
export function isWorkingDay(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(Number(day.slice(0, 4))).has(day);
}

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
