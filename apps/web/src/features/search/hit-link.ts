import type { SearchHit } from '@foretaksportalen/shared/contract/search';
import type { CaseTarget } from '../../config/paths.ts';
import { paths } from '../../config/paths.ts';

/** What a hit opens its case on: the document, the letter's event, or the internal note (issue 46). */
function targetOf(hit: SearchHit): CaseTarget | undefined {
  if (hit.NoteId !== null) return { note: hit.NoteId };
  if (hit.DocumentId !== null) return { document: hit.DocumentId };
  return hit.EventId === null ? undefined : { event: hit.EventId };
}

/**
 * Where a hit leads: its case's overview opened on the document the text was found in, for a letter's own subject
 * and message on the letter's event, for an internal note on the note. The case overview does the opening; this
 * only builds the address.
 */
export const hitHref = (hit: SearchHit) => paths.caseOverview.getHref(hit.CaseUid, targetOf(hit));
