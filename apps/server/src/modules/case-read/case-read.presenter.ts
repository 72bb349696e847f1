import type {
  Case,
  CaseClerk,
  CaseDocument,
  CaseEvent,
  CaseListItem,
  CaseParty,
} from '@foretaksportalen/shared/contract/case';
import { workingDaysToDue } from '@foretaksportalen/shared/working-days';
import {
  answerRefusal,
  type CasePartyRow,
  type CaseRequestRow,
  type CaseRow,
  canArchive,
  canEditCompanyDetails,
  isDeletable,
  requestRefusal,
  sendRefusal,
  toCaseDecision,
  toCaseRequest,
} from '../case/index.ts';
import type { CaseEventRow, DocumentRow } from '../case-timeline/index.ts';
import { displayName } from '../clerk/index.ts';
import type { CaseListRow } from './case-read.repository.ts';

/**
 * A row of the incidents list, with what the viewer may do with the case. Every field is named here, so nothing
 * else of the case leaves the server; the response schema checks the same again.
 */
export function toCaseListItem(
  row: CaseListRow,
  clerks: ReadonlyMap<string, CaseClerk>,
  viewer: { accessLevel: number },
  today: string,
): CaseListItem {
  return {
    CaseUid: row.id,
    CaseId: row.caseNumber,
    Status: row.status,
    StatusCode: row.statusCode,
    Archived: row.archived,
    HasBeenAssigned: row.everAssigned && row.clerkMembershipId === null,
    LastEvent: row.lastEventAt ? { Created: new Date(row.lastEventAt).toISOString() } : null,
    UnreadCount: row.unreadCount,
    UnreadEventId: row.unreadEventId,
    DueDate: row.dueDate,
    DaysToDue: row.dueDate === null ? null : workingDaysToDue(row.dueDate, today),
    Clerk: row.clerkMembershipId === null ? null : (clerks.get(row.clerkMembershipId) ?? null),
    Complainer: row.hasComplainer
      ? { FirstName: row.complainerFirstName, LastName: row.complainerLastName }
      : null,
    CompanyCaseRef: row.companyCaseRef,
    CompanyNote: row.companyNote,
    Version: row.version,
    CanArchive: canArchive(row),
    CanEditCompanyDetails: canEditCompanyDetails(viewer),
    AwaitingApproval: row.awaitingApproval,
    LetterReturnedTo: row.letterReturnedTo,
    DecisionAnswerDue: row.decisionAnswerDue,
    ProductId: row.productId,
    CauseId: row.causeId,
  };
}

/** The company's clerks as cases show them, by membership id. */
export function toCaseClerks(
  clerks: readonly { membershipId: string; firstName: string; lastName: string; phone: string | null }[],
): ReadonlyMap<string, CaseClerk> {
  return new Map(
    clerks.map((clerk) => [
      clerk.membershipId,
      {
        Id: clerk.membershipId,
        DisplayName: displayName(clerk.firstName, clerk.lastName),
        Phone: clerk.phone,
      },
    ]),
  );
}

/** The whole case: its list row, the parties, the handling officer unless hidden, and the events. */
export function toCase(
  item: CaseListItem,
  row: CaseRow,
  parties: readonly CasePartyRow[],
  events: readonly CaseEventRow[],
  documents: readonly DocumentRow[],
  now: Date,
  internalNoteCount: number,
  retention: { holdBy: string | null; canHold: boolean },
  requests: readonly CaseRequestRow[],
): Case {
  const { personalDataDeletedAt: deletedAt, personalDataDeletedRule: rule } = row;
  return {
    ...item,
    AnonymizeSb: row.anonymizeSb,
    User: row.anonymizeSb ? null : toHandlingOfficer(row),
    ...toCaseParties(parties),
    CanSendLetter: sendRefusal(row) === null,
    Events: events.map((event) =>
      toCaseEvent(
        event,
        documents.filter((document) => document.caseEventId === event.id),
        now,
      ),
    ),
    InternalNoteCount: internalNoteCount,
    LegalHold:
      row.legalHoldReason === null || row.legalHoldAt === null
        ? null
        : { Reason: row.legalHoldReason, At: row.legalHoldAt.toISOString(), By: retention.holdBy },
    CanHold: retention.canHold && deletedAt === null,
    PersonalDataDeleted: deletedAt && rule ? { At: deletedAt.toISOString(), Rule: rule } : null,
    Decision: toCaseDecision(row),
    CanAnswerDecision: answerRefusal(row) === null,
    Requests: requests.map(toCaseRequest),
    CanRequestExtension: requestRefusal(row, requests, 'deadline-extension') === null,
    CanObject: requestRefusal(row, requests, 'objection') === null,
  };
}

/** The complaints body's handling officer of the case, as it set them; the portal hides them when anonymized. */
export function toHandlingOfficer(row: CaseRow) {
  return row.handlingOfficerName === null
    ? null
    : { DisplayName: row.handlingOfficerName, Phone: row.handlingOfficerPhone };
}

/** The case's complainer and correspondent, each null when the case has none. */
export function toCaseParties(parties: readonly CasePartyRow[]) {
  const partyOf = (role: CasePartyRow['role']) => {
    const party = parties.find((candidate) => candidate.role === role);
    return party ? toCaseParty(party) : null;
  };
  return { Complainer: partyOf('complainer'), Correspondent: partyOf('correspondent') };
}

export function toCaseParty(party: CasePartyRow): CaseParty {
  return {
    FirstName: party.firstName,
    LastName: party.lastName,
    DisplayName: partyDisplayName(party),
    IsFirm: party.isFirm,
    Email: party.email,
    Phone: { Phone: party.phone, CountryCodeAlpha2: party.phoneCountryCode },
    Address: {
      Address: party.address,
      PostalCode: party.postalCode,
      PostalPlace: party.postalPlace,
      CountryCodeAlpha2: party.countryCode,
    },
    Reference: party.reference,
  };
}

/** A firm is FirstName with its contact person LastName, written the Norwegian way: 'Firma AS v/ Kari Hansen'. */
function partyDisplayName({ isFirm, firstName, lastName }: CasePartyRow) {
  if (isFirm && firstName && lastName) return `${firstName} v/ ${lastName}`;
  return [firstName, lastName].filter(Boolean).join(' ');
}

/** An event with its documents; the delete window shows only while the letter can be deleted at `now`. */
export function toCaseEvent(event: CaseEventRow, documents: readonly DocumentRow[], now: Date): CaseEvent {
  const deletable = isDeletable(event, now);
  return {
    Gid: event.id,
    Created: event.createdAt.toISOString(),
    Description: event.description,
    IsRead: event.isRead,
    DeleteBeforeDateTime: deletable ? (event.deleteBefore?.toISOString() ?? null) : null,
    CanDelete: deletable,
    Documents: documents.map(toCaseDocument),
  };
}

function toCaseDocument(document: DocumentRow): CaseDocument {
  return {
    Id: document.id,
    FileName: document.fileName,
    FileSize: document.fileSize,
    MimeType: document.mimeType,
    CaseEventId: document.caseEventId,
    Created: document.createdAt.toISOString(),
    UploadedBy: document.uploadedBy,
  };
}
