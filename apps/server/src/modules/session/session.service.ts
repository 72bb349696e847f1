import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { databaseNotices } from '../../db/notices.ts';
import { hmac, randomToken, safeEqual, sha256 } from '../../lib/hashing.ts';
import { writeAudit } from '../audit/index.ts';
import {
  countLiveSessions,
  deleteSession,
  deleteSessionByTokenHash,
  deleteSessionsEndedBefore,
  deleteSessionsOfMembership,
  findActiveMemberships,
  findSessionByCurrentOrPreviousTokenHash,
  findSessionByTokenHash,
  findSessionsByIds,
  insertSession,
  rememberLastCompany,
  type SessionRow,
  type SessionWithAccess,
  touchSession,
  updateSession,
} from './session.repository.ts';
import { createSessionCache } from './session-cache.ts';

/** What an authenticated request knows about its caller. */
export interface AuthContext {
  sessionId: string;
  personId: string;
  membershipId: string;
  companyId: string;
  accessLevel: number;
  consent: boolean | null;
  welcomeDismissed: boolean;
}

/** The browser's copies of a session: the HttpOnly session token, the refresh token and the XSRF token. */
export interface IssuedSession {
  session: SessionRow;
  sessionToken: string;
  refreshToken: string;
  xsrfToken: string;
}

type Clock = () => Date;

/**
 * Writes to last_seen_at at most this often per session, across processes; idle expiry is counted in minutes, not
 * milliseconds.
 */
const TOUCH_INTERVAL_MS = 15_000;

const secondsFrom = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** The XSRF token: a random value and an HMAC of the session id with it (architecture §5). */
const xsrfTokenFor = (config: Config, sessionId: string, nonce = randomToken()) =>
  `${nonce}.${hmac(config.sessionSecret, `${sessionId}.${nonce}`)}`;

export function isValidXsrfToken(config: Config, sessionId: string, token: string | undefined) {
  if (!token) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  return safeEqual(mac, hmac(config.sessionSecret, `${sessionId}.${nonce}`));
}

/**
 * The tokens a refresh hands out follow from the refresh token presented (an HMAC under a key of the server's own),
 * so that a second refresh with the same token, racing the first from another tab, gets the very same tokens.
 */
function rotatedTokens(config: Config, sessionId: string, refreshToken: string) {
  const rotationKey = hmac(config.sessionSecret, 'session-token-rotation');
  const derive = (purpose: string) => hmac(rotationKey, `${purpose}.${sessionId}.${refreshToken}`);
  return {
    sessionToken: derive('session'),
    refreshToken: derive('refresh'),
    xsrfToken: xsrfTokenFor(config, sessionId, derive('xsrf')),
  };
}

const authContextOf = (found: SessionWithAccess): AuthContext => ({
  sessionId: found.session.id,
  personId: found.session.personId,
  membershipId: found.session.membershipId,
  companyId: found.companyId,
  accessLevel: found.accessLevel,
  consent: found.consent,
  welcomeDismissed: found.welcomeDismissed,
});

/** A live session's caller, and when it ends unless it is used again. */
export interface SessionDeadline {
  auth: AuthContext;
  endsAt: Date;
}

/** Why a session ended, in the audit log. */
export type SessionEnd = 'logout' | 'session.ended-by-new-login';

/**
 * Deletes the sessions that ended before `endedBefore` (the housekeeping, issue 48), by the rule `authenticate`
 * applies: idle for SessionTimeout or past the absolute lifetime. With `endedBefore` in the past, a live session is
 * never among them, however long ago it began. Answers how many.
 */
export const deleteEndedSessions = (
  db: Database,
  config: Pick<Config, 'sessionTimeoutSeconds'>,
  { endedBefore }: { endedBefore: Date },
) => deleteSessionsEndedBefore(db, { endedBefore, idleTimeoutSeconds: config.sessionTimeoutSeconds });

