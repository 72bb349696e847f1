import { caseEventSchema } from '@foretaksportalen/shared/contract/case';
import { letterFieldsSchema } from '@foretaksportalen/shared/contract/letter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { LetterService } from './letter.service.ts';

/** Letters from the company: sending one, and deleting it while its window is open (spec 2 §7). */
export async function letterRoutes(app: FastifyInstance, { letters }: { letters: LetterService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/case/sendletter',
    {
      config: { access: 'consented', allow: [seesCases] },
      // The fields only: the service answers an empty letter with the form's own notice.
      schema: { body: letterFieldsSchema, response: { 200: caseEventSchema } },
    },
    async (request) => letters.sendLetter(requireAuth(request), request.body),
  );

  routes.delete(
    '/api/case/event/:eventId',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ eventId: z.uuid({ error: 'Ukjent hendelse' }) }) },
    },
    async (request, reply) => {
      await letters.deleteLetter(requireAuth(request), request.params.eventId);
      return reply.status(204).send();
    },
  );
}
