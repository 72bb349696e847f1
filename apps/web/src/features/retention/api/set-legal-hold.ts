import { legalHoldRequestSchema, RETENTION_PATHS } from '@foretaksportalen/shared/contract/retention';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { caseQueryKey } from '../../cases/index.ts';
import { LEGAL_HOLD_TEXTS } from '../texts.ts';
import { RETENTION_DUE_QUERY_KEY } from './get-retention-due.ts';

/** PUT /api/case/{caseUid}/legal-hold (level 5): 'Hold tilbake fra sletting', with why; 204. */
export const setLegalHold = ({ caseUid, Reason }: { caseUid: string; Reason: string }): Promise<void> =>
  httpClient.put<void>(RETENTION_PATHS.legalHold(caseUid), legalHoldRequestSchema.parse({ Reason }));

/**
 * Behind the spinner until the case (which shows the hold) has reloaded, then the snackbar; the cases due are
 * stale too, one fewer of them being deleted. Errors go back to the dialog.
 */
export function useSetLegalHold(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Reason: string) => setLegalHold({ caseUid, Reason }),
    onMutate: () => blockingSpinner.show(LEGAL_HOLD_TEXTS.holding),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseQueryKey(caseUid) }),
        queryClient.invalidateQueries({ queryKey: RETENTION_DUE_QUERY_KEY }),
      ]);
      snackbar.show({ message: LEGAL_HOLD_TEXTS.holdDone, type: 'info' });
    },
    onSettled: (_data, _error, _reason, releaseSpinner) => releaseSpinner?.(),
  });
}
