import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessKeyService } from '../modules/access-key/index.ts';
import type { ApiKeyService } from '../modules/api-key/index.ts';
import type { CompanyService } from '../modules/company/index.ts';

const issueAccessKeyBodySchema = z.object({
  companyOrgNum: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleName: z.string(),
});

const apiKeyBodySchema = z.object({ name: z.string(), scopes: z.array(z.string()) });

const accessKeyLetterSchema = z.object({
  url: z.string(),
  code: z.string(),
  pin: z.string(),
  expiresAt: z.string(),
});

/**
 * Registered only when E2E_TEST_HOOKS=true outside production (the end-to-end stack): end-to-end tests that
 * change the demo data (a first login, a refused consent) start from the same fixed set, kept as the portal
 * started, and tests of new users get an access key the way the admin command issues one (which cannot open the
 * running portal's data).
 */
export async function testHooksRoutes(
  app: FastifyInstance,
  {
    accessKeys,
    apiKeys,
    companies,
    demoData,
  }: {
    accessKeys: AccessKeyService;
    apiKeys: ApiKeyService;
    companies: CompanyService;
    demoData: { keep(): Promise<void>; reset(): Promise<void> };
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The end-to-end stack keeps the demo data once, before the first test; each reset puts that back.
  routes.post('/api/test/keep-demo-data', { config: { access: 'public' } }, async (_request, reply) => {
    await demoData.keep();
    return reply.status(204).send();
  });

  routes.post('/api/test/reset-demo-data', { config: { access: 'public' } }, async (_request, reply) => {
    await demoData.reset();
    return reply.status(204).send();
  });

  routes.post(
    '/api/test/access-keys',
    {
      config: { access: 'public' },
      schema: { body: issueAccessKeyBodySchema, response: { 200: accessKeyLetterSchema } },
    },
    async (request) => {
      const { companyOrgNum, roleName, ...person } = request.body;
      return accessKeys.issueAccessKey({
        ...person,
        companyId: (await companies.findByReference(companyOrgNum)).id,
        role: { name: roleName },
        issuedBy: 'e2e-test',
      });
    },
  );

  // A provider API key for the end-to-end tests of the complaints body's side (the admin command cannot open
  // the running portal's data).
  routes.post(
    '/api/test/api-keys',
    {
      config: { access: 'public' },
      schema: { body: apiKeyBodySchema, response: { 200: z.object({ key: z.string() }) } },
    },
    async (request) => ({
      key: (await apiKeys.createApiKey(request.body)).key,
    }),
  );
}
