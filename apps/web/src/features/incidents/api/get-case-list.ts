import { type CaseList, caseListSchema } from '@foretaksportalen/shared/contract/case';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { CASE_LIST_QUERY_KEY } from '../../cases/index.ts';

/** POST /api/caselist: the Jobbkø and Ufordelte saker lists, closed cases only when asked for. */
export const getCaseList = async (includeClosedCases: boolean): Promise<CaseList> =>
  caseListSchema.parse(await httpClient.post<unknown>('/api/caselist', { includeClosedCases }));

/**
 * Not kept once the page has left it (gcTime 0): arriving, or ticking 'Vis avsluttede saker' either way, always
 * loads the lists anew behind the spinner, as the specification has it.
 */
export const getCaseListQueryOptions = (includeClosedCases: boolean) =>
  queryOptions({
    queryKey: [...CASE_LIST_QUERY_KEY, { includeClosedCases }],
    queryFn: () => getCaseList(includeClosedCases),
    gcTime: 0,
  });

/**
 * While the other list (with or without closed cases) loads, the one shown stays as placeholder, so that the page
 * and the focus stay where they are behind the spinner.
 */
export const useCaseList = (includeClosedCases: boolean) =>
  useQuery({ ...getCaseListQueryOptions(includeClosedCases), placeholderData: keepPreviousData });
