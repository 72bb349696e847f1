import { z } from 'zod';
import { CASE_NOTE_MAX_LENGTH, CASE_REF_MAX_LENGTH, MAX_BULK_CASES } from '../limits.ts';
import { nullableText } from '../validators/zod.ts';
import { caseRequestSchema } from './case-request.ts';
import { caseDecisionSchema } from './decision.ts';
import { legalHoldSchema, personalDataDeletedSchema } from './retention.ts';

/** A case is closed when its StatusCode is AVSLUTTET (spec 2 §4); only a closed case can be archived. */
export const CLOSED_STATUS_CODE = 'AVSLUTTET';
export const isClosed = (statusCode: string) => statusCode === CLOSED_STATUS_CODE;

/** The two lists of POST /api/caselist (spec 2 §3 list data source): Queue is Jobbkø, Undistributed is Ufordelte saker. */
export const CaseListType = { Queue: 0, Undistributed: 1 } as const;
export type CaseListType = (typeof CaseListType)[keyof typeof CaseListType];

const isoDateTime = z.iso.datetime({ offset: true });

/** A company clerk as a case shows it: Clerk {Id, DisplayName, Phone}; Id is the membership. */
const caseClerkSchema = z.object({
  Id: z.string(),
  DisplayName: z.string(),
  Phone: z.string().nullable(),
});
export type CaseClerk = z.infer<typeof caseClerkSchema>;

/** The complaints body's handling officer (User); null on the wire when AnonymizeSb hides it. */
export const handlingOfficerSchema = z.object({
  DisplayName: z.string(),
  Phone: z.string().nullable(),
});

/** Complainer and Correspondent share one shape (spec 2 §3). FirstName is the firm and LastName the contact when IsFirm. */
export const casePartySchema = z.object({
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  DisplayName: z.string(),
  IsFirm: z.boolean(),
  Email: z.string().nullable(),
  Phone: z.object({ Phone: z.string().nullable(), CountryCodeAlpha2: z.string().nullable() }),
  Address: z.object({
    Address: z.string().nullable(),
    PostalCode: z.string().nullable(),
    PostalPlace: z.string().nullable(),
    CountryCodeAlpha2: z.string().nullable(),
  }),
  Reference: z.string().nullable(),
});
export type CaseParty = z.infer<typeof casePartySchema>;

/** What the list needs of the complainer: the two name columns. Nothing more leaves the server in the list. */
const listComplainerSchema = z.object({
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
});

