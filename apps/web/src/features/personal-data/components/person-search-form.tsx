import { personQuerySchema } from '@foretaksportalen/shared/contract/personal-data';
import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PERSONAL_DATA_PAGE_TEXTS as TEXTS } from '../texts.ts';

type PersonQueryOutput = z.output<typeof personQuerySchema>;

/** The form's fields: both ways of finding the person, of which `By` says which counts. */
interface SearchValues {
  By: PersonQueryOutput['By'];
  NationalId: string;
  FirstName: string;
  LastName: string;
  Email: string;
}

const EMPTY: SearchValues = { By: 'NationalId', NationalId: '', FirstName: '', LastName: '', Email: '' };

/** Only the fields of the chosen way count: the others may hold what was typed before. */
const chosenFields = ({ By, NationalId, FirstName, LastName, Email }: SearchValues) =>
  By === 'NationalId' ? { By, NationalId } : { By, FirstName, LastName, Email };

const baseResolver = zodResolver(personQuerySchema);
/** The chosen way's fields checked with the contract; the form keeps its values as typed. */
const resolver: Resolver<SearchValues> = async (values, context, options) => {
  const result = await baseResolver(chosenFields(values), context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as FieldErrors<SearchValues> }
    : { values, errors: {} };
};

/**
 * 'Finn personen': a Norwegian, Swedish or Danish national id, or the name and e-mail of a complainer without one.
 * The query found with goes to `onSearch`; the page keeps it for the export and the erasure.
 */
export function PersonSearchForm({
  onSearch,
  busy,
}: {
  onSearch: (query: PersonQueryOutput) => void;
  busy: boolean;
}) {
  const titleId = useId();
  const { control, handleSubmit } = useForm<SearchValues>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const by = useWatch({ control, name: 'By' });
  const shownError = ({ error }: { error?: { message?: string } }) => error?.message;

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {TEXTS.searchTitle}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) => onSearch(personQuerySchema.parse(chosenFields(values))))}
      >
        <Stack sx={{ gap: 2, maxWidth: 480 }}>
          <Controller
            control={control}
            name="By"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={`${titleId}-by`}>{TEXTS.searchBy}</FormLabel>
                <RadioGroup row aria-labelledby={`${titleId}-by`} {...field}>
                  <FormControlLabel value="NationalId" control={<Radio />} label={TEXTS.byNationalId} />
                  <FormControlLabel value="NameAndEmail" control={<Radio />} label={TEXTS.byNameAndEmail} />
                </RadioGroup>
              </FormControl>
            )}
          />
          {by === 'NationalId' ? (
            <FormTextField
              control={control}
              name="NationalId"
              label={TEXTS.nationalId}
              required
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              hint={TEXTS.nationalIdHint}
              errorText={shownError}
            />
          ) : (
            <>
              <Typography variant="body2">{TEXTS.nameHint}</Typography>
              <FormTextField
                control={control}
                name="FirstName"
                label={TEXTS.firstName}
                required
                autoComplete="off"
                errorText={shownError}
              />
              <FormTextField
                control={control}
                name="LastName"
                label={TEXTS.lastName}
                required
                autoComplete="off"
                errorText={shownError}
              />
              <FormTextField
                control={control}
                name="Email"
                label={TEXTS.email}
                type="email"
                required
                autoComplete="off"
                errorText={shownError}
              />
            </>
          )}
          <Box>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
              {TEXTS.search}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
