import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePresence } from '../api/get-presence.ts';
import { useCurrentActivity } from '../presence-activity.ts';
import { PRESENCE_TEXTS } from '../texts.ts';
import { usePresenceBeat } from '../use-presence-beat.ts';

/**
 * Who else has the case open, and who is writing a letter or a note on it (issue 47), in a polite region that
 * never moves the focus; nothing when no one is, or where the server has no presence. Tells the server of this tab
 * in turn.
 */
export function CasePresence({ caseUid }: { caseUid: string }) {
  usePresenceBeat(caseUid, useCurrentActivity());
  const present = usePresence(caseUid).data?.Present ?? [];
  return (
    <Box role="status" aria-live="polite">
      {present.map(({ ClerkId, DisplayName, Activity }) => (
        <Typography key={ClerkId} variant="body2" color="text.secondary">
          {PRESENCE_TEXTS[Activity](DisplayName)}
        </Typography>
      ))}
    </Box>
  );
}
