import {
  bulkAssignResultSchema,
  bulkAssignSchema,
  caseExportRequestSchema,
  caseListItemSchema,
  caseListRequestSchema,
  caseListSchema,
  caseSchema,
  caseUpdateSchema,
  fileResultSchema,
  MAX_EXPORT_CASES,
} from '@foretaksportalen/shared/contract/case';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import type { CaseService } from './case.service.ts';

const caseId = z.uuid({ error: 'Ukjent sak' });

/**
 * The list of a large company is megabytes of JSON (10,000 cases: 5 MB). zstd, and gzip at level 1, compress it
 * several times faster than brotli or gzip's default level, for at most a fifth more bytes; brotli comes last.
 */
const FAST_COMPRESSION: RouteShorthandOptions['compress'] = {
  encodings: ['zstd', 'gzip', 'deflate', 'br', 'identity'],
  zlibOptions: { level: 1 },
};

/** Room for the largest export: a quoted id and a comma each, with slack for whitespace. */
const EXPORT_BODY_LIMIT = MAX_EXPORT_CASES * 64;

/** The incidents list and the case (spec 2 §7). */
export async function caseRoutes(app: FastifyInstance, { cases }: { cases: CaseService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/caselist',
    {
      config: { access: 'consented' },
      compress: FAST_COMPRESSION,
      schema: { body: caseListRequestSchema, response: { 200: caseListSchema } },
    },
    async (request) => cases.listCases(requireAuth(request), request.body.includeClosedCases),
  );

  routes.post(
    '/api/caselist/update',
    {
      config: { access: 'consented' },
      schema: { body: bulkAssignSchema, response: { 200: bulkAssignResultSchema } },
    },
    async (request) => cases.assignCases(requireAuth(request), request.body),
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
