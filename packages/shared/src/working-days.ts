import { gregorianEaster } from 'date-easter';
import Holidays, { type HolidaysTypes } from 'date-holidays';

/**
 * Norway's working days (Monday to Friday that are not public holidays) on yyyy-MM-dd days, for the server: the
 * browser takes the working days the server counted (`DaysToDue`) and words them with `due-text.ts`.
 *
 * Counting is closed-form: the weekdays between two days by arithmetic, less the public holidays on weekdays of
 * the years between, so a count costs a few steps per year, never one per day.
 */

const DAY_MS = 86_400_000;
/** Monday 1 January 1900: days are numbered from it (negative before it). */
const FIRST_MONDAY_MS = Date.UTC(1900, 0, 1);

const dayNumber = (day: string) => (Date.parse(`${day}T00:00:00Z`) - FIRST_MONDAY_MS) / DAY_MS;
const dayOfNumber = (number: number) =>
  new Date(FIRST_MONDAY_MS + number * DAY_MS).toISOString().slice(0, 10);
const isWeekday = (number: number) => ((number % 7) + 7) % 7 < 5;

/** Mondays to Fridays from 1 January 1900 up to and including day `number` (negative before it). */
const weekdaysThrough = (number: number) => {
  const days = number + 1;
  const weeks = Math.floor(days / 7);
  return 5 * weeks + Math.min(days - 7 * weeks, 5);
};

/**
 * Norway's public holidays as date-holidays states them, evaluated here for any year: the library takes tens of
 * milliseconds a year, which a count over decades cannot spend on the event loop. Its rules for Norway are fixed
 * days and days relative to Easter; a rule of another form stops the server at start rather than count wrong.
 */
// The library's types give its rules as a class without fields; they are its rule objects.
const publicHolidayRules = (new Holidays('NO').getRules() as unknown as HolidaysTypes.HolidayRule[])
  .filter((rule) => rule.type === 'public')
  .map(({ rule }): ((year: number) => number) => {
    const fixed = /^(\d{2})-(\d{2})$/.exec(rule);
    if (fixed)
      return (year) => (Date.UTC(year, Number(fixed[1]) - 1, Number(fixed[2])) - FIRST_MONDAY_MS) / DAY_MS;
    const fromEaster = /^easter(?: (-?\d+))?$/.exec(rule);
    if (fromEaster)
      return (year) => {
        const easter = gregorianEaster(year);
        const sunday = (Date.UTC(year, easter.month - 1, easter.day) - FIRST_MONDAY_MS) / DAY_MS;
        return sunday + Number(fromEaster[1] ?? 0);
      };
    throw new Error(`Norway's public holiday rule '${rule}' is not one working-days.ts can evaluate`);
  });

const weekdayHolidaysByYear = new Map<number, readonly number[]>();

/** The day numbers of a year's public holidays that fall on a weekday, each once (17 May can be Whit Monday). */
function weekdayHolidaysOf(year: number) {
  let days = weekdayHolidaysByYear.get(year);
  if (!days) {
    days = [...new Set(publicHolidayRules.map((holidayOf) => holidayOf(year)).filter(isWeekday))];
    if (weekdayHolidaysByYear.size >= 1_000) weekdayHolidaysByYear.clear();
    weekdayHolidaysByYear.set(year, days);
  }
  return days;
}

/** Norway's public holidays on weekdays of the years from `firstYear` to `lastYear`, as yyyy-MM-dd in order. */
export const weekdayHolidays = (firstYear: number, lastYear: number) => {
  const days: string[] = [];
  for (let year = firstYear; year <= lastYear; year++) days.push(...weekdayHolidaysOf(year).map(dayOfNumber));
  return days.sort();
};

/** Calendar arithmetic on yyyy-MM-dd days, free of time zones. */
export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday to Friday and not a Norwegian public holiday. */
export function isWorkingDay(day: string) {
  const number = dayNumber(day);
  return isWeekday(number) && !weekdayHolidaysOf(Number(day.slice(0, 4))).includes(number);
}

/** The day itself when it is a working day, else the first working day after it (at most a few days on). */
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
  const [first, last] = [dayNumber(from), dayNumber(to)];
  if (!(last > first)) return 0;
  let holidays = 0;
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    for (const holiday of weekdayHolidaysOf(year)) if (holiday > first && holiday <= last) holidays += 1;
  return weekdaysThrough(last) - weekdaysThrough(first) - holidays;
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
