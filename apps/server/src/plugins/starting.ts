import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, sendProblem, UNAVAILABLE } from './errors.ts';

/** The checks a supervisor and a load balancer ask while the process starts: live 200, ready 503. */
const ANSWERED_WHILE_STARTING = new Set(['/api/health/live', '/api/health/ready']);

/**
 * The process listens before its migrations and demo data are done (main.ts), so that a load balancer sees it
 * starting (ready answers 503) rather than refused connections. Until then every other request, `/api/health` of
 * the web app's outage view included, answers 503 as while the process drains: no route may touch a database
 * whose schema is not there yet.
 */
export const startingPlugin = fp(
  async (app: FastifyInstance, { isStarting }: { isStarting: () => boolean }) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (!isStarting() || ANSWERED_WHILE_STARTING.has(request.routeOptions.url ?? '')) return done();
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      sendProblem(reply, {
        title: UNAVAILABLE,
        status: 503,
        code: 'unavailable',
        ErrorMessage: UNAVAILABLE,
      });
    });
  },
  { name: 'starting' },
);
