import type { AnswerDoc } from '@foretaksportalen/shared/contract/answer';
import { answerPreviewPath } from '@foretaksportalen/shared/contract/letter-draft';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { openPendingTab, showBlobInTab } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { DRAFT_TEXTS } from '../texts.ts';

/** POST /api/case/{caseUid}/answer/preview: the answer as the PDF that would be sent ('Forhåndsvis'). */
export const previewAnswer = async ({
  caseUid,
  answer,
}: {
  caseUid: string;
  answer: AnswerDoc;
}): Promise<Blob> => (await httpClient.postFile(answerPreviewPath(caseUid), { Answer: answer })).blob;

/** The PDF opens in a new tab behind the spinner; the tab is opened inside the click, for popup blockers. */
export function usePreviewAnswer() {
  const mutation = useMutation({
    mutationFn: ({ preview }: { preview: { caseUid: string; answer: AnswerDoc }; tab: Window | null }) =>
      previewAnswer(preview),
    onMutate: () => blockingSpinner.show(DRAFT_TEXTS.previewing),
    onSuccess: (pdf, { tab }) => showBlobInTab(tab, pdf),
    onError: (error, { tab }) => {
      tab?.close();
      showError(error, { logText: 'Forhåndsvisningen kunne ikke lages', onlyErrorMessage: true });
    },
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
  return (preview: { caseUid: string; answer: AnswerDoc }) =>
    mutation.mutate({ preview, tab: openPendingTab() });
}
