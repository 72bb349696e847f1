import { canApproveLetters } from '@foretaksportalen/shared/access-levels';
import {
  APPROVAL_FORBIDDEN,
  DRAFT_AWAITS_APPROVAL,
  DRAFT_NOT_AWAITING,
  OWN_LETTER_APPROVAL,
} from '@foretaksportalen/shared/contract/letter-draft';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

interface Approver {
  personId: string;
  accessLevel: number;
}

interface DraftState {
  status: 'draft' | 'awaiting-approval';
  /** The person who sent it for approval; null while it is a draft, or when that membership is gone. */
  submittedByPersonId: string | null;
}

/** Approving and returning letters is for Superbruker and Administrator (four eyes, issue 46). */
export const approvesLetters: LevelRule = {
  allows: (caller) => canApproveLetters(caller.accessLevel),
  refusal: () => new AppError('draft.approval-forbidden', 403, APPROVAL_FORBIDDEN),
};

/**
 * Why the caller may not approve or return the draft now, or null when they may. The author never approves their
 * own letter: by person, so that another session or another membership of theirs does not either.
 */
export function approvalRefusal(approver: Approver, draft: DraftState): AppError | null {
  if (!canApproveLetters(approver.accessLevel)) return approvesLetters.refusal();
  if (draft.status !== 'awaiting-approval')
    return new AppError('draft.not-awaiting', 409, DRAFT_NOT_AWAITING);
  if (draft.submittedByPersonId === approver.personId)
    return new AppError('draft.own-letter', 403, OWN_LETTER_APPROVAL);
  return null;
}

/** A draft waiting for approval stays as it was sent for approval until it is approved or sent back. */
export function requireEditable(draft: Pick<DraftState, 'status'>) {
  if (draft.status === 'awaiting-approval')
    throw new AppError('draft.awaits-approval', 409, DRAFT_AWAITS_APPROVAL);
}
