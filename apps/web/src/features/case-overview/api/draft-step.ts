import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';

/** What every step of a draft carries: the case, and the draft's version as the clerk saw it. */
export interface DraftAction {
  caseUid: string;
  Version: number;
}

/**
 * A step of the draft behind the spinner, then the case (its events, its draft, the lists) reloaded and the
 * step's snackbar. A refusal shows its message (a conflict, a field left to fill in) and changes nothing here.
 */
export function useDraftStep<Variables extends DraftAction, Result>(
  step: (variables: Variables) => Promise<Result>,
  texts: { busy: string; done: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onMutate: () => blockingSpinner.show(texts.busy),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
      snackbar.show({ message: texts.done, type: 'info' });
    },
    onError: (error) => showError(error, { logText: texts.failed, onlyErrorMessage: true }),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
