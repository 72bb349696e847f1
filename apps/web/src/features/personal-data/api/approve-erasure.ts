import {
  type ErasureOutcome,
  erasureOutcomeSchema,
  PERSONAL_DATA_PATHS,
} from '@foretaksportalen/shared/contract/personal-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { ERASURE_REQUESTS_QUERY_KEY } from './get-erasure-requests.ts';

/**
 * POST /api/personal-data/erasure-requests/{id}/approve (level 5, never one's own request): anonymises the person's
 * part of the closed cases now; answers what was anonymised and what was left, and why.
 */
export const approveErasure = async (id: string): Promise<ErasureOutcome> =>
  erasureOutcomeSchema.parse(await httpClient.post<unknown>(PERSONAL_DATA_PATHS.approve(id)));

/** The pending requests are loaded anew after an approval, whatever its answer. Errors go back to the caller. */
export function useApproveErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveErasure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ERASURE_REQUESTS_QUERY_KEY }),
  });
}
