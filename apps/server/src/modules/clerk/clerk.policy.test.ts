import { describe, expect, it } from 'vitest';
import { canChangeNameOf, canReadProfile, profileEditRefusal, roleChangeRefusal } from './clerk.policy.ts';

const clerk = (personId: string, accessLevel: number, firstName = 'Kari') => ({
  personId,
  accessLevel,
  firstName,
});

describe('profile policy', () => {
  it('lets everyone read and edit their own profile, name included', () => {
    for (const level of [1, 2, 3, 4, 5]) {
      const me = clerk('me', level);
      expect(canReadProfile(me, me)).toBe(true);
      expect(profileEditRefusal(me, me)).toBeNull();
      expect(canChangeNameOf(me, me)).toBe(true);
    }
  });

  it("reads another's profile from level 3 and edits it from level 4", () => {
    const other = clerk('other', 1);
    expect([1, 2, 3, 4, 5].map((level) => canReadProfile(clerk('me', level), other))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([1, 2, 3, 4, 5].map((level) => profileEditRefusal(clerk('me', level), other))).toEqual([
      'Du har ikke tilgang til å endre denne brukeren',
      'Du har ikke tilgang til å endre denne brukeren',
      'Du har ikke tilgang til å endre denne brukeren',
      null,
      null,
    ]);
  });

  it('refuses every change to the profile of someone above the viewer, with the spec’s hint', () => {
    expect(profileEditRefusal(clerk('me', 4), clerk('other', 5, 'Anne'))).toBe(
      'Anne har flere tilganger enn deg.',
    );
    expect(profileEditRefusal(clerk('me', 4), clerk('other', 4))).toBeNull();
    expect(profileEditRefusal(clerk('me', 5), clerk('other', 5))).toBeNull();
  });

  it('never lets anyone but the person change the name, whatever the level', () => {
    for (const level of [1, 2, 3, 4, 5]) {
      expect(canChangeNameOf(clerk('me', level), clerk('other', 1))).toBe(false);
    }
  });

  it('refuses role changes on oneself, below level 3, on someone above, and above one’s own level', () => {
    expect(roleChangeRefusal(clerk('me', 5), clerk('me', 5), 1)).toBe('Du kan ikke endre rolle på deg selv');
    expect(roleChangeRefusal(clerk('me', 2), clerk('other', 1), 1)).toBe(
      'Du har ikke tilgang til å endre roller',
    );
    expect(roleChangeRefusal(clerk('me', 4), clerk('other', 5, 'Anne'), 1)).toBe(
      'Anne har flere tilganger enn deg.',
    );
    expect(roleChangeRefusal(clerk('me', 4), clerk('other', 1), 5)).toBe(
      'Du kan ikke gi en rolle med flere tilganger enn du selv har',
    );
    expect(roleChangeRefusal(clerk('me', 3), clerk('other', 1), 3)).toBeNull();
    expect(roleChangeRefusal(clerk('me', 4), clerk('other', 4), 4)).toBeNull();
    expect(roleChangeRefusal(clerk('me', 5), clerk('other', 5), 1)).toBeNull();
  });
});
