import { type SearchResult, searchPath, searchResultSchema } from '@foretaksportalen/shared/contract/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';

/** A query as the contract has parsed it: as typed, not blank, within its length, and a page from 1. */
export interface SearchQuery {
  q: string;
  page: number;
}

/** GET /api/search: one page of the hits in the letters and documents of the cases the clerk sees. */
export const getSearchResult = async (query: SearchQuery): Promise<SearchResult> =>
  searchResultSchema.parse(await httpClient.get<unknown>(searchPath(query)));

/** Under the prefix of all case data: a change to a case (closed, archived, a new letter) searches anew. */
export const getSearchResultQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: [...CASES_QUERY_KEY, 'search', query.q, query.page],
    queryFn: () => getSearchResult(query),
  });

/**
 * Nothing is asked for without a valid query. While another page loads, the one shown stays as placeholder, so
 * that the list and the focus stay where they are behind the spinner.
 */
export const useSearchResult = (query: SearchQuery | null) =>
  useQuery({
    ...getSearchResultQueryOptions(query ?? { q: '', page: 1 }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
