import { useMemo } from 'react';
import { type UploadQueue, useUploadQueue } from '../../components/use-upload-queue.ts';
import { useConfig } from '../../lib/portal-config.ts';
import { deleteDocument } from './api/delete-document.ts';
import { uploadDocument } from './api/upload-document.ts';

/**
 * The upload queue of a new case or a letter: the configured limits (architecture §7) and the document calls.
 */
export function useDocumentUploads(): UploadQueue {
  const { MaxUploadFileSize, ContentTypes } = useConfig();
  const options = useMemo(
    () => ({
      maxFileSize: MaxUploadFileSize,
      contentTypes: ContentTypes,
      upload: uploadDocument,
      remove: deleteDocument,
    }),
    [MaxUploadFileSize, ContentTypes],
  );
  return useUploadQueue(options);
}
