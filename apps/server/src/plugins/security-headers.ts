import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { type Config, usesHttps } from '../config.ts';
import { isApiPath } from '../lib/api-paths.ts';

/**
 * A strict CSP the app really works under: no inline scripts, no eval. Emotion (MUI) injects <style>
 * elements, hence 'unsafe-inline' for styles only (architecture §2).
 */
const helmetOptions = (config: Config): HelmetOptions => ({
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

/**
 * The headers helmet sets with these options. They are the same on every answer, so helmet works them out once
 * here rather than on each request (a tenth of a logged-in call's time went to it: docs/performance-log.md,
 * "Measured again on a quiet machine, with the session cache and helmet's headers worked out once").
 */
export function securityHeaders(options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's headers on pages, API answers and refusals alike. No API answer is kept by the browser or a proxy (they
 * carry personal data), unless its route sets its own Cache-Control, which replaces this one.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers = securityHeaders(helmetOptions(config));
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
