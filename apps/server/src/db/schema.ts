import { REQUEST_KINDS, REQUEST_STATUSES } from '@foretaksportalen/shared/contract/case-request';
import { CATEGORY_KINDS } from '@foretaksportalen/shared/contract/category';
import { REPORT_THRESHOLDS_DEFAULT } from '@foretaksportalen/shared/contract/complaints-report';
import { OUTCOMES } from '@foretaksportalen/shared/contract/decision';
import {
  LIVE_CASE_KINDS,
  LIVE_COMPANY_KINDS,
  PRESENCE_ACTIVITIES,
} from '@foretaksportalen/shared/contract/live';
import { CHANGE_KINDS } from '@foretaksportalen/shared/contract/provider/changes';
import { DELETION_RULES } from '@foretaksportalen/shared/contract/retention';
import { NOTIFY_BEFORE_DUE_DAYS_DEFAULT } from '@foretaksportalen/shared/limits';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A 64-bit transaction id (PostgreSQL 13+), as text: the change feed orders and compares them in SQL only. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  accessLevel: integer('access_level').notNull(),
  description: text('description').notNull(),
});

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    orgNum: text('org_num').notNull().unique(),
    emailAddress: text('email_address'),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code').notNull().default('NO'),
    notifyOnNewCases: boolean('notify_on_new_cases').notNull().default(false),
    notifyOnNewPosts: boolean('notify_on_new_posts').notNull().default(false),
    notifyOnUnreadPosts: boolean('notify_on_unread_posts').notNull().default(false),
    isElectronicLettersActive: boolean('is_electronic_letters_active').notNull().default(false),
    forceReadByCompany: boolean('force_read_by_company').notNull().default(false),
    notifyLeadersOnNewCases: boolean('notify_leaders_on_new_cases').notNull().default(false),
    notifyLeadersOnUnreadPosts: boolean('notify_leaders_on_unread_posts').notNull().default(false),
    isPortalLockedForElKom: boolean('is_portal_locked_for_elkom').notNull().default(false),
    /** 'Varsle før forfall': the working days before a case's deadline on which it is reminded of; 0 for never. */
    notifyBeforeDueDays: integer('notify_before_due_days').notNull().default(NOTIFY_BEFORE_DUE_DAYS_DEFAULT),
    /** 'Brev må godkjennes før de sendes' (issue 46): every letter waits for a second person's approval. */
    lettersNeedApproval: boolean('letters_need_approval').notNull().default(false),
    /**
     * 'Slett personopplysninger i avsluttede saker' (issue 48): the months after its closing at which a closed and
     * archived case is anonymised; null for never. Never below the operator's RETENTION_MIN_MONTHS.
     */
    retentionMonths: integer('retention_months'),
    /**
     * The complaints report's buckets of closed cases (issue 49): within the first threshold's working days, up to
     * the second's, and over it. A level 5 setting; the check keeps 1 <= first < second <= 250 whoever writes.
     */
    reportThresholdShort: integer('report_threshold_short')
      .notNull()
      .default(REPORT_THRESHOLDS_DEFAULT.Short),
    reportThresholdLong: integer('report_threshold_long').notNull().default(REPORT_THRESHOLDS_DEFAULT.Long),
    /** First part of the case numbers the portal makes: {prefix}-{year}-{sequence}. */
    casePrefix: text('case_prefix').notNull(),
    /** The postal address, as the complaints body keeps it (provider API); the portal does not show it. */
    address: text('address'),
    postalCode: text('postal_code'),
    postalPlace: text('postal_place'),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'companies_report_thresholds_check',
      sql`1 <= ${table.reportThresholdShort} and ${table.reportThresholdShort} < ${table.reportThresholdLong} and ${table.reportThresholdLong} <= 250`,
    ),
  ],
);

/**
 * A person who can sign in. The national id is never stored: only a keyed hash of
 * "<country>:<id>" (architecture §5), so a database leak does not reveal it.
 */
export const persons = pgTable('persons', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  identityHash: text('identity_hash').notNull().unique(),
  identityCountry: text('identity_country').notNull(),
  /** null: undecided; true: given; false: refused. */
  consent: boolean('consent'),
  consentDecidedAt: at('consent_decided_at'),
  welcomeDismissed: boolean('welcome_dismissed').notNull().default(false),
  /** The company of the person's latest session: where the next login lands. */
  lastCompanyId: uuid('last_company_id').references(() => companies.id, { onDelete: 'set null' }),
  /** Null for a person who has never logged in: removed with their last membership (nobody else knows them). */
  lastLoginAt: at('last_login_at'),
  createdAt: createdAt(),
});

