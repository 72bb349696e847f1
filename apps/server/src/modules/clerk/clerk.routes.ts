import { clerkSettingsSchema } from '@foretaksportalen/shared/contract/clerk';
import { companyClerkSchema } from '@foretaksportalen/shared/contract/config';
import { consentRequestSchema, consentResponseSchema } from '@foretaksportalen/shared/contract/consent';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import { clearSessionCookies } from '../session/session.cookies.ts';
import type { ClerkService } from './clerk.service.ts';

export async function clerkRoutes(app: FastifyInstance, { clerks }: { clerks: ClerkService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/clerk/consent',
    {
      config: { access: 'session' },
      schema: { body: consentRequestSchema, response: { 200: consentResponseSchema } },
    },
    async (request, reply) => {
      const answer = await clerks.decideConsent(requireAuth(request), request.body.ConsentValue);
      // A refusal has ended the session on the server; the browser's copies go with it.
      if (!answer.ConsentValue) clearSessionCookies(reply);
      return answer;
    },
  );

  routes.get(
    '/api/clerk/deactivate/welcome',
    { config: { access: 'session', changesState: true } },
    async (request, reply) => {
      await clerks.dismissWelcome(requireAuth(request));
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/clerk/:clerkId',
    {
      config: { access: 'consented' },
      schema: {
        params: z.object({ clerkId: z.uuid({ error: 'Ukjent bruker' }) }),
        response: { 200: companyClerkSchema },
      },
    },
    async (request) => clerks.getProfile(requireAuth(request), request.params.clerkId),
  );

  routes.put(
    '/api/clerk',
    {
      config: { access: 'consented' },
      schema: { body: clerkSettingsSchema, response: { 200: companyClerkSchema } },
    },
    async (request) => clerks.updateProfile(requireAuth(request), request.body),
  );
}
