import type {
  ProviderCase,
  ProviderDocument,
  ProviderEvent,
} from '@foretaksportalen/shared/contract/provider/case';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import {
  type CasePartyRow,
  type CaseRequestRow,
  type CaseRow,
  toCaseDecision,
  toCaseRequest,
} from '../case/index.ts';
import { toCaseParties, toHandlingOfficer } from '../case-read/index.ts';
import type { CaseEventRow, DocumentRow } from '../case-timeline/index.ts';

/** A document as the complaints body sees it, with the provider API's address to download it. */
export function toProviderDocument(document: DocumentRow): ProviderDocument {
  return {
    Id: document.id,
    FileName: document.fileName,
    FileSize: document.fileSize,
    MimeType: document.mimeType,
    Created: document.createdAt.toISOString(),
    UploadedBy: document.uploadedBy,
    IsLetter: document.isLetter,
    Href: `${PROVIDER_API_PREFIX}/documents/${document.id}`,
  };
}

export function toProviderEvent(event: CaseEventRow, documents: readonly DocumentRow[]): ProviderEvent {
  return {
    EventUid: event.id,
    ExternalId: event.externalId,
    Direction: event.direction,
    Created: event.createdAt.toISOString(),
    Description: event.description,
    Subject: event.subject,
    Content: event.content,
    IsRead: event.isRead,
    ReadAt: event.readAt?.toISOString() ?? null,
    Documents: documents.map(toProviderDocument),
  };
}

/** A case as the complaints body sees it: its own fields, the parties, and the events it may see. */
export function toProviderCase(
  row: CaseRow,
  orgNum: string,
  parties: readonly CasePartyRow[],
  events: readonly CaseEventRow[],
  documents: readonly DocumentRow[],
  requests: readonly CaseRequestRow[],
): ProviderCase {
  return {
    CaseUid: row.id,
    ExternalId: row.externalId,
    CaseId: row.caseNumber,
    OrgNum: orgNum,
    Status: row.status,
    StatusCode: row.statusCode,
    Archived: row.archived,
    DueDate: row.dueDate,
    AnonymizeSb: row.anonymizeSb,
    User: toHandlingOfficer(row),
    ...toCaseParties(parties),
    CompanyCaseRef: row.companyCaseRef,
    UnreadCount: row.unreadCount,
    LastEvent: row.lastEventAt ? { Created: row.lastEventAt.toISOString() } : null,
    Created: row.createdAt.toISOString(),
    Decision: toCaseDecision(row),
    Requests: requests.map(toCaseRequest),
    Events: events.map((event) =>
      toProviderEvent(
        event,
        documents.filter((document) => document.caseEventId === event.id),
      ),
    ),
  };
}
