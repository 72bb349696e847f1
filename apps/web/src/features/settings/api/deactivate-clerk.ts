import { clerkStatusResponseSchema } from '@foretaksportalen/shared/contract/clerk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { CONFIG_QUERY_KEY } from '../../../lib/portal-config.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { SETTINGS_TEXTS } from '../texts.ts';

/**
 * POST /api/clerk/deactivate/{id}, id being the membership: answers above 0 when it changed (spec 1 §4). The
 * server ends the deactivated clerk's sessions at once.
 */
export const deactivateClerk = async (membershipId: string): Promise<number> =>
  clerkStatusResponseSchema.parse(
    await httpClient.post<unknown>(`/api/clerk/deactivate/${encodeURIComponent(membershipId)}`),
  );

/** The user lists come from the configuration, which is loaded anew. Errors go back to the caller. */
export function useDeactivateClerk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateClerk,
    onSuccess: async (changed) => {
      if (changed <= 0) return;
      await queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY });
      snackbar.show({ message: SETTINGS_TEXTS.deactivated, type: 'info' });
    },
  });
}
