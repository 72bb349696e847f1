import {
  type Change,
  type ChangesPage,
  CURSOR_INVALID,
} from '@foretaksportalen/shared/contract/provider/changes';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readRequestsByIds, toCaseDecision } from '../case/index.ts';
import { toCaseParty } from '../case-read/index.ts';
import type { CaseEventRow, DocumentRow } from '../case-timeline/index.ts';
import type { ChangeFeedRecorder } from '../change-feed/index.ts';
import { toProviderDocument } from '../provider-case/index.ts';
import { decodeCursor, encodeCursor, FEED_START } from './change-cursor.ts';
import {
  type ChangedCase,
  type ChangeRow,
  findCasesWithCompanies,
  findChangesAfter,
  findComplainersOfCases,
  findEventDocuments,
  findEventsByIds,
} from './provider-feed.repository.ts';

/** What the rows of one page refer to, read in a few queries whatever the page's size. */
async function loadReferences(db: Database, rows: readonly ChangeRow[]) {
  const caseIds = [...new Set(rows.map((row) => row.caseId))];
  const eventIds = [...new Set(rows.flatMap((row) => (row.eventId ? [row.eventId] : [])))];
  const registered = rows.filter((row) => row.kind === 'case.registered').map((row) => row.caseId);
  const withDocuments = rows
    .filter(
      (row) =>
        row.kind === 'case.registered' || row.kind === 'letter.sent' || row.kind === 'objection.requested',
    )
    .flatMap((row) => (row.eventId ? [row.eventId] : []));
  const requestIds = rows.flatMap((row) => (row.requestId ? [row.requestId] : []));
  const documents = await findEventDocuments(db, withDocuments);
  return {
    cases: new Map((await findCasesWithCompanies(db, caseIds)).map((found) => [found.id, found])),
    complainers: new Map(
      (await findComplainersOfCases(db, registered)).map((party) => [party.caseId, party]),
    ),
    events: new Map((await findEventsByIds(db, eventIds)).map((event) => [event.id, event])),
    requests: new Map((await readRequestsByIds(db, requestIds)).map((request) => [request.id, request])),
    documentsOf: (eventId: string) =>
      documents.filter((document: DocumentRow) => document.caseEventId === eventId),
  };
}

type References = Awaited<ReturnType<typeof loadReferences>>;

/** A row of the feed as the item the complaints body reads; undefined when its case or event is gone. */
function toChange(row: ChangeRow, references: References): Change | undefined {
  const changedCase: ChangedCase | undefined = references.cases.get(row.caseId);
  if (!changedCase) return undefined;
  const base = {
    ChangeId: String(row.id),
    Changed: row.createdAt.toISOString(),
    Company: { Id: changedCase.companyId, OrgNum: changedCase.orgNum, Name: changedCase.companyName },
    Case: { CaseUid: changedCase.id, ExternalId: changedCase.externalId, CaseId: changedCase.caseNumber },
  };
  if (row.kind === 'case.archived') return { Kind: row.kind, ...base };
  if (row.kind === 'decision.answered') {
    const decision = toCaseDecision(changedCase);
    if (!decision?.Answer) return undefined;
    const { Outcome, DecisionDate, Answer } = decision;
    return { Kind: row.kind, ...base, Decision: { Outcome, DecisionDate }, Answer };
  }
  const request = row.requestId ? references.requests.get(row.requestId) : undefined;
  if (row.kind === 'deadline-extension.requested') {
    if (!request?.requestedDueDate) return undefined;
    return {
      Kind: row.kind,
      ...base,
      RequestId: request.id,
      CurrentDueDate: request.currentDueDate,
      RequestedDueDate: request.requestedDueDate,
      Reason: request.reason,
    };
  }
  const event: CaseEventRow | undefined = row.eventId ? references.events.get(row.eventId) : undefined;
  if (row.kind === 'objection.requested') {
    if (!request) return undefined;
    return {
      Kind: row.kind,
      ...base,
      RequestId: request.id,
      Reason: request.reason,
      Event: event
        ? {
            EventUid: event.id,
            Created: event.createdAt.toISOString(),
            Description: event.description,
            Documents: references.documentsOf(event.id).map(toProviderDocument),
          }
        : null,
    };
  }
  if (!event) return undefined;
  const documents = references.documentsOf(event.id).map(toProviderDocument);
  switch (row.kind) {
    case 'case.registered': {
      const complainer = references.complainers.get(changedCase.id);
      return {
        Kind: row.kind,
        ...base,
        CompanyCaseRef: changedCase.companyCaseRef,
        Complainer: complainer ? toCaseParty(complainer) : null,
        Event: {
          EventUid: event.id,
          Created: event.createdAt.toISOString(),
          Description: event.description,
          Documents: documents,
        },
      };
    }
    case 'letter.sent':
      return {
        Kind: row.kind,
        ...base,
        Event: {
          EventUid: event.id,
          Created: event.createdAt.toISOString(),
          Description: event.description,
          Subject: event.subject,
          Content: event.content,
          Documents: documents,
        },
      };
    case 'letter.read':
      return {
        Kind: row.kind,
        ...base,
        Event: {
          EventUid: event.id,
          ExternalId: event.externalId,
          ReadAt: (event.readAt ?? row.createdAt).toISOString(),
        },
      };
  }
}

/**
 * The reading half of the change feed (architecture §8): what companies did that the complaints body is to know,
 * in commit order, each change once to a consumer that keeps the cursor.
 */
export function createProviderFeedService({
  db,
  recorder,
  clock,
}: {
  db: Database;
  recorder: Pick<ChangeFeedRecorder, 'releaseDueLetters'>;
  clock: () => Date;
}) {
  return {
    /**
     * GET /changes: first hands the letters whose delete window has passed to the feed (committed on its own,
     * so that this very read can see them when nothing older is running), then reads the page after the cursor.
     */
    async readChanges(query: { after?: string; limit: number }): Promise<ChangesPage> {
      const after = query.after === undefined ? FEED_START : decodeCursor(query.after);
      if (!after)
        throw new AppError('provider.cursor-invalid', 400, CURSOR_INVALID, {
          errors: { after: [CURSOR_INVALID] },
        });
      await recorder.releaseDueLetters(clock());
      const rows = await findChangesAfter(db, after, query.limit);
      const references = await loadReferences(db, rows);
      const last = rows.at(-1);
      return {
        Items: rows.flatMap((row) => toChange(row, references) ?? []),
        Cursor: encodeCursor(last ? { txid: last.txid, id: last.id } : after),
      };
    },
  };
}

export type ProviderFeedService = ReturnType<typeof createProviderFeedService>;
