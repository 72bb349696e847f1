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

/** The target's background: a pale amber under dark text and links (above 7:1 for both). */
export const TARGET_BACKGROUND = '#fff4ce';

/**
 * The pale amber with a bar in the theme's colour at the row's start; `aria-current` says it to screen readers,
 * so that the colour is not alone. Hover and selection keep it.
 */
const TARGET_ROW_SX: SxProps<Theme> = (theme) => ({
  '&, &:hover, &.Mui-selected, &.Mui-selected:hover': { backgroundColor: TARGET_BACKGROUND },
  '& > td:first-of-type': { boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}` },
  '&:focus-visible': { outlineOffset: '-3px' },
});

type TargetKind = 'document' | 'event' | 'note';

const isTargetOf = (target: CaseTarget | null, kind: TargetKind, id: string) => {
  if (target === null) return false;
  if ('document' in target) return kind === 'document' && target.document === id;
  if ('event' in target) return kind === 'event' && target.event === id;
  return kind === 'note' && target.note === id;
};

/**
 * Whether the element of a document, event or note is the target of the address, and its ref: the first time it is
 * shown, it is scrolled into view and focused, so that the clerk lands on it and a screen reader reads it.
 */
export function useCaseTarget<Element extends HTMLElement>(kind: TargetKind, id: string) {
  const { target, revealPending, onRevealed } = useContext(CaseTargetContext);
  const isTarget = isTargetOf(target, kind, id);
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (!isTarget || !revealPending || !element) return;
    element.focus({ preventScroll: true });
    // jsdom has no scrolling.
    element.scrollIntoView?.({ block: 'center' });
    onRevealed();
  }, [isTarget, revealPending, onRevealed]);
  return { isTarget, ref };
}

/**
 * The props of a row of the events or documents table: for the row that is the target of the address, the
 * highlight, `aria-current` and focusability (useCaseTarget).
 */
export function useTargetRow(kind: 'document' | 'event', id: string) {
  const { isTarget, ref } = useCaseTarget<HTMLTableRowElement>(kind, id);
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
