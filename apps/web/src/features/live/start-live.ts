import { LIVE_PATH } from '@foretaksportalen/shared/contract/live';
import type { QueryClient } from '@tanstack/react-query';
import { onSessionRenewed } from '../../lib/auth-session.ts';
import { openEventStream } from '../../lib/http-client.ts';
import { announce } from './announcer.ts';
import { createLiveEventHandler } from './apply-live-event.ts';
import { LIVE_CHANNEL, startLiveConnection } from './live-connection.ts';

/** The live connection on the browser's own APIs; loaded after the page, since nothing at start needs it. */
export function startLive(queryClient: QueryClient, me: string): () => void {
  return startLiveConnection({
    locks: typeof navigator.locks?.request === 'function' ? navigator.locks : undefined,
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(LIVE_CHANNEL) : null,
    open: (lastEventId, signal) => openEventStream(LIVE_PATH, { lastEventId, signal }),
    onEvent: createLiveEventHandler({ queryClient, me, announce }),
    onSessionRenewed,
  });
}
