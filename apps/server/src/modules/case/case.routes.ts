import {
  bulkArchiveResultSchema,
  bulkArchiveSchema,
  bulkAssignResultSchema,
  bulkAssignSchema,
  caseExportRequestSchema,
  caseListItemSchema,
  caseListRequestSchema,
  caseSchema,
  caseUpdateSchema,
  clerkAssignmentsSchema,
  fileResultSchema,
  handOverSchema,
  MAX_EXPORT_CASES,
} from '@foretaksportalen/shared/contract/case';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import type { CaseService } from './case.service.ts';
import { listEncodingFor } from './case-list.encoding.ts';

const caseId = z.uuid({ error: 'Ukjent sak' });

/** Room for the largest export: a quoted id and a comma each, with slack for whitespace. */
const EXPORT_BODY_LIMIT = MAX_EXPORT_CASES * 64;

/** The incidents list and the case (spec 2 §7). */
export async function caseRoutes(app: FastifyInstance, { cases }: { cases: CaseService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/caselist',
    {
      config: { access: 'consented' },
      // The answer is JSON text already (caseListSchema describes it; the presenter names every field), compressed
      // here so that the list cache keeps the compressed bytes too.
      compress: false,
      schema: { body: caseListRequestSchema },
    },
    async (request, reply) => {
      const list = await cases.listCases(requireAuth(request), request.body.includeClosedCases);
      const encoding = listEncodingFor(request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (!encoding) return reply.send(list.json);
      return reply.header('content-encoding', encoding).send(list.encoded(encoding));
    },
  );

  routes.post(
    '/api/caselist/update',
    {
      config: { access: 'consented' },
      schema: { body: bulkAssignSchema, response: { 200: bulkAssignResultSchema } },
    },
    async (request) => cases.assignCases(requireAuth(request), request.body),
  );

  routes.get(
    '/api/caselist/assignments',
    { config: { access: 'consented' }, schema: { response: { 200: clerkAssignmentsSchema } } },
    async (request) => cases.clerkAssignments(requireAuth(request)),
  );

  routes.post(
    '/api/caselist/handover',
    {
      config: { access: 'consented' },
      schema: { body: handOverSchema, response: { 200: bulkAssignResultSchema } },
    },
    async (request) => cases.handOverCases(requireAuth(request), request.body),
  );

  routes.post(
    '/api/caselist/archive',
    {
      config: { access: 'consented' },
      schema: { body: bulkArchiveSchema, response: { 200: bulkArchiveResultSchema } },
    },
    async (request) => cases.archiveCases(requireAuth(request), request.body),
  );

  routes.post(
    '/api/caselist/export',
    {
      config: { access: 'consented' },
      bodyLimit: EXPORT_BODY_LIMIT,
      schema: { body: caseExportRequestSchema, response: { 200: fileResultSchema } },
    },
    async (request) => cases.exportCases(requireAuth(request), request.body),
  );

  routes.get(
    '/api/case/:caseId',
    {
      config: { access: 'consented' },
      schema: { params: z.object({ caseId }), response: { 200: caseSchema } },
    },
    async (request) => cases.getCase(requireAuth(request), request.params.caseId),
  );

  routes.patch(
    '/api/case/:caseUid',
    {
      config: { access: 'consented' },
      schema: {
        params: z.object({ caseUid: caseId }),
        body: caseUpdateSchema,
        response: { 200: caseListItemSchema },
      },
    },
    async (request) => cases.updateCase(requireAuth(request), request.params.caseUid, request.body),
  );
}
