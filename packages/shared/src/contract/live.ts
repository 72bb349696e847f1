import { z } from 'zod';

/**
 * The live stream (issue 47): `GET /api/live` as Server-Sent Events, one per browser, telling what changed so the
 * web refetches it through the usual calls. Ids, versions and kinds only: never a name, a subject or a text.
 * Each event is one frame `data: {json}`; case and company events carry an `id:` to resume from (Last-Event-ID).
 */
export const LIVE_PATH = '/api/live';
export const LIVE_PRESENCE_PATH = '/api/live/presence';
export const livePresencePath = (caseUid: string) => `${LIVE_PRESENCE_PATH}/${encodeURIComponent(caseUid)}`;

/** What happened to a case, as the caller's lists and pages need to know it. */
export const LIVE_CASE_KINDS = [
  /** A field, a letter sent or deleted, an update from the complaints body, archived, a draft's step. */
  'case.changed',
  /** The case is now in the caller's lists: new, or given to them. */
  'case.arrived',
  /** The case left the caller's lists (given to another clerk). */
  'case.left',
  /** A letter from the complaints body. */
  'letter.arrived',
  /** An unread letter was opened: the unread counts change. */
  'letter.read',
  /** An internal note added, edited or deleted. */
  'note.changed',
  /** A letter sent for approval. */
  'approval.waiting',
  /** The caller was mentioned in a note (told to them only). */
  'mentioned',
] as const;
export type LiveCaseKind = (typeof LIVE_CASE_KINDS)[number];

/** Changes of the company at large: many cases at once (the lists are read again), its users, its settings. */
export const LIVE_COMPANY_KINDS = ['cases.changed', 'users.changed', 'company.changed'] as const;
export type LiveCompanyKind = (typeof LIVE_COMPANY_KINDS)[number];

/** The case fields an inline edit changes, so that a page can tell which of its cells a colleague changed. */
export const LIVE_EDITED_FIELDS = [
  'CaseClerkId',
  'CompanyCaseRef',
  'CompanyNote',
  'Archived',
  'ProductId',
  'CauseId',
] as const;
export type LiveEditedField = (typeof LIVE_EDITED_FIELDS)[number];

/** What a colleague with a case open is doing there, weakest first. */
export const PRESENCE_ACTIVITIES = ['viewing', 'writing-letter', 'writing-note'] as const;
export type PresenceActivity = (typeof PRESENCE_ACTIVITIES)[number];

const liveCaseEventSchema = z.strictObject({
  Type: z.literal('case'),
  Kind: z.enum(LIVE_CASE_KINDS),
  CaseUid: z.uuid(),
  /** The case's Version after the change; null when it left the caller's lists. */
  Version: z.number().int().positive().nullable(),
  /** The membership (ClerkId) that made the change; null for the complaints body. */
  By: z.uuid().nullable(),
  Fields: z.array(z.enum(LIVE_EDITED_FIELDS)).max(LIVE_EDITED_FIELDS.length),
});

const liveCompanyEventSchema = z.strictObject({
  Type: z.literal('company'),
  Kind: z.enum(LIVE_COMPANY_KINDS),
});

/** Who is on the case changed: the page asks `GET /api/live/presence/{caseUid}` again. */
const livePresenceEventSchema = z.strictObject({ Type: z.literal('presence'), CaseUid: z.uuid() });

/** The events in between could not be told (a long break, a process that listens again): refetch what is shown. */
const liveResyncEventSchema = z.strictObject({ Type: z.literal('resync') });

export const LIVE_SESSION_END_REASONS = [
  /** Logout, deactivation, removal, a change of company. */
  'ended',
  /** The access level or the consent changed: a new stream has the new scope. */
  'changed',
  /** The idle or absolute time ran out. */
  'expired',
  /** More streams than a session may have: the oldest goes. */
  'superseded',
] as const;

const liveSessionEventSchema = z.strictObject({
  Type: z.literal('session'),
  Reason: z.enum(LIVE_SESSION_END_REASONS),
});

export const liveEventSchema = z.discriminatedUnion('Type', [
  liveCaseEventSchema,
  liveCompanyEventSchema,
  livePresenceEventSchema,
  liveResyncEventSchema,
  liveSessionEventSchema,
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveCaseEvent = z.infer<typeof liveCaseEventSchema>;

/** POST /api/live/presence, every PRESENCE_BEAT_SECONDS while a case is open in a tab. */
export const presenceBeatSchema = z.strictObject({
  CaseUid: z.uuid({ error: 'Ukjent sak' }),
  /** One per browser tab: two tabs on one case are two rows. */
  TabId: z.uuid({ error: 'Ukjent fane' }),
  /** null: the tab left the case. */
  Activity: z.enum(PRESENCE_ACTIVITIES, { error: 'Ukjent aktivitet' }).nullable(),
});
export type PresenceBeat = z.infer<typeof presenceBeatSchema>;

/** GET /api/live/presence/{caseUid} (and the beat's answer): the colleagues on the case now, the caller left out. */
export const presenceSchema = z.strictObject({
  Present: z
    .array(
      z.strictObject({ ClerkId: z.string(), DisplayName: z.string(), Activity: z.enum(PRESENCE_ACTIVITIES) }),
    )
    .max(100),
});
export type Presence = z.infer<typeof presenceSchema>;