/** A person's membership of a company: the CompanyClerk of the specification. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    email: text('email'),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code').notNull().default('NO'),
    notifyOnNewCases: boolean('notify_on_new_cases').notNull().default(false),
    notifyOnNewPosts: boolean('notify_on_new_posts').notNull().default(false),
    /** 'Motta varsel før forfall': the reminder of the clerk's cases comes to them, not to the company address. */
    notifyBeforeDue: boolean('notify_before_due').notNull().default(true),
    /** 'Motta varsel når jeg blir nevnt' (issue 46): an e-mail when a note mentions the clerk. */
    notifyOnMention: boolean('notify_on_mention').notNull().default(true),
    /** 'Motta varsel om brev til godkjenning' (issue 46): e-mails of letters to approve, returned or approved. */
    notifyOnApproval: boolean('notify_on_approval').notNull().default(true),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * Another company's administrator added a person the portal already knew: at their next login they are told
     * which company (once).
     */
    addedNoticePending: boolean('added_notice_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('memberships_company_person_idx').on(table.companyId, table.personId),
    index('memberships_person_idx').on(table.personId),
  ],
);

/**
 * A complaint case (spec 2 §3). The id is the CaseUid; `caseNumber` is the CaseId people read. A case assigned to
 * a membership keeps that membership from being removed: the service refuses first, the foreign key makes sure.
 * `lastEventAt` and `unreadCount` repeat what the case's events say, kept in the same transaction as every event
 * change, so that the list of a large company is one indexed read.
 */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    caseNumber: text('case_number').notNull(),
    /** The complaints body's own id of the case (provider API); null until the body names it. */
    externalId: text('external_id'),
    status: text('status').notNull(),
    statusCode: text('status_code').notNull(),
    /**
     * When the case was closed (StatusCode AVSLUTTET); null while it is open. A trigger (migration 0017) keeps it
     * to the status whoever writes it: a closing without a time given is now(), a reopening clears it
     * (docs/decisions, closed cases in the statistics).
     */
    closedAt: at('closed_at'),
    archived: boolean('archived').notNull().default(false),
    /** Hides the complaints body's handling officer from the company. */
    anonymizeSb: boolean('anonymize_sb').notNull().default(false),
    handlingOfficerName: text('handling_officer_name'),
    handlingOfficerPhone: text('handling_officer_phone'),
    dueDate: date('due_date', { mode: 'string' }),
    clerkMembershipId: uuid('clerk_membership_id').references(() => memberships.id),
    /** The case has had a clerk at some time; HasBeenAssigned is this while it has none now. */
    everAssigned: boolean('ever_assigned').notNull().default(false),
    companyCaseRef: text('company_case_ref'),
    companyNote: text('company_note'),
    /**
     * The clerk who registered it in the portal; null for cases the complaints body created, and once that
     * clerk's membership is removed (the case stays).
     */
    createdByMembershipId: uuid('created_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    lastEventAt: at('last_event_at'),
    unreadCount: integer('unread_count').notNull().default(0),
    /**
     * Counts the changes of what a clerk edits (clerk, company ref, note, archived), raised by a trigger
     * (migration 0010) whoever writes: an edit made on an older version is refused (optimistic concurrency).
     */
    version: integer('version').notNull().default(1),
    /** 'Hold tilbake fra sletting' (issue 48): why the case is never anonymised until the hold is lifted. */
    legalHoldReason: text('legal_hold_reason'),
    legalHoldAt: at('legal_hold_at'),
    legalHoldByMembershipId: uuid('legal_hold_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    /** When the case's personal data was deleted (issue 48), and by which rule; the case's numbers stay. */
    personalDataDeletedAt: at('personal_data_deleted_at'),
    personalDataDeletedRule: text('personal_data_deleted_rule', { enum: DELETION_RULES }),
    /**
     * The complaints body's decision (issue 49): its conclusion and date, the letter that holds it, and by when the
     * company must say whether it follows it (null: no answer asked).
     */
    decisionOutcome: text('decision_outcome', { enum: OUTCOMES }),
    decisionDate: date('decision_date', { mode: 'string' }),
    decisionEventId: uuid('decision_event_id').references((): AnyPgColumn => caseEvents.id, {
      onDelete: 'set null',
    }),
    decisionAnswerDue: date('decision_answer_due', { mode: 'string' }),
    /** The company's answer: whether it follows, what it paid or offered (NOK), why not (the anonymiser's too). */
    decisionFollows: boolean('decision_follows'),
    decisionAmountPaid: numeric('decision_amount_paid', { precision: 14, scale: 2, mode: 'number' }),
    decisionAnswerReason: text('decision_answer_reason'),
    decisionAnsweredAt: at('decision_answered_at'),
    decisionAnsweredByMembershipId: uuid('decision_answered_by_membership_id').references(
      () => memberships.id,
      {
        onDelete: 'set null',
      },
    ),
    /** The company's product and cause of the case (issue 49), from its own lists; a value in use is only retired. */
    productId: uuid('product_id').references((): AnyPgColumn => caseCategories.id),
    causeId: uuid('cause_id').references((): AnyPgColumn => caseCategories.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cases_company_number_idx').on(table.companyId, table.caseNumber),
    // The retention job and its 30-day notice: a company's closed, archived cases not yet anonymised.
    index('cases_retention_idx')
      .on(table.companyId, table.closedAt)
      .where(sql`${table.archived} and ${table.personalDataDeletedAt} is null`),
    uniqueIndex('cases_company_external_idx').on(table.companyId, table.externalId),
    index('cases_clerk_membership_idx').on(table.clerkMembershipId),
  ],
);

/**
 * A company's own values of a case's product ('Produkter') and cause ('Årsaker') (issue 49), with the words that
 * suggest it for a case. A value a case uses is retired, never deleted: it stays on those cases and in the reports.
 */
export const caseCategories = pgTable(
  'case_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CATEGORY_KINDS }).notNull(),
    name: text('name').notNull(),
    /** Words or phrases that suggest the value, matched with the search's Norwegian stemming. */
    words: text('words').array().notNull().default(sql`'{}'::text[]`),
    retiredAt: at('retired_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('case_categories_name_idx').on(table.companyId, table.kind, sql`lower(${table.name})`),
  ],
);

/** A systemic-issue alert sent for a cause (issue 49): one per cause and window of days. */
export const causeAlerts = pgTable(
  'cause_alerts',
  {
    causeId: uuid('cause_id')
      .notNull()
      .references(() => caseCategories.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.causeId, table.day] })],
);

