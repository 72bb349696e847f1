/** Calendar dates (yyyy-MM-dd) and times of the demo cases, relative to the day they are made for. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export function assertDate(date: string) {
  if (!DATE.test(date) || Number.isNaN(Date.parse(date))) throw new Error(`Not a date (yyyy-MM-dd): ${date}`);
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

/** The whole days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * A moment of office hours on a date, in UTC: 07:00-13:59 UTC is 08:00-15:59 in Oslo in winter and 09:00-16:59
 * in summer, so no time zone rules are needed.
 */
export const officeHoursAt = (date: string, hour: number, minute: number) =>
  `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

/** dd.MM.yyyy, as Norwegian letters write a date. */
export const norwegianDate = (date: string) => {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
};
