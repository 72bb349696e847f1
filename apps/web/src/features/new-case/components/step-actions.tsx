import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NEW_CASE_TEXTS } from '../texts.ts';

interface StepActionsProps {
  /** Absent on the first step. */
  onPrevious?: (() => void) | undefined;
  /** Absent on the last step. */
  onNext?: (() => void) | undefined;
  onSubmit: () => void;
  /** While a file uploads, nothing moves on and nothing is sent. */
  busy: boolean;
}

/**
 * 'Forrige', 'Neste' and 'Send inn' under each step. 'Send inn' checks the whole wizard from any step (spec 2 §5
 * submit); on the last step it is the main action.
 */
export function StepActions({ onPrevious, onNext, onSubmit, busy }: StepActionsProps) {
  return (
    <Stack direction="row" sx={{ gap: 1, mt: 3, flexWrap: 'wrap' }}>
      {onPrevious ? (
        <Button variant="text" onClick={onPrevious}>
          {NEW_CASE_TEXTS.previous}
        </Button>
      ) : null}
      {onNext ? (
        <Button variant="contained" onClick={onNext} disabled={busy}>
          {NEW_CASE_TEXTS.next}
        </Button>
      ) : null}
      <Button variant={onNext ? 'outlined' : 'contained'} onClick={onSubmit} disabled={busy}>
        {NEW_CASE_TEXTS.submit}
      </Button>
    </Stack>
  );
}
