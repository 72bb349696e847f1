import type { PresenceActivity } from '@foretaksportalen/shared/contract/live';
import { PRESENCE_BEAT_SECONDS } from '@foretaksportalen/shared/limits';
import { useEffect, useRef } from 'react';
import { postPresence } from './api/post-presence.ts';

const TAB_ID_KEY = 'liveTabId';

/** One per browser tab, kept for the tab's life: two tabs on one case are two presences. */
function tabId(): string {
  let id = sessionStorage.getItem(TAB_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(TAB_ID_KEY, id);
  }
  return id;
}

/**
 * Tells the server that this tab is on the case: at once, whenever the activity changes and every
 * PRESENCE_BEAT_SECONDS; and that it left, when the page leaves the case or closes.
 */
export function usePresenceBeat(caseUid: string, activity: PresenceActivity): void {
  const current = useRef(activity);
  current.current = activity;
  // Set once the server answered 404: it has no presence, so this mount beats no more.
  const unavailable = useRef(false);

  const beat = useRef(async (uid: string, beatActivity: PresenceActivity | null, keepalive = false) => {
    if (unavailable.current) return;
    const status = await postPresence(
      { CaseUid: uid, TabId: tabId(), Activity: beatActivity },
      { keepalive },
    );
    if (status === 404) unavailable.current = true;
  }).current;

  useEffect(() => {
    const leave = () => void beat(caseUid, null, true);
    const timer = setInterval(() => void beat(caseUid, current.current), PRESENCE_BEAT_SECONDS * 1000);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [caseUid, beat]);

  useEffect(() => {
    void beat(caseUid, activity);
  }, [caseUid, activity, beat]);
}
