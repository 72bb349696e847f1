const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const BASE = 1024;

// At most two decimals, trailing zeros dropped, with the Norwegian decimal comma; no digit grouping, since a
// number below 1024 never needs it.
const number = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2, useGrouping: false });

/** A file size as the specification shows it (spec 2 §9): base 1024, Bytes to YB, e.g. '0 Bytes', '1,5 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(BASE)), UNITS.length - 1);
  let value = bytes / BASE ** unit;
  // 1023.999 KB rounds to 1024 KB: show it as the next unit instead.
  if (Number(value.toFixed(2)) >= BASE && unit < UNITS.length - 1) {
    unit += 1;
    value /= BASE;
  }
  return `${number.format(value)} ${UNITS[unit]}`;
}
