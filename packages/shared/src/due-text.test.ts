import { describe, expect, it } from 'vitest';
import { dueState, dueText } from './due-text.ts';

describe('dueText', () => {
  it.each([
    [0, 'i dag'],
    [1, 'i morgen'],
    [4, 'om 4 virkedager'],
    [-1, '1 virkedag over fristen'],
    [-6, '6 virkedager over fristen'],
  ])('%i working days: %s', (days, text) => {
    expect(dueText(days)).toBe(text);
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
