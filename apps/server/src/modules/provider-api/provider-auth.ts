import type { ApiKeyScope } from '@foretaksportalen/shared/contract/provider/api-key';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit, namedRateLimit } from '../../plugins/rate-limit-store.ts';
import type { ApiKeyIdentity, ApiKeyService } from '../api-key/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a provider API key needs for the route (access 'provider'). */
    providerScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    apiKey: ApiKeyIdentity | null;
  }
}

export const INVALID_API_KEY = 'Ugyldig eller tilbaketrukket API-nøkkel';
export const scopeMissing = (scope: ApiKeyScope) => `API-nøkkelen har ikke tilgangen «${scope}»`;
const ONE_MINUTE_MS = 60_000;

/** The key of a provider route's caller; the hook has refused everyone else. */
export function requireApiKey(request: FastifyRequest): ApiKeyIdentity {
  if (!request.apiKey) throw new AppError(401, INVALID_API_KEY);
  return request.apiKey;
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
function bearerToken(header: string | undefined) {
  const match = header?.match(/^Bearer +(\S+) *$/i);
  return match?.[1];
}

/**
 * Authentication of the provider API (architecture §8), for the routes with access 'provider': a bearer key that
 * exists and is not revoked (else 401, the same for unknown and revoked keys), with the route's scope (else 403).
 * A key has its own rate limit; refused keys count against the caller's address, more strictly. Every call a key
 * makes is written to the audit log with the key's name.
 */
export const providerAuthPlugin = fp(
  async (app: FastifyInstance, { config, apiKeys }: { config: Config; apiKeys: ApiKeyService }) => {
    app.decorateRequest('apiKey', null);
    const perKey = app.createRateLimit(
      namedRateLimit('provider-api per key', {
        max: config.providerApi.requestsPerMinute,
        timeWindow: ONE_MINUTE_MS,
        keyGenerator: (request) => requireApiKey(request).id,
      }),
    );
    const refusedPerAddress = app.createRateLimit(
      namedRateLimit('provider-api refused key per address', {
        max: config.providerApi.failedAuthPerMinute,
        timeWindow: ONE_MINUTE_MS,
      }),
    );

    app.addHook('onRoute', (route) => {
      if (route.config?.access === 'provider' && !route.config.providerScope) {
        throw new Error(`Provider route ${route.method} ${route.url} declares no scope`);
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const { access, providerScope } = request.routeOptions.config;
      if (access !== 'provider') return;
      const token = bearerToken(request.headers.authorization);
      const key = token === undefined ? null : await apiKeys.authenticate(token);
      if (!key) {
        await enforceRateLimit(refusedPerAddress, request, reply);
        request.log.warn({ bearer: token !== undefined }, 'Provider API key refused');
        reply.header('www-authenticate', 'Bearer realm="provider-api"');
        throw new AppError(401, INVALID_API_KEY);
      }
      request.apiKey = key;
      await enforceRateLimit(perKey, request, reply);
      if (providerScope && !key.scopes.includes(providerScope)) {
        throw new AppError(403, scopeMissing(providerScope));
      }
    });

    // Before the answer leaves, so that a call the client has seen answered is always in the log.
    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.apiKey;
      if (!key) return payload;
      try {
        await apiKeys.auditCall(key, {
          method: request.method,
          path: request.url.split('?')[0],
          status: reply.statusCode,
        });
      } catch (error) {
        request.log.error({ err: error }, 'The provider API call was not written to the audit log');
      }
      return payload;
    });
  },
  { name: 'provider-auth', dependencies: ['@fastify/rate-limit'] },
);
