import type { Role } from '@foretaksportalen/shared/contract/config';

/**
 * The roles the select offers: those the server says the viewer may give (none above their own level), and the
 * current role, so that it shows.
 */
export const grantableRoles = (roles: readonly Role[], currentRoleId: string): Role[] =>
  roles.filter((role) => role.Grantable || role.Id === currentRoleId);
