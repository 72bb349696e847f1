import { LETTER_MESSAGE_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';
import { REQUEST_TEXTS } from '../request-texts.ts';

export interface RequestDialogProps {
  title: string;
  intro: string;
  /** The request's own field, above the reason: the new date, or the document. */
  children: ReactNode;
  reason: string;
  onReasonChange: (reason: string) => void;
  reasonError: string | null;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/** A request to the complaints body with its required reason (issue 49): the dialog both kinds share. */
export function RequestDialog(props: RequestDialogProps) {
  const { title, intro, children, reason, onReasonChange, reasonError, busy, onSubmit, onClose } = props;
  const titleId = useId();
  const introId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {intro}
        </DialogContentText>
        <Stack sx={{ gap: 2 }}>
          {children}
          <TextField
            required
            multiline
            minRows={3}
            fullWidth
            label={REQUEST_TEXTS.reason}
            value={reason}
            onChange={(event) => onReasonChange(event.target.value)}
            error={reasonError !== null}
            helperText={reasonError ?? REQUEST_TEXTS.reasonCount(reason.length, LETTER_MESSAGE_MAX_LENGTH)}
            slotProps={{ htmlInput: { maxLength: LETTER_MESSAGE_MAX_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {REQUEST_TEXTS.cancel}
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy}>
          {REQUEST_TEXTS.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
