import { SNACKBAR_DURATION_MS } from '@foretaksportalen/shared/limits';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { createStore, useStore } from './store.ts';

export type SnackbarType = 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  message: string;
  type: SnackbarType;
  /** Stays until closed or replaced, instead of hiding after SNACKBAR_DURATION_MS. */
  persist?: boolean;
}

interface SnackbarState extends SnackbarMessage {
  id: number;
  open: boolean;
}

const snackbarStore = createStore<SnackbarState | null>(null);
let nextId = 1;

/** Messages at the bottom of the screen: info (green), warning (yellow), error (red) (spec 1 §2). */
export const snackbar = {
  show: (message: SnackbarMessage) => {
    snackbarStore.set({ ...message, id: nextId++, open: true });
  },
  hide: () => {
    const current = snackbarStore.get();
    if (current) snackbarStore.set({ ...current, open: false });
  },
};

export const useSnackbar = () => useStore(snackbarStore);

const colors: Record<SnackbarType, { bgcolor: string; color: string }> = {
  info: { bgcolor: '#2e7d32', color: '#ffffff' },
  warning: { bgcolor: '#ffc107', color: 'rgba(0, 0, 0, 0.87)' },
  error: { bgcolor: '#c62828', color: '#ffffff' },
};

export function SnackbarHost() {
  const state = useSnackbar();
  if (!state) return null;

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not dismiss a message the user has not read yet.
    if (reason === 'clickaway') return;
    snackbar.hide();
  };

  return (
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
        role={state.type === 'error' ? 'alert' : 'status'}
        onClose={handleClose}
        sx={{ ...colors[state.type], '& .MuiAlert-icon, & .MuiAlert-action': { color: 'inherit' } }}
      >
        {state.message}
      </Alert>
    </Snackbar>
  );
}
