/** The portal's calendar is Norway's: the date of an instant as it is in Oslo, yyyy-MM-dd. */
const osloCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const osloDate = (instant: Date) => osloCalendar.format(instant);

const osloClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The hour (0-23) of an instant on Oslo's clocks. */
export const osloHour = (instant: Date) => Number(osloClock.format(instant));

const HOUR_MS = 3_600_000;

/** The instant an Oslo day (yyyy-MM-dd) begins: Oslo is one or two hours ahead of UTC, and midnight always exists. */
export function osloStartOfDay(day: string) {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [1, 2]) {
    const instant = new Date(utcMidnight - offsetHours * HOUR_MS);
    if (osloDate(instant) === day && osloDate(new Date(instant.getTime() - 1)) !== day) return instant;
  }
  throw new Error(`No start of the Oslo day ${day}`);
}

const osloWallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Oslo's clocks show it, yyyy-MM-ddTHH:mm:ss (no zone). */
export const osloDateTime = (instant: Date) => osloWallClock.format(instant).replace(' ', 'T');

/** The Oslo day after a day (yyyy-MM-dd). */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
