import type { CaseDocument } from '@foretaksportalen/shared/contract/case';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { openPendingTab, saveBlob, showBlobInTab } from '../../../lib/file-download.ts';
import { type DownloadedFile, httpClient } from '../../../lib/http-client.ts';
import { DOCUMENTS_TEXTS } from '../texts.ts';

const PDF_MIME_TYPE = 'application/pdf';

/** A PDF opens in the browser; the letter of an event is its first PDF. */
export const isPdfDocument = (document: Pick<CaseDocument, 'MimeType'>) =>
  document.MimeType === PDF_MIME_TYPE;

interface CaseDocumentToOpen {
  document: Pick<CaseDocument, 'Id' | 'FileName' | 'MimeType'>;
  caseUid: string;
}

/** GET /api/document/download/casedocument/{documentId}/{caseUid}: the stored file, named by the server. */
export const fetchCaseDocument = ({ document, caseUid }: CaseDocumentToOpen): Promise<DownloadedFile> =>
  httpClient.getFile(
    `/api/document/download/casedocument/${encodeURIComponent(document.Id)}/${encodeURIComponent(caseUid)}`,
  );

/**
 * A document's name clicked (spec 2 §7): a PDF opens in a new tab, anything else is saved under the server's file
 * name, behind the spinner. A failure is only logged (spec 2 §8), and the empty tab closed again.
 */
export function useOpenCaseDocument() {
  const mutation = useMutation({
    mutationFn: ({ toOpen }: { toOpen: CaseDocumentToOpen; tab: Window | null }) => fetchCaseDocument(toOpen),
    onMutate: () => blockingSpinner.show(DOCUMENTS_TEXTS.openingFile),
    onSuccess: ({ blob, fileName }, { toOpen, tab }) => {
      if (isPdfDocument(toOpen.document)) showBlobInTab(tab, blob);
      else saveBlob(blob, fileName ?? toOpen.document.FileName);
    },
    onError: (error, { tab }) => {
      tab?.close();
      console.error('Dokumentet kunne ikke åpnes', error);
    },
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
  // A PDF's tab is opened here, inside the click, so that popup blockers let it through.
  return (toOpen: CaseDocumentToOpen) =>
    mutation.mutate({ toOpen, tab: isPdfDocument(toOpen.document) ? openPendingTab() : null });
}
