import type { Role } from '@foretaksportalen/shared/contract/config';
import { describe, expect, it } from 'vitest';
import { grantableRoles } from './profile-rules.ts';

describe('grantableRoles', () => {
  // As a level 4 viewer gets them from the server.
  const roles: Role[] = [1, 2, 3, 4, 5].map((level) => ({
    Id: `role-${level}`,
    Name: `Nivå ${level}`,
    AccessLevel: level,
    Description: '',
    Grantable: level <= 4,
  }));

  it('offers the roles the server calls grantable', () => {
    expect(grantableRoles(roles, 'role-1').map((role) => role.AccessLevel)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the current role listed even when it is not grantable', () => {
    expect(grantableRoles(roles, 'role-5').map((role) => role.AccessLevel)).toEqual([1, 2, 3, 4, 5]);
  });
});
