import type { CaseUpdate } from '@foretaksportalen/shared/contract/case';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../app/http-client.ts';
import { CASES_QUERY_KEY } from './get-case-list.ts';

export interface CaseUpdateRequest {
  caseUid: string;
  /** Only the fields that change; the server leaves the others as they are. */
  changes: CaseUpdate;
}

/** PATCH /api/case/{caseUid}: clerk, company ref, note or archived (spec 2 §3 case update payload). */
export const updateCase = async ({ caseUid, changes }: CaseUpdateRequest): Promise<void> => {
  await httpClient.patch<unknown>(`/api/case/${encodeURIComponent(caseUid)}`, changes);
};

/**
 * The lists, and the case if it is open, reload after a case save (spec 2 §4). The mutation stays pending until
 * they have, so that a cell can show the saved value until the reloaded case carries it. Errors go back to the
 * caller.
 */
export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY }),
  });
}
