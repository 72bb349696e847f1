import {
  authorizeQuerySchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@foretaksportalen/shared/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, usesHttps } from '../../config.ts';
import {
  ACCESS_PATHS,
  ACCESS_VERIFICATION_COOKIE,
  clearSessionCookies,
  LOGIN_COOKIE,
  notLoggedIn,
  requireAuth,
  SESSION_COOKIE,
  type SessionService,
  setSessionCookies,
} from '../session/index.ts';
import { LoginRefused, type LoginService } from './login.service.ts';
import { isOwnLogoutNavigation } from './logout.policy.ts';

const LOGIN_FAILED_PATH = '/access/login?feil=innlogging';

export async function oidcRoutes(
  app: FastifyInstance,
  deps: { config: Config; login: LoginService; sessions: SessionService },
) {
  const { config, login, sessions } = deps;
  const ownOrigin = new URL(config.publicUrl).origin;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const loginCookie = {
    path: '/api/oidc',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: usesHttps(config),
  };

  routes.get(
    '/api/oidc/authorize',
    { config: { access: 'public' }, schema: { querystring: authorizeQuerySchema } },
    async (request, reply) => {
      try {
        const { url, state } = await login.start(request.query.idp, request.query.accesskey);
        reply.setCookie(LOGIN_COOKIE, state, { ...loginCookie, maxAge: 600 });
        return reply.redirect(url.href, 302);
      } catch (error) {
        request.log.error({ err: error }, 'Could not start the eID login');
        return reply.redirect('/access/login?feil=eid', 302);
      }
    },
  );

  routes.get(
    '/api/oidc/callback',
    { config: { access: 'public' }, schema: { querystring: z.record(z.string(), z.string()) } },
    async (request, reply) => {
      const currentUrl = new URL(request.url, config.publicUrl);
      const browserState = request.cookies[LOGIN_COOKIE];
      reply.clearCookie(LOGIN_COOKIE, loginCookie);
      reply.clearCookie(ACCESS_VERIFICATION_COOKIE, loginCookie);
      if (currentUrl.searchParams.has('error')) {
        // The user cancelled at the eID provider, or it refused: back to the choice of eID.
        return reply.redirect('/access/login', 302);
      }
      try {
        const outcome = await login.finish(currentUrl, {
          browserState,
          accessVerification: request.cookies[ACCESS_VERIFICATION_COOKIE],
          previousSessionToken: request.cookies[SESSION_COOKIE],
        });
        if (outcome.issued) setSessionCookies(reply, config, outcome.issued);
        else clearSessionCookies(reply);
        return reply.redirect(outcome.redirectTo, 302);
      } catch (error) {
        if (!(error instanceof LoginRefused)) request.log.warn({ err: error }, 'eID login failed');
        else request.log.warn({ reason: error.message }, 'eID login refused');
        return reply.redirect(LOGIN_FAILED_PATH, 302);
      }
    },
  );

  routes.get('/api/oidc/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (!isOwnLogoutNavigation(request.headers, ownOrigin)) {
      return reply.redirect(ACCESS_PATHS.confirmLogout, 302);
    }
    await sessions.endByToken(request.cookies[SESSION_COOKIE], 'logout');
    clearSessionCookies(reply);
    return reply.redirect(ACCESS_PATHS.loggedOut, 302);
  });

  routes.post(
    '/api/oidc/refresh',
    {
      config: { access: 'refresh' },
      schema: { body: refreshRequestSchema, response: { 200: refreshResponseSchema } },
    },
    async (request, reply) => {
      requireAuth(request);
      const issued = await sessions.refresh(request.cookies[SESSION_COOKIE], request.body.Token);
      if (!issued) throw notLoggedIn();
      setSessionCookies(reply, config, issued);
      return { Token: issued.refreshToken, AuthStatus: issued.session.absoluteExpiresAt.toISOString() };
    },
  );
}
