import { draftReturnSchema, RETURN_COMMENT_REQUIRED } from '@foretaksportalen/shared/contract/letter-draft';
import { RETURN_COMMENT_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { CASE_OVERVIEW_TEXTS, DRAFT_TEXTS } from '../texts.ts';

interface ReturnDraftDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends it back with the comment; resolves once done (or refused, which keeps the dialog open). */
  onReturn: (comment: string) => Promise<boolean>;
}

/** 'Send tilbake': why the letter goes back to its author, which the author then sees on the draft. */
export function ReturnDraftDialog({ open, onClose, onReturn }: ReturnDraftDialogProps) {
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const checked = draftReturnSchema.shape.Comment.safeParse(comment);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? RETURN_COMMENT_REQUIRED);
      return;
    }
    if (await onReturn(checked.data)) {
      setComment('');
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{DRAFT_TEXTS.returnToAuthor}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          label={DRAFT_TEXTS.returnComment}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? CASE_OVERVIEW_TEXTS.messageCount(comment.length, RETURN_COMMENT_MAX_LENGTH)}
          slotProps={{ htmlInput: { maxLength: RETURN_COMMENT_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{CASE_OVERVIEW_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={submit}>
          {DRAFT_TEXTS.returnToAuthor}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
