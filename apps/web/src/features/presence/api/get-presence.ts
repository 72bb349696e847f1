import { livePresencePath, type Presence, presenceSchema } from '@foretaksportalen/shared/contract/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { presenceQueryKey } from '../../cases/index.ts';

/** GET /api/live/presence/{caseUid}: the colleagues on the case now. Null where the server has no presence. */
export async function getPresence(caseUid: string): Promise<Presence | null> {
  try {
    return presenceSchema.parse(await httpClient.get<unknown>(livePresencePath(caseUid)));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Asked again when the live stream says who is on the case changed (a `presence` event), not by polling. */
export const usePresence = (caseUid: string) =>
  useQuery(
    queryOptions({
      queryKey: presenceQueryKey(caseUid),
      queryFn: () => getPresence(caseUid),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
