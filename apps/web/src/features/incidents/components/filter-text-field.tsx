import TextField from '@mui/material/TextField';
import { memo, useRef } from 'react';
import { ClearFilterButton } from './clear-filter-button.tsx';

interface FilterTextFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** A text field of the search row with its clear button; clearing leaves the focus in the field. */
export const FilterTextField = memo(function FilterTextField({
  label,
  value,
  onChange,
}: FilterTextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <TextField
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      inputRef={inputRef}
      slotProps={{
        input: {
          endAdornment: value ? (
            <ClearFilterButton label={label} onClear={() => onChange(null)} inputRef={inputRef} />
          ) : undefined,
        },
      }}
    />
  );
});
