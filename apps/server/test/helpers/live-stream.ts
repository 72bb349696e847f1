import { type LiveEvent, liveEventSchema } from '@foretaksportalen/shared/contract/live';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { sessions } from '../../src/db/schema.ts';
import type { startHttpPortal } from './http-portal.ts';
import { CookieJar } from './http-portal.ts';
import { asClerk, type TestSession } from './test-app.ts';

/** One frame of the stream as it came: its SSE fields, the raw text of its data. */
export interface LiveFrame {
  id?: string;
  data?: string;
  comment?: string;
  retry?: string;
  at: number;
}

const cookieHeader = (session: TestSession | CookieJar) =>
  session instanceof CookieJar
    ? session.header()
    : Object.entries(session.cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; ');

/**
 * `GET /api/live` as a browser's fetch reads it, on a real port: the frames as they come, every data frame parsed
 * with the contract's strict schema (a frame it refuses fails the test at `events()`).
 */
export async function openLiveStream(
  url: string,
  session: TestSession | CookieJar,
  { lastEventId }: { lastEventId?: string } = {},
) {
  const abort = new AbortController();
  const response = await fetch(`${url}/api/live`, {
    headers: {
      cookie: cookieHeader(session),
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
    signal: abort.signal,
  });
  const frames: LiveFrame[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const tell = () => {
    for (const waiter of waiters) waiter();
  };
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = text.indexOf('\n\n');
        while (end !== -1) {
          frames.push(parseFrame(text.slice(0, end)));
          text = text.slice(end + 2);
          end = text.indexOf('\n\n');
        }
        tell();
      }
    } catch {
      // Aborted by the test.
    } finally {
      ended = true;
      tell();
    }
  })();

  const events = () =>
    frames.flatMap((frame) =>
      frame.data === undefined ? [] : [liveEventSchema.parse(JSON.parse(frame.data))],
    );

  /** Waits until `until` holds of the frames, or fails after `ms`. */
  async function waitFor<T>(until: () => T | undefined | false, ms = 5000, what = 'a frame'): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = until();
      if (found) return found;
      if (ended) throw new Error(`The stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${what} within ${ms} ms: ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      waiters.clear();
    }
  }

  return {
    response,
    frames,
    events,
    /** The first event after the first `after` events that `matches`. */
    next: (matches: (event: LiveEvent) => boolean, ms?: number, after = 0) =>
      waitFor(() => events().slice(after).find(matches), ms, 'such an event'),
    /** Resolves once the server ended the stream; fails after `ms`. */
    ended: (ms = 5000) =>
      Promise.race([
        done,
        new Promise((_, reject) => setTimeout(() => reject(new Error('The stream did not end')), ms)),
      ]),
    isEnded: () => ended,
    waitFor,
    close() {
      abort.abort();
      return done;
    },
  };
}

export type LiveStream = Awaited<ReturnType<typeof openLiveStream>>;

function parseFrame(block: string): LiveFrame {
  const frame: LiveFrame = { at: Date.now() };
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') frame.comment = value;
    else if (field === 'id') frame.id = value;
    else if (field === 'data') frame.data = value;
    else if (field === 'retry') frame.retry = value;
  }
  return frame;
}

/** When the person's session was last used: what the live stream and the presence beats must never move. */
export async function lastSeenOf(db: Database, personId: string) {
  const [session] = await db
    .select({ at: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.personId, personId));
  return session?.at;
}

/** A call as the session's browser makes it to the portal (its cookies, XSRF and origin, the portal's host). */
export function injectAs(
  portal: Awaited<ReturnType<typeof startHttpPortal>>,
  session: TestSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  const clerk = asClerk(session, portal.config);
  return portal.app.inject({
    method,
    url,
    ...(payload && { payload }),
    cookies: clerk.cookies,
    headers: { ...clerk.headers, host: new URL(portal.url).host },
  });
}
