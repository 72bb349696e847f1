import type { SxProps, Theme } from '@mui/material/styles';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { CaseTarget } from '../../../config/paths.ts';

interface CaseTargetState {
  target: CaseTarget | null;
  /** Until the target's row has been shown once: it is then scrolled into view and focused, and not again. */
  revealPending: boolean;
  onRevealed: () => void;
}

/** The case events card's target, for the rows of its tables. */
export const CaseTargetContext = createContext<CaseTargetState>({
  target: null,
  revealPending: false,
  onRevealed: () => {},
});

/**
 * A pale amber under dark text and links (above 7:1 for both), with a bar in the theme's colour at the row's
 * start; `aria-current` says it to screen readers, so that the colour is not alone. Hover and selection keep it.
 */
const TARGET_ROW_SX: SxProps<Theme> = (theme) => ({
  '&, &:hover, &.Mui-selected, &.Mui-selected:hover': { backgroundColor: '#fff4ce' },
  '& > td:first-of-type': { boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}` },
  '&:focus-visible': { outlineOffset: '-3px' },
});

/**
 * The props of a row of the events or documents table: for the row that is the target of the address, the
 * highlight, `aria-current` and focusability; the first time it is shown, it is scrolled into view and focused,
 * so that the clerk lands on it and a screen reader reads it.
 */
export function useTargetRow(kind: 'document' | 'event', id: string) {
  const { target, revealPending, onRevealed } = useContext(CaseTargetContext);
  const isTarget =
    target !== null &&
    ('document' in target
      ? kind === 'document' && target.document === id
      : kind === 'event' && target.event === id);
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    const row = ref.current;
    if (!isTarget || !revealPending || !row) return;
    row.focus({ preventScroll: true });
    // jsdom has no scrolling.
    row.scrollIntoView?.({ block: 'center' });
    onRevealed();
  }, [isTarget, revealPending, onRevealed]);
  return isTarget ? { ref, 'aria-current': 'true' as const, tabIndex: -1, sx: TARGET_ROW_SX } : {};
}

/** A table row that may be the target: an event's row of the events tab. */
export function TargetRow({
  kind,
  targetId,
  ...props
}: TableRowProps & { kind: 'document' | 'event'; targetId: string }) {
  return <TableRow {...props} {...useTargetRow(kind, targetId)} />;
}
