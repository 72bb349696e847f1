import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { openPendingTab, showBlobInTab } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { CASES_QUERY_KEY } from '../query-keys.ts';
import { CASES_TEXTS } from '../texts.ts';

interface LetterToOpen {
  eventId: string;
  caseUid: string;
}

/**
 * GET /api/document/openletter/{eventId}/{caseUid}/{merge}: the event's letter as one PDF, merged with the
 * event's other PDFs and images when asked (from the case events) or alone (from the unread badge). Opening it
 * marks it read for the company.
 */
export const openLetter = async ({ eventId, caseUid }: LetterToOpen, merge: boolean): Promise<Blob> =>
  (
    await httpClient.getFile(
      `/api/document/openletter/${encodeURIComponent(eventId)}/${encodeURIComponent(caseUid)}/${merge}`,
    )
  ).blob;

/**
 * A letter opens in a new tab behind the spinner, and the lists and an open case reload, since it is read now
 * (spec 2 §4). A failure is only logged (spec 2 §8), and the empty tab closed again.
 */
export function useOpenLetter({ merge }: { merge: boolean }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ letter }: { letter: LetterToOpen; tab: Window | null }) => openLetter(letter, merge),
    onMutate: () => blockingSpinner.show(CASES_TEXTS.openingLetter),
    onSuccess: (pdf, { tab }) => {
      showBlobInTab(tab, pdf);
      return queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
    },
    onError: (error, { tab }) => {
      tab?.close();
      console.error('Brevet kunne ikke åpnes', error);
    },
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
  // The tab is opened here, inside the click, so that popup blockers let it through.
  return (letter: LetterToOpen) => mutation.mutate({ letter, tab: openPendingTab() });
}
