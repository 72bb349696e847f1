import { canManagePersonalData } from '@foretaksportalen/shared/access-levels';
import { isClosed } from '@foretaksportalen/shared/contract/case';
import { type ErasureLeftReason, PERSONAL_DATA_TEXTS } from '@foretaksportalen/shared/contract/personal-data';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

/** A person's data on request, its export and its erasure, are the company's administrators' (level 5). */
export const handlesPersonalData: LevelRule = {
  allows: (caller) => canManagePersonalData(caller.accessLevel),
  refusal: () => new AppError('personal-data.forbidden', 403, PERSONAL_DATA_TEXTS.forbidden),
};

/** What the erasure rule reads of a case. */
interface ErasableCase {
  statusCode: string;
  legalHoldReason: string | null;
  personalDataDeletedAt: Date | null;
}

/**
 * Why an erasure leaves the case as it is now, or null when it anonymises the person's part of it: only a closed
 * case is, never one held back from deletion, and one whose personal data is gone has nothing left to erase. The
 * anonymiser holds the same rules when it is asked (its answer is the last word: it sees the case as it is then).
 */
export function erasureLeftReason(found: ErasableCase): ErasureLeftReason | null {
  if (found.personalDataDeletedAt !== null) return 'already';
  if (found.legalHoldReason !== null) return 'held';
  if (!isClosed(found.statusCode)) return 'open';
  return null;
}

/**
 * Four eyes (issue 48): a pending request is approved by another administrator of the company than the one who
 * asked for it. Null when the approver may.
 */
export function approvalRefusal(
  approver: { membershipId: string },
  request: { status: string; requestedByMembershipId: string | null },
): AppError | null {
  if (request.status !== 'pending')
    return new AppError('erasure-request.not-pending', 409, PERSONAL_DATA_TEXTS.requestNotPending);
  if (request.requestedByMembershipId === approver.membershipId)
    return new AppError('erasure-request.own-request', 403, PERSONAL_DATA_TEXTS.ownRequest);
  return null;
}
