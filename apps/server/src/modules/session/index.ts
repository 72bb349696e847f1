export { ACCESS_PATHS, pathAfterConsent } from './access-paths.ts';
export { notLoggedIn, requireAuth } from './request-auth.ts';
export {
  ACCESS_VERIFICATION_COOKIE,
  clearSessionCookies,
  LOGIN_COOKIE,
  SESSION_COOKIE,
  setSessionCookies,
} from './session.cookies.ts';
export { sessionRoutes } from './session.routes.ts';
export type { AuthContext, IssuedSession, SessionDeadline, SessionService } from './session.service.ts';
export { createSessionService, deleteEndedSessions, isValidXsrfToken } from './session.service.ts';
