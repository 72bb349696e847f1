import type { SearchHit } from '@foretaksportalen/shared/contract/search';
import { paths } from '../../config/paths.ts';

/**
 * Where a hit leads: its case's overview opened on the document the text was found in, or, for a letter's own
 * subject and message, on the letter's event. The case overview does the opening; this only builds the address.
 */
export const hitHref = (hit: SearchHit) =>
  paths.caseOverview.getHref(
    hit.CaseUid,
    hit.DocumentId === null ? { event: hit.EventId } : { document: hit.DocumentId },
  );
