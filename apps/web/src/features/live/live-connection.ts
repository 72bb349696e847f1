import { type LiveEvent, liveEventSchema } from '@foretaksportalen/shared/contract/live';
import { parseRetryAfter } from '../../lib/api-error.ts';
import { readLiveStream } from './read-live-stream.ts';

/** The Web Lock held by the one tab of the browser that reads the stream, and the channel it tells the others on. */
export const LIVE_LOCK = 'foretaksportalen-live';
export const LIVE_CHANNEL = 'foretaksportalen-live';

/** Until the server's `retry:` says otherwise. */
const DEFAULT_RETRY_MS = 3000;
const MAX_JITTER_MS = 1000;
const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** After a 401 or 403 the stream waits for the app's own calls to renew the session, or this long. */
const REFUSED_RETRY_MS = 60_000;
/** The session has more streams than it may (a fallback tab of many): this one gives way for a while. */
const SUPERSEDED_RETRY_MS = 60_000;

export interface LiveChannel {
  postMessage: (message: unknown) => void;
  onmessage: ((event: MessageEvent) => void) | null;
  close: () => void;
}

/** Every browser API the connection uses, handed in, so that the unit tests run it in jsdom with fakes. */
export interface LiveConnectionDeps {
  /** navigator.locks (secure contexts only); without it each tab reads its own stream. */
  locks: Pick<LockManager, 'request'> | undefined;
  /** A BroadcastChannel named LIVE_CHANNEL; null where there is none. */
  channel: LiveChannel | null;
  /** GET /api/live, never through the HTTP client's refresh. */
  open: (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>;
  /** Every event, in every tab: the leader's own and those it relays. */
  onEvent: (event: LiveEvent) => void;
  onSessionRenewed: (listener: () => void) => () => void;
}

interface Relayed {
  live: unknown;
  cursor: string | undefined;
}

const isRelayed = (data: unknown): data is Relayed =>
  typeof data === 'object' && data !== null && 'live' in data && 'cursor' in data;

/** Resolves after `ms`, or at once when stopped, or when `wakeOn` calls back. */
function pause(ms: number, signal: AbortSignal, wakeOn?: (wake: () => void) => () => void): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      unsubscribe?.();
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    const unsubscribe = wakeOn?.(done);
  });
}

/**
 * The live stream of issue 47, once per browser: the tab that holds the Web Lock reads `GET /api/live` and relays
 * each event (with its cursor) to the other tabs over a BroadcastChannel, which does not deliver to its sender.
 * When the leader goes (closed, reloaded, logged out), the lock passes to a waiting tab, which opens the stream
 * again from the last cursor it heard. The stream never refreshes the session: on a 401 it waits for the app's own
 * calls to do so. Answers the function that stops it.
 */
export function startLiveConnection(deps: LiveConnectionDeps): () => void {
  const stop = new AbortController();
  let cursor: string | undefined;
  // Without a leader every tab reads its own stream: relaying would tell each event twice.
  const channel = deps.locks ? deps.channel : null;

  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (!isRelayed(data)) return;
      const parsed = liveEventSchema.safeParse(data.live);
      if (!parsed.success) return;
      cursor = data.cursor ?? cursor;
      deps.onEvent(parsed.data);
    };
  }

  const deliver = (event: LiveEvent) => {
    deps.onEvent(event);
    channel?.postMessage({ live: event, cursor } satisfies Relayed);
  };

  /** Reads the stream once; answers how long to wait before the next opening, and whether for a renewal. */
  async function readOnce(
    failures: number,
  ): Promise<{ ms: number; untilRenewed?: boolean; failed?: boolean }> {
    const connection = new AbortController();
    const abort = () => connection.abort();
    stop.signal.addEventListener('abort', abort);
    const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** failures);
    try {
      let response: Response;
      try {
        response = await deps.open(cursor, connection.signal);
      } catch {
        return { ms: backoff, failed: true };
      }
      if (response.status === 401 || response.status === 403)
        return { ms: REFUSED_RETRY_MS, untilRenewed: true };
      if (!response.ok || !response.body) {
        const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
        return { ms: retryAfter === undefined ? backoff : retryAfter * 1000, failed: true };
      }
      let retryMs = DEFAULT_RETRY_MS;
      let superseded = false;
      await readLiveStream(
        response.body,
        {
          event: (event, id) => {
            if (connection.signal.aborted) return;
            if (id) cursor = id;
            deliver(event);
            // The app's own calls take over (every tab refetches its configuration); the next opening is a 401
            // when the session is gone, so this never loops.
            if (event.Type === 'session') {
              superseded = event.Reason === 'superseded';
              connection.abort();
            }
          },
          retry: (ms) => {
            retryMs = ms;
          },
        },
        connection.signal,
      );
      return { ms: superseded ? SUPERSEDED_RETRY_MS : retryMs + Math.random() * MAX_JITTER_MS };
    } finally {
      stop.signal.removeEventListener('abort', abort);
    }
  }

  async function lead(): Promise<void> {
    let failures = 0;
    while (!stop.signal.aborted) {
      const next = await readOnce(failures);
      failures = next.failed ? failures + 1 : 0;
      await pause(next.ms, stop.signal, next.untilRenewed ? deps.onSessionRenewed : undefined);
    }
  }

  if (deps.locks) {
    // The lock is held while `lead` runs, that is until this tab stops; the signal drops a tab still waiting.
    deps.locks.request(LIVE_LOCK, { signal: stop.signal }, lead).catch(() => {});
  } else {
    void lead();
  }

  return () => {
    stop.abort();
    if (deps.channel) {
      deps.channel.onmessage = null;
      deps.channel.close();
    }
  };
}
