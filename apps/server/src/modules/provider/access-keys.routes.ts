import {
  accessKeyParamsSchema,
  accessKeyRequestSchema,
  issuedAccessKeySchema,
} from '@foretaksportalen/shared/contract/provider/access-key';
import { orgNumParamsSchema } from '@foretaksportalen/shared/contract/provider/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessKeyService } from '../access-key/access-key.service.ts';
import { requireApiKey } from './provider-auth.ts';
import type { ProviderCompanyService } from './provider-company.service.ts';
import { defineOperation, routeOptions } from './provider-operation.ts';

const TAG = 'Brukere';

export const accessKeyOperations = {
  issue: defineOperation({
    method: 'POST',
    path: '/companies/{orgNum}/access-keys',
    operationId: 'issueAccessKey',
    tag: TAG,
    summary: 'Utsted en tilgangsnøkkel til en ny bruker (foretakets første administrator)',
    description:
      'Svaret er innholdet i brevet til brukeren: adressen, koden og PIN-koden. De vises bare denne ene gangen. ' +
      'Brukeren blir medlem av foretaket med rollen (standard Administrator) når hen logger inn med nøkkelen og ' +
      'elektronisk ID. Nøkkelen kan brukes én gang og gjelder i 30 dager; en åpen nøkkel til samme e-postadresse ' +
      'i foretaket trekkes tilbake.',
    scope: 'companies',
    params: orgNumParamsSchema,
    body: accessKeyRequestSchema,
    responses: { 201: { description: 'Nøkkelen er utstedt', schema: issuedAccessKeySchema } },
  }),
  revoke: defineOperation({
    method: 'DELETE',
    path: '/access-keys/{id}',
    operationId: 'revokeAccessKey',
    tag: TAG,
    summary: 'Trekk tilbake en tilgangsnøkkel',
    description:
      'Brevet slutter å virke. En nøkkel som allerede er trukket tilbake, forblir det (204). En brukt nøkkel kan ' +
      'ikke trekkes tilbake (409): brukeren er da medlem av foretaket.',
    scope: 'companies',
    params: accessKeyParamsSchema,
    responses: {
      204: { description: 'Nøkkelen virker ikke lenger' },
      409: { description: 'Nøkkelen er allerede brukt' },
    },
  }),
};

export async function accessKeyRoutes(
  app: FastifyInstance,
  { companies, accessKeys }: { companies: ProviderCompanyService; accessKeys: AccessKeyService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOptions(accessKeyOperations.issue),
    handler: async (request, reply) => {
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
        issuedBy: `provider-api:${requireApiKey(request).name}`,
      });
      return reply.status(201).send({
        Id: id,
        Url: letter.url,
        Code: letter.code,
        Pin: letter.pin,
        ExpiresAt: letter.expiresAt,
      });
    },
  });

  routes.route({
    ...routeOptions(accessKeyOperations.revoke),
    handler: async (request, reply) => {
      await accessKeys.revokeAccessKey(request.params.id, `provider-api:${requireApiKey(request).name}`);
      return reply.status(204).send();
    },
  });
}
