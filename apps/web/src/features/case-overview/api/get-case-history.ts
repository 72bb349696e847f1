import {
  type CaseHistory,
  caseHistoryPath,
  caseHistorySchema,
} from '@foretaksportalen/shared/contract/case-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { caseQueryKey } from './get-case.ts';

/** GET /api/case/{caseId}/history: who did what in the case, newest first. */
export const getCaseHistory = async (caseUid: string): Promise<CaseHistory> =>
  caseHistorySchema.parse(await httpClient.get<unknown>(caseHistoryPath(caseUid)));

/** Under the case's own key, so that every change to the case (which invalidates it) reloads its history too. */
export const getCaseHistoryQueryOptions = (caseUid: string) =>
  queryOptions({ queryKey: [...caseQueryKey(caseUid), 'history'], queryFn: () => getCaseHistory(caseUid) });

/** Loaded when the 'Historikk' tab is opened, not with the case. */
export const useCaseHistory = (caseUid: string) => useQuery(getCaseHistoryQueryOptions(caseUid));
