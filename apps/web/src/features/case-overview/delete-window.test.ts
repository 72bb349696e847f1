import { describe, expect, it } from 'vitest';
import { formatCountdown, lastDeleteDeadline, secondsLeftToDelete } from './delete-window.ts';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const window = (iso: string | null) => ({ DeleteBeforeDateTime: iso, CanDelete: iso !== null });

describe('delete window (spec 2 §4, §9)', () => {
  it('counts whole seconds left, rounding up, and none without or after the window', () => {
    expect(secondsLeftToDelete(window('2026-03-10T12:10:00.000Z'), now)).toBe(600);
    expect(secondsLeftToDelete(window('2026-03-10T12:00:00.400Z'), now)).toBe(1);
    expect(secondsLeftToDelete(window('2026-03-10T12:00:00.000Z'), now)).toBe(0);
    expect(secondsLeftToDelete(window('2026-03-10T11:59:00.000Z'), now)).toBe(0);
    expect(secondsLeftToDelete(window(null), now)).toBe(0);
  });

  it('counts nothing for a letter the server says cannot be deleted', () => {
    const refused = { DeleteBeforeDateTime: '2026-03-10T12:10:00.000Z', CanDelete: false };
    expect(secondsLeftToDelete(refused, now)).toBe(0);
  });

  it('shows the seconds as mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(599)).toBe('09:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(1)).toBe('00:01');
  });

  it('finds the last deadline of the case', () => {
    expect(
      lastDeleteDeadline([window(null), window('2026-03-10T12:05:00.000Z'), window('2026-03-10T12:03:00Z')]),
    ).toBe(Date.parse('2026-03-10T12:05:00.000Z'));
    expect(lastDeleteDeadline([window(null)])).toBe(Number.NEGATIVE_INFINITY);
  });
});
