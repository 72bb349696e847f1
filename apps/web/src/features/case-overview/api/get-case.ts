import { type Case, caseSchema } from '@foretaksportalen/shared/contract/case';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { caseQueryKey } from '../../cases/index.ts';

export { caseQueryKey };

/** GET /api/case/{caseId} by CaseUid: the case with its events, newest first, and their documents. */
export const getCase = async (caseUid: string): Promise<Case> =>
  caseSchema.parse(await httpClient.get<unknown>(`/api/case/${encodeURIComponent(caseUid)}`));

/** Not kept once the page has left it (gcTime 0): arriving always loads the case anew behind the spinner. */
export const getCaseQueryOptions = (caseUid: string) =>
  queryOptions({ queryKey: caseQueryKey(caseUid), queryFn: () => getCase(caseUid), gcTime: 0 });

export const useCase = (caseUid: string) => useQuery(getCaseQueryOptions(caseUid));