/** The complainer and the correspondent (representative) of a case, at most one of each. */
export const caseParties = pgTable(
  'case_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['complainer', 'correspondent'] }).notNull(),
    isFirm: boolean('is_firm').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code'),
    address: text('address'),
    postalCode: text('postal_code'),
    postalPlace: text('postal_place'),
    countryCode: text('country_code'),
    reference: text('reference'),
    /** HMAC of "<country>:<id>" (architecture §5): the complaints body cannot read the national id. */
    nationalIdHash: text('national_id_hash'),
  },
  (table) => [
    uniqueIndex('case_parties_case_role_idx').on(table.caseId, table.role),
    // A person's cases on request (issue 48, art. 15 and 17).
    index('case_parties_national_id_hash_idx')
      .on(table.nationalIdHash)
      .where(sql`${table.nationalIdHash} is not null`),
  ],
);

/**
 * Something that happened in a case: a letter from the complaints body (inbound, unread for the whole company
 * until a clerk opens it), or a registration or letter from the company (outbound, deletable until
 * `deleteBefore`).
 */
export const caseEvents = pgTable(
  'case_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    description: text('description').notNull(),
    subject: text('subject'),
    content: text('content'),
    isRead: boolean('is_read').notNull().default(true),
    readAt: at('read_at'),
    /** Like the case's creator, these lose their link when the membership is removed; the event stays. */
    readByMembershipId: uuid('read_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    createdByMembershipId: uuid('created_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    deleteBefore: at('delete_before'),
    /** The complaints body's own id of a letter it sent (provider API). */
    externalId: text('external_id'),
    /** When the change feed handed this company letter to the complaints body: once its delete window passed. */
    providerReleasedAt: at('provider_released_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('case_events_case_created_idx').on(table.caseId, table.createdAt),
    uniqueIndex('case_events_case_external_idx').on(table.caseId, table.externalId),
    index('case_events_unreleased_idx')
      .on(table.deleteBefore)
      .where(
        sql`${table.direction} = 'outbound' and ${table.deleteBefore} is not null and ${table.providerReleasedAt} is null`,
      ),
    index('case_events_unread_idx').on(table.companyId).where(sql`not ${table.isRead}`),
  ],
);

/**
 * A request from the company to the complaints body (issue 49): a later due date, or an objection to the body
 * handling the case (its reason and document go as a letter, `eventId`), with the body's answer. At most one of
 * each kind waits for an answer in a case.
 */
export const caseRequests = pgTable(
  'case_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    /** The case's due date when the company asked, and the one it asked for (an extension). */
    currentDueDate: date('current_due_date', { mode: 'string' }),
    requestedDueDate: date('requested_due_date', { mode: 'string' }),
    /** The company's reason (the anonymiser's too). */
    reason: text('reason'),
    eventId: uuid('event_id').references(() => caseEvents.id, { onDelete: 'set null' }),
    requestedAt: at('requested_at').notNull(),
    requestedByMembershipId: uuid('requested_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    answeredAt: at('answered_at'),
    /** What the body wrote with its answer (the anonymiser's too). */
    answerText: text('answer_text'),
    grantedDueDate: date('granted_due_date', { mode: 'string' }),
  },
  (table) => [
    index('case_requests_case_idx').on(table.caseId, table.requestedAt),
    uniqueIndex('case_requests_one_pending_idx')
      .on(table.caseId, table.kind)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A document of a case event; its bytes live in the blob store under `blobKey`. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    caseEventId: uuid('case_event_id')
      .notNull()
      .references(() => caseEvents.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    blobKey: text('blob_key').notNull(),
    /** The letter itself, as opposed to its attachments: what opening a letter shows first. */
    isLetter: boolean('is_letter').notNull().default(false),
    uploadedBy: text('uploaded_by').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('documents_event_idx').on(table.caseEventId, table.sortOrder),
    index('documents_case_idx').on(table.caseId),
    // Deleting a letter asks whether anything else still refers to its blobs.
    index('documents_blob_key_idx').on(table.blobKey),
  ],
);

/**
 * An internal note on a case (issue 46): the company's own, for everyone who sees the case, never the complaints
 * body's. `body` holds what the clerk wrote as segments (text, and mentions by membership); `text` is the same as
 * plain text, mentions by the names they had, for search and e-mails.
 */
export const internalNotes = pgTable(
  'internal_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    authorMembershipId: uuid('author_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    body: jsonb('body').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** When its author last changed it ('redigert'); null for never. */
    editedAt: at('edited_at'),
  },
  (table) => [index('internal_notes_case_created_idx').on(table.caseId, table.createdAt)],
);

/** A clerk mentioned in a note, until they have opened the case's notes (the header's 'Nevnt i N saker'). */
export const noteMentions = pgTable(
  'note_mentions',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => internalNotes.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    seenAt: at('seen_at'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.noteId, table.membershipId] }),
    index('note_mentions_unseen_idx')
      .on(table.membershipId, table.caseId)
      .where(sql`${table.seenAt} is null`),
  ],
);

