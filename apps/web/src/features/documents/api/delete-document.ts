import type { UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { httpClient } from '../../../lib/http-client.ts';

/** DELETE /api/document/deletefile/{Key}: removes an uploaded file that no case uses yet. */
export const deleteDocument = ({ Key }: UploadKey): Promise<void> =>
  httpClient.delete<void>(`/api/document/deletefile/${encodeURIComponent(Key)}`);
