import type { LegalHold } from '@foretaksportalen/shared/contract/retention';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDate } from '../../../components/format-date.ts';
import { LEGAL_HOLD_TEXTS } from '../texts.ts';

/**
 * 'Holdt tilbake fra sletting' on a held case (issue 48; level 5 sees it): why, since when and by whom, so that no
 * one wonders why the schedule passes it by.
 */
export function LegalHoldNotice({ hold }: { hold: LegalHold }) {
  const titleId = useId();
  // Not an alert (which would be announced on arrival): a section of the case like its other blocks.
  return (
    <Alert severity="info" component="section" role="region" aria-labelledby={titleId}>
      <AlertTitle id={titleId} component="h2">
        {LEGAL_HOLD_TEXTS.held}
      </AlertTitle>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {hold.Reason}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {LEGAL_HOLD_TEXTS.heldSince(formatDate(hold.At), hold.By)}
      </Typography>
    </Alert>
  );
}
