import { type UploadKey, uploadKeySchema } from '@foretaksportalen/shared/contract/new-case';
import { httpClient } from '../../../app/http-client.ts';

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
  return uploadKeySchema.parse(
    await httpClient.upload<unknown>('/api/document/uploadfile', form, { onProgress, signal }),
  );
}
