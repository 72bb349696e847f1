import { canManageUsers } from '@foretaksportalen/shared/access-levels';
import { moreAccessThanYou } from './clerk.policy.ts';

/**
 * Who may add clerks to the company and change their status (spec 1 §4, §6; architecture §6): levels above 3,
 * never on their own membership and never on a clerk above their own level.
 */
interface Actor {
  membershipId: string;
  accessLevel: number;
}
interface TargetMembership {
  membershipId: string;
  accessLevel: number;
  firstName: string;
}

export type MembershipAction = 'activate' | 'deactivate' | 'remove';

/** The refusal texts of spec 1 §6. */
const ACTION_FORBIDDEN: Record<MembershipAction, string> = {
  activate: 'Du har ikke tilgang til å aktivere saksbehandler',
  deactivate: 'Du har ikke tilgang til å deaktivere saksbehandler',
  remove: 'Du har ikke tilgang til å slette brukeren',
};
const OWN_MEMBERSHIP_FORBIDDEN: Record<MembershipAction, string> = {
  activate: 'Du kan ikke aktivere deg selv',
  deactivate: 'Du kan ikke deaktivere deg selv',
  remove: 'Du kan ikke slette deg selv',
};
/** Looking people up, adding them and counting their assigned cases. */
export const USER_ADMINISTRATION_FORBIDDEN = 'Du har ikke tilgang til å administrere brukere';

export const canAdministerUsers = (actor: Pick<Actor, 'accessLevel'>) => canManageUsers(actor.accessLevel);

export const actionForbidden = (action: MembershipAction) => ACTION_FORBIDDEN[action];

/** Why an actor who administers users may not do this to the membership, or null when they may. */
export function membershipActionRefusal(actor: Actor, target: TargetMembership, action: MembershipAction) {
  if (actor.membershipId === target.membershipId) return OWN_MEMBERSHIP_FORBIDDEN[action];
  if (target.accessLevel > actor.accessLevel) return moreAccessThanYou(target.firstName);
  return null;
}
