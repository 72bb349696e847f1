import { describe, expect, it } from 'vitest';
import { changeRefusal, editableUntil, isChangeableBy, mayBeMentioned } from './internal-note.policy.ts';

const AUTHOR = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const written = new Date('2026-12-07T10:00:00Z');
const note = { authorMembershipId: AUTHOR, createdAt: written };
const minutesAfter = (minutes: number) => new Date(written.getTime() + minutes * 60_000);

describe('who may be mentioned in a note of a case', () => {
  const COMPANY = '00000000-0000-4000-8000-0000000000c0';
  const theirCase = { companyId: COMPANY, clerkMembershipId: OTHER };
  const someoneElses = { companyId: COMPANY, clerkMembershipId: AUTHOR };
  const clerk = (accessLevel: number, disabled = false) => ({
    companyId: COMPANY,
    membershipId: OTHER,
    accessLevel,
    disabled,
  });

  it('levels 3 and 5 for every case, levels 1 and 2 for their own only', () => {
    for (const level of [3, 5]) expect(mayBeMentioned(clerk(level), someoneElses)).toBe(true);
    for (const level of [1, 2]) {
      expect(mayBeMentioned(clerk(level), theirCase)).toBe(true);
      expect(mayBeMentioned(clerk(level), someoneElses)).toBe(false);
      expect(mayBeMentioned(clerk(level), { companyId: COMPANY, clerkMembershipId: null })).toBe(false);
    }
  });

  it('never level 4, nor a disabled clerk', () => {
    expect(mayBeMentioned(clerk(4), theirCase)).toBe(false);
    expect(mayBeMentioned(clerk(5, true), theirCase)).toBe(false);
    expect(mayBeMentioned(clerk(1, true), theirCase)).toBe(false);
  });
});

describe('changing or deleting a note', () => {
  it('is its author’s, for 15 minutes', () => {
    expect(editableUntil(note)).toEqual(minutesAfter(15));
    expect(isChangeableBy(note, { membershipId: AUTHOR }, minutesAfter(14.9))).toBe(true);
    expect(changeRefusal(note, { membershipId: AUTHOR }, minutesAfter(14.9))).toBeNull();
    expect(isChangeableBy(note, { membershipId: AUTHOR }, minutesAfter(15))).toBe(false);
    expect(changeRefusal(note, { membershipId: AUTHOR }, minutesAfter(15))?.code).toBe(
      'internal-note.edit-window-passed',
    );
  });

  it('is refused to everyone else, and for a note whose author is gone', () => {
    expect(isChangeableBy(note, { membershipId: OTHER }, minutesAfter(1))).toBe(false);
    expect(changeRefusal(note, { membershipId: OTHER }, minutesAfter(1))?.status).toBe(403);
    const orphan = { authorMembershipId: null, createdAt: written };
    expect(changeRefusal(orphan, { membershipId: AUTHOR }, minutesAfter(1))?.code).toBe(
      'internal-note.not-author',
    );
  });
});
