import { brandingSchema, portalConfigSchema } from '@foretaksportalen/shared/contract/config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requireAuth } from '../session/index.ts';
import type { PortalConfigService } from './config.service.ts';

export async function configRoutes(
  app: FastifyInstance,
  { config, portalConfig }: { config: Config; portalConfig: PortalConfigService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/config',
    { config: { access: 'session' }, schema: { response: { 200: portalConfigSchema } } },
    async (request) => portalConfig.load(requireAuth(request)),
  );

  // Keep-alive: the auth hook has already counted this request as activity.
  routes.get('/api/config/ping', { config: { access: 'session' } }, async (_request, reply) =>
    reply.status(204).send(),
  );

  routes.get(
    '/api/branding',
    { config: { access: 'public' }, schema: { response: { 200: brandingSchema } } },
    async () => ({
      PortalName: config.branding.portalName,
      ProductName: config.branding.productName,
      OrgNum: config.branding.orgNum,
      Website: config.branding.website,
      ErrorReportEmail: config.branding.errorReportEmail,
    }),
  );
}
