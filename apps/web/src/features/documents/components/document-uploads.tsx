import Stack from '@mui/material/Stack';
import { FileDropBox } from '../../../components/file-drop-box.tsx';
import { UploadTable } from '../../../components/upload-table.tsx';
import type { UploadQueue } from '../../../components/use-upload-queue.ts';
import { useConfig } from '../../../lib/portal-config.ts';

interface DocumentUploadsProps {
  uploads: UploadQueue;
  /** At least one file is required and was asked for: 'Du må laste opp minimum 1 fil' shows until one is uploaded. */
  showRequired?: boolean;
}

/**
 * The drop box with the configured limits and the table of an upload queue's files (spec 2 §2 send letter form):
 * the letter form's file part, and on its own the new-case wizard's documents step.
 */
export function DocumentUploads({ uploads, showRequired = false }: DocumentUploadsProps) {
  const { MaxUploadFileSize, ContentTypes } = useConfig();
  return (
    <Stack sx={{ gap: 2 }}>
      <FileDropBox
        maxFileSize={MaxUploadFileSize}
        contentTypes={ContentTypes}
        onFiles={uploads.add}
        disabled={uploads.busy}
        showRequired={showRequired && uploads.uploaded.length === 0}
      />
      <UploadTable items={uploads.items} onRemove={uploads.removeItem} removeDisabled={uploads.busy} />
    </Stack>
  );
}
