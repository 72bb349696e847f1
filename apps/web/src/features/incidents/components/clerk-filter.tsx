import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { memo, useMemo, useRef } from 'react';
import { useCompanyClerks } from '../../../lib/portal-config.ts';
import { ClearFilterButton } from './clear-filter-button.tsx';

const byName = new Intl.Collator('nb');
// The list filter is a starts-with on the display name (spec 2 §4); the suggestions follow the same rule.
const startsWith = createFilterOptions<string>({ matchFrom: 'start' });

interface ClerkFilterProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** 'Saksbehandler': free text with the company's clerks' display names as suggestions. */
export const ClerkFilter = memo(function ClerkFilter({ label, value, onChange }: ClerkFilterProps) {
  const clerks = useCompanyClerks();
  const names = useMemo(
    () => [...new Set(clerks.map((clerk) => clerk.DisplayName))].sort(byName.compare),
    [clerks],
  );
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Autocomplete
      freeSolo
      disableClearable
      size="small"
      options={names}
      filterOptions={startsWith}
      inputValue={value ?? ''}
      onInputChange={(_event, text) => onChange(text)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: value ? (
                <ClearFilterButton label={label} onClear={() => onChange(null)} inputRef={inputRef} />
              ) : undefined,
            },
          }}
        />
      )}
    />
  );
});
