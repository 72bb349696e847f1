import {
  CATEGORY_KIND_LABELS,
  CATEGORY_KINDS,
  type CategoryKind,
} from '@foretaksportalen/shared/contract/category';
import type {
  CompanyDetailsForm,
  companyDetailsFormSchema,
} from '@foretaksportalen/shared/contract/new-case';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useAssignableClerks } from '../../cases/index.ts';
import { useCategories } from '../../categories/index.ts';
import { findClerk } from '../find-clerk.ts';
import { NEW_CASE_TEXTS } from '../texts.ts';
import { shownErrorOf } from './shown-error.ts';

export type CompanyDetailsFormApi = UseFormReturn<
  CompanyDetailsForm,
  unknown,
  z.output<typeof companyDetailsFormSchema>
>;

/**
 * Step 2, Foretaks saksdetaljer (spec 2 §2): the company's own reference, clerk and note, and its product and cause
 * (issue 49, optional).
 */
export function CompanyDetailsStep({ form }: { form: CompanyDetailsFormApi }) {
  const { control } = form;
  const clerks = useAssignableClerks();
  const chosenClerk = findClerk(clerks, useWatch({ control, name: 'CaseDetailsClerk' }));
  const shownError = shownErrorOf(form.formState.isSubmitted);
  const categories = useCategories().data?.Items ?? [];
  const inUse = (kind: CategoryKind) => categories.filter((item) => item.Kind === kind && !item.Retired);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 2, pt: 1, maxWidth: 480 }}>
      <FormTextField
        control={control}
        name="CaseDetailsReference"
        errorText={shownError}
        hint={NEW_CASE_TEXTS.caseReferenceHint}
        label={NEW_CASE_TEXTS.caseReference}
        autoComplete="off"
      />
      <Controller
        control={control}
        name="CaseDetailsClerk"
        render={({ field: { ref, value, onChange, ...field } }) => (
          <TextField
            {...field}
            select
            label={NEW_CASE_TEXTS.clerk}
            value={value ?? ''}
            // 'Ingen' is the empty choice; the form keeps it as null.
            onChange={(event) => onChange(event.target.value || null)}
            inputRef={ref}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{NEW_CASE_TEXTS.noClerk}</MenuItem>
            {clerks.map((clerk) => (
              <MenuItem key={clerk.Id} value={clerk.Id}>
                {clerk.DisplayName}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {chosenClerk ? (
        <TextField
          label={NEW_CASE_TEXTS.clerkPhone}
          value={chosenClerk.Phone ?? ''}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      ) : null}
      <FormTextField
        control={control}
        name="CaseDetailsNote"
        errorText={shownError}
        hint={NEW_CASE_TEXTS.noteHint}
        label={NEW_CASE_TEXTS.note}
        autoComplete="off"
      />
      {CATEGORY_KINDS.map((kind) => (
        <Controller
          key={kind}
          control={control}
          name={kind === 'product' ? 'CaseDetailsProduct' : 'CaseDetailsCause'}
          render={({ field: { ref, value, onChange, ...field } }) => (
            <TextField
              {...field}
              select
              label={CATEGORY_KIND_LABELS[kind].one}
              value={value ?? ''}
              onChange={(event) => onChange(event.target.value || null)}
              inputRef={ref}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{NEW_CASE_TEXTS.noCategory}</MenuItem>
              {inUse(kind).map((item) => (
                <MenuItem key={item.Id} value={item.Id}>
                  {item.Name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ))}
    </Box>
  );
}
