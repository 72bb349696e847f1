import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, sendProblem } from '../../plugins/errors.ts';
import type { HealthService, NotReadyCause } from './health.service.ts';

const NOT_READY_TITLES: Record<NotReadyCause, string> = {
  starting: 'Tjenesten starter',
  draining: 'Tjenesten stenger ned',
  database: 'Databasen svarer ikke',
  'blob-store': 'Dokumentlageret svarer ikke',
};

/**
 * The health checks: `/api/health` for the web app's outage view (the database answers), `live` for a supervisor
 * (the process runs; it touches nothing), `ready` for a load balancer (send this process requests).
 */
export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  app.get('/api/health', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await health.checkDatabase();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'Health check: the database does not answer');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendProblem(reply, { title: 'Databasen svarer ikke', status: 503, code: 'unavailable' });
    }
  });

  app.get('/api/health/live', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  app.get('/api/health/ready', { config: { access: 'public' } }, async (request, reply) => {
    const readiness = await health.readiness();
    if (readiness.ready) return { status: 'ok' };
    if (readiness.cause !== 'draining' && readiness.cause !== 'starting') {
      request.log.error({ err: readiness.error }, `Readiness check: the ${readiness.cause} does not answer`);
    }
    reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
    return sendProblem(reply, { title: NOT_READY_TITLES[readiness.cause], status: 503, code: 'unavailable' });
  });
}
