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
  /** Shows the message in place of any other; answers its id, for update and hide. */
  show: (message: SnackbarMessage): number => {
    const id = nextId++;
    snackbarStore.set({ ...message, id, open: true });
    return id;
  },
  /**
   * Changes the text of a message that is still showing, in place, so that screen readers hear the change.
   * False when that message has gone (closed, or replaced by another).
   */
  update: (id: number, message: string): boolean => {
    const current = snackbarStore.get();
    if (!current?.open || current.id !== id) return false;
    snackbarStore.set({ ...current, message });
    return true;
  },
  /** Hides the message showing, or only the one with this id (leaving another that has replaced it). */
  hide: (id?: number) => {
    const current = snackbarStore.get();
    if (current && (id === undefined || current.id === id)) snackbarStore.set({ ...current, open: false });
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
