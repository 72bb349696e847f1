import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useAnnouncement } from '../announcer.ts';

/** The polite region of the live updates, in the shell so that it speaks on every page; kept mounted. */
export function LiveAnnouncer() {
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {useAnnouncement()}
    </Box>
  );
}
