import {
  companyCreateSchema,
  companyUpdateSchema,
  orgNumParamsSchema,
  providerCompanyListSchema,
  providerCompanySchema,
} from '@foretaksportalen/shared/contract/provider/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireApiKey } from './provider-auth.ts';
import type { ProviderCompanyService } from './provider-company.service.ts';
import { defineOperation, routeOptions } from './provider-operation.ts';

const TAG = 'Foretak';

export const companyOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/companies',
    operationId: 'listCompanies',
    tag: TAG,
    summary: 'Alle foretak',
    scope: 'companies',
    responses: { 200: { description: 'Foretakene, sortert på navn', schema: providerCompanyListSchema } },
  }),
  get: defineOperation({
    method: 'GET',
    path: '/companies/{orgNum}',
    operationId: 'getCompany',
    tag: TAG,
    summary: 'Ett foretak',
    scope: 'companies',
    params: orgNumParamsSchema,
    responses: { 200: { description: 'Foretaket', schema: providerCompanySchema } },
  }),
  create: defineOperation({
    method: 'POST',
    path: '/companies',
    operationId: 'createCompany',
    tag: TAG,
    summary: 'Opprett et foretak',
    description:
      'Uten felles e-postadresse lagres de tre varslingsvalgene til foretaket som false. Et norsk postnummer får ' +
      'poststedet fra Brings register. 409 når organisasjonsnummeret finnes fra før.',
    scope: 'companies',
    body: companyCreateSchema,
    responses: {
      201: { description: 'Foretaket er opprettet', schema: providerCompanySchema },
      409: { description: 'Organisasjonsnummeret finnes fra før' },
    },
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/companies/{orgNum}',
    operationId: 'updateCompany',
    tag: TAG,
    summary: 'Endre et foretak',
    description:
      'Feltene som er med, endres; de andre beholder verdien. Organisasjonsnummeret kan ikke endres. Samme ' +
      'forespørsel to ganger endrer ingenting den andre gangen.',
    scope: 'companies',
    params: orgNumParamsSchema,
    body: companyUpdateSchema,
    responses: { 200: { description: 'Foretaket slik det er nå', schema: providerCompanySchema } },
  }),
};

export async function companyRoutes(
  app: FastifyInstance,
  { companies }: { companies: ProviderCompanyService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOptions(companyOperations.list),
    handler: async () => ({ Items: await companies.listCompanies() }),
  });

  routes.route({
    ...routeOptions(companyOperations.get),
    handler: async (request) => companies.getCompany(request.params.orgNum),
  });

  routes.route({
    ...routeOptions(companyOperations.create),
    handler: async (request, reply) => {
      const company = await companies.createCompany({ apiKey: requireApiKey(request) }, request.body);
      return reply.status(201).send(company);
    },
  });

  routes.route({
    ...routeOptions(companyOperations.update),
    handler: async (request) =>
      (await companies.updateCompany({ apiKey: requireApiKey(request) }, request.params.orgNum, request.body))
        .company,
  });
}
