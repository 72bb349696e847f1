import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { z } from 'zod';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the reason is for, under the title. */
  intro?: string;
  label: string;
  cancelLabel: string;
  /** The reason's field of the request schema: its messages are the ones shown. */
  schema: z.ZodType<string, string | null | undefined>;
  /** Shown when the schema gives no message of its own. */
  requiredMessage: string;
  maxLength: number;
  /** '{n} av {max} tegn' under the field. */
  count: (length: number, max: number) => string;
  /**
   * Does what the reason is for; resolves to true once done (the dialog closes and forgets the text), to a message
   * to show at the field, or to false when refused otherwise (shown elsewhere). Either refusal keeps it open.
   */
  onSubmit: (reason: string) => Promise<true | string | false>;
}

/** A required reason, on several lines, for something the user does: sending a letter back, holding a case. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, onClose, title, intro, label, cancelLabel, schema, requiredMessage, maxLength, count } =
    props;
  const titleId = useId();
  const introId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const checked = schema.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? requiredMessage);
      return;
    }
    const answer = await props.onSubmit(checked.data);
    if (answer === true) {
      setReason('');
      onClose();
    } else if (answer) setError(answer);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={intro ? introId : undefined}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {intro ? <DialogContentText id={introId}>{intro}</DialogContentText> : null}
        <TextField
          autoFocus
          required
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          label={label}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? count(reason.length, maxLength)}
          slotProps={{ htmlInput: { maxLength } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button variant="contained" onClick={() => void submit()}>
          {title}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
