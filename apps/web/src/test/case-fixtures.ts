import { canEditCompanyCaseDetails } from '@foretaksportalen/shared/access-levels';
import type {
  Case,
  CaseDocument,
  CaseEvent,
  CaseList,
  CaseListItem,
  CaseParty,
} from '@foretaksportalen/shared/contract/case';
import { CaseListType, isClosed } from '@foretaksportalen/shared/contract/case';

let sequence = 0;

/** A uuid-shaped id that is unique within a test run. */
export const testUuid = (prefix = 'c') => {
  sequence += 1;
  const digits = String(sequence).padStart(12, '0');
  return `${prefix.charCodeAt(0).toString(16).padStart(8, '0')}-0000-4000-8000-${digits}`;
};

/**
 * An open case of the incidents list; override what a test is about. Its abilities are the server's for a viewer
 * of level 3 or 5 (withAbilitiesAt gives them for another level).
 */
export function makeCaseListItem(overrides: Partial<CaseListItem> = {}): CaseListItem {
  const item = {
    CaseUid: testUuid(),
    CaseId: 'eb-2026-0001',
    Status: 'Til uttalelse',
    StatusCode: 'TIL_UTTALELSE',
    Archived: false,
    HasBeenAssigned: false,
    LastEvent: { Created: '2026-03-02T10:15:00.000+01:00' },
    UnreadCount: 0,
    UnreadEventId: null,
    DueDate: '2026-04-01',
    DaysToDue: 10,
    Clerk: null,
    Complainer: { FirstName: 'Oddny', LastName: 'Tveitnes' },
    CompanyCaseRef: null,
    CompanyNote: null,
    Version: 1,
    CanEditCompanyDetails: true,
    AwaitingApproval: false,
    LetterReturnedTo: null,
    DecisionAnswerDue: null,
    ProductId: null,
    CauseId: null,
    ...overrides,
  };
  return { CanArchive: isClosed(item.StatusCode) && !item.Archived, ...item };
}

/** A list row or case with the abilities the server gives a viewer of `level`. */
export const withAbilitiesAt =
  (level: number) =>
  <Item extends CaseListItem>(item: Item): Item => ({
    ...item,
    CanEditCompanyDetails: canEditCompanyCaseDetails(level),
  });

/** The answer of POST /api/caselist. */
export const caseListAnswer = (queue: CaseListItem[], undistributed: CaseListItem[] = []): CaseList => [
  { Type: CaseListType.Queue, Items: queue },
  { Type: CaseListType.Undistributed, Items: undistributed },
];

/** A document of a case event: a PDF sent by the complaints body unless overridden. */
function makeCaseDocument(overrides: Partial<CaseDocument> = {}): CaseDocument {
  return {
    Id: testUuid('d'),
    FileName: 'Anmodning om uttalelse.pdf',
    FileSize: 48_213,
    MimeType: 'application/pdf',
    CaseEventId: testUuid('e'),
    Created: '2026-03-02T10:15:00.000+01:00',
    UploadedBy: 'Klagenemnda',
    ...overrides,
  };
}

/** A read event with the given documents, which are made to belong to it. */
export function makeCaseEvent(
  overrides: Partial<Omit<CaseEvent, 'Documents'>> = {},
  documents: Partial<CaseDocument>[] = [{}],
): CaseEvent {
  const event = {
    Gid: testUuid('e'),
    Created: '2026-03-02T10:15:00.000+01:00',
    Description: 'Brev fra Klagenemnda: Anmodning om uttalelse',
    IsRead: true,
    DeleteBeforeDateTime: null,
    // The server sends the two together: a delete window only while the letter can be deleted.
    CanDelete: (overrides.DeleteBeforeDateTime ?? null) !== null,
    ...overrides,
  };
  return {
    ...event,
    Documents: documents.map((document) =>
      makeCaseDocument({ Created: event.Created, ...document, CaseEventId: event.Gid }),
    ),
  };
}

/** A complainer or representative: a consumer in Norway unless overridden. */
export function makeCaseParty(overrides: Partial<CaseParty> = {}): CaseParty {
  return {
    FirstName: 'Oddny',
    LastName: 'Tveitnes',
    DisplayName: 'Oddny Tveitnes',
    IsFirm: false,
    Email: 'oddny.tveitnes@example.no',
    Phone: { Phone: '41827364', CountryCodeAlpha2: 'NO' },
    Address: { Address: 'Løkkeveien 7', PostalCode: '3015', PostalPlace: 'Drammen', CountryCodeAlpha2: 'NO' },
    Reference: null,
    ...overrides,
  };
}

/** The answer of GET /api/case/{caseId}: an open case with a handling officer and one event unless overridden. */
export function makeCase(overrides: Partial<Case> = {}): Case {
  const caseData = {
    ...makeCaseListItem(),
    AnonymizeSb: false,
    User: { DisplayName: 'Torunn Bergset', Phone: '21493510' },
    Complainer: makeCaseParty(),
    Correspondent: null,
    Events: [makeCaseEvent()],
    InternalNoteCount: 0,
    LegalHold: null,
    CanHold: false,
    PersonalDataDeleted: null,
    Decision: null,
    CanAnswerDecision: false,
    Requests: [],
    CanRequestExtension: false,
    CanObject: false,
    ...overrides,
  };
  return {
    ...caseData,
    CanArchive: overrides.CanArchive ?? (isClosed(caseData.StatusCode) && !caseData.Archived),
    CanSendLetter: overrides.CanSendLetter ?? !caseData.Archived,
  };
}
