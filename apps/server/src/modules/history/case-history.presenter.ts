import type { CaseHistoryChange, CaseHistoryEntry } from '@foretaksportalen/shared/contract/case-history';
import { ANSWER_STATUSES, REQUEST_KINDS } from '@foretaksportalen/shared/contract/case-request';
import { OUTCOMES } from '@foretaksportalen/shared/contract/decision';
import { type AuditNames, actorOf } from './audit-names.ts';
import type { AuditRow } from './history.repository.ts';

/** The audit actions a case's history shows; every other entry of the case stays in the log only. */
export const CASE_HISTORY_ACTIONS = [
  'case.created',
  'case.updated',
  'case.letter-sent',
  'case.letter-deleted',
  'case.letter-added',
  'case.letter-opened',
  'case.file-downloaded',
  'case.letter-submitted',
  'case.letter-returned',
  'case.letter-approved',
  'case.note-added',
  'case.note-edited',
  'case.note-deleted',
  'case.legal-hold-set',
  'case.legal-hold-lifted',
  'case.personal-data-deleted',
  'case.decision-received',
  'case.decision-answered',
  'case.request-sent',
  'case.request-answered',
] as const;

interface FieldChange {
  from?: unknown;
  to?: unknown;
}

/** The fields of the portal's edit in the order of the case update payload (jsonb keeps keys in its own order). */
const EDITED_FIELDS = ['CaseClerkId', 'CompanyCaseRef', 'CompanyNote', 'ProductId', 'CauseId', 'Archived'];

/** The portal's edit of a case: `details.changes`, each field with its value before and after. */
function portalChanges(details: AuditRow['details']): [string, FieldChange][] {
  const changes = details?.changes;
  if (typeof changes !== 'object' || changes === null) return [];
  return Object.entries(changes)
    .filter((entry): entry is [string, FieldChange] => typeof entry[1] === 'object' && entry[1] !== null)
    .sort(([a], [b]) => EDITED_FIELDS.indexOf(a) - EDITED_FIELDS.indexOf(b));
}

/** The complaints body's update of its details: `details.fields`, the wire names of what changed. */
function providerFields(details: AuditRow['details']): string[] {
  const fields = details?.fields;
  return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : [];
}

/** A text or id of `details`, or null for none (and for anything else). */
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The membership ids an entry names as a case's clerk, to look their persons up at once. */
export function clerkMembershipsOf(row: AuditRow): string[] {
  if (row.action !== 'case.updated') return [];
  const clerk = portalChanges(row.details).find(([field]) => field === 'CaseClerkId')?.[1];
  return clerk ? [clerk.from, clerk.to].filter((id): id is string => typeof id === 'string') : [];
}

function updateChanges(row: AuditRow, names: AuditNames): CaseHistoryChange[] {
  const changes = portalChanges(row.details).flatMap(([field, change]): CaseHistoryChange[] => {
    switch (field) {
      case 'CaseClerkId':
        return [
          {
            Kind: 'ClerkChanged',
            From: names.membership(textOrNull(change.from)),
            To: names.membership(textOrNull(change.to)),
          },
        ];
      case 'CompanyCaseRef':
        return [{ Kind: 'CompanyCaseRefChanged', From: textOrNull(change.from), To: textOrNull(change.to) }];
      case 'CompanyNote':
        return [{ Kind: 'CompanyNoteChanged', From: textOrNull(change.from), To: textOrNull(change.to) }];
      case 'ProductId':
        return [{ Kind: 'ProductChanged', From: textOrNull(change.from), To: textOrNull(change.to) }];
      case 'CauseId':
        return [{ Kind: 'CauseChanged', From: textOrNull(change.from), To: textOrNull(change.to) }];
      case 'Archived':
        return change.to === true ? [{ Kind: 'Archived' }] : [];
      default:
        return [];
    }
  });
  return changes.length > 0 ? changes : [{ Kind: 'DetailsChanged', Fields: providerFields(row.details) }];
}

