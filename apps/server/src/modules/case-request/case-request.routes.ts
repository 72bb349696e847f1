import { caseRequestInputSchema } from '@foretaksportalen/shared/contract/case-request';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { CaseRequestService } from './case-request.service.ts';

/** 'Be om utsatt frist' and 'Innsigelse mot behandling': whoever sees the case sends them, as they send its letters. */
export async function caseRequestRoutes(
  app: FastifyInstance,
  { requests }: { requests: CaseRequestService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/case/:caseId/requests',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: {
        params: z.object({ caseId: z.uuid({ error: 'Ukjent sak' }) }),
        body: caseRequestInputSchema,
        response: { 201: z.object({ Id: z.uuid() }) },
      },
    },
    async (request, reply) => {
      const created = await requests.send(requireAuth(request), request.params.caseId, request.body);
      return reply.status(201).send(created);
    },
  );
}
