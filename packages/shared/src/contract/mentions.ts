import { z } from 'zod';

/**
 * The mentions of the caller in internal notes (issue 46), as the header's 'Nevnt i N saker' reads them on every
 * logged-in page: apart from the notes' own contract (internal-note.ts), which only the case page needs.
 */

/** A clerk as a note or a mention names them: the membership, and the name as it is now. */
export const clerkRefSchema = z.object({ Id: z.uuid(), DisplayName: z.string() });
export type ClerkRef = z.infer<typeof clerkRefSchema>;

/** The most cases GET /api/mentions lists (newest mention first); `Total` counts them all. */
export const MENTIONED_CASES_MAX = 50;

/** GET /api/mentions: the cases in which the caller is mentioned in a note they have not opened yet. */
export const mentionsSchema = z.object({
  /** How many such cases there are: the header's 'Nevnt i N saker'. */
  Total: z.number().int().nonnegative(),
  Cases: z.array(
    z.object({
      CaseUid: z.uuid(),
      CaseId: z.string(),
      /** The first such note, which the link opens at. */
      NoteId: z.uuid(),
      /** Who wrote that note; null when their membership is gone. */
      By: clerkRefSchema.nullable(),
      At: z.iso.datetime({ offset: true }),
      /** The unseen notes of the case that mention the caller. */
      Count: z.number().int().positive(),
    }),
  ),
});
export type Mentions = z.infer<typeof mentionsSchema>;

export const MENTIONS_PATH = '/api/mentions';
