import { PERSONAL_DATA_PATHS } from '@foretaksportalen/shared/contract/personal-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { ERASURE_REQUESTS_QUERY_KEY } from './get-erasure-requests.ts';

/** POST /api/personal-data/erasure-requests/{id}/cancel (level 5): ends a pending request; answers 204. */
export const cancelErasure = (id: string): Promise<void> =>
  httpClient.post<void>(PERSONAL_DATA_PATHS.cancel(id));

/** The pending requests are loaded anew after a cancel, whatever its answer. Errors go back to the caller. */
export function useCancelErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelErasure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ERASURE_REQUESTS_QUERY_KEY }),
  });
}
