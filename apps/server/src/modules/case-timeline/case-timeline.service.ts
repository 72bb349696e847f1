import { randomUUID } from 'node:crypto';
import type { ChangeKind } from '@foretaksportalen/shared/contract/provider/changes';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type AuditActor, auditedBy, writeAudit } from '../audit/index.ts';
import { recordProviderChange } from '../change-feed/index.ts';
import { notifyNewLetter } from '../notification/index.ts';
import { markUploadAttached } from '../upload/index.ts';
import {
  deleteCaseEvent,
  insertCaseEvent,
  insertDocuments,
  refreshCaseEventFigures,
} from './case-timeline.repository.ts';

/** Where an event comes from. It decides everything that follows from the event: see FOLLOW_UPS. */
export type EventOrigin = 'company-letter' | 'case-registration' | 'provider-letter';

export interface FollowUps {
  direction: 'inbound' | 'outbound';
  /** Unread for the whole company until someone opens it. */
  unread: boolean;
  audit: { action: string; target: 'case' | 'case_event' };
  /** The row of the complaints body's change feed written with the event, if any. */
  feed: ChangeKind | null;
  /** E-mail to the company and the case's clerk about a letter they have not read. */
  notifyNewLetter: boolean;
}

/** What each kind of event brings with it, in the transaction that adds it. */
export const FOLLOW_UPS: Record<EventOrigin, FollowUps> = {
  // The complaints body hears of a company letter once its delete window has passed (releaseDueLetters).
  'company-letter': {
    direction: 'outbound',
    unread: false,
    audit: { action: 'case.letter-sent', target: 'case_event' },
    feed: null,
    notifyNewLetter: false,
  },
  'case-registration': {
    direction: 'outbound',
    unread: false,
    audit: { action: 'case.created', target: 'case' },
    feed: 'case.registered',
    notifyNewLetter: false,
  },
  'provider-letter': {
    direction: 'inbound',
    unread: true,
    audit: { action: 'case.letter-added', target: 'case_event' },
    feed: null,
    notifyNewLetter: true,
  },
};

/** A document of a new event, in the order given; `uploadId` when it is a clerk's upload, which is then taken. */
export interface NewDocument {
  fileName: string;
  mimeType: string;
  fileSize: number;
  blobKey: string;
  /** The letter itself rather than an attachment. */
  isLetter?: boolean;
  uploadId?: string;
}

/** A clerk's upload as a document: the document keeps the upload's bytes (the same blob). */
export const documentOfUpload = (upload: {
  id: string;
  fileName: string;
  mimeType: string;
  fileSize: number;
  blobKey: string;
}): NewDocument => ({
  fileName: upload.fileName,
  mimeType: upload.mimeType,
  fileSize: upload.fileSize,
  blobKey: upload.blobKey,
  uploadId: upload.id,
});

export interface NewCaseEvent {
  origin: EventOrigin;
  caseId: string;
  companyId: string;
  actor: AuditActor;
  /** The clerk who made it, for the company's own events. */
  createdByMembershipId?: string;
  description: string;
  subject?: string | null;
  content?: string | null;
  /** The complaints body's own id of its letter. */
  externalId?: string;
  /** Until when the company may delete its letter. */
  deleteBefore?: Date;
  /** Who the documents are from, as the case overview shows it. */
  uploadedBy: string;
  documents: readonly NewDocument[];
  auditDetails: Record<string, unknown>;
  at: Date;
}

export interface RemovedLetter {
  caseId: string;
  companyId: string;
  eventId: string;
  actor: AuditActor;
  auditDetails: Record<string, unknown>;
  at: Date;
}

/**
 * The case timeline: the one way events come to a case and go from it. Each call works in the caller's
 * transaction and writes everything the event brings with it (FOLLOW_UPS), so that the event and its documents,
 * taken uploads, the case's figures for the list, the audit entry, the change feed and the e-mails are kept or
 * lost together.
 */
export function createCaseTimeline({ config }: { config: Config }) {
  return {
    /** Adds the event with its documents and follow-ups; answers the event's id. */
    async appendEvent(tx: Database, event: NewCaseEvent): Promise<string> {
      const followUps = FOLLOW_UPS[event.origin];
      const eventId = await insertCaseEvent(tx, {
        caseId: event.caseId,
        companyId: event.companyId,
        direction: followUps.direction,
        description: event.description,
        subject: event.subject ?? null,
        content: event.content ?? null,
        isRead: !followUps.unread,
        externalId: event.externalId ?? null,
        createdByMembershipId: event.createdByMembershipId ?? null,
        deleteBefore: event.deleteBefore ?? null,
        createdAt: event.at,
      });
      const documents = event.documents.map((document, sortOrder) => ({
        ...document,
        id: randomUUID(),
        sortOrder,
      }));
      await insertDocuments(
        tx,
        documents.map(({ uploadId: _, isLetter = false, ...document }) => ({
          ...document,
          isLetter,
          caseId: event.caseId,
          caseEventId: eventId,
          uploadedBy: event.uploadedBy,
          createdAt: event.at,
        })),
      );
      for (const { id, uploadId } of documents) {
        if (uploadId) await markUploadAttached(tx, uploadId, id, event.at);
      }
      await refreshCaseEventFigures(tx, event.caseId, event.at);
      await writeAudit(tx, {
        companyId: event.companyId,
        action: followUps.audit.action,
        targetType: followUps.audit.target,
        targetId: followUps.audit.target === 'case' ? event.caseId : eventId,
        caseId: event.caseId,
        ...auditedBy(event.actor, event.auditDetails),
      });
      if (followUps.feed) {
        await recordProviderChange(tx, {
          kind: followUps.feed,
          companyId: event.companyId,
          caseId: event.caseId,
          eventId,
          at: event.at,
        });
      }
      if (followUps.notifyNewLetter) await notifyNewLetter(tx, config, eventId, event.at);
      return eventId;
    },

    /**
     * Removes a letter the company sent, with its documents, and sets the case's figures back; answers the
     * documents' blob keys, for the caller to remove once nothing refers to them after the commit.
     */
    async removeLetter(tx: Database, letter: RemovedLetter): Promise<string[]> {
      const blobKeys = await deleteCaseEvent(tx, letter.eventId);
      await refreshCaseEventFigures(tx, letter.caseId, letter.at);
      await writeAudit(tx, {
        companyId: letter.companyId,
        action: 'case.letter-deleted',
        targetType: 'case_event',
        targetId: letter.eventId,
        caseId: letter.caseId,
        ...auditedBy(letter.actor, { ...letter.auditDetails, documents: blobKeys.length }),
      });
      return blobKeys;
    },
  };
}

export type CaseTimeline = ReturnType<typeof createCaseTimeline>;
