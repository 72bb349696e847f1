import {
  accessKeyParamsSchema,
  accessKeyRequestSchema,
  issuedAccessKeySchema,
} from '@foretaksportalen/shared/contract/provider/access-key';
import { orgNumParamsSchema } from '@foretaksportalen/shared/contract/provider/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AccessKeyService, issuedByProvider } from '../access-key/index.ts';
import type { ProviderCompanyService } from '../company/index.ts';
import { requireApiKey } from './provider-auth.ts';
import { emptyAnswer, jsonAnswer, providerAccess, providerUrl, TAGS } from './provider-route.ts';

export async function accessKeyRoutes(
  app: FastifyInstance,
  { companies, accessKeys }: { companies: ProviderCompanyService; accessKeys: AccessKeyService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    providerUrl('/companies/:orgNum/access-keys'),
    {
      ...providerAccess('companies'),
      schema: {
        operationId: 'issueAccessKey',
        tags: [TAGS.users],
        summary: 'Utsted en tilgangsnøkkel til en ny bruker (foretakets første administrator)',
        description:
          'Svaret er innholdet i brevet til brukeren: adressen, koden og PIN-koden. De vises bare denne ene gangen. ' +
          'Brukeren blir medlem av foretaket med rollen (standard Administrator) når hen logger inn med nøkkelen og ' +
          'elektronisk ID. Nøkkelen kan brukes én gang og gjelder i 30 dager; en åpen nøkkel til samme e-postadresse ' +
          'i foretaket trekkes tilbake.',
        params: orgNumParamsSchema,
        body: accessKeyRequestSchema,
        response: { 201: jsonAnswer('Nøkkelen er utstedt', issuedAccessKeySchema) },
      },
    },
    async (request, reply) => {
      const company = await companies.requireCompany(request.params.orgNum);
      const { FirstName, LastName, Email, Phone, PhoneCountryCode, Role } = request.body;
      const { id, letter } = await accessKeys.issueAccessKeyWithId({
        companyId: company.id,
        firstName: FirstName,
        lastName: LastName,
        email: Email,
        phone: Phone,
        phoneCountryCode: PhoneCountryCode,
        role: { name: Role },
        issuedBy: issuedByProvider(requireApiKey(request).name),
      });
      return reply.status(201).send({
        Id: id,
        Url: letter.url,
        Code: letter.code,
        Pin: letter.pin,
        ExpiresAt: letter.expiresAt,
      });
    },
  );

  routes.delete(
    providerUrl('/access-keys/:id'),
    {
      ...providerAccess('companies', { problems: { 409: 'Nøkkelen er allerede brukt' } }),
      schema: {
        operationId: 'revokeAccessKey',
        tags: [TAGS.users],
        summary: 'Trekk tilbake en tilgangsnøkkel',
        description:
          'Brevet slutter å virke. En nøkkel som allerede er trukket tilbake, forblir det (204). En brukt nøkkel kan ' +
          'ikke trekkes tilbake (409): brukeren er da medlem av foretaket.',
        params: accessKeyParamsSchema,
        response: { 204: emptyAnswer('Nøkkelen virker ikke lenger') },
      },
    },
    async (request, reply) => {
      await accessKeys.revokeAccessKey(request.params.id, `provider-api:${requireApiKey(request).name}`);
      return reply.status(204).send();
    },
  );
}
