import { describe, expect, it } from 'vitest';
import { dueState, dueText, isDueWithinQuickViewDays, isOverdue } from './due-text.ts';

describe('dueText', () => {
  // Wednesday 25 November 2026.
  it.each([
    [0, '2026-11-25', 'i dag'],
    [1, '2026-11-26', 'i morgen'],
    [4, '2026-12-01', 'om 4 virkedager'],
    [-1, '2026-11-24', '1 virkedag over fristen'],
    [-6, '2026-11-17', '6 virkedager over fristen'],
  ])('%i working days to %s: %s', (days, dueDate, text) => {
    expect(dueText(days, dueDate, '2026-11-25')).toBe(text);
  });

  it('says "i morgen" only of tomorrow\'s date', () => {
    // On Friday 27 November: due Saturday runs to Monday, and so does due Sunday.
    expect(dueText(1, '2026-11-28', '2026-11-27')).toBe('i morgen');
    expect(dueText(1, '2026-11-29', '2026-11-27')).toBe('om 1 virkedag');
    expect(dueText(1, '2026-11-30', '2026-11-27')).toBe('om 1 virkedag');
  });
});

describe('dueState', () => {
  it('is overdue after the deadline, soon within two working days, later after', () => {
    expect(dueState(-1)).toBe('overdue');
    expect(dueState(0)).toBe('soon');
    expect(dueState(2)).toBe('soon');
    expect(dueState(3)).toBe('later');
  });
});

describe('the quick views and statistics of the deadline', () => {
  it.each([
    [-3, true, false],
    [-1, true, false],
    [0, false, true],
    [5, false, true],
    [6, false, false],
  ])('%i working days: overdue %s, due within 5 working days %s', (days, overdue, dueSoon) => {
    expect(isOverdue(days)).toBe(overdue);
    expect(isDueWithinQuickViewDays(days)).toBe(dueSoon);
  });
});
