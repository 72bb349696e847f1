import {
  canCreateCases,
  canDistributeCases,
  canEditCompanyCaseDetails,
  canSeeCases,
} from '@foretaksportalen/shared/access-levels';
import { isClosed } from '@foretaksportalen/shared/contract/case';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

interface Viewer {
  companyId: string;
  membershipId: string;
  accessLevel: number;
}

/** The cases a clerk sees: the company's, and for levels 1-2 only those assigned to their own membership. */
export interface CaseScope {
  companyId: string;
  /** A membership id when the clerk sees only their own cases; null when they see all of the company's. */
  assignedTo: string | null;
}

export const CASES_FORBIDDEN = 'Du har ikke tilgang til å vise saker';
export const DISTRIBUTE_FORBIDDEN = 'Du har ikke tilgang til å endre saksbehandler';
export const BULK_ARCHIVE_FORBIDDEN = 'Du har ikke tilgang til å arkivere flere saker samtidig';
export const CREATE_FORBIDDEN = 'Du har ikke tilgang til å opprette saker';
export const COMPANY_DETAILS_FORBIDDEN = 'Du har ikke tilgang til å endre foretakets referanse og notat';
export const ONLY_CLOSED_CAN_BE_ARCHIVED = 'Bare avsluttede saker kan arkiveres';
export const ALREADY_ARCHIVED = 'Saken er allerede arkivert';
export const ARCHIVING_IS_FINAL = 'En arkivert sak kan ikke tas ut av arkivet';
export const UNKNOWN_CLERK = 'Ukjent saksbehandler';
export const CLERK_DISABLED = 'Saksbehandleren er deaktivert og kan ikke tildeles saker';
export const CLERK_WITHOUT_CASES = 'Saksbehandleren har en rolle uten tilgang til saker';

/** Level 4 has no cases at all (architecture §6): every route about cases refuses it first. */
export const seesCases: LevelRule = {
  allows: (caller) => canSeeCases(caller.accessLevel),
  refusal: () => new AppError('case.no-access', 403, CASES_FORBIDDEN),
};

/** Level 4 has no cases at all: null, which the service answers with the refusal of `seesCases`. */
export function caseScopeFor(viewer: Viewer): CaseScope | null {
  if (!canSeeCases(viewer.accessLevel)) return null;
  return {
    companyId: viewer.companyId,
    assignedTo: canDistributeCases(viewer.accessLevel) ? null : viewer.membershipId,
  };
}

/** Whether a case of `target`'s company and clerk is one the scope sees (the repository asks the same in SQL). */
export const isInScope = (
  scope: CaseScope,
  target: { companyId: string; clerkMembershipId: string | null },
) =>
  target.companyId === scope.companyId &&
  (scope.assignedTo === null || target.clerkMembershipId === scope.assignedTo);

/** Saksbehandler, Superbruker and Administrator register new cases (architecture §6); level 2 and 4 do not. */
export const canCreate = (viewer: Pick<Viewer, 'accessLevel'>) => canCreateCases(viewer.accessLevel);

export const createsCases: LevelRule = {
  allows: canCreate,
  refusal: () => new AppError('case.create-forbidden', 403, CREATE_FORBIDDEN),
};

/** Superbruker and Administrator assign clerks, one case or many; they also see the undistributed cases. */
export const canDistribute = (viewer: Pick<Viewer, 'accessLevel'>) => canDistributeCases(viewer.accessLevel);

/** Distributing cases: the bulk change, the clerks' counts and the handover, and one case's change of clerk. */
export const distributesCases: LevelRule = {
  allows: canDistribute,
  refusal: () => new AppError('case.distribute-forbidden', 403, DISTRIBUTE_FORBIDDEN),
};

/** Archiving many cases at once is for the levels that distribute; the others archive one case at a time. */
export const archivesInBulk: LevelRule = {
  allows: canDistribute,
  refusal: () => new AppError('case.bulk-archive-forbidden', 403, BULK_ARCHIVE_FORBIDDEN),
};

/** The company's reference and note are editable above level 2 (spec 2 §6). */
export const canEditCompanyDetails = (viewer: Pick<Viewer, 'accessLevel'>) =>
  canEditCompanyCaseDetails(viewer.accessLevel);

/** Why setting Archived to `archived` is refused for a case the clerk sees, or null when it is allowed. */
export function archiveRefusal(current: { statusCode: string; archived: boolean }, archived: boolean) {
  if (!archived) return current.archived ? ARCHIVING_IS_FINAL : null;
  if (current.archived) return ALREADY_ARCHIVED;
  return isClosed(current.statusCode) ? null : ONLY_CLOSED_CAN_BE_ARCHIVED;
}

/** Whether the case can be archived now: the list and the case offer it only then. */
export const canArchive = (current: { statusCode: string; archived: boolean }) =>
  archiveRefusal(current, true) === null;

/**
 * Why a membership of the company cannot be given cases (undefined: not a member), or null when it can. Only
 * enabled clerks take cases (spec 2 §6), and level 4 could never open them.
 */
export function assignmentRefusal(clerk: { disabled: boolean; accessLevel: number } | undefined) {
  if (!clerk) return UNKNOWN_CLERK;
  if (clerk.disabled) return CLERK_DISABLED;
  return canSeeCases(clerk.accessLevel) ? null : CLERK_WITHOUT_CASES;
}
