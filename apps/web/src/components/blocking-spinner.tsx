import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type BlockingSpinnerState, useBlockingSpinner } from '../lib/blocking-spinner.ts';
import { visuallyHidden } from './visually-hidden.ts';

const SPINNER_SIZE = 30;
const DEFAULT_SPINNER_TEXT = 'Vennligst vent..';

export function BlockingSpinnerView({ open, text }: BlockingSpinnerState) {
  return (
    <>
      {/* Kept mounted so that screen readers announce the text when it changes. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {open ? (text ?? DEFAULT_SPINNER_TEXT) : ''}
      </Box>
      {/* Unmounted once faded out: a hidden spinner would still animate, and redraw the page in every frame. */}
      <Backdrop
        open={open}
        unmountOnExit
        aria-hidden
        sx={(theme) => ({
          zIndex: theme.zIndex.tooltip + 1,
          backgroundColor: 'rgba(255, 255, 255, 0.85)',
          flexDirection: 'column',
          gap: 2,
        })}
      >
        <CircularProgress size={SPINNER_SIZE} />
        {text ? <Typography>{text}</Typography> : null}
      </Backdrop>
    </>
  );
}

export function BlockingSpinnerHost() {
  const state = useBlockingSpinner();
  return <BlockingSpinnerView {...state} />;
}
