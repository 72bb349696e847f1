import Button from '@mui/material/Button';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { formatCountdown } from '../delete-window.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';

interface DeleteLetterButtonProps {
  secondsLeft: number;
  onDelete: () => void;
  /** The button goes (the window closed, or the letter was deleted) while it has the focus. */
  onRemovedWhileFocused: () => void;
}

/** The red 'SLETT (mm:ss)' of a letter still inside its delete window (spec 2 §4). */
export function DeleteLetterButton({
  secondsLeft,
  onDelete,
  onRemovedWhileFocused,
}: DeleteLetterButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onRemovedRef = useRef(onRemovedWhileFocused);
  useEffect(() => {
    onRemovedRef.current = onRemovedWhileFocused;
  }, [onRemovedWhileFocused]);

  useLayoutEffect(() => {
    const button = buttonRef.current;
    // A layout effect's cleanup runs before the button leaves the document, while it can still hold the focus.
    return () => {
      if (button === document.activeElement) onRemovedRef.current();
    };
  }, []);

  return (
    <Button
      ref={buttonRef}
      variant="contained"
      color="error"
      size="small"
      onClick={onDelete}
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {CASE_OVERVIEW_TEXTS.deleteCountdown(formatCountdown(secondsLeft))}
    </Button>
  );
}
