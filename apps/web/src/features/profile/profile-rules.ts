import type { Role } from '@foretaksportalen/shared/contract/config';
import { canGrantRole } from '@foretaksportalen/shared/profile-rules';

/** The roles the select offers: none above the viewer's level, but the current role stays listed so it shows. */
export const grantableRoles = (roles: readonly Role[], viewerLevel: number, currentRoleId: string): Role[] =>
  roles.filter((role) => canGrantRole(viewerLevel, role.AccessLevel) || role.Id === currentRoleId);
