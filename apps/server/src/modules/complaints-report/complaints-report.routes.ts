import { fileResultSchema } from '@foretaksportalen/shared/contract/case';
import {
  complaintsReportRequestSchema,
  complaintsReportSchema,
  REPORT_THRESHOLDS_PATH,
  reportCellCasesSchema,
  reportCellSchema,
  reportThresholdsSchema,
} from '@foretaksportalen/shared/contract/complaints-report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../session/index.ts';
import { editsReportThresholds, seesComplaintsReport } from './complaints-report.policy.ts';
import type { ComplaintsReportService } from './complaints-report.service.ts';

const sees = { access: 'consented', allow: [seesComplaintsReport] } as const;

/** The complaints report (issue 49), its Excel workbook, the cases of one of its numbers, and its thresholds. */
export async function complaintsReportRoutes(
  app: FastifyInstance,
  { complaintsReport }: { complaintsReport: ComplaintsReportService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/complaints-report',
    {
      config: sees,
      schema: { querystring: complaintsReportRequestSchema, response: { 200: complaintsReportSchema } },
    },
    async (request) => complaintsReport.compute(requireAuth(request), request.query),
  );
  routes.get(
    '/api/complaints-report/export',
    {
      config: sees,
      schema: { querystring: complaintsReportRequestSchema, response: { 200: fileResultSchema } },
    },
    async (request) => complaintsReport.exportReport(requireAuth(request), request.query),
  );
  routes.get(
    '/api/complaints-report/cases',
    { config: sees, schema: { querystring: reportCellSchema, response: { 200: reportCellCasesSchema } } },
    async (request) => complaintsReport.findCellCases(requireAuth(request), request.query),
  );
  routes.put(
    REPORT_THRESHOLDS_PATH,
    {
      config: { access: 'consented', allow: [editsReportThresholds] },
      schema: { body: reportThresholdsSchema, response: { 200: reportThresholdsSchema } },
    },
    async (request) => complaintsReport.changeThresholds(requireAuth(request), request.body),
  );
}