/** A letter template ('Brevmaler', issue 46): the company's, kept by its administrators. */
export const letterTemplates = pgTable(
  'letter_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject'),
    /** The answer document (contract/answer.ts), as the editor keeps it. */
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('letter_templates_company_name_idx').on(table.companyId, table.name)],
);

/**
 * The letter being written on a case (issue 46): one per case, for everyone who sees it to go on with, waiting
 * for approval when the company wants that. `version` rises with every save, so that two clerks do not overwrite
 * each other unseen.
 */
export const letterDrafts = pgTable('letter_drafts', {
  id: uuid('id').primaryKey().defaultRandom(),
  caseId: uuid('case_id')
    .notNull()
    .unique()
    .references(() => cases.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  subject: text('subject'),
  content: text('content'),
  /** The answer written in the editor (contract/answer.ts), sent as its PDF; null for none. */
  answer: jsonb('answer'),
  version: integer('version').notNull().default(1),
  status: text('status', { enum: ['draft', 'awaiting-approval'] })
    .notNull()
    .default('draft'),
  createdByMembershipId: uuid('created_by_membership_id').references(() => memberships.id, {
    onDelete: 'set null',
  }),
  updatedByMembershipId: uuid('updated_by_membership_id').references(() => memberships.id, {
    onDelete: 'set null',
  }),
  updatedAt: at('updated_at').notNull().defaultNow(),
  submittedByMembershipId: uuid('submitted_by_membership_id').references(() => memberships.id, {
    onDelete: 'set null',
  }),
  submittedAt: at('submitted_at'),
  returnedByMembershipId: uuid('returned_by_membership_id').references(() => memberships.id, {
    onDelete: 'set null',
  }),
  returnedAt: at('returned_at'),
  /** Whom it was sent back to: its author, who finds it under 'Sendt tilbake til meg' until they send it again. */
  returnedToMembershipId: uuid('returned_to_membership_id').references(() => memberships.id, {
    onDelete: 'set null',
  }),
  returnComment: text('return_comment'),
  /** When the approvers were reminded that it waits one working day before the case's deadline: once. */
  approvalRemindedAt: at('approval_reminded_at'),
  createdAt: createdAt(),
});

/** A file of a draft: an upload taken into it when the draft was saved, its bytes under the same blob key. */
export const letterDraftFiles = pgTable(
  'letter_draft_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => letterDrafts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    blobKey: text('blob_key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('letter_draft_files_draft_idx').on(table.draftId, table.sortOrder),
    index('letter_draft_files_blob_key_idx').on(table.blobKey),
  ],
);

