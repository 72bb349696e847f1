import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { resetToDemoData } from '../../db/seed.ts';

/**
 * Registered only when E2E_TEST_HOOKS=true outside production (the end-to-end stack): end-to-end tests that
 * change the demo data (a first login, a refused consent) start from the same fixed set.
 */
export async function testHooksRoutes(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Database },
) {
  app.post('/api/test/reset-demo-data', { config: { access: 'public' } }, async (_request, reply) => {
    await resetToDemoData(db, config.identityKey);
    return reply.status(204).send();
  });
}