export function createSessionService(db: Database, config: Config, clock: Clock) {
  const cache = createSessionCache();
  const notices = databaseNotices(db);

  async function issue(personId: string, membershipId: string): Promise<IssuedSession> {
    const now = clock();
    const sessionToken = randomToken();
    const refreshToken = randomToken();
    const session = await insertSession(db, {
      tokenHash: sha256(sessionToken),
      refreshHash: sha256(refreshToken),
      personId,
      membershipId,
      createdAt: now,
      lastSeenAt: now,
      accessExpiresAt: secondsFrom(now, config.accessLifetimeSeconds),
      absoluteExpiresAt: secondsFrom(now, config.sessionMaxLifetimeSeconds),
    });
    return { session, sessionToken, refreshToken, xsrfToken: xsrfTokenFor(config, session.id) };
  }

  /** When the session ends unless it is used again: idle for SessionTimeout, or its absolute lifetime. */
  const endsAt = (session: SessionRow) =>
    Math.min(
      session.lastSeenAt.getTime() + config.sessionTimeoutSeconds * 1000,
      session.absoluteExpiresAt.getTime(),
    );

  const isOver = (session: SessionRow, now: Date) => now.getTime() >= endsAt(session);

  /**
   * Whether a cached session may be let in without asking the database. One that seems over is read again: another
   * process may have seen it used since.
   */
  function isUsable(found: SessionWithAccess, now: Date) {
    return !isOver(found.session, now) && now < found.session.accessExpiresAt && !found.membershipDisabled;
  }

  /** Moves the idle clock on, in the database at most every TOUCH_INTERVAL_MS and in the cached copy too. */
  async function touch(found: SessionWithAccess, now: Date) {
    const notBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
    if (found.session.lastSeenAt >= notBefore) return;
    await touchSession(db, found.session.id, now, notBefore);
    found.session.lastSeenAt = now;
  }

  return {
    issue,

    /**
     * A fresh session at the end of a login, in the membership: the person's next login lands in its company,
     * and their last login is now.
     */
    async issueAtLogin(personId: string, membership: { membershipId: string; companyId: string }) {
      const issued = await issue(personId, membership.membershipId);
      await rememberLastCompany(db, personId, { lastCompanyId: membership.companyId, lastLoginAt: clock() });
      return issued;
    },

    /** The person's active memberships, the company switcher's list, in a stable order. */
    activeMemberships: (personId: string) => findActiveMemberships(db, personId),

    /** Ends a session at once, in the caller's transaction (a refused consent). */
    endSession: (tx: Database, sessionId: string) => deleteSession(tx, sessionId),

    /** Ends every session in a membership at once, in the caller's transaction (it is deactivated or removed). */
    endSessionsOfMembership: (tx: Database, membershipId: string) =>
      deleteSessionsOfMembership(tx, membershipId),

    /**
     * The caller behind a session token, or null. A session that was idle for SessionTimeout, passed its
     * absolute lifetime or lost its membership is ended here, whatever the browser believes. The refresh call
     * (`forRefresh`) is let in after the access period, and with the session token the latest refresh replaced: a
     * tab that refreshes a moment after another still carries it, and the refresh decides what it may have.
     * Other calls are answered from the session cache while it may be trusted (session-cache.ts).
     */
    async authenticate(
      sessionToken: string | undefined,
      { forRefresh = false, touch: isActivity = true } = {},
    ): Promise<AuthContext | null> {
      if (!sessionToken) return null;
      const tokenHash = sha256(sessionToken);
      const now = clock();
      const cached = forRefresh ? undefined : cache.get(tokenHash);
      // What another process changed and answered for before this call reaches the cache first.
      if (cached && isUsable(cached, now) && (await notices.caughtUp()) && cache.get(tokenHash) === cached) {
        if (isActivity) await touch(cached, now);
        return authContextOf(cached);
      }
      const readAt = cache.generation();
      const found = forRefresh
        ? await findSessionByCurrentOrPreviousTokenHash(db, tokenHash)
        : await findSessionByTokenHash(db, tokenHash);
      if (!found) return null;
      if (isOver(found.session, now) || found.membershipDisabled) {
        await deleteSession(db, found.session.id);
        return null;
      }
      if (!forRefresh && now >= found.session.accessExpiresAt) return null;
      if (isActivity) await touch(found, now);
      if (!forRefresh) cache.remember(tokenHash, found, readAt);
      return authContextOf(found);
    },

    /**
     * The sessions of these ids that are live now, with their callers and when each ends unless used again; read
     * from the database, touching nothing (the live stream checks its sessions with it, issue 47). An ended, over
     * or disabled one is left out; the next request's `authenticate` removes it, as ever.
     */
    async deadlinesOf(sessionIds: readonly string[]): Promise<Map<string, SessionDeadline>> {
      const now = clock();
      const found = sessionIds.length === 0 ? [] : await findSessionsByIds(db, sessionIds);
      return new Map(
        found
          .filter((row) => !isOver(row.session, now) && !row.membershipDisabled)
          .map((row) => [
            row.session.id,
            { auth: authContextOf(row), endsAt: new Date(endsAt(row.session)) },
          ]),
      );
    },

    /** What the session cache is told of the database's session changes (app.ts listens with it). */
    cacheNotices: cache.notices,

    /**
     * Rotates the session token and the refresh token. The refresh token works only together with its own
     * session cookie, and only once: within `refreshGraceSeconds` of a refresh the token it replaced (with the
     * replaced or the new session cookie) gets the same new tokens again, for two tabs that refreshed at once;
     * after that, the replaced token means that someone else holds it, and the whole session ends.
     */
    async refresh(sessionToken: string | undefined, refreshToken: string): Promise<IssuedSession | null> {
      if (!sessionToken) return null;
      const now = clock();
      return db.transaction(async (tx) => {
        const presentedTokenHash = sha256(sessionToken);
        const found = await findSessionByCurrentOrPreviousTokenHash(tx, presentedTokenHash, { lock: true });
        if (!found || isOver(found.session, now) || found.membershipDisabled) return null;
        const { session } = found;
        const presentedRefreshHash = sha256(refreshToken);
        const next = rotatedTokens(config, session.id, refreshToken);
        if (
          session.tokenHash === presentedTokenHash &&
          safeEqual(session.refreshHash, presentedRefreshHash)
        ) {
          const rotated = {
            tokenHash: sha256(next.sessionToken),
            refreshHash: sha256(next.refreshToken),
            previousTokenHash: session.tokenHash,
            previousRefreshHash: session.refreshHash,
            rotatedAt: now,
            lastSeenAt: now,
            accessExpiresAt: secondsFrom(now, config.accessLifetimeSeconds),
          };
          await updateSession(tx, session.id, rotated);
          return { session: { ...session, ...rotated }, ...next };
        }
        if (!session.previousRefreshHash || !safeEqual(session.previousRefreshHash, presentedRefreshHash)) {
          return null;
        }
        const sinceRotationMs = now.getTime() - (session.rotatedAt?.getTime() ?? 0);
        if (sinceRotationMs <= config.refreshGraceSeconds * 1000) return { session, ...next };
        await deleteSession(tx, session.id);
        await writeAudit(tx, {
          actorPersonId: session.personId,
          companyId: found.companyId,
          action: 'session.refresh-token-reused',
          details: { sessionId: session.id, secondsSinceRotation: Math.round(sinceRotationMs / 1000) },
        });
        return null;
      });
    },

    /**
     * The company switcher: a fresh session scope in another of the person's active memberships, where their
     * next login lands too.
     */
    async switchCompany(auth: AuthContext, companyId: string) {
      const target = (await findActiveMemberships(db, auth.personId)).find((m) => m.companyId === companyId);
      if (!target) return null;
      const issued = await issue(auth.personId, target.membershipId);
      await deleteSession(db, auth.sessionId);
      await rememberLastCompany(db, auth.personId, { lastCompanyId: companyId });
      await writeAudit(db, {
        actorPersonId: auth.personId,
        companyId,
        action: 'session.company-switched',
        details: { fromCompanyId: auth.companyId },
      });
      return issued;
    },

    /** Ends the session of a session cookie, if it is one, and says why in the audit log. */
    async endByToken(sessionToken: string | undefined, reason: SessionEnd) {
      if (!sessionToken) return;
      const ended = await deleteSessionByTokenHash(db, sha256(sessionToken));
      if (ended) {
        await writeAudit(db, {
          actorPersonId: ended.personId,
          action: reason,
          details: { sessionId: ended.id },
        });
      }
    },

    /**
     * How many sessions are live now (the metrics): neither idle for SessionTimeout nor past their absolute
     * lifetime, the rule `authenticate` applies; those that ended unnoticed are not counted, though their rows stay.
     */
    async countLive() {
      const now = clock();
      return countLiveSessions(db, {
        lastSeenSince: new Date(now.getTime() - config.sessionTimeoutSeconds * 1000),
        now,
      });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
