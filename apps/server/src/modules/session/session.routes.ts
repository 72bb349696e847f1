import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from './request-auth.ts';
import { setSessionCookies } from './session.cookies.ts';
import type { SessionService } from './session.service.ts';

export async function sessionRoutes(
  app: FastifyInstance,
  deps: { config: Config; sessions: SessionService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/clerk/selectcompany/:companyId',
    {
      config: { access: 'session', changesState: true },
      schema: { params: z.object({ companyId: z.uuid({ error: 'Ukjent foretak' }) }) },
    },
    async (request, reply) => {
      const issued = await deps.sessions.switchCompany(requireAuth(request), request.params.companyId);
      // A company the person is not an active member of does not exist, as far as they can tell.
      if (!issued) throw new AppError('session.company-not-found', 404, 'Fant ikke foretaket');
      setSessionCookies(reply, deps.config, issued);
      return reply.status(204).send();
    },
  );
}
