import { type CaseRequestInput, caseRequestsPath } from '@foretaksportalen/shared/contract/case-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';
import { REQUEST_TEXTS } from '../request-texts.ts';

/** POST /api/case/{caseUid}/requests: 'Be om utsatt frist' or 'Innsigelse mot behandling'; 201 with its id. */
export const sendCaseRequest = (caseUid: string, request: CaseRequestInput): Promise<{ Id: string }> =>
  httpClient.post<{ Id: string }>(caseRequestsPath(caseUid), request);

/**
 * Behind the spinner until the case and the lists have reloaded, then the snackbar. Errors go back to the dialog.
 */
export function useSendCaseRequest(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CaseRequestInput) => sendCaseRequest(caseUid, request),
    onMutate: () => blockingSpinner.show(REQUEST_TEXTS.sending),
    onSuccess: async (_data, request) => {
      await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
      const message =
        request.Kind === 'objection' ? REQUEST_TEXTS.objectionSent : REQUEST_TEXTS.extensionSent;
      snackbar.show({ message, type: 'info' });
    },
    onSettled: (_data, _error, _request, releaseSpinner) => releaseSpinner?.(),
  });
}
