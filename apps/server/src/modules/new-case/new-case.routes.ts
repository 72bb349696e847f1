import { createCaseResponseSchema, newIncidentSchema } from '@foretaksportalen/shared/contract/new-case';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createsCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { NewCaseService } from './new-case.service.ts';

/** The new-case wizard's submit (spec 2 §7 case/create). */
export async function newCaseRoutes(app: FastifyInstance, { newCases }: { newCases: NewCaseService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/case/create',
    {
      config: { access: 'consented', allow: [createsCases] },
      schema: { body: newIncidentSchema, response: { 200: createCaseResponseSchema } },
    },
    async (request) => newCases.createCase(requireAuth(request), request.body),
  );
}
