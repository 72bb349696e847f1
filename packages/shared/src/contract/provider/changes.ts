import { z } from 'zod';
import { casePartySchema } from '../case.ts';
import { caseRequestSchema } from '../case-request.ts';
import { decisionAnswerSchema, OUTCOMES } from '../decision.ts';
import { providerDocumentSchema } from './case.ts';
import { isoDateTime } from './common.ts';

export const CHANGE_KINDS = [
  'case.registered',
  'letter.sent',
  'letter.read',
  'case.archived',
  'decision.answered',
  'deadline-extension.requested',
  'objection.requested',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const DEFAULT_CHANGES_LIMIT = 100;
export const MAX_CHANGES_LIMIT = 500;
export const CURSOR_INVALID = 'Ugyldig markør: bruk Cursor fra et tidligere svar';

/**
 * GET /changes?after=<cursor>&limit=<1..500>: the changes after the cursor, oldest first. Without `after` the
 * feed starts at its beginning.
 */
export const changesQuerySchema = z.object({
  after: z.string().max(200, { error: CURSOR_INVALID }).optional(),
  limit: z.coerce
    .number({ error: `limit må være et tall fra 1 til ${MAX_CHANGES_LIMIT}` })
    .int({ error: `limit må være et tall fra 1 til ${MAX_CHANGES_LIMIT}` })
    .min(1, { error: `limit må være et tall fra 1 til ${MAX_CHANGES_LIMIT}` })
    .max(MAX_CHANGES_LIMIT, { error: `limit må være et tall fra 1 til ${MAX_CHANGES_LIMIT}` })
    .default(DEFAULT_CHANGES_LIMIT),
});

/** The case a change belongs to: the portal's CaseUid, the body's own id (if it has named it) and the case number. */
const changeCaseSchema = z.object({
  CaseUid: z.string(),
  ExternalId: z.string().nullable(),
  CaseId: z.string(),
});

const changeBase = {
  /** The change's own number: the same change always has the same one. */
  ChangeId: z.string(),
  /** When the change was made (for letter.sent: when the feed took the letter, after its delete window). */
  Changed: isoDateTime,
  Company: z.object({ Id: z.string(), OrgNum: z.string(), Name: z.string() }),
  Case: changeCaseSchema,
};

/** A case a company registered in the portal (the new-case wizard): the complainer and the documents. */
const caseRegisteredSchema = z.object({
  Kind: z.literal('case.registered'),
  ...changeBase,
  CompanyCaseRef: z.string().nullable(),
  Complainer: casePartySchema.nullable(),
  Event: z.object({
    EventUid: z.string(),
    Created: isoDateTime,
    Description: z.string(),
    Documents: z.array(providerDocumentSchema),
  }),
});

/** A letter a company sent, once it can no longer be deleted. */
const letterSentSchema = z.object({
  Kind: z.literal('letter.sent'),
  ...changeBase,
  Event: z.object({
    EventUid: z.string(),
    Created: isoDateTime,
    Description: z.string(),
    Subject: z.string().nullable(),
    Content: z.string().nullable(),
    Documents: z.array(providerDocumentSchema),
  }),
});

/** A clerk of the company opened a letter from the complaints body (who opened it is not told). */
const letterReadSchema = z.object({
  Kind: z.literal('letter.read'),
  ...changeBase,
  Event: z.object({ EventUid: z.string(), ExternalId: z.string().nullable(), ReadAt: isoDateTime }),
});

/** The company archived a closed case. */
const caseArchivedSchema = z.object({ Kind: z.literal('case.archived'), ...changeBase });

/**
 * The company said whether it follows the body's decision (issue 49), with what it paid or offered; a 'no' carries
 * its reason, which also comes as a letter.
 */
const decisionAnsweredSchema = z.object({
  Kind: z.literal('decision.answered'),
  ...changeBase,
  Decision: z.object({ Outcome: z.enum(OUTCOMES), DecisionDate: z.iso.date() }),
  Answer: decisionAnswerSchema,
});

/**
 * The company asks the body for a later due date (issue 49). The body answers with PUT
 * …/cases/{externalId}/requests/{RequestId}.
 */
const extensionRequestedSchema = z.object({
  Kind: z.literal('deadline-extension.requested'),
  ...changeBase,
  RequestId: z.string(),
  /** The case's due date when the company asked. */
  CurrentDueDate: z.iso.date().nullable(),
  RequestedDueDate: z.iso.date(),
  Reason: caseRequestSchema.shape.Reason,
});

/**
 * The company objects that the body should not handle the case (issue 49): its reason, and the letter that carries
 * the reason and the document (which also comes as letter.sent). Answered as an extension is.
 */
const objectionRequestedSchema = z.object({
  Kind: z.literal('objection.requested'),
  ...changeBase,
  RequestId: z.string(),
  Reason: caseRequestSchema.shape.Reason,
  Event: z
    .object({
      EventUid: z.string(),
      Created: isoDateTime,
      Description: z.string(),
      Documents: z.array(providerDocumentSchema),
    })
    .nullable(),
});

export const changeSchema = z.discriminatedUnion('Kind', [
  caseRegisteredSchema,
  letterSentSchema,
  letterReadSchema,
  caseArchivedSchema,
  decisionAnsweredSchema,
  extensionRequestedSchema,
  objectionRequestedSchema,
]);
export type Change = z.infer<typeof changeSchema>;

/**
 * The answer: the items in commit order and the cursor to ask with next time (the last item's, or the one asked
 * with when there was nothing new). A consumer that stores Cursor after handling Items sees every change once.
 */
export const changesPageSchema = z.object({ Items: z.array(changeSchema), Cursor: z.string() });
export type ChangesPage = z.infer<typeof changesPageSchema>;
