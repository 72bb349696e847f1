import type { NoticeListener } from '../../db/notices.ts';
import type { SessionWithAccess } from './session.repository.ts';

/** The most sessions kept; the longest kept go first. */
const MAX_CACHED_SESSIONS = 100_000;

/**
 * The sessions this process has read, with their membership, level and consent, by the hash of their session
 * token (architecture §5). What it holds is used only while every change that ends or narrows a session reaches
 * it: the triggers of migration 0014 tell it (`notices`) which session, membership or person changed, and it
 * forgets everything when it stops hearing them or hears them again. A read that a notice overtook is not kept:
 * each read takes the `generation` before it starts, and `remember` keeps it only if no notice came in between.
 */
export function createSessionCache(maxEntries = MAX_CACHED_SESSIONS) {
  const byTokenHash = new Map<string, SessionWithAccess>();
  /**
   * Every token hash held for a session: a rotation replaces the token, and when its notice comes after the new
   * token was read, both are held until the notice drops them all.
   */
  const tokenHashesBySessionId = new Map<string, Set<string>>();
  let trusted = false;
  let generation = 0;

  function forget(tokenHash: string) {
    const found = byTokenHash.get(tokenHash);
    if (!found) return;
    byTokenHash.delete(tokenHash);
    const held = tokenHashesBySessionId.get(found.session.id);
    held?.delete(tokenHash);
    if (held?.size === 0) tokenHashesBySessionId.delete(found.session.id);
  }

  function forgetAll() {
    byTokenHash.clear();
    tokenHashesBySessionId.clear();
  }

  /** The payloads of notify_session_change(): 'session:{id}', 'membership:{id}', 'person:{id}' or 'all'. */
  function drop(payload: string) {
    const [kind, id] = payload.split(':');
    if (kind === 'session') {
      for (const tokenHash of (id && tokenHashesBySessionId.get(id)) || []) forget(tokenHash);
      return;
    }
    const concerns =
      kind === 'membership'
        ? (found: SessionWithAccess) => found.session.membershipId === id
        : kind === 'person'
          ? (found: SessionWithAccess) => found.session.personId === id
          : undefined;
    if (!concerns) return forgetAll();
    for (const [tokenHash, found] of byTokenHash) if (concerns(found)) forget(tokenHash);
  }

  const notices: NoticeListener = {
    notice(payload) {
      generation += 1;
      drop(payload);
    },
    listening(isListening) {
      generation += 1;
      trusted = isListening;
      forgetAll();
    },
  };

  return {
    notices,

    /** The session cached for this token hash, if the cache may be trusted now. */
    get(tokenHash: string): SessionWithAccess | undefined {
      return trusted ? byTokenHash.get(tokenHash) : undefined;
    },

    /** Where the notices stand: taken before a read from the database, handed back to `remember`. */
    generation: () => generation,

    /** Keeps what a read found, unless a notice came (or the listening changed) after the read began. */
    remember(tokenHash: string, found: SessionWithAccess, readAtGeneration: number) {
      if (!trusted || readAtGeneration !== generation) return;
      forget(tokenHash);
      byTokenHash.set(tokenHash, found);
      const held = tokenHashesBySessionId.get(found.session.id) ?? new Set<string>();
      held.add(tokenHash);
      tokenHashesBySessionId.set(found.session.id, held);
      if (byTokenHash.size > maxEntries) {
        const oldest = byTokenHash.keys().next().value;
        if (oldest !== undefined) forget(oldest);
      }
    },

    forget,

    /** How many sessions are held (tests and metrics). */
    size: () => byTokenHash.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