/** Where reading a text for search stands: waiting (or to be tried again), read, nothing to read, or given up. */
export const SEARCH_TEXT_STATES = ['waiting', 'indexed', 'no-text', 'failed'] as const;
export type SearchTextState = (typeof SEARCH_TEXT_STATES)[number];

/**
 * The searchable text of a document, or of a letter's own subject and message (`documentId` null), read in the
 * background (issue 22). A row comes with every document and every event with a subject or message, made by the
 * database itself (the triggers of migration 0013), so that no way of adding them can forget it; the search
 * indexer claims the waiting ones as the outbox sender claims its messages.
 */
export const searchTexts = pgTable(
  'search_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The event of a document or letter; null for an internal note's text. */
    caseEventId: uuid('case_event_id').references(() => caseEvents.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    /** An internal note's text, written indexed by the database as the note is (migration 0020). */
    internalNoteId: uuid('internal_note_id').references(() => internalNotes.id, { onDelete: 'cascade' }),
    state: text('state', { enum: SEARCH_TEXT_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    claimedUntil: at('claimed_until'),
    lastError: text('last_error'),
    /** What was read, cut at SEARCH_TEXT_MAX_CHARACTERS; the snippets are made from it. */
    content: text('content'),
    /** The content's words as the Norwegian stemmer sees them, and as written (numbers, names, references). */
    vector: tsvector('vector'),
    indexedAt: at('indexed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('search_texts_document_idx').on(table.documentId),
    uniqueIndex('search_texts_event_text_idx')
      .on(table.caseEventId)
      .where(sql`${table.documentId} is null and ${table.caseEventId} is not null`),
    uniqueIndex('search_texts_internal_note_idx').on(table.internalNoteId),
    index('search_texts_vector_idx').using('gin', table.vector),
    index('search_texts_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'waiting'`),
    index('search_texts_case_idx').on(table.caseId),
    // What a search says it could not look in: few rows, counted per company at every search.
    index('search_texts_unread_idx').on(table.companyId).where(sql`${table.state} <> 'indexed'`),
  ],
);

/**
 * A file uploaded for a case or letter that is being written (spec 2 §7 uploadfile). It belongs to the session
 * that uploaded it until a case or letter takes it (`attachedAt`, `documentId`); the document then uses the same
 * blob. Only a hash of the delete key is stored. An upload whose session or membership is gone stays until the
 * purge removes it with its blob, like every upload left unattached (architecture §7).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyHash: text('key_hash').notNull().unique(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    fileName: text('file_name').notNull(),
    /** What the content is (magic bytes), not what the browser declared. */
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: createdAt(),
    attachedAt: at('attached_at'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('uploads_unattached_idx').on(table.createdAt).where(sql`${table.attachedAt} is null`),
    // Removing a document (a deleted letter) removes its upload row through this.
    index('uploads_document_idx').on(table.documentId),
    index('uploads_blob_key_idx').on(table.blobKey),
  ],
);

/** Norwegian postal codes and their places, from Bring's register (architecture §2), as Bring writes them. */
export const postalPlaces = pgTable('postal_places', {
  postalCode: text('postal_code').primaryKey(),
  place: text('place').notNull(),
});

/** Server-side sessions; the browser holds only random tokens whose hashes are stored here. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    accessExpiresAt: at('access_expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    /**
     * The tokens the latest refresh replaced, and when: within a short grace period a racing refresh with them
     * gets the same new tokens; after it, their reuse means theft and ends the session.
     */
    previousTokenHash: text('previous_token_hash'),
    previousRefreshHash: text('previous_refresh_hash'),
    rotatedAt: at('rotated_at'),
  },
  (table) => [
    index('sessions_person_idx').on(table.personId),
    index('sessions_previous_token_idx').on(table.previousTokenHash),
  ],
);

/** A login under way: what the callback needs to finish it (PKCE, state, nonce), single use. */
export const loginStates = pgTable('login_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  idp: text('idp').notNull(),
  accessKey: text('access_key'),
  createdAt: createdAt(),
});

