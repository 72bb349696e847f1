import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCompanyClerks } from '../../../lib/portal-config.ts';
import { useChangedByText } from '../changed-under-edit.ts';
import { CASES_TEXTS } from '../texts.ts';

/**
 * Under a cell being edited: a colleague changed the case meanwhile (issue 47). Polite, never moving the focus;
 * 'Last inn' takes their value into the field.
 */
export function ChangedByNotice({
  item,
  onLoad,
}: {
  item: Pick<CaseListItem, 'CaseUid' | 'Version'>;
  onLoad: () => void;
}) {
  const text = useChangedByText(item, useCompanyClerks());
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, typography: 'body2' }}>
      {text}
      {/* The field keeps the focus on a click, so that leaving it does not save first. */}
      <Button
        size="small"
        variant="outlined"
        onMouseDown={(event) => event.preventDefault()}
        onClick={onLoad}
      >
        {CASES_TEXTS.loadChange}
      </Button>
    </Box>
  );
}
