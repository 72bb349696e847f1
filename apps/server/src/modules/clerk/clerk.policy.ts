import {
  canChangeName,
  canGrantRole,
  canReadProfile as canReadProfileOf,
  type ProfileTargetRelation,
  profileEditBlock,
  roleChangeBlock,
} from '@foretaksportalen/shared/profile-rules';

/** Who acts, and whose profile (a membership of the active company). */
interface ProfileViewer {
  personId: string;
  accessLevel: number;
}
interface ProfileTarget {
  personId: string;
  accessLevel: number;
  firstName: string;
}

export const PROFILE_READ_FORBIDDEN = 'Du har ikke tilgang til å se denne brukeren';
const PROFILE_EDIT_FORBIDDEN = 'Du har ikke tilgang til å endre denne brukeren';
export const ROLE_ABOVE_OWN_FORBIDDEN = 'Du kan ikke gi en rolle med flere tilganger enn du selv har';

/** The spec's hint for a clerk whose level is above the acting clerk's (spec 1 §6). */
export const moreAccessThanYou = (firstName: string) => `${firstName} har flere tilganger enn deg.`;

const relation = (viewer: ProfileViewer, target: ProfileTarget): ProfileTargetRelation => ({
  viewerLevel: viewer.accessLevel,
  isOwn: viewer.personId === target.personId,
  targetLevel: target.accessLevel,
});

export const canReadProfile = (viewer: ProfileViewer, target: ProfileTarget) =>
  canReadProfileOf(relation(viewer, target));

/** Why the viewer may change nothing on the profile, in the words the user sees, or null when they may. */
export function profileEditRefusal(viewer: ProfileViewer, target: ProfileTarget) {
  switch (profileEditBlock(relation(viewer, target))) {
    case 'viewer-below-threshold':
      return PROFILE_EDIT_FORBIDDEN;
    case 'target-above-viewer':
      return moreAccessThanYou(target.firstName);
    default:
      return null;
  }
}

/** Whether the viewer may change the name on the profile: only its own person may. */
export const canChangeNameOf = (viewer: ProfileViewer, target: ProfileTarget) =>
  canChangeName(relation(viewer, target));

/** What the viewer may change on the profile, which its answer tells the profile form (the shared rules). */
export function profileAbilities(viewer: ProfileViewer, target: ProfileTarget) {
  const of = relation(viewer, target);
  return {
    editBlock: profileEditBlock(of),
    roleChangeBlock: roleChangeBlock(of),
    canChangeName: canChangeName(of),
  };
}

/** Why a role change is refused, in the words the user sees, or null when it is allowed (the shared rules). */
export function roleChangeRefusal(viewer: ProfileViewer, target: ProfileTarget, newRoleLevel: number) {
  switch (roleChangeBlock(relation(viewer, target))) {
    case 'own-profile':
      return 'Du kan ikke endre rolle på deg selv';
    case 'viewer-below-threshold':
      return 'Du har ikke tilgang til å endre roller';
    case 'target-above-viewer':
      return moreAccessThanYou(target.firstName);
    default:
      return canGrantRole(viewer.accessLevel, newRoleLevel) ? null : ROLE_ABOVE_OWN_FORBIDDEN;
  }
}
