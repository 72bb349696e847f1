import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { hmac, randomToken, safeEqual, sha256 } from '../../lib/hashing.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import {
  deleteSession,
  findActiveMemberships,
  findSessionByTokenHash,
  insertSession,
  rememberLastCompany,
  type SessionRow,
  updateSession,
} from './session.repository.ts';

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

/** Writes to last_seen_at at most this often; idle expiry is counted in minutes, not milliseconds. */
const TOUCH_INTERVAL_MS = 15_000;

const secondsFrom = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** The XSRF token: a random value and an HMAC of the session id with it (architecture §5). */
export const xsrfTokenFor = (config: Config, sessionId: string, nonce = randomToken()) =>
  `${nonce}.${hmac(config.sessionSecret, `${sessionId}.${nonce}`)}`;

export function isValidXsrfToken(config: Config, sessionId: string, token: string | undefined) {
  if (!token) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  return safeEqual(mac, hmac(config.sessionSecret, `${sessionId}.${nonce}`));
}

export function createSessionService(db: Database, config: Config, clock: Clock) {
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

  function isOver(session: SessionRow, now: Date) {
    const idleDeadline = session.lastSeenAt.getTime() + config.sessionTimeoutSeconds * 1000;
    return now.getTime() >= idleDeadline || now >= session.absoluteExpiresAt;
  }

  return {
    issue,

    /**
     * The caller behind a session token, or null. A session that was idle for SessionTimeout, passed its
     * absolute lifetime or lost its membership is ended here, whatever the browser believes.
     */
    async authenticate(
      sessionToken: string | undefined,
      options: { allowExpiredAccess?: boolean } = {},
    ): Promise<AuthContext | null> {
      if (!sessionToken) return null;
      const found = await findSessionByTokenHash(db, sha256(sessionToken));
      if (!found) return null;
      const now = clock();
      if (isOver(found.session, now) || found.membershipDisabled) {
        await deleteSession(db, found.session.id);
        return null;
      }
      if (!options.allowExpiredAccess && now >= found.session.accessExpiresAt) return null;
      if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await updateSession(db, found.session.id, { lastSeenAt: now });
      }
      return {
        sessionId: found.session.id,
        personId: found.session.personId,
        membershipId: found.session.membershipId,
        companyId: found.companyId,
        accessLevel: found.accessLevel,
        consent: found.consent,
        welcomeDismissed: found.welcomeDismissed,
      };
    },

    /**
     * Rotates the session token and the refresh token. The refresh token works only together with its own
     * session cookie, and only once: an old one is refused.
     */
    async refresh(sessionToken: string | undefined, refreshToken: string) {
      if (!sessionToken) return null;
      const found = await findSessionByTokenHash(db, sha256(sessionToken));
      const now = clock();
      if (!found || isOver(found.session, now) || found.membershipDisabled) return null;
      if (!safeEqual(found.session.refreshHash, sha256(refreshToken))) return null;
      const nextSessionToken = randomToken();
      const nextRefreshToken = randomToken();
      await updateSession(db, found.session.id, {
        tokenHash: sha256(nextSessionToken),
        refreshHash: sha256(nextRefreshToken),
        lastSeenAt: now,
        accessExpiresAt: secondsFrom(now, config.accessLifetimeSeconds),
      });
      return {
        session: { ...found.session, accessExpiresAt: secondsFrom(now, config.accessLifetimeSeconds) },
        sessionToken: nextSessionToken,
        refreshToken: nextRefreshToken,
        xsrfToken: xsrfTokenFor(config, found.session.id),
      } satisfies IssuedSession;
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

    end: (sessionId: string) => deleteSession(db, sessionId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
