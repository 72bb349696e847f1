import { type UploadKey, uploadKeySchema } from '@foretaksportalen/shared/contract/new-case';
import { UploadRefused } from '../../../components/use-upload-queue.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { httpClient } from '../../../lib/http-client.ts';

/** The upload quota is full (issue 17): the server's message says what to do, so the upload list shows it. */
const QUOTA_FULL = 429;

/**
 * POST /api/document/uploadfile (multipart field `file`): answers the delete key that the case (or letter) and
 * DELETE /api/document/deletefile/{Key} take. The upload queue calls it, one file at a time, with its progress.
 */
export async function uploadDocument(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<UploadKey> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return uploadKeySchema.parse(
      await httpClient.upload<unknown>('/api/document/uploadfile', form, { onProgress, signal }),
    );
  } catch (error) {
    const message = isApiError(error) && error.status === QUOTA_FULL ? error.problem.ErrorMessage : undefined;
    throw message ? new UploadRefused(message) : error;
  }
}
