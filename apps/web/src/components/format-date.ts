/**
 * Dates as the product shows them (DATE_DISPLAY_FORMAT, dd.MM.yyyy), in the browser's time zone. Written out
 * rather than through dayjs: the case list shows a date in every row, and dayjs (3 KB gzipped) would be in its
 * first JavaScript only for this; the date pickers, which load later, bring it.
 */
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A wire date alone (2026-03-04) is that day, not UTC midnight; a timestamp is its moment. */
const toDate = (iso: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00` : iso);

const dayOf = (date: Date) =>
  `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;

/** A wire date (ISO 8601 date or timestamp) as the product shows dates: dd.MM.yyyy in the browser's time zone. */
export const formatDate = (isoDate: string): string => dayOf(toDate(isoDate));

/** A wire timestamp with its time of day, where events of one day must be told apart: dd.MM.yyyy HH:mm. */
export function formatDateTime(isoDateTime: string): string {
  const date = toDate(isoDateTime);
  return `${dayOf(date)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** Today in the browser's time zone as an ISO date (2026-03-04). */
export function todayIsoDate(now = new Date()): string {
  return `${String(now.getFullYear()).padStart(4, '0')}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
