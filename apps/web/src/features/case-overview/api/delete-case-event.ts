import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';

/** DELETE /api/case/event/{eventId}: a letter the company sent, while its delete window is open. */
export const deleteCaseEvent = (eventId: string): Promise<void> =>
  httpClient.delete<void>(`/api/case/event/${encodeURIComponent(eventId)}`);

/**
 * Behind the spinner until the case has reloaded (spec 2 §4); also after a refusal, so that a letter whose window
 * has closed meanwhile shows as the server has it. A failure is only logged (spec 2 §8).
 */
export function useDeleteCaseEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaseEvent,
    onMutate: () => blockingSpinner.show(CASE_OVERVIEW_TEXTS.deleting),
    onError: (error) => console.error('Hendelsen ble ikke slettet', error),
    onSettled: async (_data, _error, _variables, releaseSpinner) => {
      await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
      releaseSpinner?.();
    },
  });
}
