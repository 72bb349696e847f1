import { isClosed } from '@foretaksportalen/shared/contract/case';
import type { SearchHit, SnippetPart } from '@foretaksportalen/shared/contract/search';
import { MATCH_END, MATCH_START, type SearchHitRow } from './search.repository.ts';

/** The snippet `ts_headline` made, as text parts: the matching words marked, nothing of it ever HTML. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(MATCH_START).entries()) {
    const [matched, rest] =
      index === 0
        ? [null, piece]
        : [piece.split(MATCH_END)[0] ?? '', piece.split(MATCH_END).slice(1).join('')];
    if (matched) parts.push({ Text: matched, Match: true });
    if (rest) parts.push({ Text: rest, Match: false });
  }
  return parts;
}

export function toSearchHit(row: SearchHitRow): SearchHit {
  return {
    CaseUid: row.caseId,
    CaseId: row.caseNumber,
    Complainer: row.complainer,
    Closed: isClosed(row.statusCode),
    Archived: row.archived,
    EventId: row.eventId,
    EventCreated: row.eventCreatedAt.toISOString(),
    EventDescription: row.eventDescription,
    DocumentId: row.documentId,
    DocumentName: row.documentName,
    NoteId: row.noteId,
    Snippet: snippetParts(row.snippet),
  };
}
