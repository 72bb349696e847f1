import { z } from 'zod';
import { INTERNAL_NOTE_MAX_LENGTH, INTERNAL_NOTE_MAX_MENTIONS } from '../limits.ts';
import { TEXT_INVALID_CHARACTERS } from '../validators/messages.ts';
import { isValidText } from '../validators/text.ts';
import { clerkRefSchema } from './mentions.ts';

/**
 * Internal notes (issue 46): the company's own remarks on a case, for everyone who sees the case and nobody else
 * (never the complaints body, its change feed or its letters). A note is plain text with line breaks and mentions
 * of clerks, kept as segments, so that a mention is the membership it names, shown by that clerk's name as it is
 * now.
 */

export const INTERNAL_NOTE_EMPTY = 'Skriv et notat før du legger det til';
export const INTERNAL_NOTE_TOO_LONG = `Notatet kan ikke være lengre enn ${INTERNAL_NOTE_MAX_LENGTH} tegn`;
export const INTERNAL_NOTE_TOO_MANY_MENTIONS = `Et notat kan nevne høyst ${INTERNAL_NOTE_MAX_MENTIONS} personer`;

const noteText = z
  .string()
  .min(1)
  .max(INTERNAL_NOTE_MAX_LENGTH, { error: INTERNAL_NOTE_TOO_LONG })
  .refine(isValidText, { error: TEXT_INVALID_CHARACTERS });

/** What the clerk wrote: text (line breaks as \n) and mentions, in order. */
export const noteSegmentSchema = z.union([
  z.object({ Text: noteText }),
  /** The mentioned clerk's membership. */
  z.object({ Mention: z.uuid() }),
]);
export type NoteSegment = z.infer<typeof noteSegmentSchema>;

/** The length a note counts against its limit: its text, and each mention as one character. */
export const noteLength = (segments: readonly NoteSegment[]) =>
  segments.reduce((sum, segment) => sum + ('Text' in segment ? segment.Text.length : 1), 0);

export const noteMentions = (segments: readonly NoteSegment[]) => [
  ...new Set(segments.flatMap((segment) => ('Mention' in segment ? [segment.Mention] : []))),
];

/** POST /api/case/{caseUid}/notes and PUT /api/case/{caseUid}/notes/{noteId}. */
export const noteInputSchema = z.object({
  Body: z
    .array(noteSegmentSchema)
    .max(INTERNAL_NOTE_MAX_LENGTH)
    .refine((body) => body.some((segment) => 'Mention' in segment || segment.Text.trim() !== ''), {
      error: INTERNAL_NOTE_EMPTY,
    })
    .refine((body) => noteLength(body) <= INTERNAL_NOTE_MAX_LENGTH, { error: INTERNAL_NOTE_TOO_LONG })
    .refine((body) => noteMentions(body).length <= INTERNAL_NOTE_MAX_MENTIONS, {
      error: INTERNAL_NOTE_TOO_MANY_MENTIONS,
    }),
});
export type NoteInput = z.input<typeof noteInputSchema>;

/**
 * A note as it is shown: each mention with the clerk's name as it is now ('Tidligere bruker' for a membership the
 * company has removed since); the author null when their membership is gone.
 */
export const noteSchema = z.object({
  Id: z.uuid(),
  Author: clerkRefSchema.nullable(),
  Created: z.iso.datetime({ offset: true }),
  /** When it was last edited ('redigert'); null for never. */
  Edited: z.iso.datetime({ offset: true }).nullable(),
  Body: z.array(z.union([z.object({ Text: z.string() }), z.object({ Mention: clerkRefSchema })])),
  /** Until when the viewer may still edit or delete it: the author, for 15 minutes; null otherwise. */
  EditableUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type Note = z.infer<typeof noteSchema>;

/** The most notes one case answers (oldest first); a case with more answers its newest ones, `More` says so. */
export const CASE_NOTES_MAX = 2_000;

/** GET /api/case/{caseUid}/notes: the case's notes, oldest first, and the clerks a note may mention. */
export const caseNotesSchema = z.object({
  Notes: z.array(noteSchema),
  /** Older notes were left out (more than CASE_NOTES_MAX). */
  More: z.boolean(),
  /** The company's enabled clerks who see the case, the viewer left out: whom '@' offers. */
  Mentionable: z.array(clerkRefSchema),
  /** Notes of the case that mention the viewer and that they have not seen: opening the tab marks them seen. */
  UnseenMentions: z.number().int().nonnegative(),
});
export type CaseNotes = z.infer<typeof caseNotesSchema>;

export const caseNotesPath = (caseUid: string) => `/api/case/${encodeURIComponent(caseUid)}/notes`;
export const caseNotePath = (caseUid: string, noteId: string) =>
  `${caseNotesPath(caseUid)}/${encodeURIComponent(noteId)}`;
/** POST: the caller has seen the notes of the case in which they are mentioned. */
export const caseNotesSeenPath = (caseUid: string) => `${caseNotesPath(caseUid)}/seen`;
