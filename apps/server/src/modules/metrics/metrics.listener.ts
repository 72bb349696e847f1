import { once } from 'node:events';
import http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * GET /metrics on a port of its own (METRICS_PORT, on HOST), for a network only the monitoring reaches, so without
 * a token. Answers how to close it.
 */
export async function listenForScrapes(
  registry: Registry,
  { host, port, log }: { host: string; port: number; log: FastifyBaseLogger },
) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) => {
        log.error({ err: error }, 'The metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return () => {
    const closed = new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
    // A scrape cut short costs nothing (the next one comes soon); a kept-alive one would hold the shutdown back.
    server.closeAllConnections();
    return closed;
  };
}
