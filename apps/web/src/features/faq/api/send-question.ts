import type { FaqQuestion } from '@foretaksportalen/shared/contract/faq';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { FAQ_TEXTS } from '../texts.ts';

/** POST /api/faq: the server adds the clerk's name and e-mail and passes the question on. */
export const sendQuestion = (question: FaqQuestion): Promise<void> =>
  httpClient.post<void>('/api/faq', question);

export function useSendQuestion() {
  return useMutation({
    mutationFn: sendQuestion,
    onMutate: () => blockingSpinner.show(FAQ_TEXTS.sending),
    onSuccess: () => snackbar.show({ message: FAQ_TEXTS.sent, type: 'info' }),
    // The specification only logs a failed send; 5xx answers are already shown by the HTTP client.
    onError: (error) => console.error('Spørsmålet ble ikke sendt', error),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
