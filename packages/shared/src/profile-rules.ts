import { AccessLevel, canManageUsers } from './access-levels.ts';

/**
 * Who may see and change what on a profile, and a membership's status (spec 1 §4 profile form, §6; architecture
 * §6): the server enforces these rules and sends what they decide with each profile, user and role (the
 * abilities), so that the web offers only what will be allowed without deciding it again.
 */
interface ProfileRelation {
  /** The acting clerk's level. */
  viewerLevel: number;
  /** Whether the profile is the acting clerk's own. */
  isOwn: boolean;
}

/** The relation together with the level of the profile's clerk. */
export type ProfileTargetRelation = ProfileRelation & { targetLevel: number };

/** One's own profile always; another's from level 3. */
export const canReadProfile = ({ viewerLevel, isOwn }: ProfileRelation) =>
  isOwn || viewerLevel >= AccessLevel.Superbruker;

export const PROFILE_EDIT_BLOCKS = ['viewer-below-threshold', 'target-above-viewer'] as const;
export type ProfileEditBlock = (typeof PROFILE_EDIT_BLOCKS)[number];

/**
 * Why the profile may not be changed at all, or null. One's own always; another's from level 4, and never one
 * whose level is above the viewer's: the "higher level than the viewer" rule holds for the whole profile, not
 * only for its role.
 */
export function profileEditBlock({
  viewerLevel,
  isOwn,
  targetLevel,
}: ProfileTargetRelation): ProfileEditBlock | null {
  if (isOwn) return null;
  if (!canManageUsers(viewerLevel)) return 'viewer-below-threshold';
  if (targetLevel > viewerLevel) return 'target-above-viewer';
  return null;
}

/** Whether the viewer may change the profile (the form is read-only otherwise). */
export const canEditProfile = (relation: ProfileTargetRelation) => profileEditBlock(relation) === null;

/**
 * A person's first and last name belong to the person (issue 17): only they change them. Another user sets a
 * name only when creating a person the portal does not know yet.
 */
export const canChangeName = ({ isOwn }: ProfileRelation) => isOwn;

export const ROLE_CHANGE_BLOCKS = ['own-profile', 'viewer-below-threshold', 'target-above-viewer'] as const;
export type RoleChangeBlock = (typeof ROLE_CHANGE_BLOCKS)[number];

/**
 * Why the role may not be changed, or null. Spec 1 lets level 3 change roles, but only level 4 and up may edit
 * another's profile at all and nobody changes their own role: in practice only levels 4 and 5 change roles.
 */
export function roleChangeBlock({
  viewerLevel,
  isOwn,
  targetLevel,
}: ProfileTargetRelation): RoleChangeBlock | null {
  if (isOwn) return 'own-profile';
  if (viewerLevel < AccessLevel.Superbruker) return 'viewer-below-threshold';
  if (viewerLevel < targetLevel) return 'target-above-viewer';
  return null;
}

export const MEMBERSHIP_STATUS_BLOCKS = ['own-membership', 'target-above-viewer'] as const;
export type MembershipStatusBlock = (typeof MEMBERSHIP_STATUS_BLOCKS)[number];

/**
 * Why a user administrator may not deactivate, activate or delete the membership, or null: never their own, and
 * never one whose level is above theirs.
 */
export function membershipStatusBlock({
  isOwn,
  viewerLevel,
  targetLevel,
}: ProfileTargetRelation): MembershipStatusBlock | null {
  if (isOwn) return 'own-membership';
  if (targetLevel > viewerLevel) return 'target-above-viewer';
  return null;
}

/** Nobody grants a role above their own level. */
export const canGrantRole = (viewerLevel: number, roleLevel: number) => roleLevel <= viewerLevel;
