import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LiveEvent } from '@foretaksportalen/shared/contract/live';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { NoticeListener, Notices } from '../../db/notices.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CaseScope, caseScopeFor, isInScope } from '../case/index.ts';
import type { AuthContext, SessionDeadline } from '../session/index.ts';
import { eventFor } from './live.policy.ts';
import { findCursorRow, findLiveEvent, findLiveEventsAfter, type LiveRow } from './live.repository.ts';
import { decodeLiveCursor, encodeLiveCursor, olderXid } from './live-cursor.ts';
import { frame, HEARTBEAT, OPENING, SHUTTING_DOWN } from './live-frames.ts';
import { parseLiveNotice, parsePresenceNotice } from './live-notice.ts';

/** A stream whose client has not read this much is ended: it reconnects and is replayed what it missed. */
const SLOW_READER_BYTES = 64 * 1024;
/** More rows than this after a cursor: the browser reads everything again instead. */
const REPLAY_LIMIT = 500;
/** Streams written to in one turn of the event loop before the next turn (architecture §12). */
const STREAMS_PER_TURN = 500;
const SWEEP_INTERVAL_MS = 1000;

type CloseReason = Extract<LiveEvent, { Type: 'session' }>['Reason'];

interface LiveConnection {
  auth: AuthContext;
  scope: CaseScope | null;
  /** When the session ends unless it is used again (ms); 0 until its first read. */
  endsAt: number;
  stream: PassThrough;
  /** Rows heard while the replay ran; sent after it, once. */
  buffered: LiveRow[] | null;
  replayed: Set<number>;
  closed: boolean;
}

export interface LiveMetrics {
  eventSent(type: LiveEvent['Type']): void;
}

interface LiveHubDependencies {
  db: Database;
  config: Config;
  clock: () => Date;
  notices: Notices;
  sessions: { deadlinesOf(ids: readonly string[]): Promise<Map<string, SessionDeadline>> };
  log: FastifyBaseLogger;
  metrics?: LiveMetrics | undefined;
}

const sameScope = (a: AuthContext, b: AuthContext) =>
  a.companyId === b.companyId && a.accessLevel === b.accessLevel && a.consent === b.consent;

/**
 * The live streams of this process (issue 47): who holds one, what each is told, and when each ends. Rows come from
 * the 'live_events' notices (one listening connection, in commit order) and go out in the next turn of the event
 * loop, never inside the notice's callback; a stream ends within a second of its session.
 */
