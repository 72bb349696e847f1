import { LIVE_PATH } from '@foretaksportalen/shared/contract/live';
import type { QueryClient } from '@tanstack/react-query';
import { onSessionRenewed } from '../../lib/auth-session.ts';
import { announce } from './announcer.ts';
import { createLiveEventHandler } from './apply-live-event.ts';
import { LIVE_CHANNEL, startLiveConnection } from './live-connection.ts';

/**
 * The live connection on the browser's own APIs. The stream is a plain fetch: not the HTTP client's, whose refresh
 * on a 401 would count as the user's activity (the XSRF header and the cookie move it adds are for other calls).
 */
export function startLive(queryClient: QueryClient, me: string): () => void {
  return startLiveConnection({
    locks: typeof navigator.locks?.request === 'function' ? navigator.locks : undefined,
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(LIVE_CHANNEL) : null,
    open: (lastEventId, signal) =>
      fetch(LIVE_PATH, {
        credentials: 'same-origin',
        headers: { Accept: 'text/event-stream', ...(lastEventId && { 'Last-Event-ID': lastEventId }) },
        signal,
      }),
    onEvent: createLiveEventHandler({ queryClient, me, announce }),
    onSessionRenewed,
  });
}
