import {
  caseNotesPath,
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

/** POST /api/case/{caseUid}/notes: a note by the clerk, with its mentions. */
export const addInternalNote = async ({
  caseUid,
  note,
}: {
  caseUid: string;
  note: NoteInput;
}): Promise<Note> => noteSchema.parse(await httpClient.post<unknown>(caseNotesPath(caseUid), note));

/**
 * Behind the spinner until the case has reloaded with its notes, their count and its history, then 'Notatet er
 * lagt til'. A refusal shows its message (a mention of someone who may not be mentioned, a note too long); the
 * caller keeps what was written.
 */
export function useAddInternalNote(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteInput) => addInternalNote({ caseUid, note }),
    onMutate: () => blockingSpinner.show(INTERNAL_NOTE_TEXTS.adding),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: caseQueryKey(caseUid) });
      snackbar.show({ message: INTERNAL_NOTE_TEXTS.added, type: 'info' });
    },
    onError: (error) => showError(error, { logText: INTERNAL_NOTE_TEXTS.notAdded }),
    onSettled: (_data, _error, _note, releaseSpinner) => releaseSpinner?.(),
  });
}
