import {
  type ErasureRequest,
  erasureRequestSchema,
  PERSONAL_DATA_PATHS,
  type PersonQuery,
} from '@foretaksportalen/shared/contract/personal-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { ERASURE_REQUESTS_QUERY_KEY } from './get-erasure-requests.ts';

/** POST /api/personal-data/erasure-requests (level 5): asks for the person's data to be erased (answers 201). */
export const requestErasure = async (query: PersonQuery): Promise<ErasureRequest> =>
  erasureRequestSchema.parse(await httpClient.post<unknown>(PERSONAL_DATA_PATHS.erasureRequests, query));

/** The pending requests are loaded anew after one is made. Errors go back to the caller. */
export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ERASURE_REQUESTS_QUERY_KEY }),
  });
}
