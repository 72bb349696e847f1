import { createStore, useStore } from './store.ts';

export type SnackbarType = 'info' | 'warning' | 'error';

interface SnackbarMessage {
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
