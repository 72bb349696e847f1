import { isLinkHref, LINK_INVALID } from '@foretaksportalen/shared/contract/answer';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { ANSWER_EDITOR_TEXTS } from './texts.ts';

/**
 * 'Lenke': the address of a link over the selected text (or, with nothing selected, a link that is its address).
 * Only web and e-mail addresses, as the answer document takes them; an existing link can be removed.
 */
export function LinkDialog({
  initialHref,
  onSave,
  onRemove,
  onClose,
}: {
  initialHref: string;
  onSave: (href: string) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (!isLinkHref(address)) {
      setError(LINK_INVALID);
      return;
    }
    onSave(address);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{ANSWER_EDITOR_TEXTS.linkTitle}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={ANSWER_EDITOR_TEXTS.linkAddress}
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setError(null);
            }}
            type="url"
            inputMode="url"
            error={error !== null}
            helperText={error ?? ANSWER_EDITOR_TEXTS.linkAddressHint}
          />
        </DialogContent>
        <DialogActions>
          {onRemove ? (
            <Button onClick={onRemove} color="inherit">
              {ANSWER_EDITOR_TEXTS.linkRemove}
            </Button>
          ) : null}
          <Button onClick={onClose} color="inherit">
            {ANSWER_EDITOR_TEXTS.linkCancel}
          </Button>
          <Button type="submit" variant="contained">
            {ANSWER_EDITOR_TEXTS.linkInsert}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