/** The countries offered for phone numbers and national ids (configuration, seeded). */
export const countries = pgTable('countries', {
  cca2: text('cca2').primaryKey(),
  nameCommon: text('name_common').notNull(),
  callingCodes: text('calling_codes').array().notNull().default(sql`'{}'::text[]`),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Who did what, when: every state change and every login. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    actorPersonId: uuid('actor_person_id'),
    /** The provider API key that made the call (its name is in `details` too). */
    actorApiKeyId: uuid('actor_api_key_id').references(() => apiKeys.id),
    companyId: uuid('company_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** The case an entry is about (its event's case for letters), for the case's history. */
    caseId: uuid('case_id'),
  },
  (table) => [
    index('audit_log_company_at_idx').on(table.companyId, table.at),
    index('audit_log_api_key_at_idx').on(table.actorApiKeyId, table.at),
    index('audit_log_case_at_idx').on(table.caseId, table.at).where(sql`${table.caseId} is not null`),
  ],
);

/**
 * The built-in content store (architecture §7): items of a document type, in the shape the getcontent call
 * answers. `properties` maps each property alias to its value (HTML or text).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentTypeAlias: text('document_type_alias').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    properties: jsonb('properties').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('content_items_alias_idx').on(table.documentTypeAlias, table.sortOrder)],
);

/** Questions clerks sent from the FAQ page. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('questions_company_idx').on(table.companyId, table.createdAt)],
);

/**
 * E-mail waiting to be sent, one row per message (architecture §1, §7). Written in the transaction of the
 * change it reports; the background sender claims a row (`claimed_until`) so that no two server processes
 * send it at once, and retries with backoff.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    claimedUntil: at('claimed_until'),
  },
  (table) => [index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

/**
 * A letter for a new user (architecture §5), and the pending membership it creates until it is bound to the
 * person who logs in with it. Only hashes of the secrets are stored: the URL key as SHA-256 (it is random), the
 * code as an HMAC (so it can be looked up), the PIN with scrypt and a salt of its own.
 */
export const accessKeys = pgTable(
  'access_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code').notNull().default('NO'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    urlKeyHash: text('url_key_hash').notNull().unique(),
    codeHash: text('code_hash').notNull().unique(),
    pinHash: text('pin_hash').notNull(),
    failedPinAttempts: integer('failed_pin_attempts').notNull().default(0),
    lockedAt: at('locked_at'),
    pinVerifiedAt: at('pin_verified_at'),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    expiresAt: at('expires_at').notNull(),
    /** Who or what issued it: the admin command, the provider API, a test. */
    issuedBy: text('issued_by').notNull(),
    createdAt: createdAt(),
    boundPersonId: uuid('bound_person_id').references(() => persons.id),
  },
  (table) => [index('access_keys_company_email_idx').on(table.companyId, sql`lower(${table.email})`)],
);

/**
 * Rate-limit counters (architecture §1): rows, so that a limit holds across every server process. One row per
 * route and client address, counting the requests of the current window.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * One row per reminder e-mail decided for a day (architecture §7): the daily unread-letters reminder is sent once
 * per company address and clerk per Oslo day even with several server processes, because only the process whose
 * `insert … on conflict do nothing` adds the row writes the mail.
 */