function changesOf(row: AuditRow, names: AuditNames): CaseHistoryChange[] {
  const subject = textOrNull(row.details?.subject);
  const description = textOrNull(row.details?.description);
  switch (row.action) {
    case 'case.created':
      return [{ Kind: 'CaseCreated' }];
    case 'case.updated':
      return updateChanges(row, names);
    case 'case.letter-sent':
      return [{ Kind: 'LetterSent', Subject: subject }];
    case 'case.letter-deleted':
      return [{ Kind: 'LetterDeleted', Subject: subject }];
    case 'case.letter-added':
      return [{ Kind: 'LetterReceived', Description: description }];
    case 'case.letter-opened':
      return [{ Kind: 'LetterOpened', Description: description }];
    case 'case.letter-submitted':
      return [{ Kind: 'LetterSubmitted', Subject: subject }];
    case 'case.letter-returned':
      return [{ Kind: 'LetterReturned', Subject: subject }];
    case 'case.letter-approved':
      return [{ Kind: 'LetterApproved', Subject: subject }];
    case 'case.file-downloaded': {
      const format = row.details?.format;
      return [{ Kind: 'CaseFileDownloaded', Format: format === 'pdf' || format === 'zip' ? format : null }];
    }
    case 'case.note-added':
      return [{ Kind: 'NoteAdded' }];
    case 'case.note-edited':
      return [{ Kind: 'NoteEdited' }];
    case 'case.note-deleted':
      return [{ Kind: 'NoteDeleted' }];
    case 'case.legal-hold-set':
      return [{ Kind: 'LegalHoldSet', Reason: textOrNull(row.details?.reason) }];
    case 'case.legal-hold-lifted':
      return [{ Kind: 'LegalHoldLifted' }];
    case 'case.personal-data-deleted': {
      const rule = row.details?.rule;
      return rule === 'schedule' || rule === 'erasure' ? [{ Kind: 'PersonalDataDeleted', Rule: rule }] : [];
    }
    case 'case.decision-received': {
      const outcome = OUTCOMES.find((candidate) => candidate === row.details?.outcome);
      const date = textOrNull(row.details?.decisionDate);
      return outcome && date ? [{ Kind: 'DecisionReceived', Outcome: outcome, DecisionDate: date }] : [];
    }
    case 'case.decision-answered': {
      const { follows, amountPaid } = row.details ?? {};
      if (typeof follows !== 'boolean') return [];
      return [
        {
          Kind: 'DecisionAnswered',
          Follows: follows,
          AmountPaid: typeof amountPaid === 'number' ? amountPaid : null,
        },
      ];
    }
    case 'case.request-sent': {
      const requestKind = REQUEST_KINDS.find((candidate) => candidate === row.details?.requestKind);
      if (!requestKind) return [];
      return [
        { Kind: 'RequestSent', RequestKind: requestKind, DueDate: textOrNull(row.details?.requestedDueDate) },
      ];
    }
    case 'case.request-answered': {
      const requestKind = REQUEST_KINDS.find((candidate) => candidate === row.details?.requestKind);
      const status = ANSWER_STATUSES.find((candidate) => candidate === row.details?.status);
      if (!requestKind || !status) return [];
      const dueDate = textOrNull(row.details?.grantedDueDate);
      return [{ Kind: 'RequestAnswered', RequestKind: requestKind, Status: status, DueDate: dueDate }];
    }
    default:
      return [];
  }
}

/**
 * The entries of a case's history from its audit rows, newest first as given: one per change, so that an edit of
 * the clerk and the reference at once reads as two lines. Only known fields of `details` are read.
 */
export function toCaseHistoryEntries(rows: readonly AuditRow[], names: AuditNames): CaseHistoryEntry[] {
  return rows.flatMap((row) =>
    changesOf(row, names).map((change) => ({
      At: row.at.toISOString(),
      Actor: actorOf(row),
      Change: change,
    })),
  );
}
