import { z } from 'zod';
import {
  LETTER_MESSAGE_MAX_LENGTH,
  LETTER_SUBJECT_MAX_LENGTH,
  RETURN_COMMENT_MAX_LENGTH,
} from '../limits.ts';
import { nullableText, required } from '../validators/zod.ts';
import { answerDocSchema } from './answer.ts';
import { uploadKeySchema } from './new-case.ts';

/**
 * The letter being written on a case (issue 46): one draft per case, which everyone who sees the case can go on
 * with, and which, when the company wants it ('Brev må godkjennes før de sendes'), waits for a second person's
 * approval before it is sent (four eyes). The complaints body sees only the letter that is sent.
 */

export const DRAFT_CHANGED = 'Utkastet er endret av en annen';
export const DRAFT_AWAITS_APPROVAL = 'Brevet venter på godkjenning og kan ikke endres';
export const DRAFT_NOT_AWAITING = 'Brevet venter ikke på godkjenning';
export const APPROVAL_REQUIRED = 'Brev må godkjennes før de sendes. Send brevet til godkjenning.';
export const APPROVAL_NOT_REQUIRED = 'Foretaket krever ikke godkjenning av brev';
export const OWN_LETTER_APPROVAL = 'Du kan ikke godkjenne et brev du selv har sendt til godkjenning';
export const APPROVAL_FORBIDDEN = 'Du har ikke tilgang til å godkjenne brev';
export const RETURN_COMMENT_REQUIRED = 'Skriv hvorfor brevet sendes tilbake';
export const DRAFT_GONE = 'Utkastet finnes ikke lenger: det er sendt eller forkastet av en annen';

export const draftStatusSchema = z.enum(['Draft', 'AwaitingApproval']);
export type DraftStatus = z.infer<typeof draftStatusSchema>;

/** A file of the draft, taken from the clerk's upload when the draft was saved. */
export const draftFileSchema = z.object({
  Id: z.uuid(),
  FileName: z.string(),
  FileSize: z.number().int(),
  MimeType: z.string(),
});
export type DraftFile = z.infer<typeof draftFileSchema>;

/** A clerk who did something to the draft; Id null when that membership has since been removed. */
const clerkRefSchema = z.object({ Id: z.uuid().nullable(), DisplayName: z.string() });

/** GET /api/case/{caseUid}/draft: the case's draft, or null. */
export const letterDraftSchema = z.object({
  /** What a save, a submission or an approval must carry: the draft as the clerk saw it. */
  Version: z.number().int(),
  Subject: z.string().nullable(),
  Content: z.string().nullable(),
  /** The answer written in the editor ('Skriv tilsvar'), sent as its PDF; null for none. */
  Answer: answerDocSchema.nullable(),
  Files: z.array(draftFileSchema),
  CreatedBy: clerkRefSchema,
  UpdatedBy: clerkRefSchema,
  Updated: z.iso.datetime({ offset: true }),
  Status: draftStatusSchema,
  /** Who sent it for approval and when; null while it is a draft. */
  Submitted: z.object({ By: clerkRefSchema, At: z.iso.datetime({ offset: true }) }).nullable(),
  /** The last approver who sent it back, and why; shown to the author until it is sent again. */
  Returned: z
    .object({ By: clerkRefSchema, At: z.iso.datetime({ offset: true }), Comment: z.string() })
    .nullable(),
  /** Whether the viewer may approve or return it now: an approver (levels 3 and 5) who did not submit it. */
  CanApprove: z.boolean(),
});
export type LetterDraft = z.infer<typeof letterDraftSchema>;

/** GET /api/case/{caseUid}/draft: the case's draft, or none, and whether the company wants letters approved. */
export const caseDraftSchema = z.object({
  Draft: letterDraftSchema.nullable(),
  /** 'Brev må godkjennes før de sendes': the form offers 'Send til godkjenning' instead of 'Send brev/vedlegg'. */
  NeedsApproval: z.boolean(),
});
export type CaseDraft = z.infer<typeof caseDraftSchema>;

/** PUT /api/case/{caseUid}/draft: saves the draft ('Lagre utkast'); Version null makes the case's first one. */
export const draftInputSchema = z.object({
  Version: z.number().int().nullable(),
  Subject: nullableText(LETTER_SUBJECT_MAX_LENGTH, 'Emne'),
  Content: nullableText(LETTER_MESSAGE_MAX_LENGTH, 'Meldingen', { multiline: true }),
  Answer: answerDocSchema.nullable(),
  /** The draft's files to keep, by id; the others are removed. */
  KeepFiles: z.array(z.uuid()).max(100),
  /** Files uploaded since, taken into the draft. */
  Files: z.array(uploadKeySchema).max(100),
});
export type DraftInput = z.input<typeof draftInputSchema>;

/** Send, submit, approve, or discard: the draft as the clerk saw it. */
export const draftVersionSchema = z.object({ Version: z.number().int() });

/** POST /api/case/{caseUid}/draft/return: 'Send tilbake', with why. */
export const draftReturnSchema = z.object({
  Version: z.number().int(),
  Comment: required(
    nullableText(RETURN_COMMENT_MAX_LENGTH, 'Kommentaren', { multiline: true }),
    RETURN_COMMENT_REQUIRED,
  ),
});

const casePath = (caseUid: string) => `/api/case/${encodeURIComponent(caseUid)}`;
export const draftPath = (caseUid: string) => `${casePath(caseUid)}/draft`;
export const draftActionPath = (
  caseUid: string,
  action: 'send' | 'submit' | 'approve' | 'return' | 'discard',
) => `${draftPath(caseUid)}/${action}`;
/** POST: the answer as the PDF that would be sent, for 'Forhåndsvis'. */
export const answerPreviewPath = (caseUid: string) => `${casePath(caseUid)}/answer/preview`;
export const answerPreviewSchema = z.object({ Answer: answerDocSchema });
