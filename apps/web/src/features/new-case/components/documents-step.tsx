import Box from '@mui/material/Box';
import type { UploadQueue } from '../../../components/use-upload-queue.ts';
import { DocumentUploads } from '../../documents/index.ts';

/** Step 3, Dokumenter (spec 2 §2): at least one file, uploaded one at a time. */
export function DocumentsStep({
  uploads,
  showRequired,
}: {
  uploads: UploadQueue;
  /** 'Neste' or 'Send inn' was tried without a file. */
  showRequired: boolean;
}) {
  return (
    <Box sx={{ pt: 1 }}>
      <DocumentUploads uploads={uploads} showRequired={showRequired} />
    </Box>
  );
}