export function createLiveHub({ db, config, clock, notices, sessions, log, metrics }: LiveHubDependencies) {
  const byCompany = new Map<string, Set<LiveConnection>>();
  const bySession = new Map<string, LiveConnection[]>();
  const all = new Set<LiveConnection>();

  function write(conn: LiveConnection, chunk: string | Buffer) {
    if (conn.closed) return;
    conn.stream.write(chunk);
    // Not ended but cut: what it holds would never drain to a client that does not read.
    if (conn.stream.writableLength > SLOW_READER_BYTES) end(conn, undefined, { cut: true });
  }

  function send(conn: LiveConnection, event: LiveEvent, cursor?: string) {
    write(conn, frame(event, cursor));
    metrics?.eventSent(event.Type);
  }

  function end(conn: LiveConnection, reason?: CloseReason, { cut = false } = {}) {
    if (conn.closed) return;
    if (reason) send(conn, { Type: 'session', Reason: reason });
    conn.closed = true;
    all.delete(conn);
    byCompany.get(conn.auth.companyId)?.delete(conn);
    const ofSession = bySession.get(conn.auth.sessionId)?.filter((other) => other !== conn) ?? [];
    if (ofSession.length > 0) bySession.set(conn.auth.sessionId, ofSession);
    else bySession.delete(conn.auth.sessionId);
    if (cut) conn.stream.destroy();
    else if (!conn.stream.destroyed) conn.stream.end();
  }

  // Rows in commit order; one that came as an id alone is read before those after it go out.
  const queue: (LiveRow | { id: number })[] = [];
  let flushing = false;
  function deliverSoon() {
    if (flushing) return;
    flushing = true;
    setImmediate(() => void flush());
  }
  async function flush() {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0);
        const rows: LiveRow[] = [];
        for (const item of batch) {
          const row = 'kind' in item ? item : await findLiveEvent(db, item.id);
          if (row) rows.push(row);
        }
        await deliver(rows);
      }
    } catch (error) {
      log.error({ err: error }, 'Live events could not be delivered');
    } finally {
      flushing = false;
      if (queue.length > 0) deliverSoon();
    }
  }

  /**
   * Each row's frame is made once per variant (a case changed, arrived or left), and the event loop is let go on
   * every STREAMS_PER_TURN streams, so that a busy tick with thousands of streams blocks no request (architecture §12).
   */
  async function deliver(rows: readonly LiveRow[]) {
    const frames = new Map<LiveConnection, string[]>();
    let work = 0;
    for (const row of rows) {
      const cursor = encodeLiveCursor(row);
      const variants = new Map<string, string>();
      for (const conn of byCompany.get(row.companyId) ?? []) {
        if (++work % STREAMS_PER_TURN === 0) await nextTurn();
        if (conn.closed) continue;
        if (conn.buffered) {
          conn.buffered.push(row);
          continue;
        }
        const event = eventFor(row, { ...conn.auth, scope: conn.scope });
        if (!event) continue;
        metrics?.eventSent(event.Type);
        const variant = 'Kind' in event ? event.Kind : event.Type;
        const text = variants.get(variant) ?? frame(event, cursor);
        variants.set(variant, text);
        const pending = frames.get(conn) ?? [];
        pending.push(text);
        frames.set(conn, pending);
      }
    }
    for (const [conn, pending] of frames) {
      write(conn, pending.join(''));
      if (++work % STREAMS_PER_TURN === 0) await nextTurn();
    }
  }

  // Sessions to read again: those the database said changed, and those whose deadline passed.
  const toCheck = new Set<LiveConnection>();
  let checking = false;
  function checkSoon(conns: Iterable<LiveConnection>) {
    for (const conn of conns) toCheck.add(conn);
    if (checking || toCheck.size === 0) return;
    checking = true;
    setImmediate(() => void check());
  }
  async function check() {
    try {
      while (toCheck.size > 0) {
        const conns = [...toCheck].filter((conn) => !conn.closed);
        toCheck.clear();
        const live = await sessions.deadlinesOf([...new Set(conns.map((conn) => conn.auth.sessionId))]);
        const now = clock().getTime();
        for (const conn of conns) applyDeadline(conn, live.get(conn.auth.sessionId), now);
      }
    } catch (error) {
      log.error({ err: error }, 'Live streams’ sessions could not be read');
    } finally {
      checking = false;
      if (toCheck.size > 0) checkSoon([]);
    }
  }
  function applyDeadline(conn: LiveConnection, deadline: SessionDeadline | undefined, now: number) {
    if (!deadline) return end(conn, conn.endsAt !== 0 && conn.endsAt <= now ? 'expired' : 'ended');
    if (!sameScope(conn.auth, deadline.auth)) return end(conn, 'changed');
    conn.auth = deadline.auth;
    conn.endsAt = deadline.endsAt.getTime();
  }

  let deaf = false;
  function resyncAll() {
    for (const conn of all) if (!conn.buffered) send(conn, { Type: 'resync' });
  }
  function heardAgain(isListening: boolean) {
    if (!isListening) {
      deaf = true;
      return;
    }
    if (!deaf) return;
    deaf = false;
    resyncAll();
    checkSoon(all);
  }

  const liveNotices: NoticeListener = {
    notice(payload) {
      const item = parseLiveNotice(payload);
      if (!item) return;
      queue.push(item);
      deliverSoon();
    },
    listening: heardAgain,
  };
  const sessionNotices: NoticeListener = {
    notice(payload) {
      const [what, id] = payload.split(':');
      if (what === 'all') return checkSoon(all);
      if (what === 'session') return checkSoon(bySession.get(id ?? '') ?? []);
      const key = what === 'membership' ? 'membershipId' : what === 'person' ? 'personId' : undefined;
      if (key) checkSoon([...all].filter((conn) => conn.auth[key] === id));
    },
    listening: heardAgain,
  };
  // Who is on a case changed: told to those who see the case, with no id (it is not replayed).
  const presenceChanged: { companyId: string; caseId: string; clerkId: string | null }[] = [];
  const presenceNotices: NoticeListener = {
    notice(payload) {
      const changed = parsePresenceNotice(payload);
      if (!changed) return;
      if (presenceChanged.push(changed) === 1) setImmediate(tellPresence);
    },
    listening: heardAgain,
  };
  function tellPresence() {
    const told = new Map<LiveConnection, Set<string>>();
    for (const { companyId, caseId, clerkId } of presenceChanged.splice(0)) {
      for (const conn of byCompany.get(companyId) ?? []) {
        if (conn.buffered || !conn.scope) continue;
        if (!isInScope(conn.scope, { companyId, clerkMembershipId: clerkId })) continue;
        const cases = told.get(conn) ?? new Set();
        if (cases.has(caseId)) continue;
        told.set(conn, cases.add(caseId));
        send(conn, { Type: 'presence', CaseUid: caseId });
      }
    }
  }

  // A TRUNCATE or the demo reset: every case may have changed, with no row to tell it.
  const caseNotices: NoticeListener = {
    notice(payload) {
      if (payload === 'all') resyncAll();
    },
    listening: heardAgain,
  };
  const unlisten = [
    notices.listen('live_events', liveNotices),
    notices.listen('live_presence', presenceNotices),
    notices.listen('session_changes', sessionNotices),
    notices.listen('case_changes', caseNotices),
  ];

  const heartbeat = setInterval(() => {
    for (const conn of all) write(conn, HEARTBEAT);
  }, config.live.heartbeatSeconds * 1000);
  heartbeat.unref();
  // Idle and absolute expiry send no notice: a stream past its deadline is read again (another process may have
  // seen the session used since), and every stream while the session notices are not heard.
  const sweep = setInterval(() => {
    const now = clock().getTime();
    checkSoon(deaf ? all : [...all].filter((conn) => conn.endsAt !== 0 && conn.endsAt <= now));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  /** Replays what the cursor's holder missed, then sends what was heard meanwhile, each row once. */
  async function catchUp(conn: LiveConnection, lastEventId: string | undefined) {
    if (lastEventId !== undefined) {
      const rows = await replayAfter(conn, lastEventId);
      if (rows === null) send(conn, { Type: 'resync' });
      for (const { row, cursor } of rows ?? []) {
        const event = eventFor(row, { ...conn.auth, scope: conn.scope });
        conn.replayed.add(row.id);
        if (event) send(conn, event, cursor);
      }
    }
    const heard = conn.buffered ?? [];
    conn.buffered = null;
    const replayed = conn.replayed;
    conn.replayed = new Set();
    for (const row of heard) {
      const event = replayed.has(row.id) ? null : eventFor(row, { ...conn.auth, scope: conn.scope });
      if (event) send(conn, event, encodeLiveCursor(row));
    }
  }

  async function replayAfter(conn: LiveConnection, lastEventId: string) {
    const cursor = decodeLiveCursor(lastEventId);
    if (!cursor) return null;
    const own = await findCursorRow(db, cursor, config.live.replayWindowSeconds);
    if (own?.companyId !== conn.auth.companyId) return null;
    const rows = await findLiveEventsAfter(db, {
      companyId: conn.auth.companyId,
      cursor,
      limit: REPLAY_LIMIT + 1,
    });
    if (rows.length > REPLAY_LIMIT) return null;
    // A transaction running as the replay read may commit later: the next cursor must reach back to it.
    return rows.map(({ readXmin, ...row }) => ({
      row,
      cursor: encodeLiveCursor({ ...row, xmin: olderXid(row.xmin, readXmin) }),
    }));
  }

  return {
    size: () => all.size,

    /**
     * A new stream of the caller's, with its first bytes written: it hears from now on, and after the replay of
     * what it missed after `lastEventId`. Beyond the process's limit it is refused; beyond the session's, the
     * session's oldest stream ends.
     */
    open(auth: AuthContext, lastEventId: string | undefined) {
      if (all.size >= config.live.maxStreams) {
        throw new AppError('live.too-many-streams', 503, 'Tjenesten er travel. Prøv igjen om litt.');
      }
      const ofSession = bySession.get(auth.sessionId) ?? [];
      while (ofSession.length >= config.live.streamsPerSession) {
        const oldest = ofSession[0];
        if (!oldest) break;
        end(oldest, 'superseded');
        ofSession.shift();
      }
      const conn: LiveConnection = {
        auth,
        scope: caseScopeFor(auth),
        endsAt: 0,
        stream: new PassThrough(),
        buffered: [],
        replayed: new Set(),
        closed: false,
      };
      all.add(conn);
      bySession.set(auth.sessionId, [...(bySession.get(auth.sessionId) ?? []), conn]);
      const ofCompany = byCompany.get(auth.companyId) ?? new Set();
      ofCompany.add(conn);
      byCompany.set(auth.companyId, ofCompany);
      conn.stream.write(OPENING);
      conn.stream.on('close', () => end(conn));
      void (async () => {
        const deadline = (await sessions.deadlinesOf([auth.sessionId])).get(auth.sessionId);
        applyDeadline(conn, deadline, clock().getTime());
        if (!conn.closed) await catchUp(conn, lastEventId);
      })().catch((error: unknown) => {
        log.error({ err: error }, 'A live stream could not start');
        end(conn);
      });
      return conn.stream;
    },

    /** Ends every stream, telling browsers to come back soon (to another process, behind nginx). */
    closeAll() {
      for (const conn of [...all]) {
        write(conn, SHUTTING_DOWN);
        end(conn);
      }
    },

    stop() {
      clearInterval(heartbeat);
      clearInterval(sweep);
      for (const stop of unlisten) stop();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
