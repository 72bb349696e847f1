import { createStore, useStore } from '../../lib/store.ts';

/** What came within this long is told at once, so that a burst of events is one announcement. */
const ANNOUNCE_BATCH_MS = 1000;

const announced = createStore('');
let waiting: string[] = [];

/** Tells screen-reader users what happened, politely and without moving the focus (the shell's LiveAnnouncer). */
export function announce(text: string): void {
  if (waiting.includes(text)) return;
  waiting.push(text);
  if (waiting.length > 1) return;
  setTimeout(() => {
    const joined = waiting.join('. ');
    // The same words again must still change the region, or they are not read.
    announced.set(joined === announced.get() ? `${joined}\u00a0` : joined);
    waiting = [];
  }, ANNOUNCE_BATCH_MS);
}

export const useAnnouncement = () => useStore(announced);
