import {
  auditLogFilterSchema,
  auditLogPageSchema,
  auditLogRequestSchema,
} from '@foretaksportalen/shared/contract/audit-log';
import { fileResultSchema } from '@foretaksportalen/shared/contract/case';
import { caseHistorySchema } from '@foretaksportalen/shared/contract/case-history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import { readsAuditLog } from './audit-log.policy.ts';
import type { AuditLogService } from './audit-log.service.ts';
import type { CaseHistoryService } from './case-history.service.ts';

/** A case's history ('Historikk') and the company's audit log ('Logg'), both read from the audit log. */
export async function historyRoutes(
  app: FastifyInstance,
  { caseHistory, auditLog }: { caseHistory: CaseHistoryService; auditLog: AuditLogService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/case/:caseId/history',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: {
        params: z.object({ caseId: z.uuid({ error: 'Ukjent sak' }) }),
        response: { 200: caseHistorySchema },
      },
    },
    async (request) => caseHistory.caseHistory(requireAuth(request), request.params.caseId),
  );

  routes.get(
    '/api/auditlog',
    {
      config: { access: 'consented', allow: [readsAuditLog] },
      schema: { querystring: auditLogRequestSchema, response: { 200: auditLogPageSchema } },
    },
    async (request) => auditLog.page(requireAuth(request), request.query),
  );

  routes.get(
    '/api/auditlog/export',
    {
      config: { access: 'consented', allow: [readsAuditLog] },
      schema: { querystring: auditLogFilterSchema, response: { 200: fileResultSchema } },
    },
    async (request) => auditLog.export(requireAuth(request), request.query),
  );
}
