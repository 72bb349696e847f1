import type { Letter } from '@foretaksportalen/shared/contract/letter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';

/** POST /api/case/sendletter: a letter with attachments to the complaints body; its answer is not read. */
export const sendLetter = async (letter: Letter): Promise<void> => {
  await httpClient.post<unknown>('/api/case/sendletter', letter);
};

/**
 * Behind the spinner until the case (with the new letter) has reloaded, then 'Forsendelse sendt' (spec 2 §4). A
 * failure shows the answer's ErrorMessage if it has one (spec 2 §8); the caller keeps the form as it was.
 */
export function useSendLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLetter,
    onMutate: () => blockingSpinner.show(CASE_OVERVIEW_TEXTS.sending),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
      snackbar.show({ message: CASE_OVERVIEW_TEXTS.sent, type: 'info' });
    },
    onError: (error) => showError(error, { logText: 'Brevet ble ikke sendt', onlyErrorMessage: true }),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
