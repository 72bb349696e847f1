import { faqQuestionSchema } from '@foretaksportalen/shared/contract/faq';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../session/index.ts';
import { seesHelp } from './faq.policy.ts';
import type { FaqService } from './faq.service.ts';

export async function faqRoutes(app: FastifyInstance, { faq }: { faq: FaqService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/faq',
    { config: { access: 'consented', allow: [seesHelp] }, schema: { body: faqQuestionSchema } },
    async (request, reply) => {
      await faq.askQuestion(requireAuth(request), request.body.message);
      return reply.status(204).send();
    },
  );
}
