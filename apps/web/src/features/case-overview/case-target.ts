import type { CaseEvent } from '@foretaksportalen/shared/contract/case';
import { CASE_TARGET_PARAMS, type CaseTarget } from '../../config/paths.ts';

/** The document or event the address opens the case on (`?document=…` or `?event=…`, e.g. from a search hit). */
export function caseTargetFrom(params: URLSearchParams): CaseTarget | null {
  const document = params.get(CASE_TARGET_PARAMS.document);
  if (document) return { document };
  const event = params.get(CASE_TARGET_PARAMS.event);
  return event ? { event } : null;
}

/** A target as one value, to tell one from another. */
export const caseTargetKey = (target: CaseTarget | null) =>
  target === null ? '' : 'document' in target ? `document:${target.document}` : `event:${target.event}`;

/** The events tab shows an event; the documents tab a document. */
export const tabOfTarget = (target: CaseTarget) => ('document' in target ? 'documents' : 'events');

/** The event whose group holds the target document, so that the group can be expanded. */
export const groupOfTarget = (target: CaseTarget, events: readonly CaseEvent[]) =>
  'document' in target
    ? events.find((event) => event.Documents.some((document) => document.Id === target.document))?.Gid
    : undefined;
