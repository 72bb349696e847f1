import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { CONFIG_QUERY_KEY } from '../../../lib/portal-config.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { SETTINGS_TEXTS } from '../texts.ts';

/**
 * DELETE /api/clerk/company/{id}, id being the membership: 'Slett bruker' removes the user's access to the
 * company, not the person or their history (spec 1 §4). Answers 204.
 */
export const removeCompanyClerk = (membershipId: string): Promise<void> =>
  httpClient.delete<void>(`/api/clerk/company/${encodeURIComponent(membershipId)}`);

/** The user lists come from the configuration, which is loaded anew. Errors go back to the caller. */
export function useRemoveCompanyClerk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyClerk,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY });
      snackbar.show({ message: SETTINGS_TEXTS.removed, type: 'info' });
    },
  });
}
