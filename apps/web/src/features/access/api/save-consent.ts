import {
  type ConsentRequest,
  type ConsentResponse,
  consentResponseSchema,
} from '@foretaksportalen/shared/contract/consent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetLogin } from '../../../lib/auth-session.ts';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { CONFIG_QUERY_KEY } from '../../../lib/portal-config.ts';
import { ACCESS_TEXTS } from '../texts.ts';

const CONSENT_PATH = '/api/clerk/consent';

export const saveConsent = async (ConsentValue: boolean): Promise<ConsentResponse> =>
  consentResponseSchema.parse(
    await httpClient.post<unknown>(CONSENT_PATH, { ConsentValue } satisfies ConsentRequest),
  );

/**
 * Given: the configuration is loaded anew (the clerk's consent changed) before going where the server says.
 * Refused: the server has already ended the session, so the browser forgets its auth values at once; the page
 * then shows the declined text and goes to the answer's RedirectUrl when the user has read it.
 */
export function useSaveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsent,
    onMutate: () => blockingSpinner.show(ACCESS_TEXTS.savingConsent),
    onSuccess: async (answer) => {
      if (answer.ConsentValue) {
        // Refetched even where no component shows it yet: the next page's guard reads it.
        await queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY, refetchType: 'all' });
        navigateTo(answer.RedirectUrl);
      } else {
        forgetLogin();
      }
    },
    // The specification only logs a failed consent call; a 403 or 5xx is already shown by the HTTP client.
    onError: (error) => console.error('Samtykket ble ikke lagret', error),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
