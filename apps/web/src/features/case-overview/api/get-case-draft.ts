import { type CaseDraft, caseDraftSchema, draftPath } from '@foretaksportalen/shared/contract/letter-draft';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { caseQueryKey } from './get-case.ts';

/** Under the case's own key: every change of the case (a letter sent, the list's edits) reloads its draft too. */
export const caseDraftQueryKey = (caseUid: string) => [...caseQueryKey(caseUid), 'draft'] as const;

/** GET /api/case/{caseUid}/draft: the letter being written on the case (issue 46), and whether it needs approval. */
export const getCaseDraft = async (caseUid: string): Promise<CaseDraft> =>
  caseDraftSchema.parse(await httpClient.get<unknown>(draftPath(caseUid)));

export const getCaseDraftQueryOptions = (caseUid: string) =>
  queryOptions({ queryKey: caseDraftQueryKey(caseUid), queryFn: () => getCaseDraft(caseUid) });

/** The draft of a case that takes letters; an archived one has none to show. */
export const useCaseDraft = (caseUid: string, enabled: boolean) =>
  useQuery({ ...getCaseDraftQueryOptions(caseUid), enabled });
