import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * Calls that answer on any address of the machine: load balancers probe each machine's health and Prometheus
 * scrapes its metrics by its address, and the provider API's clients are machines, whose Authorization header a
 * redirect to another host would drop.
 */
function answersOnAnyHost(url: string) {
  const path = url.split('?', 1)[0] ?? '';
  return (
    path === '/api/health' ||
    path.startsWith('/api/health/') ||
    path === '/metrics' ||
    path.startsWith('/api/provider/')
  );
}

/**
 * The portal answers under PUBLIC_URL's host name only: the eID sends the browser back there after login, so a
 * page opened at another address of the machine (127.0.0.1 for localhost) would lose its login state. Page and
 * API reads are redirected there before anything else; other methods pass, and the Origin check guards them.
 * Host names are compared without ports (behind a proxy, with TRUST_PROXY, the forwarded host counts).
 */
export const canonicalHostPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const publicUrl = new URL(config.publicUrl);
    app.addHook('onRequest', (request, reply, done) => {
      const stays =
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        request.hostname.toLowerCase() === publicUrl.hostname ||
        answersOnAnyHost(request.url);
      if (stays) return done();
      // The path is appended to our own origin, never resolved against it: '//elsewhere' stays on our host.
      const path = request.url.startsWith('/') ? request.url : '/';
      reply.redirect(`${publicUrl.origin}${path}`, 302);
    });
  },
  { name: 'canonical-host' },
);
