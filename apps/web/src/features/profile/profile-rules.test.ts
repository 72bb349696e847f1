import type { Role } from '@foretaksportalen/shared/contract/config';
import { describe, expect, it } from 'vitest';
import { grantableRoles } from './profile-rules.ts';

describe('grantableRoles', () => {
  const roles: Role[] = [1, 2, 3, 4, 5].map((level) => ({
    Id: `role-${level}`,
    Name: `Nivå ${level}`,
    AccessLevel: level,
    Description: '',
  }));

  it('offers no role above the viewer’s own level', () => {
    expect(grantableRoles(roles, 4, 'role-1').map((role) => role.AccessLevel)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the current role listed even when it is above the viewer', () => {
    expect(grantableRoles(roles, 3, 'role-5').map((role) => role.AccessLevel)).toEqual([1, 2, 3, 5]);
  });
});
