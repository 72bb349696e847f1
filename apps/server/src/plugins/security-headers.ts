import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, usesHttps } from '../config.ts';
import { isApiPath } from '../lib/api-paths.ts';

/**
 * A strict CSP the app really works under: no inline scripts, no eval. Emotion (MUI) injects <style>
 * elements, hence 'unsafe-inline' for styles only (architecture §2). No API answer is kept by the browser or a
 * proxy (they carry personal data), unless its route chose its own Cache-Control.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(usesHttps(config) && { upgradeInsecureRequests: [] }),
        },
      },
      strictTransportSecurity: usesHttps(config) ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
