import { canManageUsers } from '@foretaksportalen/shared/access-levels';
import { membershipStatusBlock } from '@foretaksportalen/shared/profile-rules';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';
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

const administrationForbidden = (message: string) =>
  new AppError('membership.administration-forbidden', 403, message);

/** The routes that look people up, add them and count their assigned cases. */
export const administersUsers: LevelRule = {
  allows: canAdministerUsers,
  refusal: () => administrationForbidden(USER_ADMINISTRATION_FORBIDDEN),
};

/** The route of a membership action, refused with that action's text. */
export const takesMembershipAction = (action: MembershipAction): LevelRule => ({
  allows: canAdministerUsers,
  refusal: () => administrationForbidden(ACTION_FORBIDDEN[action]),
});

/** Why the actor may not change the membership's status (the shared rule), sent with each user of the list. */
export const membershipStatusBlockOf = (
  actor: Actor,
  target: Pick<TargetMembership, 'membershipId' | 'accessLevel'>,
) =>
  membershipStatusBlock({
    isOwn: actor.membershipId === target.membershipId,
    viewerLevel: actor.accessLevel,
    targetLevel: target.accessLevel,
  });

/** Why an actor who administers users may not do this to the membership, or null when they may. */
export function membershipActionRefusal(actor: Actor, target: TargetMembership, action: MembershipAction) {
  switch (membershipStatusBlockOf(actor, target)) {
    case 'own-membership':
      return OWN_MEMBERSHIP_FORBIDDEN[action];
    case 'target-above-viewer':
      return moreAccessThanYou(target.firstName);
    default:
      return null;
  }
}