const caseDocumentSchema = z.object({
  Id: z.string(),
  FileName: z.string(),
  FileSize: z.number().int().nonnegative(),
  MimeType: z.string(),
  CaseEventId: z.string(),
  Created: isoDateTime,
  /** Who sent it: the company's clerk or the complaints body. */
  UploadedBy: z.string(),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

export const caseEventSchema = z.object({
  Gid: z.string(),
  Created: isoDateTime,
  Description: z.string(),
  /** False only for a letter from the complaints body that no clerk of the company has opened. */
  IsRead: z.boolean(),
  /** Until then the company may delete a letter it sent (architecture §7); null otherwise. */
  DeleteBeforeDateTime: isoDateTime.nullable(),
  /** Whether the clerk may delete the event (a letter the company sent, within its window) when it was read. */
  CanDelete: z.boolean(),
  Documents: z.array(caseDocumentSchema),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

/** The fields a row of the incidents list shows and filters on (spec 2 §2, §3). */
export const caseListItemSchema = z.object({
  CaseUid: z.string(),
  CaseId: z.string(),
  Status: z.string(),
  StatusCode: z.string(),
  Archived: z.boolean(),
  HasBeenAssigned: z.boolean(),
  LastEvent: z.object({ Created: isoDateTime }).nullable(),
  UnreadCount: z.number().int().nonnegative(),
  /** The newest unread letter, which the unread badge opens. */
  UnreadEventId: z.string().nullable(),
  /** A calendar date, yyyy-MM-dd. */
  DueDate: z.iso.date().nullable(),
  /**
   * Norwegian working days from today (Oslo) to the due date, 0 on the day and negative once it has passed
   * (`workingDaysToDue` in working-days.ts); null without a due date.
   */
  DaysToDue: z.number().int().nullable(),
  Clerk: caseClerkSchema.nullable(),
  Complainer: listComplainerSchema.nullable(),
  CompanyCaseRef: z.string().nullable(),
  CompanyNote: z.string().nullable(),
  /** Raised by every change of clerk, reference, note or archived; an edit carries the version it was made on. */
  Version: z.number().int().positive(),
  /** Whether the clerk may archive the case: a closed one, not archived yet (the server decides, architecture §6). */
  CanArchive: z.boolean(),
  /** Whether the clerk may edit the company's reference and note (spec 2 §6). */
  CanEditCompanyDetails: z.boolean(),
  /** Whether the case's letter waits for approval (four eyes, issue 46): the quick view 'Til godkjenning'. */
  AwaitingApproval: z.boolean(),
  /**
   * The clerk (membership id) a letter of the case was sent back to, until they send it for approval again: the
   * quick view 'Sendt tilbake til meg'.
   */
  LetterReturnedTo: z.string().nullable(),
  /**
   * The day by which the company must say whether it follows the body's decision, while it has not (issue 49):
   * the quick view 'Svar på vedtak mangler'.
   */
  DecisionAnswerDue: z.iso.date().nullable(),
  /** The company's product and cause of the case (issue 49), ids of its lists (GET /api/categories). */
  ProductId: z.string().nullable(),
  CauseId: z.string().nullable(),
});
export type CaseListItem = z.infer<typeof caseListItemSchema>;

/** GET /api/case/{caseId}: the whole case with its events and documents. */
export const caseSchema = caseListItemSchema.extend({
  AnonymizeSb: z.boolean(),
  User: handlingOfficerSchema.nullable(),
  Complainer: casePartySchema.nullable(),
  Correspondent: casePartySchema.nullable(),
  /** Whether a letter may be sent in the case: not in an archived one (decision 0006). */
  CanSendLetter: z.boolean(),
  Events: z.array(caseEventSchema),
  /** How many internal notes the case has (issue 46): the count of the tab 'Interne notater'. */
  InternalNoteCount: z.number().int().nonnegative(),
  /** 'Hold tilbake fra sletting' (issue 48): the case is never anonymised while it is held. */
  LegalHold: legalHoldSchema.nullable(),
  /** Whether the clerk may set or lift the hold (level 5, a case whose personal data is still there). */
  CanHold: z.boolean(),
  /** The case's personal data was deleted (issue 48): the page shows that instead of the parties. */
  PersonalDataDeleted: personalDataDeletedSchema.nullable(),
  /** The complaints body's decision and the company's answer to it (issue 49); null before there is one. */
  Decision: caseDecisionSchema.nullable(),
  /** Whether the clerk may answer the decision now: one that asks an answer, not answered, the case not archived. */
  CanAnswerDecision: z.boolean(),
  /** The company's requests to the body (issue 49), newest first, with the body's answers. */
  Requests: z.array(caseRequestSchema),
  /** Whether the clerk may ask for a later due date now ('Be om utsatt frist'), and object to the handling. */
  CanRequestExtension: z.boolean(),
  CanObject: z.boolean(),
});
export type Case = z.infer<typeof caseSchema>;

/** POST /api/caselist */
export const caseListRequestSchema = z.object({ includeClosedCases: z.boolean().default(false) });

export const caseListSchema = z.array(
  z.object({
    Type: z.union([z.literal(CaseListType.Queue), z.literal(CaseListType.Undistributed)]),
    Items: z.array(caseListItemSchema),
  }),
);
export type CaseList = z.infer<typeof caseListSchema>;

/** The search row of the incidents page (spec 2 §3 search filter); null or '' means not set. */
export const searchFilterSchema = z.object({
  CaseId: z.string().nullable(),
  Name: z.string().nullable(),
  /** yyyy-MM-dd */
  DueDate: z.string().nullable(),
  CompanyCaseRef: z.string().nullable(),
  CaseClerk: z.string().nullable(),
});
export type SearchFilter = z.infer<typeof searchFilterSchema>;

/** The answer to an edit made on an older version of the case than the stored one (409). */
export const CASE_CHANGED_BY_OTHER = 'Saken er endret av en annen. Last siden på nytt.';

/**
 * PATCH /api/case/{caseUid} (spec 2 §3 case update payload). A missing field is left as it is; a field equal to
 * the stored value is no change. The server refuses a change the clerk's level may not make (architecture §6),
 * and any edit whose Version (of the list row or case the clerk saw) is no longer the case's (409).
 */
export const caseUpdateSchema = z.object({
  Version: z.number({ error: 'Ukjent versjon av saken' }).int().positive(),
  Archived: z.boolean().optional(),
  CaseClerkId: z.uuid({ error: 'Ukjent saksbehandler' }).nullable().optional(),
  CompanyCaseRef: nullableText(CASE_REF_MAX_LENGTH, 'Referanse').optional(),
  CompanyNote: nullableText(CASE_NOTE_MAX_LENGTH, 'Notat').optional(),
  ProductId: z.uuid({ error: 'Ukjent produkt' }).nullable().optional(),
  CauseId: z.uuid({ error: 'Ukjent årsak' }).nullable().optional(),
});
export type CaseUpdate = z.input<typeof caseUpdateSchema>;

/** The cases of a bulk change, as the browser selected them. */
const bulkCaseIds = z
  .array(z.uuid({ error: 'Ukjent sak' }))
  .min(1, { error: 'Velg minst én sak' })
  .max(MAX_BULK_CASES, { error: `Du kan endre maksimalt ${MAX_BULK_CASES} saker om gangen` });

/** POST /api/caselist/update: one clerk (or none, as '' or null) for many cases, all or nothing. */
export const bulkAssignSchema = z.object({
  CaseClerkId: z
    .union([z.uuid({ error: 'Ukjent saksbehandler' }), z.literal('')])
    .nullable()
    .transform((value) => value || null),
  IncidentIds: bulkCaseIds,
});
export type BulkAssign = z.input<typeof bulkAssignSchema>;

/**
 * POST /api/caselist/categories (levels 3 and 5): one product, cause or both for many cases (issue 49), all or
 * nothing; a field left out stays as each case has it, null removes it.
 */
export const bulkCategoriesSchema = z
  .object({
    IncidentIds: bulkCaseIds,
    ProductId: z.uuid({ error: 'Ukjent produkt' }).nullable().optional(),
    CauseId: z.uuid({ error: 'Ukjent årsak' }).nullable().optional(),
  })
  .refine((bulk) => bulk.ProductId !== undefined || bulk.CauseId !== undefined, {
    error: 'Velg et produkt eller en årsak',
    path: ['ProductId'],
  });
export type BulkCategories = z.input<typeof bulkCategoriesSchema>;
export const bulkCategoriesResultSchema = z.object({ Updated: z.number().int().nonnegative() });

/** GET /api/caselist/assignments: how many open and closed cases each clerk (membership) has, for those with any. */
export const clerkAssignmentsSchema = z.array(
  z.object({
    ClerkId: z.string(),
    Open: z.number().int().nonnegative(),
    Closed: z.number().int().nonnegative(),
  }),
);
export type ClerkAssignments = z.infer<typeof clerkAssignmentsSchema>;

/** POST /api/caselist/handover: every case of one clerk (membership) to another, or to none ('Ufordelte saker'). */
export const handOverSchema = z.object({
  FromClerkId: z.uuid({ error: 'Ukjent saksbehandler' }),
  CaseClerkId: z
    .union([z.uuid({ error: 'Ukjent saksbehandler' }), z.literal('')])
    .nullable()
    .transform((value) => value || null),
});
export type HandOver = z.input<typeof handOverSchema>;

/** POST /api/caselist/archive: archives the closed cases among these that are not archived yet. */
export const bulkArchiveSchema = z.object({ IncidentIds: bulkCaseIds });
export type BulkArchive = z.input<typeof bulkArchiveSchema>;
export const bulkArchiveResultSchema = z.object({ Archived: z.number().int().nonnegative() });

/** POST /api/caselist/export: the CaseUids of the active tab, in the order shown. */
export const MAX_EXPORT_CASES = 50_000;
export const caseExportRequestSchema = z
  .array(z.uuid({ error: 'Ukjent sak' }))
  .max(MAX_EXPORT_CASES, { error: `Du kan eksportere maksimalt ${MAX_EXPORT_CASES} saker om gangen` });

/** A file handed to the browser in JSON: the export result and the documents of a non-zip download. */
export const fileResultSchema = z.object({
  FileName: z.string(),
  FileContent: z.string(),
  MimeType: z.string(),
});
export type FileResult = z.infer<typeof fileResultSchema>;

/** The most documents one download takes, far above what a case holds: the ids are a bounded list. */
export const MAX_SELECTED_DOCUMENTS = 1_000;

/** POST /api/document/download/casedocuments/selected/{zip} */
export const selectedDocumentsSchema = z.object({
  CaseUid: z.uuid({ error: 'Ukjent sak' }),
  SelectedCaseDocumentIds: z
    .array(z.uuid({ error: 'Ukjent dokument' }))
    .min(1, { error: 'Velg minst ett dokument' })
    .max(MAX_SELECTED_DOCUMENTS, {
      error: `Du kan laste ned maksimalt ${MAX_SELECTED_DOCUMENTS} dokumenter om gangen`,
    }),
});
export type SelectedDocuments = z.infer<typeof selectedDocumentsSchema>;

/** The non-zip answer of the document downloads: every document, saved one by one. */
export const documentFilesSchema = z.array(fileResultSchema);

/** The answer of POST /api/caselist/update: how many cases now have the chosen clerk. */
export const bulkAssignResultSchema = z.object({ Updated: z.number().int().nonnegative() });

/** Column headings of the incidents list, shared by the page and the Excel export. */
export const caseColumnLabels = (productName: string) => ({
  CaseId: `${productName} ref`,
  LastEvent: 'Siste hendelse',
  FirstName: 'Fornavn/Firma',
  LastName: 'Etternavn/Att',
  DueDate: 'Forfall',
  DaysToDue: 'Virkedager til forfall',
  CompanyCaseRef: 'Foretak ref',
  CompanyNote: 'Notat',
  Clerk: 'Saksbehandler',
  Status: 'Status',
  UnreadCount: 'Uleste brev',
  Archived: 'Arkivert',
});
