import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { INCIDENTS_TEXTS } from '../texts.ts';

interface SelectAllMatchingProps {
  /** Selected rows among those the filter shows (on every page). */
  selectedCount: number;
  /** Rows the filter shows, on every page. */
  matchingCount: number;
  /** Every row of the page shown is selected. */
  pageSelected: boolean;
  /** Rows on the page shown. */
  pageRowCount: number;
  onSelectAll: () => void;
  onClear: () => void;
}

/**
 * Once every row of the page is selected, and more cases match than the page shows: the offer to select them all
 * ("Velg alle 230 saker som passer filteret"); once they are, the way back ("Fjern valget"). A live region, so that
 * a screen reader hears the line appear.
 */
export const SelectAllMatching = memo(function SelectAllMatching({
  selectedCount,
  matchingCount,
  pageSelected,
  pageRowCount,
  onSelectAll,
  onClear,
}: SelectAllMatchingProps) {
  const allSelected = matchingCount > 0 && selectedCount === matchingCount;
  const shown = matchingCount > pageRowCount && (allSelected || pageSelected);
  return (
    <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {shown ? (
        <>
          <Typography variant="body2">
            {allSelected
              ? INCIDENTS_TEXTS.allMatchingSelected(matchingCount)
              : INCIDENTS_TEXTS.pageSelected(pageRowCount)}
          </Typography>
          {allSelected ? (
            <Button size="small" onClick={onClear}>
              {INCIDENTS_TEXTS.clearSelection}
            </Button>
          ) : (
            <Button size="small" onClick={onSelectAll}>
              {INCIDENTS_TEXTS.selectAllMatching(matchingCount)}
            </Button>
          )}
        </>
      ) : null}
    </Box>
  );
});
