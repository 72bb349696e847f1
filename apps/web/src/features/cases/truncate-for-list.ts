import { CASE_LIST_TRUNCATE_LENGTH, TRUNCATE_THRESHOLD } from '@foretaksportalen/shared/limits';

/**
 * A text cell's shown value (spec 2 §2): longer than the threshold (11) and with a truncate length above 0, the
 * first `length` characters and '...'. A value that the length would not shorten (the overview's 20) is kept
 * whole rather than given a '...' that hides nothing.
 */
export function truncateForList(value: string, length: number = CASE_LIST_TRUNCATE_LENGTH): string {
  return length > 0 && value.length > Math.max(TRUNCATE_THRESHOLD, length)
    ? `${value.slice(0, length)}...`
    : value;
}
