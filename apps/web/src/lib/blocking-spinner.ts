import { useEffect } from 'react';
import { createStore, useStore } from './store.ts';

export interface BlockingSpinnerState {
  open: boolean;
  text?: string | undefined;
}

/** Ends one caller's part in blocking the page; calling it again does nothing. */
type ReleaseSpinner = () => void;

/** Every caller still blocking the page, oldest first: the newest one's text shows. */
const callers: { text?: string | undefined }[] = [];
const spinnerStore = createStore<BlockingSpinnerState>({ open: false });

const publish = () => {
  const newest = callers.at(-1);
  spinnerStore.set(newest ? { open: true, text: newest.text } : { open: false });
};

/**
 * The full-screen spinner that blocks the page during long operations (spec 1 §2). It counts its callers, so that
 * of two overlapping operations the first to end does not uncover the page while the other still runs.
 */
export const blockingSpinner = {
  show(text?: string): ReleaseSpinner {
    const caller = { text };
    callers.push(caller);
    publish();
    return () => {
      const index = callers.indexOf(caller);
      if (index === -1) return;
      callers.splice(index, 1);
      publish();
    };
  },
  /** Uncovers the page whoever blocks it: a failure the HTTP client shows itself, and between tests. */
  reset(): void {
    callers.length = 0;
    publish();
  },
  isOpen: () => spinnerStore.get().open,
};

export const useBlockingSpinner = () => useStore(spinnerStore);

/** Shows the spinner while `active` (a page loading what it shows), and releases it when done or left. */
export function useBlockingSpinnerWhile(active: boolean, text?: string): void {
  useEffect(() => (active ? blockingSpinner.show(text) : undefined), [active, text]);
}
