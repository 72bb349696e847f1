import type { LiveCaseKind, LiveEditedField } from '@foretaksportalen/shared/contract/live';
import type { ChangeKind } from '@foretaksportalen/shared/contract/provider/changes';
import { type AuditEntry, auditedBy } from '../audit/index.ts';
import type { CaseChange, CaseChangeKind, CaseChangeOf, CaseMove, EditedFields } from './case-change.ts';

/** A row of the complaints body's change feed. */
export interface FeedEntry {
  kind: ChangeKind;
  companyId: string;
  caseId: string;
  eventId?: string;
  /** The company's request the row tells of. */
  requestId?: string;
  at: Date;
}

/** An e-mail notification (architecture §7) that a change brings. */
export type Notification =
  | {
      /** Cases given to a clerk by someone else: one e-mail listing them. */
      kind: 'cases-assigned';
      caseIds: readonly string[];
      membershipId: string;
      byMembershipId: string;
      at: Date;
    }
  | { kind: 'new-case'; caseId: string; at: Date }
  | { kind: 'new-letter'; eventId: string; at: Date }
  /** A letter waits for approval: to its approvers, never its author (issue 46). */
  | { kind: 'approval-requested'; caseId: string; byMembershipId: string; at: Date }
  /** To the author of a letter that was sent back, or approved and sent. */
  | {
      kind: 'letter-returned' | 'letter-approved';
      caseId: string;
      membershipId: string;
      byMembershipId: string;
      at: Date;
    }
  /** The clerks newly mentioned in an internal note (issue 46): one e-mail each, to those who want it. */
  | { kind: 'mentioned'; noteId: string; membershipIds: readonly string[]; at: Date };

/**
 * What the browsers' live streams are told of a change (issue 47): ids and kinds only. The live subscriber adds
 * the case's clerk and Version after the change, read in its transaction.
 */
export interface LiveEntry {
  kind: LiveCaseKind;
  caseId: string;
  /** The membership that made the change; null for the complaints body and where the change does not say. */
  by: string | null;
  /** The clerk the case had before it moved: that clerk is told it left. */
  formerClerkId?: string | null;
  /** Only these memberships are told (a mention). */
  to?: readonly string[];
  fields?: readonly LiveEditedField[];
}

/**
 * What follows from a case change, in its transaction: the audit entries (which the case's history and the
 * company's log show), the rows of the complaints body's change feed, the e-mails and what the live streams are
 * told. The caches need no entry: the database tells them of every case row a change writes (decision 0023).
 */
export interface FollowUps {
  history: AuditEntry[];
  feed: FeedEntry[];
  notifications: Notification[];
  live: LiveEntry[];
}

const entryAbout = (
  change: CaseChange,
  action: string,
  target: { type: 'case' | 'case_event' | 'internal_note'; id: string },
  caseId: string,
  details: Record<string, unknown>,
): AuditEntry => ({
  companyId: change.companyId,
  action,
  targetType: target.type,
  targetId: target.id,
  caseId,
  ...auditedBy(change.actor, details),
});

const caseUpdated = (change: CaseChange, caseId: string, changes: EditedFields) =>
  entryAbout(change, 'case.updated', { type: 'case', id: caseId }, caseId, { changes });

const archivedFeed = (change: CaseChange, caseId: string): FeedEntry => ({
  kind: 'case.archived',
  companyId: change.companyId,
  caseId,
  at: change.at,
});

/** Nothing when nothing moved, nobody receives, or the clerks gave the cases to themselves. */
function casesAssigned(
  caseIds: readonly string[],
  membershipId: string | null,
  byMembershipId: string,
  at: Date,
): Notification[] {
  if (membershipId === null || membershipId === byMembershipId || caseIds.length === 0) return [];
  return [{ kind: 'cases-assigned', caseIds, membershipId, byMembershipId, at }];
}

const none = { feed: [], notifications: [] } satisfies Omit<FollowUps, 'history' | 'live'>;

/** A case changed without moving: the one live entry of most kinds. */
const changedCase = (
  kind: LiveCaseKind,
  caseId: string,
  by: string | null,
  fields: readonly LiveEditedField[] = [],
): LiveEntry[] => [{ kind, caseId, by, fields }];

