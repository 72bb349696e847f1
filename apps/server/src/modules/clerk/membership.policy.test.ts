import { describe, expect, it } from 'vitest';
import { canAdministerUsers, membershipActionRefusal } from './membership.policy.ts';

const actor = (membershipId: string, accessLevel: number) => ({ membershipId, accessLevel });
const target = (membershipId: string, accessLevel: number, firstName = 'Kari') => ({
  membershipId,
  accessLevel,
  firstName,
});

describe('membership policy', () => {
  it('lets only levels above 3 administer users', () => {
    expect([1, 2, 3, 4, 5].map((level) => canAdministerUsers({ accessLevel: level }))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('refuses one’s own membership for every action', () => {
    expect(membershipActionRefusal(actor('me', 5), target('me', 5), 'activate')).toBe(
      'Du kan ikke aktivere deg selv',
    );
    expect(membershipActionRefusal(actor('me', 5), target('me', 5), 'deactivate')).toBe(
      'Du kan ikke deaktivere deg selv',
    );
    expect(membershipActionRefusal(actor('me', 4), target('me', 4), 'remove')).toBe(
      'Du kan ikke slette deg selv',
    );
  });

  it('refuses a clerk above one’s own level, and allows one at or below it', () => {
    expect(membershipActionRefusal(actor('me', 4), target('other', 5, 'Anne'), 'deactivate')).toBe(
      'Anne har flere tilganger enn deg.',
    );
    expect(membershipActionRefusal(actor('me', 4), target('other', 4), 'remove')).toBeNull();
    expect(membershipActionRefusal(actor('me', 5), target('other', 5), 'remove')).toBeNull();
    expect(membershipActionRefusal(actor('me', 4), target('other', 1), 'activate')).toBeNull();
  });
});