export const notificationRuns = pgTable(
  'notification_runs',
  {
    kind: text('kind').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** 'company' for the company address, otherwise the membership id of the clerk. */
    recipientKey: text('recipient_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.companyId, table.recipientKey, table.day] })],
);

/**
 * The reminders before a case's deadline that are written (issue 20): one per case and due date, so that a case
 * is reminded of once, and again once its due date changes. The mail is written in the same transaction as
 * `insert … on conflict do nothing`, so that only the server process whose row it is writes it.
 */
export const dueReminders = pgTable(
  'due_reminders',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.dueDate] })],
);

/** The reminders before the day a decision's answer is due (issue 49): one per case and answer day, as `dueReminders`. */
export const answerReminders = pgTable(
  'answer_reminders',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    answerDue: date('answer_due', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.answerDue] })],
);

/**
 * Keys of the provider API (the complaints body's systems). The key is 32 random bytes, so its SHA-256 is enough
 * to store; `keyPrefix` is a short, non-secret start of it for telling keys apart in lists. A name is unique
 * among the keys not revoked.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** Subset of companies, cases, content. */
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [uniqueIndex('api_keys_active_name_idx').on(table.name).where(sql`${table.revokedAt} is null`)],
);

/**
 * The provider API's change feed: one row per change the complaints body is told about, written in the
 * transaction of the change. Readers take only rows whose writers have all finished (`txid` below the oldest
 * running transaction) in (txid, id) order, so a consumer's cursor never skips a row that commits late.
 */
export const providerChanges = pgTable(
  'provider_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
    kind: text('kind', {
      enum: CHANGE_KINDS,
    }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => caseEvents.id, { onDelete: 'cascade' }),
    /** The company's request a row tells of (issue 49). */
    requestId: uuid('request_id').references(() => caseRequests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('provider_changes_order_idx').on(table.txid, table.id)],
);

/**
 * Which transactions changed which cases (migrations 0008 and 0015): one row per case and transaction, written by
 * triggers on cases, their parties, events and documents whoever writes (routes, admin commands, the provider
 * API, hand-made SQL), and one row with no `caseId` for a change of the company's cases at large (a clerk's name
 * or phone). The list cache asks which cases changed since the snapshot its list was read in and reads only
 * those again; the case answer cache asks whether its case did, when it cannot hear the triggers' notices. Rows
 * are pruned after a day; a cached answer lives minutes.
 */
export const caseListChanges = pgTable(
  'case_list_changes',
  {
    companyId: uuid('company_id').notNull(),
    /** Null: every case of the company may read differently. */
    caseId: uuid('case_id'),
    txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
    changedAt: at('changed_at').notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    unique('case_list_changes_company_txid_case_key')
      .on(table.companyId, table.txid, table.caseId)
      .nullsNotDistinct(),
    index('case_list_changes_case_txid_idx').on(table.caseId, table.txid),
    index('case_list_changes_changed_at_idx').on(table.changedAt),
  ],
);

