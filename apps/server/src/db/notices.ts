import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * The channels on which the database's triggers tell the caches what changed (PostgreSQL NOTIFY, sent as a
 * transaction commits): 'session_changes' (migration 0014) for the session cache, 'case_changes' (migration 0015)
 * for the case answer cache. Pooled connections listen on these too (listenOnPooled).
 */
export const CACHE_CHANNELS = ['session_changes', 'case_changes'] as const;

/**
 * The live stream's channels (migrations 0023 and 0024: its rows, and who is on a case). Only the listening
 * connection hears them, never a pooled one: a pooled
 * connection passes its own transactions' notices on before the listening connection has delivered earlier commits
 * of other processes, and the stream's order and its replay after a cursor depend on commit order (decision 0027).
 */
export const LIVE_CHANNELS = ['live_events', 'live_presence'] as const;

/** Every channel the listening connection (and PGlite) hears. */
export const NOTICE_CHANNELS = [...CACHE_CHANNELS, ...LIVE_CHANNELS] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export interface NoticeListener {
  /** A notice on the channel: its payload, as the trigger wrote it. */
  notice(payload: string): void;
  /**
   * Whether every notice reaches `notice` from now on: false as the listening connection is lost, true once it
   * listens again. Either way, what was learnt before may be out of date.
   */
  listening(isListening: boolean): void;
}

/** The database's notices, for the caches of this process (architecture §5). */
export interface Notices {
  /** Listens until the returned function is called. */
  listen(channel: NoticeChannel, listener: NoticeListener): () => void;
  /**
   * Resolves true once every notice of a transaction that committed before the call has reached the listeners,
   * false when that cannot be known (nothing listens, or the connection was lost): what a cache holds is then
   * as fresh as the database was at the call. A change another process made and answered for is told here
   * before this process serves from a cache what the change ended.
   */
  caughtUp(): Promise<boolean>;
}

/**
 * Hands the notices to the listeners and tracks whether they are heard. `start` begins listening when the first
 * listener comes, `stop` ends it when the last goes: a database nobody caches from holds no connection for it.
 */
function createNoticeHub({
  start,
  stop,
  caughtUp,
}: {
  start(): void;
  stop(): void;
  caughtUp(): Promise<boolean>;
}) {
  const listeners = new Map<NoticeListener, NoticeChannel>();
  let isListening = false;
  return {
    notices: {
      caughtUp: () => (isListening ? caughtUp() : Promise.resolve(false)),
      listen(channel, listener) {
        listeners.set(listener, channel);
        if (listeners.size === 1) start();
        else if (isListening) listener.listening(true);
        return () => {
          if (!listeners.delete(listener)) return;
          listener.listening(false);
          if (listeners.size === 0) stop();
        };
      },
    } satisfies Notices,
    dispatch(channel: string, payload: string) {
      for (const [listener, wanted] of listeners) if (wanted === channel) listener.notice(payload);
    },
    setListening(now: boolean) {
      if (now === isListening) return;
      isListening = now;
      for (const listener of listeners.keys()) listener.listening(now);
    },
  };
}

const noticesOfDatabase = new WeakMap<Database, Notices>();

/** Nobody is told anything: a cache built on these never trusts what it holds. */
const unheard: Notices = { listen: () => () => {}, caughtUp: async () => false };

/** The notices of a database that `openPglite` or `openPostgres` opened. */
export const databaseNotices = (db: Database): Notices => noticesOfDatabase.get(db) ?? unheard;

/** PGlite is one process's own database: its notices come with the answer of the statement that committed. */
export function listenOnPglite(db: Database, client: PGlite) {
  const unlisten: Promise<() => Promise<void>>[] = [];
  const hub = createNoticeHub({
    caughtUp: async () => true,
    start() {
      const listening = NOTICE_CHANNELS.map((channel) =>
        client.listen(channel, (payload) => hub.dispatch(channel, payload)),
      );
      unlisten.push(...listening);
      void Promise.all(listening).then(
        () => hub.setListening(true),
        () => hub.setListening(false),
      );
    },
    stop() {
      hub.setListening(false);
      for (const pending of unlisten.splice(0))
        void pending
          .then((end) => end())
          .catch(() => {
            // The database was closed first; nothing is listening any more.
          });
    },
  });
  noticesOfDatabase.set(db, hub.notices);
}

/** The listening connection's name on the server (pg_stat_activity.application_name). */
export const NOTICE_LISTENER_NAME = 'foretaksportalen-notices';

/** How long the listening connection waits before it tries again, growing to the last. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * A PostgreSQL server: one connection of the process's own listens, and it alone decides whether notices are
 * heard. Every pooled connection listens too, so that a change made through this process is told to it before its
 * COMMIT answers (PostgreSQL sends a session its own notices ahead of that answer): its next request cannot miss it.
 */
export function listenOnPostgres(db: Database, connectionString: string) {
  let listener: pg.Client | undefined;
  let wanted = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  /**
   * A round trip on the listening connection is the barrier: a transaction that committed before it signalled
   * the connection's backend, which sends a notice that arrived during a statement before that statement's
   * ReadyForQuery. The statement is an empty one, the least that gets a ReadyForQuery (no row to describe and
   * read). Calls that come while one is on its way wait for the next, which carries all of them. It leaves once
   * the requests the event loop has read by now have asked (setImmediate), so that they share it.
   */
  let next: Promise<boolean> | undefined;
  let onTheWay: Promise<unknown> = Promise.resolve();
  const afterReadRequests = () => new Promise((resolve) => setImmediate(resolve));
  function caughtUp() {
    if (next) return next;
    const client = listener;
    const sent = onTheWay.then(afterReadRequests).then(() => {
      next = undefined;
      return client
        ? client.query(';').then(
            () => listener === client,
            () => false,
          )
        : false;
    });
    next = sent;
    onTheWay = sent;
    return sent;
  }

  const hub = createNoticeHub({
    caughtUp,
    start() {
      wanted = true;
      void connect();
    },
    stop() {
      wanted = false;
      clearTimeout(retry);
      hub.setListening(false);
      const ending = listener;
      listener = undefined;
      void ending?.end().catch(() => {});
    },
  });

  function lost(client: pg.Client) {
    if (listener !== client) return;
    listener = undefined;
    hub.setListening(false);
    void client.end().catch(() => {});
    if (!wanted) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  }

  async function connect() {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      application_name: NOTICE_LISTENER_NAME,
    });
    listener = client;
    client.on('notification', ({ channel, payload }) => hub.dispatch(channel, payload ?? ''));
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of NOTICE_CHANNELS) await client.query(`LISTEN ${channel}`);
    } catch {
      lost(client);
      return;
    }
    if (listener !== client) {
      void client.end().catch(() => {});
      return;
    }
    attempt = 0;
    hub.setListening(true);
  }

  noticesOfDatabase.set(db, hub.notices);
  return {
    /**
     * The pool's `onConnect`: a new pooled connection listens before it is first used. It passes on only the
     * notices of its own transactions: the listening connection brings everyone's, and every other pooled
     * connection would bring each of them once more, late, dropping what was cached again meanwhile.
     */
    async listenOnPooled(client: pg.ClientBase) {
      const { processID } = client as pg.ClientBase & { processID?: number };
      client.on('notification', ({ channel, payload, processId }) => {
        if (processId === processID) hub.dispatch(channel, payload ?? '');
      });
      for (const channel of CACHE_CHANNELS) await client.query(`LISTEN ${channel}`);
    },
    close() {
      wanted = false;
      clearTimeout(retry);
      const ending = listener;
      listener = undefined;
      return ending?.end().catch(() => {});
    },
  };
}
