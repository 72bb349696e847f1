import { SNACKBAR_DURATION_MS } from '@foretaksportalen/shared/limits';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { type SnackbarType, snackbar, useSnackbar } from '../lib/snackbar.ts';

const colors: Record<SnackbarType, { bgcolor: string; color: string }> = {
  info: { bgcolor: '#2e7d32', color: '#ffffff' },
  warning: { bgcolor: '#ffc107', color: 'rgba(0, 0, 0, 0.87)' },
  error: { bgcolor: '#c62828', color: '#ffffff' },
};

export function SnackbarHost() {
  const state = useSnackbar();

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not dismiss a message the user has not read yet.
    if (reason === 'clickaway') return;
    snackbar.hide();
  };

  const shown = state ? (
    <Snackbar
      key={state.id}
      open={state.open}
      autoHideDuration={state.persist ? null : SNACKBAR_DURATION_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        severity={state.type}
        // The region around it announces the message; an alert role of its own would announce it twice.
        role="none"
        onClose={handleClose}
        sx={{ ...colors[state.type], '& .MuiAlert-icon, & .MuiAlert-action': { color: 'inherit' } }}
      >
        {state.message}
      </Alert>
    </Snackbar>
  ) : null;

  // Both regions stay mounted, empty until a message comes: screen readers announce what is added to a live
  // region they already know, and often miss one inserted together with its text. An error interrupts.
  return (
    <>
      <div role="status" aria-live="polite">
        {state?.type !== 'error' ? shown : null}
      </div>
      <div role="alert">{state?.type === 'error' ? shown : null}</div>
    </>
  );
}
