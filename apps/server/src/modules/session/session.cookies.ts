import { AUTH_STATUS_KEY, REFRESH_KEY, XSRF_COOKIE } from '@foretaksportalen/shared/auth-keys';
import type { FastifyReply } from 'fastify';
import { type Config, usesHttps } from '../../config.ts';
import type { IssuedSession } from './session.service.ts';

/** The portal's own cookie names: they must differ from the eID provider's on the same host. */
export const SESSION_COOKIE = 'fp_session';
export const LOGIN_COOKIE = 'fp_login';
/** Proof that this browser passed an access key's code and PIN (see access-key.service.ts). */
export const ACCESS_VERIFICATION_COOKIE = 'fp_access';

/**
 * The session token is HttpOnly. `authStatus` and `refresh` are readable on purpose: the web app moves
 * them into session storage and deletes them (spec 1 §4); the refresh token is useless without the
 * HttpOnly session cookie it belongs to.
 */
export function setSessionCookies(reply: FastifyReply, config: Config, issued: IssuedSession) {
  const secure = usesHttps(config);
  const maxAge = Math.max(1, Math.floor((issued.session.absoluteExpiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(SESSION_COOKIE, issued.sessionToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge,
  });
  reply.setCookie(XSRF_COOKIE, issued.xsrfToken, {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure,
    maxAge,
  });
  const readable = { path: '/', httpOnly: false, sameSite: 'strict' as const, secure, maxAge: 300 };
  reply.setCookie(AUTH_STATUS_KEY, issued.session.absoluteExpiresAt.toISOString(), readable);
  reply.setCookie(REFRESH_KEY, issued.refreshToken, readable);
}

export function clearSessionCookies(reply: FastifyReply) {
  for (const name of [SESSION_COOKIE, XSRF_COOKIE, AUTH_STATUS_KEY, REFRESH_KEY]) {
    reply.clearCookie(name, { path: '/' });
  }
}
