import { describe, expect, it } from 'vitest';
import { formatDuration } from './admin-format.ts';

describe('formatDuration', () => {
  it.each([
    [0, 'under 1 min'],
    [59, 'under 1 min'],
    [12 * 60 + 59, '12 min'],
    [3 * 3600 + 5 * 60, '3 t 5 min'],
    [24 * 3600 - 1, '23 t 59 min'],
    [2 * 86400 + 4 * 3600 + 59 * 60, '2 d 4 t'],
  ])('shows %i seconds as «%s»', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
