import {
  bulkArchiveResultSchema,
  bulkArchiveSchema,
  bulkAssignResultSchema,
  bulkAssignSchema,
  bulkCategoriesResultSchema,
  bulkCategoriesSchema,
  caseListItemSchema,
  caseUpdateSchema,
  clerkAssignmentsSchema,
  handOverSchema,
} from '@foretaksportalen/shared/contract/case';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../session/index.ts';
import { archivesInBulk, distributesCases, seesCases } from './case.policy.ts';
import type { CaseService } from './case.service.ts';

const caseId = z.uuid({ error: 'Ukjent sak' });

/** The clerks' changes of cases in the incidents list and the case (spec 2 §7). */
export async function caseRoutes(app: FastifyInstance, { cases }: { cases: CaseService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/caselist/update',
    {
      config: { access: 'consented', allow: [seesCases, distributesCases] },
      schema: { body: bulkAssignSchema, response: { 200: bulkAssignResultSchema } },
    },
    async (request) => cases.assignCases(requireAuth(request), request.body),
  );

  routes.get(
    '/api/caselist/assignments',
    {
      config: { access: 'consented', allow: [seesCases, distributesCases] },
      schema: { response: { 200: clerkAssignmentsSchema } },
    },
    async (request) => cases.clerkAssignments(requireAuth(request)),
  );

  routes.post(
    '/api/caselist/handover',
    {
      config: { access: 'consented', allow: [seesCases, distributesCases] },
      schema: { body: handOverSchema, response: { 200: bulkAssignResultSchema } },
    },
    async (request) => cases.handOverCases(requireAuth(request), request.body),
  );

  routes.post(
    '/api/caselist/categories',
    {
      config: { access: 'consented', allow: [seesCases, distributesCases] },
      schema: { body: bulkCategoriesSchema, response: { 200: bulkCategoriesResultSchema } },
    },
    async (request) => cases.setCategories(requireAuth(request), request.body),
  );

  routes.post(
    '/api/caselist/archive',
    {
      config: { access: 'consented', allow: [seesCases, archivesInBulk] },
      schema: { body: bulkArchiveSchema, response: { 200: bulkArchiveResultSchema } },
    },
    async (request) => cases.archiveCases(requireAuth(request), request.body),
  );

  routes.patch(
    '/api/case/:caseUid',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: {
        params: z.object({ caseUid: caseId }),
        body: caseUpdateSchema,
        response: { 200: caseListItemSchema },
      },
    },
    async (request) => cases.updateCase(requireAuth(request), request.params.caseUid, request.body),
  );
}
