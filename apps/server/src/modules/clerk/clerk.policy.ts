import {
  canEditProfile as canEditProfileOf,
  canGrantRole,
  canReadProfile as canReadProfileOf,
  type ProfileRelation,
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
export const PROFILE_EDIT_FORBIDDEN = 'Du har ikke tilgang til å endre denne brukeren';
export const ROLE_ABOVE_OWN_FORBIDDEN = 'Du kan ikke gi en rolle med flere tilganger enn du selv har';

/** The spec's hint for a clerk whose level is above the acting clerk's (spec 1 §6). */
export const moreAccessThanYou = (firstName: string) => `${firstName} har flere tilganger enn deg.`;

const relation = (viewer: ProfileViewer, target: ProfileTarget): ProfileRelation => ({
  viewerLevel: viewer.accessLevel,
  isOwn: viewer.personId === target.personId,
});

export const canReadProfile = (viewer: ProfileViewer, target: ProfileTarget) =>
  canReadProfileOf(relation(viewer, target));

export const canEditProfile = (viewer: ProfileViewer, target: ProfileTarget) =>
  canEditProfileOf(relation(viewer, target));

/** Why a role change is refused, in the words the user sees, or null when it is allowed (the shared rules). */
export function roleChangeRefusal(viewer: ProfileViewer, target: ProfileTarget, newRoleLevel: number) {
  switch (roleChangeBlock({ ...relation(viewer, target), targetLevel: target.accessLevel })) {
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
