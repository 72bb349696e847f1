import CheckIcon from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import type { QuickView } from '../list-rules.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';

interface QuickViewChipsProps {
  /** The views the clerk is offered, in order. */
  views: readonly QuickView[];
  active: readonly QuickView[];
  /** How many cases of the active tab each view shows with the search row as it is. */
  counts: Record<QuickView, number>;
  onToggle: (view: QuickView) => void;
}

/**
 * The quick views above the tabs (issue 20): toggle buttons with their counts ("Forfalt (3)"), pressed when on,
 * shown by a tick and the filled style as well as by colour.
 */
export const QuickViewChips = memo(function QuickViewChips({
  views,
  active,
  counts,
  onToggle,
}: QuickViewChipsProps) {
  return (
    <Stack
      role="group"
      aria-label={INCIDENTS_TEXTS.quickViews}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      {views.map((view) => {
        const on = active.includes(view);
        return (
          <Chip
            key={view}
            label={INCIDENTS_TEXTS.quickView[view](counts[view])}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            icon={on ? <CheckIcon /> : undefined}
            onClick={() => onToggle(view)}
            aria-pressed={on}
          />
        );
      })}
    </Stack>
  );
});
