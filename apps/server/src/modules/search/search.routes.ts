import { searchRequestSchema, searchResultSchema } from '@foretaksportalen/shared/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { SearchService } from './search.service.ts';

/** Search in letters and documents (issue 22). */
export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { querystring: searchRequestSchema, response: { 200: searchResultSchema } },
    },
    async (request) => search.search(requireAuth(request), request.query),
  );
}
