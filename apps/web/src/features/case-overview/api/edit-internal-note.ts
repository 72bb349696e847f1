import {
  caseNotePath,
  type Note,
  type NoteInput,
  noteSchema,
} from '@foretaksportalen/shared/contract/internal-note';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { INTERNAL_NOTE_TEXTS } from '../texts.ts';
import { caseQueryKey } from './get-case.ts';

/** PUT /api/case/{caseUid}/notes/{noteId}: the author's change of their note, within its 15 minutes. */
export const editInternalNote = async ({
  caseUid,
  noteId,
  note,
}: {
  caseUid: string;
  noteId: string;
  note: NoteInput;
}): Promise<Note> => noteSchema.parse(await httpClient.put<unknown>(caseNotePath(caseUid, noteId), note));

/**
 * Behind the spinner until the case has reloaded, then 'Notatet er endret'; a refusal (the window has closed
 * meanwhile) shows its message, and the notes as they are now.
 */
export function useEditInternalNote(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, note }: { noteId: string; note: NoteInput }) =>
      editInternalNote({ caseUid, noteId, note }),
    onMutate: () => blockingSpinner.show(INTERNAL_NOTE_TEXTS.saving),
    onSuccess: () => snackbar.show({ message: INTERNAL_NOTE_TEXTS.saved, type: 'info' }),
    onError: (error) => showError(error, { logText: INTERNAL_NOTE_TEXTS.notSaved }),
    onSettled: async (_data, _error, _variables, releaseSpinner) => {
      await queryClient.invalidateQueries({ queryKey: caseQueryKey(caseUid) });
      releaseSpinner?.();
    },
  });
}
