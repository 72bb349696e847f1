const SEPARATOR = /[/.-]/;
const DAY_OR_MONTH = /^\d{1,2}$/;
const YEAR = /^\d{1,4}$/;
const SHORT_YEAR_MAX_DIGITS = 3;
const SHORT_YEAR_CENTURY = 2000;

/** A typed date part as a number, the fallback when it was left out, NaN when it is not a number. */
const readPart = (text: string, pattern: RegExp, fallback: number): number => {
  if (text === '') return fallback;
  return pattern.test(text) ? Number(text) : Number.NaN;
};

/**
 * Reads a typed date as day, month and year; a missing part is taken from today.
 * Returns local midnight, or null when the text is not a real date.
 */
export const parseDateInput = (text: string, today: Date = new Date()): Date | null => {
  const trimmed = text.trim();
  if (!SEPARATOR.test(trimmed)) return null;
  const parts = trimmed.split(SEPARATOR);
  if (parts.length > 3) return null;
  const [dayText = '', monthText = '', yearText = ''] = parts;

  const day = readPart(dayText, DAY_OR_MONTH, today.getDate());
  const month = readPart(monthText, DAY_OR_MONTH, today.getMonth() + 1);
  const shortYear = yearText !== '' && yearText.length <= SHORT_YEAR_MAX_DIGITS;
  const year = readPart(yearText, YEAR, today.getFullYear()) + (shortYear ? SHORT_YEAR_CENTURY : 0);
  if ([day, month, year].some(Number.isNaN)) return null;

  // setFullYear, because the Date constructor maps years below 100 to the 1900s.
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  const rolledOver = date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day;
  return rolledOver ? null : date;
};
