import { describe, expect, it } from 'vitest';
import {
  CASE_ARCHIVED,
  DELETE_WINDOW_PASSED,
  deletableUntil,
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
    const sent = { direction: 'outbound' as const, deleteBefore: later(1), providerReleasedAt: null };
    expect(deleteRefusal(sent, now)).toBeNull();
    expect(deleteRefusal(sent, later(1))).toBe(DELETE_WINDOW_PASSED);
    expect(deleteRefusal(sent, later(600))).toBe(DELETE_WINDOW_PASSED);
  });

  it('never deletes a letter from the complaints body or a company event without a window', () => {
    const event = { deleteBefore: later(60), providerReleasedAt: null };
    expect(deleteRefusal({ ...event, direction: 'inbound' }, now)).toBe(NOT_A_SENT_LETTER);
    expect(deleteRefusal({ ...event, direction: 'outbound', deleteBefore: null }, now)).toBe(
      NOT_A_SENT_LETTER,
    );
  });

  it('keeps a letter the feed has released, even if this clock says the window is open', () => {
    const released = { direction: 'outbound' as const, deleteBefore: later(60), providerReleasedAt: now };
    expect(deleteRefusal(released, now)).toBe(DELETE_WINDOW_PASSED);
  });

  it('sets the deadline the configured minutes after sending', () => {
    expect(deleteDeadline(now, 10)).toEqual(later(600));
    expect(deleteDeadline(now, 1)).toEqual(later(60));
  });

  it('keeps every event as deletable as it is now until the first open window closes', () => {
    const sent = (seconds: number, providerReleasedAt: Date | null = null) => ({
      direction: 'outbound' as const,
      deleteBefore: later(seconds),
      providerReleasedAt,
    });
    expect(deletableUntil([sent(600), sent(60), sent(-60), sent(30, now)], now)).toBe(later(60).getTime());
    expect(deletableUntil([sent(-60), { ...sent(60), direction: 'inbound' as const }], now)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
