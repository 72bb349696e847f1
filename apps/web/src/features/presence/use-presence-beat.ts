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
 * The tab's beats go out one after another. Sent side by side, a leave could reach the server before the beat
 * still on its way, which would then put the tab back on the case until its TTL ran out.
 */
let previousBeat: Promise<unknown> = Promise.resolve();

function inTurn(send: () => Promise<number>): Promise<number> {
  const sent = previousBeat.then(send);
  previousBeat = sent;
  return sent;
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

  const beat = useRef(
    async (uid: string, beatActivity: PresenceActivity | null, when: 'in-turn' | 'closing') => {
      // A leave may be the page's last request: keepalive lets it outlive the page.
      const send = () =>
        unavailable.current
          ? Promise.resolve(404)
          : postPresence(
              { CaseUid: uid, TabId: tabId(), Activity: beatActivity },
              { keepalive: beatActivity === null },
            );
      // A closing page cannot wait for the beat before it: its leave goes at once, and the TTL mends a lost race.
      const status = await (when === 'closing' ? send() : inTurn(send));
      if (status === 404) unavailable.current = true;
    },
  ).current;

  useEffect(() => {
    const close = () => void beat(caseUid, null, 'closing');
    const timer = setInterval(
      () => void beat(caseUid, current.current, 'in-turn'),
      PRESENCE_BEAT_SECONDS * 1000,
    );
    window.addEventListener('pagehide', close);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', close);
      void beat(caseUid, null, 'in-turn');
    };
  }, [caseUid, beat]);

  useEffect(() => {
    void beat(caseUid, activity, 'in-turn');
  }, [caseUid, activity, beat]);
}
