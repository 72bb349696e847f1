import {
  CATEGORY_KIND_LABELS,
  CATEGORY_NAME_MAX_LENGTH,
  type Category,
  type CategoryKind,
} from '@foretaksportalen/shared/contract/category';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';
import { useCreateCategory, useDeleteCategory } from '../api/categories.ts';
import { CATEGORY_TEXTS, DELETE_CATEGORY_DIALOG, textToWords, wordsToText } from '../texts.ts';
import { CategoryDialog } from './category-dialog.tsx';

/** The message of a refused name, for its field; other refusals are shown as errors. */
const nameRefusal = (error: unknown) =>
  isApiError(error) && (error.status === 400 || error.status === 409)
    ? (error.problem.errors?.Name?.[0] ?? error.problem.ErrorMessage ?? error.problem.title)
    : undefined;

/** One of the company's lists: its values with their words and cases, a value to add, each to edit or delete. */
export function CategoryList({ kind, items }: { kind: CategoryKind; items: readonly Category[] }) {
  const headingId = useId();
  const labels = CATEGORY_KIND_LABELS[kind];
  const create = useCreateCategory();
  const remove = useDeleteCategory();
  const [name, setName] = useState('');
  const [words, setWords] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Category | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync({ Kind: kind, Name: name, Words: textToWords(words) });
      setName('');
      setWords('');
    } catch (error) {
      const refusal = nameRefusal(error);
      if (refusal) setNameError(refusal);
      else showError(error, { logText: 'Verdien ble ikke lagt til' });
    }
  };

  const deleteItem = async (item: Category) => {
    if (!(await confirm(DELETE_CATEGORY_DIALOG(item.Name)))) return;
    try {
      await remove.mutateAsync(item.Id);
    } catch (error) {
      showError(error, { logText: 'Verdien ble ikke slettet' });
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {labels.many}
      </Typography>
      {items.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{CATEGORY_TEXTS.empty}</Typography>
      ) : (
        // A narrow screen scrolls the table within its box, not the page.
        <TableContainer sx={{ mb: 2 }}>
          <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{CATEGORY_TEXTS.name}</TableCell>
                <TableCell>{CATEGORY_TEXTS.words}</TableCell>
                <TableCell align="right">{CATEGORY_TEXTS.cases}</TableCell>
                <TableCell>{CATEGORY_TEXTS.status}</TableCell>
                <TableCell>{CATEGORY_TEXTS.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.Id}>
                  <TableCell sx={{ fontWeight: 500 }}>{item.Name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {item.Words.length > 0 ? wordsToText(item.Words) : CATEGORY_TEXTS.none}
                  </TableCell>
                  <TableCell align="right">{item.Cases}</TableCell>
                  <TableCell>{item.Retired ? CATEGORY_TEXTS.retired : CATEGORY_TEXTS.inUse}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 1 }}>
                      <Button
                        size="small"
                        aria-label={CATEGORY_TEXTS.editOf(item.Name)}
                        onClick={() => setEditing(item)}
                      >
                        {CATEGORY_TEXTS.edit}
                      </Button>
                      {item.Cases === 0 ? (
                        <Button
                          size="small"
                          color="error"
                          aria-label={CATEGORY_TEXTS.deleteOf(item.Name)}
                          onClick={() => void deleteItem(item)}
                        >
                          {CATEGORY_TEXTS.delete}
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void add(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          required
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
          size="small"
          label={CATEGORY_TEXTS.words}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          helperText={CATEGORY_TEXTS.wordsHelp}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={create.isPending}>
          {CATEGORY_TEXTS.add(labels.one)}
        </Button>
      </Box>
      {editing ? <CategoryDialog item={editing} onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}
