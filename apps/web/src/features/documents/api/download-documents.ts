import { documentFilesSchema, type SelectedDocuments } from '@foretaksportalen/shared/contract/case';
import { SEQUENTIAL_DOWNLOAD_DELAY_MS } from '@foretaksportalen/shared/limits';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { saveBlob, saveFileResult } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { DOCUMENTS_TEXTS } from '../texts.ts';

/** A call that downloads several documents: a GET, or a POST of the selection; its path ends in the zip flag. */
interface DocumentsRequest {
  path: string;
  selection?: SelectedDocuments;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Saves what a documents download answers (spec 2 §7, §9): the zip under the server's file name with '.zip' added
 * (the server leaves it off), or the documents sent as JSON, each a file of its own, 200 ms apart.
 */
export async function downloadDocuments(
  { path, selection }: DocumentsRequest,
  asZip: boolean,
): Promise<void> {
  if (asZip) {
    const { blob, fileName } = selection
      ? await httpClient.postFile(path, selection)
      : await httpClient.getFile(path);
    saveBlob(blob, `${fileName ?? DOCUMENTS_TEXTS.zipFallbackName}.zip`);
    return;
  }
  const answer = selection
    ? await httpClient.post<unknown>(path, selection)
    : await httpClient.get<unknown>(path);
  for (const [position, file] of documentFilesSchema.parse(answer).entries()) {
    if (position > 0) await pause(SEQUENTIAL_DOWNLOAD_DELAY_MS);
    saveFileResult(file);
  }
}

/**
 * A documents download behind the spinner. A failure shows the specification's error snackbar, except where the
 * specification only logs it (`quiet`: the selected documents, spec 2 §8).
 */
export function useDocumentsDownload<Download>(
  download: (variables: Download) => Promise<void>,
  { quiet = false }: { quiet?: boolean } = {},
) {
  return useMutation({
    mutationFn: download,
    onMutate: () => blockingSpinner.show(DOCUMENTS_TEXTS.downloading),
    onError: (error) => {
      console.error('Dokumentene ble ikke lastet ned', error);
      if (!quiet) snackbar.show({ message: DOCUMENTS_TEXTS.downloadFailed, type: 'error' });
    },
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
