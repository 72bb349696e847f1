import { type BulkAssign, bulkAssignResultSchema } from '@foretaksportalen/shared/contract/case';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';

/** POST /api/caselist/update: one clerk, or none (''), for many cases, all or nothing. */
export const assignCases = async (assignment: BulkAssign): Promise<number> =>
  bulkAssignResultSchema.parse(await httpClient.post<unknown>('/api/caselist/update', assignment)).Updated;

/**
 * 'Bytte saksbehandler' (spec 2 §2, §4, §8): behind the spinner, then the lists reload silently. A failure only
 * hides the spinner.
 */
export function useAssignCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCases,
    onMutate: () => blockingSpinner.show(INCIDENTS_TEXTS.changingClerk),
    onSuccess: (_data, _variables, releaseSpinner) => {
      releaseSpinner();
      return queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
    },
    onError: (error, _variables, releaseSpinner) => {
      releaseSpinner?.();
      console.error('Saksbehandler ble ikke endret', error);
    },
  });
}
