import { type BulkAssign, bulkAssignResultSchema } from '@foretaksportalen/shared/contract/case';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../app/http-client.ts';
import { blockingSpinner } from '../../../components/blocking-spinner.tsx';
import { INCIDENTS_TEXTS } from '../texts.ts';
import { CASES_QUERY_KEY } from './get-case-list.ts';

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
    onSuccess: () => {
      blockingSpinner.hide();
      return queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
    },
    onError: (error) => {
      blockingSpinner.hide();
      console.error('Saksbehandler ble ikke endret', error);
    },
  });
}
