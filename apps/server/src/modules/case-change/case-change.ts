import type { RequestKind } from '@foretaksportalen/shared/contract/case-request';
import type { Outcome } from '@foretaksportalen/shared/contract/decision';
import type { DeletionRuleName } from '@foretaksportalen/shared/contract/retention';
import type { AuditActor } from '../audit/index.ts';

/** One changed field of a case: its value before and after. */
export interface FieldChange<Value> {
  from: Value;
  to: Value;
}

/** The fields a clerk edits on a case, by their wire names: those that changed. */
export interface EditedFields {
  CaseClerkId?: FieldChange<string | null>;
  CompanyCaseRef?: FieldChange<string | null>;
  CompanyNote?: FieldChange<string | null>;
  Archived?: FieldChange<boolean>;
  /** The product and cause by their names (issue 49), as the history shows them. */
  ProductId?: FieldChange<string | null>;
  CauseId?: FieldChange<string | null>;
}

/** A case given another clerk (or none) by a move of many: the clerk it had before. */
export interface CaseMove {
  caseId: string;
  from: string | null;
}

/** An internal note of a case (issue 46), and who changed it. */
interface NoteOfCase {
  caseId: string;
  noteId: string;
  byMembershipId: string;
}

interface NoteWritten extends NoteOfCase {
  /** The clerks the note's mentions newly mark, its author left out. */
  mentioned: readonly string[];
}

interface Made {
  companyId: string;
  actor: AuditActor;
  at: Date;
}

/**
 * Everything that happens to a case, each kind with the facts its follow-ups need (case-change.kinds.ts says
 * what follows from each). A service makes the change's rows and records it through the pipeline in the same
 * transaction.
 */
export type CaseChange = Made &
  (
    | {
        /** A clerk registered a case with its first event (the wizard). */
        kind: 'case.registered';
        caseId: string;
        eventId: string;
        caseNumber: string;
        clerkMembershipId: string | null;
        byMembershipId: string;
        documents: number;
      }
    | {
        /** A clerk changed fields of one case (clerk, reference, note, archived) at once. */
        kind: 'case.edited';
        caseId: string;
        byMembershipId: string;
        changes: EditedFields;
      }
    | {
        /** Many cases given one clerk, or none (the bulk change). */
        kind: 'cases.assigned';
        moves: readonly CaseMove[];
        to: string | null;
        byMembershipId: string;
      }
    | {
        /** Every case of one clerk given another clerk, or none (the handover). */
        kind: 'cases.handed-over';
        fromMembershipId: string;
        moves: readonly CaseMove[];
        to: string | null;
        byMembershipId: string;
      }
    | {
        /** Closed cases archived together. */
        kind: 'cases.archived';
        caseIds: readonly string[];
      }
    | {
        /** A letter from the company, with its message and attachments. */
        kind: 'letter.sent';
        caseId: string;
        eventId: string;
        subject: string | null;
        hasMessage: boolean;
        attachments: number;
      }
    | {
        /** A letter the company sent, deleted within its window, with its documents. */
        kind: 'letter.deleted';
        caseId: string;
        eventId: string;
        subject: string | null;
        sentAt: Date;
        sentByMembershipId: string | null;
        documents: number;
      }
    | {
        /** An unread letter opened, which makes it read for the whole company. */
        kind: 'letter.read';
        caseId: string;
        eventId: string;
        description: string;
      }
    | {
        /** A letter from the complaints body. */
        kind: 'letter.received';
        caseId: string;
        eventId: string;
        description: string;
        externalId: string;
        documents: number;
      }
    | {
        /** The complaints body created a case. */
        kind: 'provider.case-created';
        caseId: string;
        caseNumber: string;
        externalId: string;
      }
    | {
        /** The complaints body changed fields of a case. */
        kind: 'provider.case-updated';
        caseId: string;
        fields: readonly string[];
      }
    | {
        /** The case's letter sent for approval (four eyes, issue 46). */
        kind: 'letter.submitted';
        caseId: string;
        subject: string | null;
        byMembershipId: string;
      }
    | {
        /** A letter waiting for approval sent back to its author with a comment. */
        kind: 'letter.returned';
        caseId: string;
        subject: string | null;
        /** Who sent it for approval; null when that membership is gone. */
        authorMembershipId: string | null;
        byMembershipId: string;
      }
    | {
        /** A letter approved by a second person, and so sent (its own `letter.sent` is recorded with it). */
        kind: 'letter.approved';
        caseId: string;
        eventId: string;
        subject: string | null;
        authorMembershipId: string | null;
        byMembershipId: string;
      }
    | ({
        /** An internal note written (issue 46). */
        kind: 'note.added';
      } & NoteWritten)
    | ({
        /** An internal note changed by its author within its window. */
        kind: 'note.edited';
      } & NoteWritten)
    | ({
        /** An internal note deleted by its author within its window. */
        kind: 'note.deleted';
      } & NoteOfCase)
    | {
        /** 'Hold tilbake fra sletting' (issue 48): the case is never anonymised until the hold is lifted. */
        kind: 'case.held';
        caseId: string;
        reason: string;
        byMembershipId: string;
      }
    | {
        kind: 'case.hold-lifted';
        caseId: string;
        byMembershipId: string;
      }
    | {
        /** The complaints body's decision on the case, new or changed (issue 49). */
        kind: 'provider.decision-received';
        caseId: string;
        outcome: Outcome;
        decisionDate: string;
        answerDueDate: string | null;
      }
    | {
        /** 'Følger foretaket vedtaket?' answered (issue 49); a 'no' also sends its reason as a letter. */
        kind: 'decision.answered';
        caseId: string;
        follows: boolean;
        amountPaid: number | null;
        byMembershipId: string;
      }
    | {
        /**
         * A request to the complaints body (issue 49): a later due date, or an objection to its handling (whose
         * reason and document went as the letter `eventId`).
         */
        kind: 'request.sent';
        caseId: string;
        requestId: string;
        requestKind: RequestKind;
        requestedDueDate: string | null;
        eventId: string | null;
        byMembershipId: string;
      }
    | {
        /** The body's answer to a request; a granted extension moved the case's due date. */
        kind: 'request.answered';
        caseId: string;
        requestId: string;
        requestKind: RequestKind;
        status: 'granted' | 'refused';
        grantedDueDate: string | null;
      }
    | {
        /** The case's personal data deleted (issue 48), by the schedule or at a person's request. */
        kind: 'case.anonymised';
        caseId: string;
        rule: DeletionRuleName;
        counts: DeletionCounts;
      }
  );

/** What anonymising a case removed: the deletion log's numbers. */
export interface DeletionCounts {
  parties: number;
  letters: number;
  documents: number;
  notes: number;
}

export type CaseChangeKind = CaseChange['kind'];

export type CaseChangeOf<Kind extends CaseChangeKind> = Extract<CaseChange, { kind: Kind }>;
