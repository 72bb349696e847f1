import { CATEGORY_NAME_MAX_LENGTH, type Category } from '@foretaksportalen/shared/contract/category';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';
import { useUpdateCategory } from '../api/categories.ts';
import { CATEGORY_TEXTS, textToWords, wordsToText } from '../texts.ts';

/** A value's name, words, and whether it is retired (kept on its cases, offered for no new ones). */
export function CategoryDialog({ item, onClose }: { item: Category; onClose: () => void }) {
  const titleId = useId();
  const update = useUpdateCategory();
  const [name, setName] = useState(item.Name);
  const [words, setWords] = useState(wordsToText(item.Words));
  const [retired, setRetired] = useState(item.Retired);
  const [nameError, setNameError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({
        id: item.Id,
        input: { Name: name, Words: textToWords(words), Retired: retired },
      });
      onClose();
    } catch (error) {
      const refusal =
        isApiError(error) && (error.status === 400 || error.status === 409)
          ? (error.problem.errors?.Name?.[0] ?? error.problem.ErrorMessage)
          : undefined;
      if (refusal) setNameError(refusal);
      else showError(error, { logText: 'Verdien ble ikke lagret' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void save(event)}>
        <DialogTitle id={titleId}>{CATEGORY_TEXTS.editTitle(item.Name)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="dense"
            label={CATEGORY_TEXTS.name}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            error={nameError !== null}
            helperText={nameError ?? ' '}
            slotProps={{ htmlInput: { maxLength: CATEGORY_NAME_MAX_LENGTH } }}
          />
          <TextField
            fullWidth
            multiline
            margin="dense"
            label={CATEGORY_TEXTS.words}
            value={words}
            onChange={(event) => setWords(event.target.value)}
            helperText={CATEGORY_TEXTS.wordsHelp}
          />
          <FormControlLabel
            control={<Checkbox checked={retired} onChange={(event) => setRetired(event.target.checked)} />}
            label={CATEGORY_TEXTS.retiredLabel}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{CATEGORY_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {CATEGORY_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
