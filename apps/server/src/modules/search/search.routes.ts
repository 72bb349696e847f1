import { searchRequestSchema, searchResultSchema } from '@foretaksportalen/shared/contract/search';
import { RATE_LIMIT_WINDOW_MS } from '@foretaksportalen/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enforceRateLimit, namedRateLimit } from '../../plugins/rate-limit-store.ts';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { SearchService } from './search.service.ts';

/**
 * Searches one person may make a minute: more than anyone reads, few enough that nobody keeps the database busy
 * with them (each reads every matching text's vector and makes a page of snippets).
 */
export const SEARCHES_PER_MINUTE = 60;

/** Search in letters and documents (issue 22). */
export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  const perPerson = app.createRateLimit(
    namedRateLimit('search per person', {
      max: SEARCHES_PER_MINUTE,
      timeWindow: RATE_LIMIT_WINDOW_MS,
      keyGenerator: (request) => requireAuth(request).personId,
    }),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { querystring: searchRequestSchema, response: { 200: searchResultSchema } },
      // Counted once the query is valid: a refused one does no work.
      preHandler: (request, reply) => enforceRateLimit(perPerson, request, reply),
    },
    async (request) => search.search(requireAuth(request), request.query),
  );
}
