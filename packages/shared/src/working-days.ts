import Holidays from 'date-holidays';

/**
 * Norway's working days (Monday to Friday that are not public holidays) on yyyy-MM-dd days, for the server: the
 * holiday tables are large, so the browser takes the working days the server counted (`DaysToDue`) and words
 * them with `due-text.ts`.
 */
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

/** The day itself when it is a working day, else the first working day after it. */
export function workingDayOnOrAfter(day: string) {
  let working = day;
  while (!isWorkingDay(working)) working = addDays(working, 1);
  return working;
}

/**
 * How many working days lie after `from` up to and including `to`; 0 when `to` is not after `from`. A letter of
 * the day before a weekend answered on the Monday took 1.
 */
export function workingDaysAfter(from: string, to: string) {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) count += 1;
  return count;
}

const daysToDueMemo = new Map<string, number>();

/**
 * `DaysToDue`: the working days from `today` to a case's due date, both Oslo days. A deadline that falls on a
 * weekend or holiday runs to the next working day (as Norwegian deadlines do). 0 on that day, 1 the working day
 * before, and so on; negative once it has passed: -1 the first working day after, and never 0 on a day off
 * after it.
 */
export function workingDaysToDue(dueDate: string, today: string) {
  const key = `${dueDate}/${today}`;
  let days = daysToDueMemo.get(key);
  if (days === undefined) {
    const deadline = workingDayOnOrAfter(dueDate);
    if (deadline === today) days = 0;
    else if (deadline > today) days = workingDaysAfter(today, deadline);
    else days = -Math.max(1, workingDaysAfter(deadline, today));
    if (daysToDueMemo.size > 10_000) daysToDueMemo.clear();
    daysToDueMemo.set(key, days);
  }
  return days;
}
