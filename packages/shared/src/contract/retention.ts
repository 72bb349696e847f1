import { z } from 'zod';
import { RETENTION_MONTHS_MAX } from '../limits.ts';
import { nullableText, required } from '../validators/zod.ts';

const isoDateTime = z.iso.datetime({ offset: true });

/** Why a case's personal data was deleted: the company's schedule, or a person's request (art. 17). */
export const DELETION_RULES = ['schedule', 'erasure'] as const;
export type DeletionRuleName = (typeof DELETION_RULES)[number];

export const RETENTION_MONTHS_INVALID = (min: number) =>
  `Antall måneder må være et helt tall fra ${min} til ${RETENTION_MONTHS_MAX}`;

/**
 * GET /api/retention/settings (level 5): 'Slett personopplysninger i avsluttede saker' after RetentionMonths from
 * the case's closing (null: never), and the operator's floor the company cannot go below.
 */
export const retentionSettingsSchema = z.object({
  RetentionMonths: z.number().int().nullable(),
  MinMonths: z.number().int().positive(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** PUT /api/retention/settings: the floor is the server's to check (it is the operator's configuration). */
export const retentionSettingsUpdateSchema = z.object({
  RetentionMonths: z.number().int().positive().max(RETENTION_MONTHS_MAX).nullable(),
});
export type RetentionSettingsUpdate = z.infer<typeof retentionSettingsUpdateSchema>;

/** A case whose personal data the schedule deletes within the notice's days (GET /api/retention/due). */
export const retentionDueCaseSchema = z.object({
  CaseUid: z.string(),
  CaseId: z.string(),
  ClosedAt: isoDateTime,
  /** The Oslo day on which the schedule deletes it. */
  DueOn: z.string(),
});

/** GET /api/retention/due: 'Saker som slettes de neste 30 dagene', the first RETENTION_DUE_LIST_MAX of them. */
export const retentionDueSchema = z.object({
  Total: z.number().int().nonnegative(),
  /** Held cases that would otherwise be due: they stay. */
  Held: z.number().int().nonnegative(),
  Cases: z.array(retentionDueCaseSchema),
});
export type RetentionDue = z.infer<typeof retentionDueSchema>;

/** One case of the deletion log ('Slettelogg'): what went, never whose. */
export const deletionLogEntrySchema = z.object({
  Id: z.string(),
  At: isoDateTime,
  CaseUid: z.string(),
  CaseId: z.string(),
  Rule: z.enum(DELETION_RULES),
  Parties: z.number().int().nonnegative(),
  Letters: z.number().int().nonnegative(),
  Documents: z.number().int().nonnegative(),
  Notes: z.number().int().nonnegative(),
  DocumentSha256: z.array(z.string()),
});
export type DeletionLogEntry = z.infer<typeof deletionLogEntrySchema>;

/** GET /api/retention/log?page=N: the newest first, a page at a time. */
export const deletionLogPageSchema = z.object({
  Total: z.number().int().nonnegative(),
  Entries: z.array(deletionLogEntrySchema),
});
export type DeletionLogPage = z.infer<typeof deletionLogPageSchema>;

export const deletionLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The most entries one Excel export of the deletion log holds; a larger log is exported a year at a time. */
export const DELETION_LOG_EXPORT_MAX = 10_000;
export const deletionLogExportTooMany = (total: number) =>
  `Sletteloggen har ${total} rader, flere enn ${DELETION_LOG_EXPORT_MAX} som kan lastes ned samlet. Velg et år.`;

/** GET /api/retention/log/export?year=YYYY: the whole log, or one Oslo year of it, as an Excel workbook. */
export const deletionLogExportQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2199).optional(),
});

export const RETENTION_FORBIDDEN =
  'Bare administratorer kan slette personopplysninger og holde saker tilbake';
export const PERSONAL_DATA_ALREADY_DELETED = 'Personopplysningene i saken er allerede slettet';

export const LEGAL_HOLD_REASON_MAX = 500;
export const LEGAL_HOLD_REASON_REQUIRED = 'Begrunnelse er et påkrevd felt';

/** PUT /api/case/{caseUid}/legal-hold (level 5): 'Hold tilbake fra sletting'. DELETE lifts it. */
export const legalHoldRequestSchema = z.object({
  Reason: required(
    nullableText(LEGAL_HOLD_REASON_MAX, 'Begrunnelse', { multiline: true }),
    LEGAL_HOLD_REASON_REQUIRED,
  ),
});

/** On the case (GET /api/case/{caseId}): the hold, for level 5 only. */
export const legalHoldSchema = z.object({
  Reason: z.string(),
  At: isoDateTime,
  /** Who set it, by their current name; null when the portal no longer knows them. */
  By: z.string().nullable(),
});
export type LegalHold = z.infer<typeof legalHoldSchema>;

/** On the case: its personal data was deleted, when and by which rule. */
export const personalDataDeletedSchema = z.object({
  At: isoDateTime,
  Rule: z.enum(DELETION_RULES),
});
export type PersonalDataDeleted = z.infer<typeof personalDataDeletedSchema>;

export const RETENTION_TEXTS = {
  personalDataDeleted: (date: string) => `Personopplysninger slettet ${date} etter foretakets regler`,
} as const;

/** Where the retention calls are (levels: 5 only; another level's call answers 403, another company's case 404). */
export const RETENTION_PATHS = {
  settings: '/api/retention/settings',
  due: '/api/retention/due',
  log: '/api/retention/log',
  logExport: '/api/retention/log/export',
  legalHold: (caseUid: string) => `/api/case/${encodeURIComponent(caseUid)}/legal-hold`,
} as const;

/** How many deletion log entries a page holds. */
export const DELETION_LOG_PAGE_SIZE = 50;
