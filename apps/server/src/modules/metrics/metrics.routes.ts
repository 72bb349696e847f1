import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { safeEqual, sha256 } from '../../lib/hashing.ts';
import { sendProblem } from '../../plugins/errors.ts';

const BEARER = /^Bearer (.+)$/i;

/** Whether the Authorization header carries the token: compared as hashes, in a time that tells nothing of it. */
function carriesToken(authorization: string | undefined, token: string) {
  const presented = authorization ? BEARER.exec(authorization)?.[1] : undefined;
  return safeEqual(sha256(presented ?? ''), sha256(token));
}

/** GET /metrics on the portal's own port, for a bearer of METRICS_TOKEN (Prometheus's `authorization`). */
export async function metricsRoutes(
  app: FastifyInstance,
  { registry, token }: { registry: Registry; token: string },
) {
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!carriesToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendProblem(reply, {
        title: 'Ugyldig eller manglende token',
        status: 401,
        code: 'unauthorized',
      });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
