import ClearIcon from '@mui/icons-material/Clear';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { INCIDENTS_TEXTS } from '../texts.ts';

/** The clear button at the end of a search field, named after the field ('Tøm Navn klager'). */
export function ClearFilterButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <InputAdornment position="end">
      <IconButton size="small" edge="end" aria-label={INCIDENTS_TEXTS.clearFilter(label)} onClick={onClear}>
        <ClearIcon fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}
