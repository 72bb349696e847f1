import {
  type CaseFileOptions,
  caseFileName,
  caseFileZipPath,
} from '@foretaksportalen/shared/contract/case-file';
import { saveBlob } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';

/**
 * GET /api/casefile/{caseUid}/zip: the case as a ZIP of one folder per event (and its internal notes when asked),
 * made while it is sent; saved under the server's file name, or `Saksmappe {CaseId}.zip`.
 */
export async function downloadCaseFileZip(
  { caseUid, caseId }: { caseUid: string; caseId: string },
  options: CaseFileOptions,
  signal?: AbortSignal,
): Promise<void> {
  const { blob, fileName } = await httpClient.getFile(caseFileZipPath(caseUid, options), { signal });
  // Stopped while the file came (a logout): nothing is saved.
  signal?.throwIfAborted();
  saveBlob(blob, fileName ?? caseFileName(caseId, 'zip'));
}
