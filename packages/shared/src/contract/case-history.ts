import { z } from 'zod';
import { auditActorSchema, auditPersonSchema } from './audit-log.ts';
import { ANSWER_STATUSES, REQUEST_KINDS } from './case-request.ts';
import { OUTCOMES } from './decision.ts';
import { DELETION_RULES } from './retention.ts';

/** A company letter's subject; null when it had none, or the entry does not say. */
const subject = z.string().nullable();
const text = z.string().nullable();

/**
 * What happened, one change each: an edit of several fields at once is one entry per field. Entries written before
 * the log kept a detail say less (null), never nothing.
 */
export const caseHistoryChangeSchema = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('CaseCreated') }),
  /** The clerk before and after; null for none. */
  z.object({
    Kind: z.literal('ClerkChanged'),
    From: auditPersonSchema.nullable(),
    To: auditPersonSchema.nullable(),
  }),
  z.object({ Kind: z.literal('CompanyCaseRefChanged'), From: text, To: text }),
  z.object({ Kind: z.literal('CompanyNoteChanged'), From: text, To: text }),
  /** The company's product and cause (issue 49), by their names when changed. */
  z.object({ Kind: z.literal('ProductChanged'), From: text, To: text }),
  z.object({ Kind: z.literal('CauseChanged'), From: text, To: text }),
  z.object({ Kind: z.literal('Archived') }),
  /** The complaints body's changes of its own details (status, due date, parties …) by their wire names. */
  z.object({ Kind: z.literal('DetailsChanged'), Fields: z.array(z.string()) }),
  z.object({ Kind: z.literal('LetterSent'), Subject: subject }),
  z.object({ Kind: z.literal('LetterDeleted'), Subject: subject }),
  /** A letter from the complaints body, by its description as the events tab shows it. */
  z.object({ Kind: z.literal('LetterReceived'), Description: text }),
  /** The first time a clerk opened a letter from the complaints body. */
  z.object({ Kind: z.literal('LetterOpened'), Description: text }),
  z.object({ Kind: z.literal('CaseFileDownloaded'), Format: z.enum(['pdf', 'zip']).nullable() }),
  /** Four eyes (issue 46): the letter sent for approval, sent back to its author, approved (and so sent). */
  z.object({ Kind: z.literal('LetterSubmitted'), Subject: subject }),
  z.object({ Kind: z.literal('LetterReturned'), Subject: subject }),
  z.object({ Kind: z.literal('LetterApproved'), Subject: subject }),
  /** An internal note written, changed or deleted (issue 46): who and when, never what it says. */
  z.object({ Kind: z.literal('NoteAdded') }),
  z.object({ Kind: z.literal('NoteEdited') }),
  z.object({ Kind: z.literal('NoteDeleted') }),
  /** 'Hold tilbake fra sletting' (issue 48): set with its reason (null once the case's data went), and lifted. */
  z.object({ Kind: z.literal('LegalHoldSet'), Reason: text }),
  z.object({ Kind: z.literal('LegalHoldLifted') }),
  /** The case's personal data deleted: by the company's schedule, or at a person's request. */
  z.object({ Kind: z.literal('PersonalDataDeleted'), Rule: z.enum(DELETION_RULES) }),
  /** The complaints body's decision (issue 49), and the company's answer: whether it follows it, what it paid. */
  z.object({ Kind: z.literal('DecisionReceived'), Outcome: z.enum(OUTCOMES), DecisionDate: z.iso.date() }),
  z.object({ Kind: z.literal('DecisionAnswered'), Follows: z.boolean(), AmountPaid: z.number().nullable() }),
  /** A request to the body (issue 49): a later due date (the date asked for) or an objection, and its answer. */
  z.object({
    Kind: z.literal('RequestSent'),
    RequestKind: z.enum(REQUEST_KINDS),
    DueDate: z.iso.date().nullable(),
  }),
  z.object({
    Kind: z.literal('RequestAnswered'),
    RequestKind: z.enum(REQUEST_KINDS),
    Status: z.enum(ANSWER_STATUSES),
    /** The due date the body granted. */
    DueDate: z.iso.date().nullable(),
  }),
]);
export type CaseHistoryChange = z.infer<typeof caseHistoryChangeSchema>;

export const caseHistoryEntrySchema = z.object({
  At: z.iso.datetime({ offset: true }),
  Actor: auditActorSchema,
  Change: caseHistoryChangeSchema,
});
export type CaseHistoryEntry = z.infer<typeof caseHistoryEntrySchema>;

/** The most entries a case's history answers, newest first; `More` says older ones were left out. */
export const CASE_HISTORY_MAX_ENTRIES = 500;

/** GET /api/case/{caseId}/history: who did what in the case, and when, newest first. */
export const caseHistorySchema = z.object({
  Entries: z.array(caseHistoryEntrySchema),
  More: z.boolean(),
});
export type CaseHistory = z.infer<typeof caseHistorySchema>;

export const caseHistoryPath = (caseUid: string) => `/api/case/${encodeURIComponent(caseUid)}/history`;
