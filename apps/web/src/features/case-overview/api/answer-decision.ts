import { type DecisionAnswerRequest, decisionAnswerPath } from '@foretaksportalen/shared/contract/decision';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';
import { DECISION_TEXTS } from '../decision-texts.ts';

/** POST /api/case/{caseUid}/decision-answer: 'Følger foretaket vedtaket?', once; 204. */
export const answerDecision = (caseUid: string, answer: DecisionAnswerRequest): Promise<void> =>
  httpClient.post<void>(decisionAnswerPath(caseUid), answer);

/**
 * Behind the spinner until the case and the lists (whose quick view counts it) have reloaded, then the snackbar.
 * Errors go back to the form.
 */
export function useAnswerDecision(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: DecisionAnswerRequest) => answerDecision(caseUid, answer),
    onMutate: () => blockingSpinner.show(DECISION_TEXTS.sending),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
      snackbar.show({ message: DECISION_TEXTS.sent, type: 'info' });
    },
    onSettled: (_data, _error, _answer, releaseSpinner) => releaseSpinner?.(),
  });
}
