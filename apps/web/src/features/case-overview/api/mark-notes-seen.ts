import { type CaseNotes, caseNotesSeenPath } from '@foretaksportalen/shared/contract/internal-note';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { MENTIONS_QUERY_KEY } from '../../cases/index.ts';
import { caseNotesQueryKey } from './get-case-notes.ts';

/** POST /api/case/{caseUid}/notes/seen: the clerk has opened the notes in which they are mentioned. */
export const markNotesSeen = (caseUid: string): Promise<void> =>
  httpClient.post<void>(caseNotesSeenPath(caseUid));

/**
 * Quietly: the header's mark is fetched again, and the notes as loaded count no unseen mention any more (as the
 * server now does). A failure is only logged.
 */
export function useMarkNotesSeen(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markNotesSeen(caseUid),
    onSuccess: async () => {
      queryClient.setQueryData<CaseNotes>(
        caseNotesQueryKey(caseUid),
        (notes) => notes && { ...notes, UnseenMentions: 0 },
      );
      await queryClient.invalidateQueries({ queryKey: MENTIONS_QUERY_KEY });
    },
    onError: (error) => console.error('Notatene ble ikke merket som sett', error),
  });
}
