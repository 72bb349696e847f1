import {
  PERSONAL_DATA_PATHS,
  personalDataExportFileName,
} from '@foretaksportalen/shared/contract/personal-data';
import { formatDate } from '../../../components/format-date.ts';
import { saveBlob } from '../../../lib/file-download.ts';
import { httpClient } from '../../../lib/http-client.ts';

/**
 * GET /api/personal-data/export/{exportId}, the path the making answered `Ready` with: saves the ZIP under the
 * server's file name, or `Innsyn {dd.MM.yyyy}.zip`. Only a path of the exports is followed.
 */
export async function downloadPersonalDataExport(readyPath: string, signal?: AbortSignal): Promise<void> {
  if (!readyPath.startsWith(`${PERSONAL_DATA_PATHS.export}/`)) {
    throw new Error(`The export is ready at an unexpected path: ${readyPath}`);
  }
  const { blob, fileName } = await httpClient.getFile(readyPath, { signal });
  // Stopped while the file came (the page was left): nothing is saved.
  signal?.throwIfAborted();
  saveBlob(blob, fileName ?? personalDataExportFileName(formatDate(new Date().toISOString())));
}
