import { decisionAnswerRequestSchema } from '@foretaksportalen/shared/contract/decision';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { DecisionService } from './decision.service.ts';

/** 'Følger foretaket vedtaket?': whoever sees the case answers, as they send its letters. */
export async function decisionRoutes(app: FastifyInstance, { decisions }: { decisions: DecisionService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/case/:caseId/decision-answer',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: {
        params: z.object({ caseId: z.uuid({ error: 'Ukjent sak' }) }),
        body: decisionAnswerRequestSchema,
      },
    },
    async (request, reply) => {
      await decisions.answer(requireAuth(request), request.params.caseId, request.body);
      return reply.status(204).send();
    },
  );
}
