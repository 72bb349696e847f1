import { XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import {
  ACCESS_PATHS,
  type AuthContext,
  isValidXsrfToken,
  notLoggedIn,
  SESSION_COOKIE,
  type SessionService,
} from '../modules/session/index.ts';

/**
 * Who may call a route. Every /api route declares one; the server refuses to start otherwise.
 * - public: anyone (login, logout, branding, health);
 * - refresh: a session whose short access period has run out, or whose session token a refresh has just
 *   replaced, may still call it (the refresh call);
 * - session: a live session (the calls the consent and welcome pages need);
 * - consented: a live session of a person who has given consent; every call that reads or changes cases or
 *   users. Anyone else is sent to the consent page (403 with redirectUrl).
 * - provider: a bearer API key of the complaints body (the provider-auth plugin checks it); no session cookie,
 *   XSRF token or Origin is looked at, and a session is no way in.
 */
export type RouteAccess = 'public' | 'refresh' | 'session' | 'consented' | 'provider';

/**
 * Who of a route's callers may use it at all, by their level alone: a route declares its rules in `allow`, and
 * the hook checks them in order right after the session and consent, so a caller refused by one gets its 403
 * before any check of the input (issue 44). Refusals that depend on the object or the input stay in the service.
 */
export interface LevelRule {
  allows: (caller: Pick<AuthContext, 'accessLevel'>) => boolean;
  refusal: () => AppError;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The level rules of a route with a session: each must allow the caller (see LevelRule). */
    allow?: readonly LevelRule[];
    /** GET routes that the specification makes state-changing: they need the XSRF header too. */
    changesState?: boolean;
    /**
     * false: a call that is not the user's activity. It is authenticated as any other, but never moves the
     * session's idle clock: the live stream and the presence beats (issue 47) must not keep an idle session alive.
     */
    activity?: false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Authentication once, at the boundary: one hook for all of /api (conventions 6). */
export const authPlugin = fp(
  async (app: FastifyInstance, { config, sessions }: { config: Config; sessions: SessionService }) => {
    app.decorateRequest('auth', null);
    const ownOrigin = new URL(config.publicUrl).origin;

    app.addHook('onRoute', (route) => {
      const { access, allow } = route.config ?? {};
      if (route.url.startsWith('/api/') && !access) {
        throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
      }
      if (allow && (access === 'public' || access === 'provider')) {
        throw new Error(`Route ${route.method} ${route.url} has level rules but no session to check them on`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const { access, allow = [], changesState, activity } = request.routeOptions.config;
      if (!access || access === 'public' || access === 'provider') return;
      request.auth = await sessions.authenticate(request.cookies[SESSION_COOKIE], {
        forRefresh: access === 'refresh',
        touch: activity !== false,
      });
      if (!request.auth) throw notLoggedIn();
      if (changesState || !SAFE_METHODS.has(request.method)) {
        assertSameOrigin(request, ownOrigin);
        const header = request.headers[XSRF_HEADER.toLowerCase()];
        if (
          !isValidXsrfToken(config, request.auth.sessionId, typeof header === 'string' ? header : undefined)
        ) {
          throw new AppError('auth.xsrf-invalid', 403, 'Ugyldig eller manglende XSRF-token');
        }
      }
      if (access === 'consented' && request.auth.consent !== true) {
        throw new AppError(
          'auth.consent-required',
          403,
          'Du må samtykke til lagring av personopplysninger før du kan bruke portalen',
          { redirectUrl: ACCESS_PATHS.consent },
        );
      }
      for (const rule of allow) {
        if (!rule.allows(request.auth)) throw rule.refusal();
      }
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/** A state change must come from our own pages: a foreign Origin or a cross-site fetch is refused. */
function assertSameOrigin(request: FastifyRequest, ownOrigin: string) {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if ((origin && origin !== ownOrigin) || site === 'cross-site') {
    throw new AppError('auth.foreign-origin', 403, 'Forespørselen kommer ikke fra portalen');
  }
}
