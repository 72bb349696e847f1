import { PRESENCE_ACTIVITIES, type PresenceActivity } from '@foretaksportalen/shared/contract/live';
import { useEffect, useSyncExternalStore } from 'react';

type Writing = Exclude<PresenceActivity, 'viewing'>;

const writing = new Set<Writing>();
const listeners = new Set<() => void>();

const tell = () => {
  for (const listener of listeners) listener();
};

/** What the case page's forms report: the send-letter form open, the note editor in use. */
export function usePresenceActivity(activity: Writing, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    writing.add(activity);
    tell();
    return () => {
      writing.delete(activity);
      tell();
    };
  }, [activity, active]);
}

/** The strongest of what the tab is doing on the case (the contract lists them weakest first). */
const strongest = (): PresenceActivity =>
  [...PRESENCE_ACTIVITIES].reverse().find((activity) => activity === 'viewing' || writing.has(activity)) ??
  'viewing';

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useCurrentActivity = () => useSyncExternalStore(subscribe, strongest);
