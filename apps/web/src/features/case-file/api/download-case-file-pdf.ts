import { caseFileName, caseFilePdfPath } from '@foretaksportalen/shared/contract/case-file';
import { saveBlob } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';

/**
 * GET /api/casefile/{caseUid}/pdf/{fileId}, the path the making answered `Ready` with: saves the PDF under the
 * server's file name, or `Saksmappe {CaseId}.pdf`. Only a path of the case's own PDFs is followed.
 */
export async function downloadCaseFilePdf(
  { caseUid, caseId, readyPath }: { caseUid: string; caseId: string; readyPath: string },
  signal?: AbortSignal,
): Promise<void> {
  if (!readyPath.startsWith(`${caseFilePdfPath(caseUid)}/`)) {
    throw new Error(`The case file is ready at an unexpected path: ${readyPath}`);
  }
  const { blob, fileName } = await httpClient.getFile(readyPath, { signal });
  // Stopped while the file came (a logout): nothing is saved.
  signal?.throwIfAborted();
  saveBlob(blob, fileName ?? caseFileName(caseId, 'pdf'));
}
