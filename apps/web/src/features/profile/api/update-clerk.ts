import type { ClerkSettings } from '@foretaksportalen/shared/contract/clerk';
import { type ClerkProfile, clerkProfileSchema } from '@foretaksportalen/shared/contract/config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { CONFIG_QUERY_KEY } from '../../../lib/portal-config.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { PROFILE_TEXTS } from '../texts.ts';
import { clerkQueryKey } from './get-clerk.ts';

/** PUT /api/clerk: saves the clerk settings payload and answers the updated clerk. */
export const updateClerk = async (settings: ClerkSettings): Promise<ClerkProfile> =>
  clerkProfileSchema.parse(await httpClient.put<unknown>('/api/clerk', settings));

/**
 * The answer replaces the cached clerk; the configuration (the header's name, the user lists) is loaded anew.
 * Errors go back to the form, which shows field messages and refusals.
 */
export function useUpdateClerk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClerk,
    onMutate: () => blockingSpinner.show(PROFILE_TEXTS.saving),
    onSuccess: async (clerk) => {
      queryClient.setQueryData(clerkQueryKey(clerk.ClerkId), clerk);
      await queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY });
      snackbar.show({ message: PROFILE_TEXTS.saved, type: 'info' });
    },
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
