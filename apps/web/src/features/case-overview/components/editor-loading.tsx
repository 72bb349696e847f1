import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { INTERNAL_NOTE_TEXTS } from '../texts.ts';

/** While the note field's code loads (it is fetched when first shown). */
export function EditorLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label={INTERNAL_NOTE_TEXTS.loadingEditor} />
    </Box>
  );
}
