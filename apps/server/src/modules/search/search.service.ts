import {
  SEARCH_PAGE_SIZE,
  type SearchResult,
  type searchRequestSchema,
} from '@foretaksportalen/shared/contract/search';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireCaseScope } from '../case/index.ts';
import type { AuthContext } from '../session/index.ts';
import { toSearchHit } from './search.presenter.ts';
import { firstMatchPattern, parseSearchQuery, toTsquery, wordsToStem } from './search.query.ts';
import { countUnsearchable, findSearchHits, stemsOf } from './search.repository.ts';

type SearchRequest = z.output<typeof searchRequestSchema>;

export function createSearchService({ db }: { db: Database }) {
  return {
    /**
     * GET /api/search: the letters, documents and internal notes of the cases the caller sees (the case list's scope: levels 1-2
     * their own, 3 and 5 the company's, level 4 none) whose text matches the query, a page at a time.
     */
    async search(auth: AuthContext, { q, page }: SearchRequest): Promise<SearchResult> {
      const scope = requireCaseScope(auth);
      const terms = parseSearchQuery(q);
      const stems = await stemsOf(db, wordsToStem(terms));
      const tsquery = toTsquery(terms, stems);
      const unsearchable = await countUnsearchable(db, scope);
      const rows = tsquery
        ? await findSearchHits(
            db,
            scope,
            { tsquery, firstMatch: firstMatchPattern(terms, stems) },
            { limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE },
          )
        : [];
      return {
        Total: rows[0]?.total ?? 0,
        Page: page,
        PageSize: SEARCH_PAGE_SIZE,
        Hits: rows.map(toSearchHit),
        WithoutText: unsearchable.withoutText,
        Waiting: unsearchable.waiting,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
