import { z } from 'zod';
import { calendarDaySchema, calendarPeriodSchema } from '../validators/calendar-day.ts';

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * Who did it, as the audit log and a case's history show it: a person of the portal by their current name (null
 * when the portal no longer knows them), the complaints body (a provider API key, shown as `{product}`), an
 * operator at the admin command line, or the portal itself.
 */
export const auditActorSchema = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('Person'), Name: z.string().nullable() }),
  z.object({ Kind: z.literal('Provider') }),
  z.object({ Kind: z.literal('Operator') }),
  z.object({ Kind: z.literal('System') }),
]);
export type AuditActor = z.infer<typeof auditActorSchema>;

/** A person an entry is about, by their current name; null when the portal no longer knows them. */
export const auditPersonSchema = z.object({ Name: z.string().nullable() });
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/**
 * The kinds of the company's audit log ('Logg', levels 4 and 5): what happened to its users, their roles and
 * profiles, the company's settings and letter templates, access keys, consent, handovers of cases, and a person's
 * data on request (exports and erasures, by their number of cases). Nothing else
 * of the log is shown: what happens in a case (letters, internal notes) is the case's history, for those who see
 * the case.
 */
export const AUDIT_LOG_KINDS = [
  'user.added',
  'user.activated',
  'user.deactivated',
  'user.removed',
  'role.changed',
  'profile.changed',
  'company.changed',
  'access-key.issued',
  'access-key.used',
  'access-key.revoked',
  'consent.given',
  'consent.refused',
  'cases.handed-over',
  'letter-template.created',
  'letter-template.changed',
  'letter-template.deleted',
  'personal-data.exported',
  'personal-data.erasure-requested',
  'personal-data.erasure-approved',
  'personal-data.erasure-cancelled',
] as const;
export type AuditLogKind = (typeof AUDIT_LOG_KINDS)[number];

/** A setting's value as the log keeps it: e-mail addresses and phone numbers only masked. */
const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/**
 * One field of a profile or the company's settings that changed, by its wire name. From and To are absent where
 * the log does not keep the values: a person's name (theirs, shown as it is now), and entries written before the
 * log kept values.
 */
export const auditChangeSchema = z.object({
  Field: z.string(),
  From: auditValueSchema.optional(),
  To: auditValueSchema.optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

const entry = <Kind extends AuditLogKind, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) =>
  z.object({
    Id: z.string(),
    At: isoDateTime,
    Actor: auditActorSchema,
    Kind: z.literal(kind),
    ...shape,
  });

const user = { User: auditPersonSchema };
const roleName = z.string().nullable();

export const auditLogEntrySchema = z.discriminatedUnion('Kind', [
  entry('user.added', { ...user, Role: roleName }),
  entry('user.activated', user),
  entry('user.deactivated', user),
  entry('user.removed', user),
  entry('role.changed', { ...user, From: roleName, To: roleName }),
  entry('profile.changed', { ...user, Changes: z.array(auditChangeSchema) }),
  entry('company.changed', { Changes: z.array(auditChangeSchema) }),
  /** Email masked; Role null where the entry does not say. */
  entry('access-key.issued', { Email: z.string().nullable(), Role: roleName }),
  entry('access-key.used', {}),
  entry('access-key.revoked', {}),
  entry('consent.given', {}),
  entry('consent.refused', {}),
  /** From and To null for nobody (To: the cases became undistributed); Cases null where the entry does not say. */
  entry('cases.handed-over', {
    From: auditPersonSchema.nullable(),
    To: auditPersonSchema.nullable(),
    Cases: z.number().int().nonnegative().nullable(),
  }),
  /** The template's name when it was saved; FormerName when the save renamed it, otherwise null. */
  entry('letter-template.created', { Template: z.string() }),
  entry('letter-template.changed', { Template: z.string(), FormerName: z.string().nullable() }),
  entry('letter-template.deleted', { Template: z.string() }),
  /** A person's data on request (issue 48): how many cases, never whose; null where the entry does not say. */
  entry('personal-data.exported', { Cases: z.number().int().nonnegative().nullable() }),
  entry('personal-data.erasure-requested', { Cases: z.number().int().nonnegative().nullable() }),
  entry('personal-data.erasure-approved', {
    Cases: z.number().int().nonnegative().nullable(),
    Anonymised: z.number().int().nonnegative().nullable(),
  }),
  entry('personal-data.erasure-cancelled', { Cases: z.number().int().nonnegative().nullable() }),
]);
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** Entries per page of the company's audit log. */
export const AUDIT_LOG_PAGE_SIZE = 25;
/** The most entries one Excel export holds; a larger selection is refused, to be narrowed first. */
export const AUDIT_LOG_EXPORT_MAX = 10_000;

export const AUDIT_LOG_FILTER_TEXTS = {
  invalidDate: 'Ugyldig dato',
  fromAfterTo: 'Fra-datoen må være før eller lik til-datoen',
  unknownKind: 'Ukjent type hendelse',
  unknownPerson: 'Ukjent person',
  tooMany: (count: number, max: number) =>
    `Utvalget har ${count} hendelser, flere enn ${max} som kan lastes ned samlet. Avgrens utvalget og prøv igjen.`,
} as const;

/** A filter of the query: optional, and an empty parameter is none. */
const optionalParam = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * What the company's audit log is narrowed to: the person who did it (their ClerkId, the person), the kind, and
 * the days from and to (yyyy-MM-dd), both included (Oslo). Shared by the page and the Excel export.
 */
export const auditLogFilterSchema = calendarPeriodSchema(
  {
    person: optionalParam(z.uuid({ error: AUDIT_LOG_FILTER_TEXTS.unknownPerson })),
    kind: optionalParam(z.enum(AUDIT_LOG_KINDS, { error: AUDIT_LOG_FILTER_TEXTS.unknownKind })),
    from: optionalParam(calendarDaySchema(AUDIT_LOG_FILTER_TEXTS.invalidDate)),
    to: optionalParam(calendarDaySchema(AUDIT_LOG_FILTER_TEXTS.invalidDate)),
  },
  { fromAfterTo: AUDIT_LOG_FILTER_TEXTS.fromAfterTo },
);
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;

/** GET /api/auditlog?person=&kind=&from=&to=&page=: a page of the active company's audit log, newest first. */
export const auditLogRequestSchema = z.intersection(
  auditLogFilterSchema,
  z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
);
export type AuditLogRequest = z.output<typeof auditLogRequestSchema>;

export const auditLogPageSchema = z.object({
  Total: z.number().int().nonnegative(),
  Page: z.number().int().positive(),
  PageSize: z.number().int().positive(),
  Entries: z.array(auditLogEntrySchema),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

const filterQuery = ({ person, kind, from, to }: AuditLogFilter) =>
  Object.fromEntries(
    Object.entries({ person, kind, from, to }).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '',
    ),
  );

export const auditLogPath = ({ page = 1, ...filter }: AuditLogFilter & { page?: number }) =>
  `/api/auditlog?${new URLSearchParams({ ...filterQuery(filter), page: String(page) })}`;

/** GET /api/auditlog/export?person=&kind=&from=&to=: the selection as an Excel workbook (a FileResult). */
export const auditLogExportPath = (filter: AuditLogFilter) =>
  `/api/auditlog/export?${new URLSearchParams(filterQuery(filter))}`;
