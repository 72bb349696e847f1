import { fileResultSchema } from '@foretaksportalen/shared/contract/case';
import { statisticsRequestSchema, statisticsSchema } from '@foretaksportalen/shared/contract/statistics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../session/index.ts';
import { seesStatistics } from './statistics.policy.ts';
import type { StatisticsService } from './statistics.service.ts';

/** The company's statistics (issue 24), and the same as an Excel file. */
export async function statisticsRoutes(
  app: FastifyInstance,
  { statistics }: { statistics: StatisticsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/statistics',
    {
      config: { access: 'consented', allow: [seesStatistics] },
      schema: { querystring: statisticsRequestSchema, response: { 200: statisticsSchema } },
    },
    async (request) => statistics.compute(requireAuth(request), request.query),
  );
  routes.get(
    '/api/statistics/export',
    {
      config: { access: 'consented', allow: [seesStatistics] },
      schema: { querystring: statisticsRequestSchema, response: { 200: fileResultSchema } },
    },
    async (request) => statistics.exportStatistics(requireAuth(request), request.query),
  );
}
