import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Paths that carry a secret or a national id in the URL itself; the log shows only their prefix. */
const SENSITIVE_PATH_PREFIXES = ['/api/access/', '/api/clerk/check/'];

/** The URL as it may be logged: no query string (codes, states) and no secrets in sensitive paths. */
export function loggableUrl(url: string) {
  const pathOnly = url.split('?')[0] ?? '';
  const sensitive = SENSITIVE_PATH_PREFIXES.find((prefix) => pathOnly.startsWith(prefix));
  return sensitive ? `${sensitive}[skjult]` : pathOnly;
}

/** The server's pino options; `stream` replaces standard output (tests read what was logged). */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-xsrf-token"]',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        url: loggableUrl(request.url),
      }),
    },
  };
}
