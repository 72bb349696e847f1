import type { NewClerk } from '@foretaksportalen/shared/contract/clerk';
import { type CompanyClerk, companyClerkSchema } from '@foretaksportalen/shared/contract/config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { CONFIG_QUERY_KEY } from '../../../lib/portal-config.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { SETTINGS_TEXTS } from '../texts.ts';

/** POST /api/clerk: adds the person (new or existing) to the active company; answers 201 with the membership. */
export const createClerk = async (clerk: NewClerk): Promise<CompanyClerk> =>
  companyClerkSchema.parse(await httpClient.post<unknown>('/api/clerk', clerk));

/** The new user shows up in the lists from the configuration, which is loaded anew (spec 1 §4). */
export function useCreateClerk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClerk,
    onMutate: () => blockingSpinner.show(SETTINGS_TEXTS.creating),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY });
      snackbar.show({ message: SETTINGS_TEXTS.created, type: 'info' });
    },
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
