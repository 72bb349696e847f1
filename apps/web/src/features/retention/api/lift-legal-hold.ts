import { RETENTION_PATHS } from '@foretaksportalen/shared/contract/retention';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { caseQueryKey } from '../../cases/index.ts';
import { LEGAL_HOLD_TEXTS } from '../texts.ts';
import { RETENTION_DUE_QUERY_KEY } from './get-retention-due.ts';

/** DELETE /api/case/{caseUid}/legal-hold (level 5): 'Opphev tilbakeholdelse'; 204. */
export const liftLegalHold = (caseUid: string): Promise<void> =>
  httpClient.delete<void>(RETENTION_PATHS.legalHold(caseUid));

/** Behind the spinner until the case has reloaded, then the snackbar; a refusal shows its message. */
export function useLiftLegalHold(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => liftLegalHold(caseUid),
    onMutate: () => blockingSpinner.show(LEGAL_HOLD_TEXTS.lifting),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseQueryKey(caseUid) }),
        queryClient.invalidateQueries({ queryKey: RETENTION_DUE_QUERY_KEY }),
      ]);
      snackbar.show({ message: LEGAL_HOLD_TEXTS.liftDone, type: 'info' });
    },
    onError: (error) => showError(error, { logText: 'Tilbakeholdelsen ble ikke opphevet' }),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