const byMember = (change: { byMembershipId: string }) => change.byMembershipId;

/** A move of many cases: each case's own entry, and the receiver told once of them all. */
function moved(
  change: CaseChange & { moves: readonly CaseMove[]; to: string | null; byMembershipId: string },
): FollowUps {
  return {
    history: change.moves.map(({ caseId, from }) =>
      caseUpdated(change, caseId, { CaseClerkId: { from, to: change.to } }),
    ),
    feed: [],
    notifications: casesAssigned(
      change.moves.map((move) => move.caseId),
      change.to,
      change.byMembershipId,
      change.at,
    ),
    live: change.moves.map(({ caseId, from }) => ({
      kind: 'case.changed',
      caseId,
      by: change.byMembershipId,
      formerClerkId: from,
      fields: ['CaseClerkId'],
    })),
  };
}

/** The author told of what became of their letter; nobody when that membership is gone. */
function toAuthor(
  kind: 'letter-returned' | 'letter-approved',
  change: CaseChange & { caseId: string; authorMembershipId: string | null; byMembershipId: string },
): Notification[] {
  if (change.authorMembershipId === null) return [];
  const { caseId, authorMembershipId: membershipId, byMembershipId, at } = change;
  return [{ kind, caseId, membershipId, byMembershipId, at }];
}

/**
 * An internal note's change: its history entry (who and when; never the note's text, which may hold personal
 * data), no row of the complaints body's feed (notes are the company's own), and an e-mail per newly mentioned
 * clerk.
 */
function noteChanged(
  change: CaseChange & { caseId: string; noteId: string; byMembershipId: string },
  action: string,
  mentioned: readonly string[],
): FollowUps {
  return {
    history: [
      entryAbout(change, action, { type: 'internal_note', id: change.noteId }, change.caseId, {
        caseId: change.caseId,
        mentioned: mentioned.length,
      }),
    ],
    feed: [],
    notifications:
      mentioned.length === 0
        ? []
        : [{ kind: 'mentioned', noteId: change.noteId, membershipIds: mentioned, at: change.at }],
    live: [
      ...changedCase('note.changed', change.caseId, change.byMembershipId),
      ...(mentioned.length === 0
        ? []
        : [{ kind: 'mentioned' as const, caseId: change.caseId, by: change.byMembershipId, to: mentioned }]),
    ],
  };
}

