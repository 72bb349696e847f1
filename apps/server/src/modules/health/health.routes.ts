import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, sendProblem } from '../../plugins/errors.ts';
import type { HealthService } from './health.service.ts';

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
}
