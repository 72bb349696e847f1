import {
  CATEGORY_PATHS,
  categoriesSchema,
  categoryCreateSchema,
  categorySchema,
  categorySuggestionsSchema,
  categoryUpdateSchema,
} from '@foretaksportalen/shared/contract/category';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import { managesCategories } from './category.policy.ts';
import type { CategoryService } from './category.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Ukjent verdi' }) });
const caseParams = z.object({ caseId: z.uuid({ error: 'Ukjent sak' }) });
const level5 = { access: 'consented', allow: [managesCategories] } as const;

/** Products and causes (issue 49): read by whoever sees cases, kept by level 5. */
export async function categoryRoutes(app: FastifyInstance, { categories }: { categories: CategoryService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    CATEGORY_PATHS.list,
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { response: { 200: categoriesSchema } },
    },
    async (request) => categories.list(requireAuth(request)),
  );

  routes.post(
    CATEGORY_PATHS.list,
    { config: level5, schema: { body: categoryCreateSchema, response: { 201: categorySchema } } },
    async (request, reply) =>
      reply.status(201).send(await categories.create(requireAuth(request), request.body)),
  );

  routes.put(
    '/api/categories/:id',
    {
      config: level5,
      schema: { params: idParams, body: categoryUpdateSchema, response: { 200: categorySchema } },
    },
    async (request) => categories.update(requireAuth(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/categories/:id',
    { config: level5, schema: { params: idParams } },
    async (request, reply) => {
      await categories.remove(requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/case/:caseId/category-suggestions',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: caseParams, response: { 200: categorySuggestionsSchema } },
    },
    async (request) => categories.suggestions(requireAuth(request), request.params.caseId),
  );
}
