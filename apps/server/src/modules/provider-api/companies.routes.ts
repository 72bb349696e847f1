import {
  companyCreateSchema,
  companyUpdateSchema,
  orgNumParamsSchema,
  providerCompanyListSchema,
  providerCompanySchema,
} from '@foretaksportalen/shared/contract/provider/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProviderCompanyService } from '../company/index.ts';
import { requireApiKey } from './provider-auth.ts';
import { jsonAnswer, providerAccess, providerUrl, TAGS } from './provider-route.ts';

export async function companyRoutes(
  app: FastifyInstance,
  { companies }: { companies: ProviderCompanyService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    providerUrl('/companies'),
    {
      ...providerAccess('companies'),
      schema: {
        operationId: 'listCompanies',
        tags: [TAGS.companies],
        summary: 'Alle foretak',
        response: { 200: jsonAnswer('Foretakene, sortert på navn', providerCompanyListSchema) },
      },
    },
    async () => ({ Items: await companies.listCompanies() }),
  );

  routes.get(
    providerUrl('/companies/:orgNum'),
    {
      ...providerAccess('companies'),
      schema: {
        operationId: 'getCompany',
        tags: [TAGS.companies],
        summary: 'Ett foretak',
        params: orgNumParamsSchema,
        response: { 200: jsonAnswer('Foretaket', providerCompanySchema) },
      },
    },
    async (request) => companies.getCompany(request.params.orgNum),
  );

  routes.post(
    providerUrl('/companies'),
    {
      ...providerAccess('companies', { problems: { 409: 'Organisasjonsnummeret finnes fra før' } }),
      schema: {
        operationId: 'createCompany',
        tags: [TAGS.companies],
        summary: 'Opprett et foretak',
        description:
          'Uten felles e-postadresse lagres de tre varslingsvalgene til foretaket som false. Et norsk postnummer ' +
          'får poststedet fra Brings register. 409 når organisasjonsnummeret finnes fra før.',
        body: companyCreateSchema,
        response: { 201: jsonAnswer('Foretaket er opprettet', providerCompanySchema) },
      },
    },
    async (request, reply) => {
      const company = await companies.createCompany({ apiKey: requireApiKey(request) }, request.body);
      return reply.status(201).send(company);
    },
  );

  routes.patch(
    providerUrl('/companies/:orgNum'),
    {
      ...providerAccess('companies'),
      schema: {
        operationId: 'updateCompany',
        tags: [TAGS.companies],
        summary: 'Endre et foretak',
        description:
          'Feltene som er med, endres; de andre beholder verdien. Organisasjonsnummeret kan ikke endres. Samme ' +
          'forespørsel to ganger endrer ingenting den andre gangen.',
        params: orgNumParamsSchema,
        body: companyUpdateSchema,
        response: { 200: jsonAnswer('Foretaket slik det er nå', providerCompanySchema) },
      },
    },
    async (request) =>
      (await companies.updateCompany({ apiKey: requireApiKey(request) }, request.params.orgNum, request.body))
        .company,
  );
}
