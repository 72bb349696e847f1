import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller behind the request's session, which the auth hook looks up (plugins/auth.ts), or null. */
    auth: AuthContext | null;
  }
}

/** A call that needs a live session without one (or whose refresh failed). */
export const notLoggedIn = () => new AppError('auth.not-logged-in', 401, 'Du er ikke logget inn');

/** The caller of a route with access 'session', 'refresh' or 'consented'; the hook has already refused the rest. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notLoggedIn();
  return request.auth;
}
