import {
  CATEGORY_FIELDS,
  CATEGORY_KIND_LABELS,
  CATEGORY_KINDS,
  type CategoryKind,
} from '@foretaksportalen/shared/contract/category';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { useCategories, useSetCaseCategories } from '../api/categories.ts';
import { CATEGORY_TEXTS } from '../texts.ts';

/** The choice that leaves each case's value as it is. */
const UNCHANGED = 'uendret';

/**
 * 'Sett produkt og årsak' for the selected cases (issue 49; levels 3 and 5): for each list, leave it, remove it
 * ('Ingen') or set one of the values in use.
 */
export function BulkCategoriesDialog({
  caseIds,
  onClose,
}: {
  caseIds: readonly string[];
  onClose: () => void;
}) {
  const titleId = useId();
  const categories = useCategories().data?.Items ?? [];
  const save = useSetCaseCategories();
  const [chosen, setChosen] = useState<Record<CategoryKind, string>>({
    product: UNCHANGED,
    cause: UNCHANGED,
  });
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(
      CATEGORY_KINDS.filter((kind) => chosen[kind] !== UNCHANGED).map((kind) => [
        CATEGORY_FIELDS[kind],
        chosen[kind] || null,
      ]),
    );
    if (Object.keys(changes).length === 0) {
      setError(CATEGORY_TEXTS.bulkNothing);
      return;
    }
    try {
      const result = await save.mutateAsync({ IncidentIds: [...caseIds], ...changes });
      snackbar.show({ message: CATEGORY_TEXTS.bulkDone(result.Updated), type: 'info' });
      onClose();
    } catch (failure) {
      showError(failure, { logText: 'Sakene ble ikke oppdatert' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{CATEGORY_TEXTS.bulkTitle(caseIds.length)}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {CATEGORY_KINDS.map((kind) => (
              <TextField
                key={kind}
                select
                label={CATEGORY_KIND_LABELS[kind].one}
                value={chosen[kind]}
                onChange={(event) => {
                  setChosen((before) => ({ ...before, [kind]: event.target.value }));
                  setError(null);
                }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value={UNCHANGED}>{CATEGORY_TEXTS.unchanged}</MenuItem>
                <MenuItem value="">{CATEGORY_TEXTS.none}</MenuItem>
                {categories
                  .filter((item) => item.Kind === kind && !item.Retired)
                  .map((item) => (
                    <MenuItem key={item.Id} value={item.Id}>
                      {item.Name}
                    </MenuItem>
                  ))}
              </TextField>
            ))}
            {error ? (
              <FormHelperText error role="alert">
                {error}
              </FormHelperText>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{CATEGORY_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {CATEGORY_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
