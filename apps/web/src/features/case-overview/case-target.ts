import type { CaseEvent } from '@foretaksportalen/shared/contract/case';
import { CASE_TARGET_PARAMS, type CaseTarget } from '../../config/paths.ts';

/**
 * The document, event or internal note the address opens the case on (`?document=…`, `?event=…` or `?note=…`,
 * e.g. from a search hit or a mention).
 */
export function caseTargetFrom(params: URLSearchParams): CaseTarget | null {
  const document = params.get(CASE_TARGET_PARAMS.document);
  if (document) return { document };
  const event = params.get(CASE_TARGET_PARAMS.event);
  if (event) return { event };
  const note = params.get(CASE_TARGET_PARAMS.note);
  return note ? { note } : null;
}

/** A target as one value, to tell one from another. */
export function caseTargetKey(target: CaseTarget | null) {
  if (target === null) return '';
  if ('document' in target) return `document:${target.document}`;
  return 'event' in target ? `event:${target.event}` : `note:${target.note}`;
}

/** The events tab shows an event; the documents tab a document; the notes tab a note. */
export function tabOfTarget(target: CaseTarget) {
  if ('document' in target) return 'documents';
  return 'event' in target ? 'events' : 'notes';
}

/** The event whose group holds the target document, so that the group can be expanded. */
export const groupOfTarget = (target: CaseTarget, events: readonly CaseEvent[]) =>
  'document' in target
    ? events.find((event) => event.Documents.some((document) => document.Id === target.document))?.Gid
    : undefined;
