import ClearIcon from '@mui/icons-material/Clear';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { RefObject } from 'react';
import { INCIDENTS_TEXTS } from '../texts.ts';

interface ClearFilterButtonProps {
  label: string;
  onClear: () => void;
  /** The field's input, where the focus goes back after clearing. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The clear button at the end of a search field, named after the field ('Tøm Navn klager'). */
export function ClearFilterButton({ label, onClear, inputRef }: ClearFilterButtonProps) {
  const clear = () => {
    onClear();
    inputRef.current?.focus();
  };
  return (
    <InputAdornment position="end">
      <IconButton size="small" edge="end" aria-label={INCIDENTS_TEXTS.clearFilter(label)} onClick={clear}>
        <ClearIcon fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}