/**
 * What the live stream tells browsers (issue 47, migration 0023): one row per case and change, written by the case
 * changes' live subscriber in the change's transaction, and company-wide rows (many cases, users, settings) written
 * by it and by triggers. A trigger tells every process of each row as its transaction commits; a browser that
 * reconnects is replayed the rows after its cursor. Pruned after minutes. No foreign keys: a row outlives nothing.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
    /** The oldest transaction running as the row was written: a replay after it covers every later commit. */
    snapshotXmin: xid8('snapshot_xmin').notNull().default(sql`pg_snapshot_xmin(pg_current_snapshot())`),
    createdAt: at('created_at').notNull().default(sql`clock_timestamp()`),
    companyId: uuid('company_id').notNull(),
    kind: text('kind', { enum: [...LIVE_CASE_KINDS, ...LIVE_COMPANY_KINDS] }).notNull(),
    /** Null for a company-wide kind. */
    caseId: uuid('case_id'),
    /** The case's Version after the change. */
    version: integer('version'),
    /** The case's clerk after the change: levels 1-2 hear of it only when it is theirs. */
    clerkId: uuid('clerk_id'),
    /** The clerks the case (or, for 'cases.changed', the cases) had before: they hear that it left them. */
    formerClerkIds: uuid('former_clerk_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Only these memberships hear it (a mention); null: everyone in scope. */
    toMembershipIds: uuid('to_membership_ids').array(),
    byMembershipId: uuid('by_membership_id'),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index('live_events_company_id_idx').on(table.companyId, table.id),
    index('live_events_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Who has a case open in which browser tab, and what they do there (issue 47, migration 0024): one row per session
 * and tab, renewed by the tab's beat and gone at `expires_at` (the sweeper), at the tab's leave, or with its
 * session. A trigger tells the live streams when who or what changes, not at each beat.
 */
export const casePresence = pgTable(
  'case_presence',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tabId: uuid('tab_id').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    membershipId: uuid('membership_id').notNull(),
    activity: text('activity', { enum: PRESENCE_ACTIVITIES }).notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.tabId] }),
    index('case_presence_case_idx').on(table.caseId),
    index('case_presence_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The database blob store (BLOB_STORE=postgres): one row per whole blob, naming the write whose chunks hold its
 * bytes. The row is written when the last chunk is in, so that a reader sees the whole blob or none of it.
 */
export const blobs = pgTable('blobs', {
  key: text('key').primaryKey(),
  writeId: uuid('write_id').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  modifiedAt: at('modified_at').notNull().defaultNow(),
});

/** A write's bytes in order, a mebibyte a row; chunks no blob names are a write under way or one that died. */
export const blobChunks = pgTable(
  'blob_chunks',
  {
    writeId: uuid('write_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    writtenAt: at('written_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.writeId, table.seq] })],
);

/**
 * The SHA-256 and size of each blob as it was written, whichever store holds its bytes: `admin blobs verify` and
 * `admin blobs migrate` check the bytes against it.
 */
export const blobDigests = pgTable(
  'blob_digests',
  {
    key: text('key').primaryKey(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  // The search indexer looks for the text of the same bytes read before from another blob.
  (table) => [index('blob_digests_sha256_idx').on(table.sha256)],
);

/**
 * The text once read from a blob's bytes (issue 22), kept as long as the blob: its row goes with the blob's digest
 * when the blob is deleted. A document whose bytes were read before (the demo letters after a reset, the same file
 * sent twice) is not read again. Only blobs with a recorded digest are remembered.
 */
export const blobTexts = pgTable('blob_texts', {
  key: text('key')
    .primaryKey()
    .references(() => blobDigests.key, { onDelete: 'cascade' }),
  state: text('state', { enum: ['indexed', 'no-text'] }).notNull(),
  content: text('content'),
  createdAt: createdAt(),
});

/**
 * The deletion log (issue 48, 'Slettelogg'): one row per case whose personal data was deleted, with what went
 * (counts, and each deleted document's SHA-256), written in the anonymising transaction. It holds no personal
 * data: the case number is the portal's own.
 */
export const deletionLog = pgTable(
  'deletion_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    caseNumber: text('case_number').notNull(),
    rule: text('rule', { enum: DELETION_RULES }).notNull(),
    at: at('at').notNull().defaultNow(),
    /** The request an erasure carried out (the 'erasure' rule). */
    erasureRequestId: uuid('erasure_request_id'),
    parties: integer('parties').notNull(),
    letters: integer('letters').notNull(),
    documents: integer('documents').notNull(),
    notes: integer('notes').notNull(),
    /** The SHA-256 of each deleted document's bytes, in the documents' order. */
    documentSha256: text('document_sha256').array().notNull(),
  },
  (table) => [index('deletion_log_company_at_idx').on(table.companyId, table.at)],
);

export const ERASURE_REQUEST_STATUSES = ['pending', 'approved', 'cancelled'] as const;

/**
 * A request to erase a person's data (issue 48, art. 17): made by one level-5 user, carried out when a second one
 * approves it. It names the cases found and the person's roles in them, never the person.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: ERASURE_REQUEST_STATUSES }).notNull().default('pending'),
    /** The cases in which the person is complainer or correspondent, as found when the request was made. */
    targets: jsonb('targets')
      .$type<{ caseId: string; roles: ('complainer' | 'correspondent')[] }[]>()
      .notNull(),
    requestedByMembershipId: uuid('requested_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    requestedAt: at('requested_at').notNull().defaultNow(),
    decidedByMembershipId: uuid('decided_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    decidedAt: at('decided_at'),
  },
  (table) => [index('erasure_requests_company_idx').on(table.companyId, table.requestedAt)],
);
