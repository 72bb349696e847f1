import {
  PERSONAL_DATA_PATHS,
  type PersonQuery,
  type PersonSearchResult,
  personSearchResultSchema,
} from '@foretaksportalen/shared/contract/personal-data';
import { useMutation } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

/** POST /api/personal-data/search (level 5): the company's cases in which the person is complainer or correspondent. */
export const searchPerson = async (query: PersonQuery): Promise<PersonSearchResult> =>
  personSearchResultSchema.parse(await httpClient.post<unknown>(PERSONAL_DATA_PATHS.search, query));

/**
 * A mutation rather than a query: the lookup runs when the user asks, and a national id should not stay in the query
 * cache. Errors go back to the caller.
 */
export const useSearchPerson = () => useMutation({ mutationFn: searchPerson });
