import { describe, expect, it } from 'vitest';
import {
  CASE_ARCHIVED,
  DELETE_WINDOW_PASSED,
  deleteDeadline,
  deleteRefusal,
  NOT_A_SENT_LETTER,
  sendRefusal,
} from './letter.policy.ts';

const now = new Date('2026-11-21T09:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('letter policy', () => {
  it('takes letters for open and closed cases, not for archived ones', () => {
    expect(sendRefusal({ archived: false })).toBeNull();
    expect(sendRefusal({ archived: true })).toBe(CASE_ARCHIVED);
  });

  it('lets a sent letter be deleted until, not at, its deadline', () => {
    const sent = { direction: 'outbound' as const, deleteBefore: later(1) };
    expect(deleteRefusal(sent, now)).toBeNull();
    expect(deleteRefusal(sent, later(1))).toBe(DELETE_WINDOW_PASSED);
    expect(deleteRefusal(sent, later(600))).toBe(DELETE_WINDOW_PASSED);
  });

  it('never deletes a letter from the complaints body or a company event without a window', () => {
    expect(deleteRefusal({ direction: 'inbound', deleteBefore: later(60) }, now)).toBe(NOT_A_SENT_LETTER);
    expect(deleteRefusal({ direction: 'outbound', deleteBefore: null }, now)).toBe(NOT_A_SENT_LETTER);
  });

  it('sets the deadline the configured minutes after sending', () => {
    expect(deleteDeadline(now, 10)).toEqual(later(600));
    expect(deleteDeadline(now, 1)).toEqual(later(60));
  });
});
