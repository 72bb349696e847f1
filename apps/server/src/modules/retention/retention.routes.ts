import { fileResultSchema } from '@foretaksportalen/shared/contract/case';
import {
  deletionLogExportQuerySchema,
  deletionLogPageSchema,
  deletionLogQuerySchema,
  legalHoldRequestSchema,
  RETENTION_PATHS,
  retentionDueSchema,
  retentionSettingsSchema,
  retentionSettingsUpdateSchema,
} from '@foretaksportalen/shared/contract/retention';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../session/index.ts';
import { managesPersonalData } from './retention.policy.ts';
import type { RetentionService } from './retention.service.ts';

const caseParams = z.object({ caseId: z.uuid({ error: 'Ukjent sak' }) });
const level5 = { access: 'consented', allow: [managesPersonalData] } as const;

/** The company's retention (issue 48): its schedule, the cases due, the deletion log, and a case's legal hold. */
export async function retentionRoutes(app: FastifyInstance, { retention }: { retention: RetentionService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    RETENTION_PATHS.settings,
    { config: level5, schema: { response: { 200: retentionSettingsSchema } } },
    async (request) => retention.settings(requireAuth(request)),
  );

  routes.put(
    RETENTION_PATHS.settings,
    {
      config: level5,
      schema: { body: retentionSettingsUpdateSchema, response: { 200: retentionSettingsSchema } },
    },
    async (request) => retention.updateSettings(requireAuth(request), request.body.RetentionMonths),
  );

  routes.get(
    RETENTION_PATHS.due,
    { config: level5, schema: { response: { 200: retentionDueSchema } } },
    async (request) => retention.due(requireAuth(request)),
  );

  routes.get(
    RETENTION_PATHS.log,
    {
      config: level5,
      schema: { querystring: deletionLogQuerySchema, response: { 200: deletionLogPageSchema } },
    },
    async (request) => retention.log(requireAuth(request), request.query.page),
  );

  routes.get(
    RETENTION_PATHS.logExport,
    {
      config: level5,
      schema: { querystring: deletionLogExportQuerySchema, response: { 200: fileResultSchema } },
    },
    async (request) => retention.exportLog(requireAuth(request), request.query.year),
  );

  routes.put(
    '/api/case/:caseId/legal-hold',
    { config: level5, schema: { params: caseParams, body: legalHoldRequestSchema } },
    async (request, reply) => {
      await retention.setHold(requireAuth(request), request.params.caseId, request.body.Reason);
      return reply.status(204).send();
    },
  );

  routes.delete(
    '/api/case/:caseId/legal-hold',
    { config: level5, schema: { params: caseParams } },
    async (request, reply) => {
      await retention.setHold(requireAuth(request), request.params.caseId, null);
      return reply.status(204).send();
    },
  );
}
