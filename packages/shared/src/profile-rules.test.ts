import { describe, expect, it } from 'vitest';
import {
  canChangeName,
  canEditProfile,
  canGrantRole,
  canReadProfile,
  membershipStatusBlock,
  profileEditBlock,
  roleChangeBlock,
} from './profile-rules.ts';

describe('canReadProfile and canEditProfile', () => {
  it.each([
    [1, false, false, false],
    [2, false, false, false],
    [3, false, true, false],
    [4, false, true, true],
    [5, false, true, true],
    [1, true, true, true],
    [3, true, true, true],
    [5, true, true, true],
  ])(
    'viewer level %i, own profile %s → read %s, edit %s (target at level 1)',
    (viewerLevel, isOwn, read, edit) => {
      expect(canReadProfile({ viewerLevel, isOwn })).toBe(read);
      expect(canEditProfile({ viewerLevel, isOwn, targetLevel: 1 })).toBe(edit);
    },
  );
});

describe('profileEditBlock: the whole profile follows the higher-level rule', () => {
  it.each([
    [4, false, 5, 'target-above-viewer'],
    [4, false, 4, null],
    [5, false, 5, null],
    [5, false, 4, null],
    [3, false, 1, 'viewer-below-threshold'],
    [3, false, 5, 'viewer-below-threshold'],
    [1, true, 1, null],
    [4, true, 4, null],
  ])('viewer level %i, own %s, target level %i → %s', (viewerLevel, isOwn, targetLevel, expected) => {
    expect(profileEditBlock({ viewerLevel, isOwn, targetLevel })).toBe(expected);
    expect(canEditProfile({ viewerLevel, isOwn, targetLevel })).toBe(expected === null);
  });
});

describe('canChangeName', () => {
  it('lets only the person change their name, whatever the viewer’s level', () => {
    for (const viewerLevel of [1, 2, 3, 4, 5]) {
      expect(canChangeName({ viewerLevel, isOwn: true })).toBe(true);
      expect(canChangeName({ viewerLevel, isOwn: false })).toBe(false);
    }
  });
});

describe('roleChangeBlock', () => {
  it.each([
    [5, true, 5, 'own-profile'],
    [1, true, 1, 'own-profile'],
    [1, false, 1, 'viewer-below-threshold'],
    [2, false, 1, 'viewer-below-threshold'],
    [3, false, 5, 'target-above-viewer'],
    [4, false, 5, 'target-above-viewer'],
    [3, false, 3, null],
    [4, false, 4, null],
    [4, false, 1, null],
    [5, false, 5, null],
  ])('viewer level %i, own %s, target level %i → %s', (viewerLevel, isOwn, targetLevel, expected) => {
    expect(roleChangeBlock({ viewerLevel, isOwn, targetLevel })).toBe(expected);
  });
});

describe('membershipStatusBlock', () => {
  it.each([
    [5, true, 5, 'own-membership'],
    [4, true, 4, 'own-membership'],
    [4, false, 5, 'target-above-viewer'],
    [4, false, 4, null],
    [5, false, 5, null],
    [5, false, 1, null],
  ])('viewer level %i, own %s, target level %i → %s', (viewerLevel, isOwn, targetLevel, expected) => {
    expect(membershipStatusBlock({ viewerLevel, isOwn, targetLevel })).toBe(expected);
  });
});

describe('canGrantRole', () => {
  it('grants roles up to the viewer’s own level, never above', () => {
    expect([1, 2, 3, 4, 5].filter((level) => canGrantRole(4, level))).toEqual([1, 2, 3, 4]);
  });
});