/** What follows from each kind of change: declared here once, carried out by the pipeline's subscribers. */
export const CASE_CHANGE_KINDS: { [Kind in CaseChangeKind]: (change: CaseChangeOf<Kind>) => FollowUps } = {
  'case.registered': (change) => ({
    history: [
      entryAbout(change, 'case.created', { type: 'case', id: change.caseId }, change.caseId, {
        caseNumber: change.caseNumber,
        clerkMembershipId: change.clerkMembershipId,
        documents: change.documents,
      }),
    ],
    feed: [
      {
        kind: 'case.registered',
        companyId: change.companyId,
        caseId: change.caseId,
        eventId: change.eventId,
        at: change.at,
      },
    ],
    notifications: casesAssigned([change.caseId], change.clerkMembershipId, change.byMembershipId, change.at),
    live: changedCase('case.arrived', change.caseId, change.byMembershipId),
  }),

  'case.edited': (change) => ({
    history: [caseUpdated(change, change.caseId, change.changes)],
    feed: change.changes.Archived?.to === true ? [archivedFeed(change, change.caseId)] : [],
    notifications: change.changes.CaseClerkId
      ? casesAssigned([change.caseId], change.changes.CaseClerkId.to, change.byMembershipId, change.at)
      : [],
    live: [
      {
        kind: 'case.changed',
        caseId: change.caseId,
        by: change.byMembershipId,
        formerClerkId: change.changes.CaseClerkId?.from ?? null,
        fields: (Object.keys(change.changes) as (keyof EditedFields)[]).filter(
          (field) => change.changes[field] !== undefined,
        ),
      },
    ],
  }),

  'cases.assigned': moved,

  'cases.handed-over': (change) => {
    const followUps = moved(change);
    if (change.moves.length === 0) return followUps;
    // Besides each case's own entry, one for the company's log: the handover as the administrator made it.
    const handover: AuditEntry = {
      companyId: change.companyId,
      action: 'cases.handed-over',
      targetType: 'membership',
      targetId: change.fromMembershipId,
      ...auditedBy(change.actor, {
        from: change.fromMembershipId,
        to: change.to,
        cases: change.moves.length,
      }),
    };
    return { ...followUps, history: [...followUps.history, handover] };
  },

  'cases.archived': (change) => ({
    history: change.caseIds.map((caseId) =>
      caseUpdated(change, caseId, { Archived: { from: false, to: true } }),
    ),
    feed: change.caseIds.map((caseId) => archivedFeed(change, caseId)),
    notifications: [],
    live: change.caseIds.flatMap((caseId) => changedCase('case.changed', caseId, null, ['Archived'])),
  }),

  // The complaints body hears of a company letter once its delete window has passed (releaseDueLetters).
  'letter.sent': (change) => ({
    history: [
      entryAbout(change, 'case.letter-sent', { type: 'case_event', id: change.eventId }, change.caseId, {
        caseId: change.caseId,
        subject: change.subject,
        message: change.hasMessage,
        attachments: change.attachments,
      }),
    ],
    ...none,
    live: changedCase('case.changed', change.caseId, null),
  }),

  'letter.deleted': (change) => ({
    history: [
      entryAbout(change, 'case.letter-deleted', { type: 'case_event', id: change.eventId }, change.caseId, {
        caseId: change.caseId,
        subject: change.subject,
        sentAt: change.sentAt.toISOString(),
        sentByMembershipId: change.sentByMembershipId,
        documents: change.documents,
      }),
    ],
    ...none,
    live: changedCase('case.changed', change.caseId, null),
  }),

  // The complaints body is told that the letter was read, not by whom.
  'letter.read': (change) => ({
    history: [
      entryAbout(change, 'case.letter-opened', { type: 'case_event', id: change.eventId }, change.caseId, {
        caseId: change.caseId,
        description: change.description,
      }),
    ],
    feed: [
      {
        kind: 'letter.read',
        companyId: change.companyId,
        caseId: change.caseId,
        eventId: change.eventId,
        at: change.at,
      },
    ],
    notifications: [],
    live: changedCase('letter.read', change.caseId, null),
  }),

  'letter.received': (change) => ({
    history: [
      entryAbout(change, 'case.letter-added', { type: 'case_event', id: change.eventId }, change.caseId, {
        caseId: change.caseId,
        description: change.description,
        externalId: change.externalId,
        documents: change.documents,
      }),
    ],
    feed: [],
    notifications: [{ kind: 'new-letter', eventId: change.eventId, at: change.at }],
    live: changedCase('letter.arrived', change.caseId, null),
  }),

  'provider.case-created': (change) => ({
    history: [
      entryAbout(change, 'case.created', { type: 'case', id: change.caseId }, change.caseId, {
        caseNumber: change.caseNumber,
        externalId: change.externalId,
      }),
    ],
    feed: [],
    notifications: [{ kind: 'new-case', caseId: change.caseId, at: change.at }],
    live: changedCase('case.arrived', change.caseId, null),
  }),

  'provider.case-updated': (change) => ({
    history: [
      entryAbout(change, 'case.updated', { type: 'case', id: change.caseId }, change.caseId, {
        fields: change.fields,
      }),
    ],
    ...none,
    live: changedCase('case.changed', change.caseId, null),
  }),

  // The steps of four eyes are the company's own: the complaints body hears only of the letter sent.
  'letter.submitted': (change) => ({
    history: [
      entryAbout(change, 'case.letter-submitted', { type: 'case', id: change.caseId }, change.caseId, {
        subject: change.subject,
      }),
    ],
    feed: [],
    notifications: [
      {
        kind: 'approval-requested',
        caseId: change.caseId,
        byMembershipId: change.byMembershipId,
        at: change.at,
      },
    ],
    live: changedCase('approval.waiting', change.caseId, byMember(change)),
  }),

  'letter.returned': (change) => ({
    history: [
      entryAbout(change, 'case.letter-returned', { type: 'case', id: change.caseId }, change.caseId, {
        subject: change.subject,
        authorMembershipId: change.authorMembershipId,
      }),
    ],
    feed: [],
    notifications: toAuthor('letter-returned', change),
    live: changedCase('case.changed', change.caseId, byMember(change)),
  }),

  'letter.approved': (change) => ({
    history: [
      entryAbout(change, 'case.letter-approved', { type: 'case_event', id: change.eventId }, change.caseId, {
        subject: change.subject,
        authorMembershipId: change.authorMembershipId,
      }),
    ],
    feed: [],
    notifications: toAuthor('letter-approved', change),
    live: changedCase('case.changed', change.caseId, byMember(change)),
  }),
  'note.added': (change) => noteChanged(change, 'case.note-added', change.mentioned),
  'note.edited': (change) => noteChanged(change, 'case.note-edited', change.mentioned),
  'note.deleted': (change) => noteChanged(change, 'case.note-deleted', []),

  'provider.decision-received': (change) => ({
    history: [
      entryAbout(change, 'case.decision-received', { type: 'case', id: change.caseId }, change.caseId, {
        outcome: change.outcome,
        decisionDate: change.decisionDate,
        answerDueDate: change.answerDueDate,
      }),
    ],
    ...none,
    live: changedCase('case.changed', change.caseId, null),
  }),

  // The reason of a 'no' stays out of the log: it goes to the body in the feed and as a letter.
  'decision.answered': (change) => ({
    history: [
      entryAbout(change, 'case.decision-answered', { type: 'case', id: change.caseId }, change.caseId, {
        follows: change.follows,
        amountPaid: change.amountPaid,
      }),
    ],
    feed: [{ kind: 'decision.answered', companyId: change.companyId, caseId: change.caseId, at: change.at }],
    notifications: [],
    live: changedCase('case.changed', change.caseId, byMember(change)),
  }),

  // The reasons stay out of the log: the body reads them in its feed, and the case shows them.
  'request.sent': (change) => ({
    history: [
      entryAbout(change, 'case.request-sent', { type: 'case', id: change.caseId }, change.caseId, {
        requestKind: change.requestKind,
        requestedDueDate: change.requestedDueDate,
      }),
    ],
    feed: [
      {
        kind: change.requestKind === 'objection' ? 'objection.requested' : 'deadline-extension.requested',
        companyId: change.companyId,
        caseId: change.caseId,
        requestId: change.requestId,
        ...(change.eventId === null ? {} : { eventId: change.eventId }),
        at: change.at,
      },
    ],
    notifications: [],
    live: changedCase('case.changed', change.caseId, byMember(change)),
  }),

  'request.answered': (change) => ({
    history: [
      entryAbout(change, 'case.request-answered', { type: 'case', id: change.caseId }, change.caseId, {
        requestKind: change.requestKind,
        status: change.status,
        grantedDueDate: change.grantedDueDate,
      }),
    ],
    ...none,
    live: changedCase('case.changed', change.caseId, null),
  }),

  // Retention is the company's own (issue 48): the complaints body keeps its own records and hears nothing.
  'case.held': (change) => ({
    history: [
      entryAbout(change, 'case.legal-hold-set', { type: 'case', id: change.caseId }, change.caseId, {
        reason: change.reason,
      }),
    ],
    ...none,
    live: changedCase('case.changed', change.caseId, byMember(change)),
  }),

  'case.hold-lifted': (change) => ({
    history: [
      entryAbout(change, 'case.legal-hold-lifted', { type: 'case', id: change.caseId }, change.caseId, {}),
    ],
    ...none,
    live: changedCase('case.changed', change.caseId, byMember(change)),
  }),

  'case.anonymised': (change) => ({
    history: [
      entryAbout(change, 'case.personal-data-deleted', { type: 'case', id: change.caseId }, change.caseId, {
        rule: change.rule,
        ...change.counts,
      }),
    ],
    ...none,
    live: changedCase('case.changed', change.caseId, null),
  }),
};

/** What follows from the change, as its kind declares. */
export const followUpsOf = (change: CaseChange): FollowUps =>
  (CASE_CHANGE_KINDS[change.kind] as (change: CaseChange) => FollowUps)(change);
