import {
  LEGAL_HOLD_REASON_MAX,
  LEGAL_HOLD_REASON_REQUIRED,
  legalHoldRequestSchema,
} from '@foretaksportalen/shared/contract/retention';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { LEGAL_HOLD_TEXTS } from '../texts.ts';

interface LegalHoldDialogProps {
  onClose: () => void;
  /**
   * Holds the case back with the reason; resolves to true once done, or to the server's message on the reason (a
   * 400), or to false when refused otherwise (shown elsewhere). Either refusal keeps the dialog open.
   */
  onHold: (reason: string) => Promise<true | string | false>;
}

/** 'Hold tilbake fra sletting': why the case's personal data must stay (a dispute, a claim), which is required. */
export function LegalHoldDialog({ onClose, onHold }: LegalHoldDialogProps) {
  const titleId = useId();
  const introId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const checked = legalHoldRequestSchema.shape.Reason.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? LEGAL_HOLD_REASON_REQUIRED);
      return;
    }
    const answer = await onHold(checked.data);
    if (answer === true) onClose();
    else if (answer) setError(answer);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{LEGAL_HOLD_TEXTS.hold}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>{LEGAL_HOLD_TEXTS.dialogIntro}</DialogContentText>
        <TextField
          autoFocus
          required
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          label={LEGAL_HOLD_TEXTS.reason}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? LEGAL_HOLD_TEXTS.reasonCount(reason.length, LEGAL_HOLD_REASON_MAX)}
          slotProps={{ htmlInput: { maxLength: LEGAL_HOLD_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{LEGAL_HOLD_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={() => void submit()}>
          {LEGAL_HOLD_TEXTS.hold}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
