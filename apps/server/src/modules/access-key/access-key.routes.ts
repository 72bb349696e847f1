import {
  ACCESS_TEXTS,
  checkKeyResponseSchema,
  codePinResponseSchema,
} from '@foretaksportalen/shared/contract/access-key';
import { RATE_LIMIT_WINDOW_MS } from '@foretaksportalen/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, usesHttps } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { ACCESS_VERIFICATION_COOKIE } from '../session/index.ts';
import { type AccessKeyService, PIN_VERIFICATION_VALID_MS } from './access-key.service.ts';

/** The anonymous calls of the access-key page (spec 1 §7), each limited per IP address. */
export async function accessKeyRoutes(
  app: FastifyInstance,
  { config, accessKeys }: { config: Config; accessKeys: AccessKeyService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/access/checkkey/:accessKey',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.rateLimits.checkKeyPerMinute, timeWindow: RATE_LIMIT_WINDOW_MS },
      },
      schema: {
        params: z.object({ accessKey: z.string() }),
        response: { 200: checkKeyResponseSchema },
      },
    },
    async (request) => accessKeys.isKeyUsable(request.params.accessKey),
  );

  routes.get(
    '/api/access/:code/:pin',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.rateLimits.codePinPerMinute, timeWindow: RATE_LIMIT_WINDOW_MS },
      },
      schema: {
        params: z.object({ code: z.string(), pin: z.string() }),
        response: { 200: codePinResponseSchema },
      },
    },
    async (request, reply) => {
      const verified = await accessKeys.verifyCodeAndPin(request.params.code, request.params.pin);
      // One answer for an unknown code, a wrong PIN and a key that is locked, used or expired.
      if (verified === null) {
        throw new AppError('access-key.code-pin-invalid', 400, ACCESS_TEXTS.codePinInvalid);
      }
      reply.setCookie(ACCESS_VERIFICATION_COOKIE, verified.verification, {
        path: '/api/oidc',
        httpOnly: true,
        sameSite: 'lax',
        secure: usesHttps(config),
        maxAge: PIN_VERIFICATION_VALID_MS / 1000,
      });
      // Fastify would send a bare string as text; the contract's answer is a JSON string.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(verified.urlKey));
    },
  );
}
