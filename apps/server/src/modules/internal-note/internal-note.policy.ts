import { INTERNAL_NOTE_EDIT_MINUTES } from '@foretaksportalen/shared/limits';
import { AppError } from '../../lib/app-error.ts';
import { caseScopeFor, isInScope } from '../case/index.ts';

/*
 * The rules of internal notes (issue 46) beyond seeing the case, which the case's own rule decides: who may be
 * mentioned, and who may change or delete a note, until when.
 */

export const NOTE_NOT_FOUND = 'Fant ikke notatet';
export const NOT_THE_AUTHOR = 'Bare den som skrev notatet, kan endre eller slette det';
export const EDIT_WINDOW_PASSED = `Et notat kan bare endres eller slettes de første ${INTERNAL_NOTE_EDIT_MINUTES} minuttene etter at det ble skrevet`;
export const MENTION_NOT_ALLOWED = 'Du kan bare nevne aktive saksbehandlere som har tilgang til saken';

export const noteNotFound = () => new AppError('internal-note.not-found', 404, NOTE_NOT_FOUND);

/** A clerk as the mention rule reads them. */
export interface MentionCandidate {
  companyId: string;
  membershipId: string;
  disabled: boolean;
  accessLevel: number;
}

/**
 * Whether a clerk may be mentioned in a note of the case: enabled, and seeing the case by the case's own rule
 * (`caseScopeFor`). A mention tells someone to read the note, so nobody is mentioned who could not open it.
 */
export function mayBeMentioned(
  clerk: MentionCandidate,
  target: { companyId: string; clerkMembershipId: string | null },
) {
  const scope = clerk.disabled ? null : caseScopeFor(clerk);
  return scope !== null && isInScope(scope, target);
}

/** The refusal of a note that mentions someone who may not be mentioned: a 400 on the note's Body. */
export const mentionNotAllowed = () =>
  new AppError('internal-note.mention-not-allowed', 400, MENTION_NOT_ALLOWED, {
    errors: { Body: [MENTION_NOT_ALLOWED] },
  });

const EDIT_WINDOW_MS = INTERNAL_NOTE_EDIT_MINUTES * 60_000;

/** Until when a note may be changed or deleted by its author: INTERNAL_NOTE_EDIT_MINUTES after it was written. */
export const editableUntil = (note: { createdAt: Date }) =>
  new Date(note.createdAt.getTime() + EDIT_WINDOW_MS);

/** Whether the viewer may still change or delete the note now: its author, inside the window. */
export const isChangeableBy = (
  note: { authorMembershipId: string | null; createdAt: Date },
  viewer: { membershipId: string },
  now: Date,
) => note.authorMembershipId === viewer.membershipId && now < editableUntil(note);

/**
 * Why the viewer may not change or delete the note now, or null when they may: another's note is refused for good
 * (403), one's own after the window (409, as a letter's delete window is).
 */
export function changeRefusal(
  note: { authorMembershipId: string | null; createdAt: Date },
  viewer: { membershipId: string },
  now: Date,
): AppError | null {
  if (note.authorMembershipId !== viewer.membershipId)
    return new AppError('internal-note.not-author', 403, NOT_THE_AUTHOR);
  if (now >= editableUntil(note))
    return new AppError('internal-note.edit-window-passed', 409, EDIT_WINDOW_PASSED);
  return null;
}
