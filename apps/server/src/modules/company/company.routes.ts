import {
  companySchema,
  companyUpdateResponseSchema,
  companyUpdateSchema,
} from '@foretaksportalen/shared/contract/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../session/index.ts';
import { managesCompanySettings } from './company.policy.ts';
import type { CompanyService } from './company.service.ts';

const companyId = z.uuid({ error: 'Ukjent foretak' });

/** The company settings section of the settings page (spec 1 §2, §7). */
export async function companyRoutes(app: FastifyInstance, { companies }: { companies: CompanyService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/company/:companyId',
    {
      config: { access: 'consented', allow: [managesCompanySettings] },
      schema: { params: z.object({ companyId }), response: { 200: companySchema } },
    },
    async (request) => companies.getCompany(requireAuth(request), request.params.companyId),
  );

  routes.put(
    '/api/company/:id',
    {
      config: { access: 'consented', allow: [managesCompanySettings] },
      schema: {
        params: z.object({ id: companyId }),
        body: companyUpdateSchema,
        response: { 200: companyUpdateResponseSchema },
      },
    },
    async (request) => companies.updateCompany(requireAuth(request), request.params.id, request.body),
  );
}
