import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { attachUploads } from '../upload/index.ts';
import {
  type DocumentSelection,
  deleteCaseEvent,
  findCaseDocuments,
  findCaseEvent,
  findCaseEvents,
  insertCaseEvent,
  insertDocuments,
  markEventRead,
  refreshCaseEventFigures,
} from './case-timeline.repository.ts';

/** Where an event comes from. It decides the event's direction and whether it starts unread. */
export type EventOrigin = 'company-letter' | 'case-registration' | 'provider-letter';

export const EVENT_ORIGINS: Record<EventOrigin, { direction: 'inbound' | 'outbound'; unread: boolean }> = {
  'company-letter': { direction: 'outbound', unread: false },
  'case-registration': { direction: 'outbound', unread: false },
  // Unread for the whole company until someone opens it.
  'provider-letter': { direction: 'inbound', unread: true },
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
  at: Date;
}

/*
 * The case timeline owns the rows of a case's events and their documents: they come, go and are marked read only
 * here, each call in the caller's transaction, with the case's figures for the list (its last event, its unread
 * count) kept as the events say; and the readers of a case read them here. What follows from an event is the
 * caller's case change (case-change).
 */

/** Adds the event with its documents, taking the uploads among them; answers the event's id. */
export async function appendCaseEvent(tx: Database, event: NewCaseEvent): Promise<string> {
  const origin = EVENT_ORIGINS[event.origin];
  const eventId = await insertCaseEvent(tx, {
    caseId: event.caseId,
    companyId: event.companyId,
    direction: origin.direction,
    description: event.description,
    subject: event.subject ?? null,
    content: event.content ?? null,
    isRead: !origin.unread,
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
  await attachUploads(
    tx,
    documents.flatMap(({ id, uploadId }) => (uploadId ? [{ uploadId, documentId: id }] : [])),
    event.at,
  );
  await refreshCaseEventFigures(tx, event.caseId, event.at);
  return eventId;
}

/**
 * Removes an event with its documents and sets the case's figures back; answers the documents' blob keys, for the
 * caller to remove once nothing refers to them after the commit.
 */
export async function removeCaseEvent(tx: Database, event: { caseId: string; eventId: string; at: Date }) {
  const blobKeys = await deleteCaseEvent(tx, event.eventId);
  await refreshCaseEventFigures(tx, event.caseId, event.at);
  return blobKeys;
}

/**
 * Marks an unread event read for the whole company and counts it off the case's unread letters. Of two clerks
 * opening it at once, only one changes anything: true for that one.
 */
export const markCaseEventRead = (
  tx: Database,
  event: { caseId: string; eventId: string },
  reader: { membershipId: string; at: Date },
) => markEventRead(tx, event, reader);

/** The events of a case, newest first: all of them, or those the complaints body may see. */
export const readCaseEvents = (db: Database, caseId: string, options?: { visibleToProviderOnly?: boolean }) =>
  findCaseEvents(db, caseId, options);

/** One event of the case, or undefined. */
export const readCaseEvent = (db: Database, caseId: string, eventId: string) =>
  findCaseEvent(db, caseId, eventId);

/** Documents of a case (all, one event's, or the chosen ones), oldest event first and in their order in each. */
export const readCaseDocuments = (db: Database, caseId: string, selection?: DocumentSelection) =>
  findCaseDocuments(db, caseId, selection);
