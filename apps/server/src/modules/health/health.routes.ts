import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS, sendProblem } from '../../plugins/errors.ts';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/api/health', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'Health check: the database does not answer');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendProblem(reply, { title: 'Databasen svarer ikke', status: 503, code: 'unavailable' });
    }
  });
}
