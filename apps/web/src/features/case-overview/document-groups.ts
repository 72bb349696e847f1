import type { CaseDocument, CaseEvent } from '@foretaksportalen/shared/contract/case';

export type DateSortDirection = 'asc' | 'desc';

/** The documents of one event (spec 2 §2 documents tab): the first heads the group, the rest are its attachments. */
export interface DocumentGroup {
  eventId: string;
  header: CaseDocument;
  attachments: CaseDocument[];
}

/**
 * The case's documents grouped per event, groups in order of their header's date (equal dates keep the case's
 * order, newest event first). Events without documents make no group.
 */
export function groupDocuments(events: readonly CaseEvent[], direction: DateSortDirection): DocumentGroup[] {
  const groups = events.flatMap(({ Gid, Documents: [header, ...attachments] }) =>
    header ? [{ eventId: Gid, header, attachments }] : [],
  );
  const sign = direction === 'asc' ? 1 : -1;
  return groups.sort(
    (first, second) => sign * (Date.parse(first.header.Created) - Date.parse(second.header.Created)),
  );
}

export const countDocuments = (events: readonly CaseEvent[]) =>
  events.reduce((count, event) => count + event.Documents.length, 0);
