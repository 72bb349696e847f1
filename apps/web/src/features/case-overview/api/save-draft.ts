import {
  type CaseDraft,
  caseDraftSchema,
  type DraftInput,
  draftPath,
} from '@foretaksportalen/shared/contract/letter-draft';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { DRAFT_TEXTS } from '../texts.ts';
import { caseDraftQueryKey } from './get-case-draft.ts';

/** PUT /api/case/{caseUid}/draft: 'Lagre utkast'. */
export const saveDraft = async ({
  caseUid,
  draft,
}: {
  caseUid: string;
  draft: DraftInput;
}): Promise<CaseDraft> => caseDraftSchema.parse(await httpClient.put<unknown>(draftPath(caseUid), draft));

/**
 * Behind the spinner; the saved draft replaces the cached one. A conflict (another clerk saved first) shows its
 * message and the caller keeps the text as it is.
 */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onMutate: () => blockingSpinner.show(DRAFT_TEXTS.saving),
    onSuccess: (saved, { caseUid }) => queryClient.setQueryData(caseDraftQueryKey(caseUid), saved),
    onError: (error) => showError(error, { logText: 'Utkastet ble ikke lagret', onlyErrorMessage: true }),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}

export const showDraftSaved = () => snackbar.show({ message: DRAFT_TEXTS.saved, type: 'info' });
