import { caseNotePath } from '@foretaksportalen/shared/contract/internal-note';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { INTERNAL_NOTE_TEXTS } from '../texts.ts';
import { caseQueryKey } from './get-case.ts';

/** DELETE /api/case/{caseUid}/notes/{noteId}: the author's note, within its 15 minutes. */
export const deleteInternalNote = ({ caseUid, noteId }: { caseUid: string; noteId: string }): Promise<void> =>
  httpClient.delete<void>(caseNotePath(caseUid, noteId));

/** Behind the spinner until the case has reloaded, then 'Notatet er slettet'; a refusal shows its message. */
export function useDeleteInternalNote(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteInternalNote({ caseUid, noteId }),
    onMutate: () => blockingSpinner.show(INTERNAL_NOTE_TEXTS.deleting),
    onSuccess: () => snackbar.show({ message: INTERNAL_NOTE_TEXTS.deleted, type: 'info' }),
    onError: (error) => showError(error, { logText: INTERNAL_NOTE_TEXTS.notDeleted }),
    onSettled: async (_data, _error, _noteId, releaseSpinner) => {
      await queryClient.invalidateQueries({ queryKey: caseQueryKey(caseUid) });
      releaseSpinner?.();
    },
  });
}
