import {
  caseParamsSchema,
  caseUpsertSchema,
  providerCaseSchema,
} from '@foretaksportalen/shared/contract/provider/case';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireApiKey } from './provider-auth.ts';
import type { ProviderCaseService } from './provider-case.service.ts';
import { defineOperation, routeOptions } from './provider-operation.ts';

const TAG = 'Saker';

export const caseOperations = {
  upsert: defineOperation({
    method: 'PUT',
    path: '/companies/{orgNum}/cases/{externalId}',
    operationId: 'putCase',
    tag: TAG,
    summary: 'Opprett eller oppdater en sak med klagenemndas egen id',
    description:
      'Hele saken slik klagenemnda har den nå: felter som ikke er med, blir tomme. Samme forespørsel to ganger ' +
      'endrer ingenting den andre gangen (ingen ny logglinje, intet nytt varsel). En ny sak varsler foretaket. ' +
      'CaseId er saksnummeret portalen viser. Med CaseUid tar klagenemnda en sak foretaket registrerte i ' +
      'portalen (fra endringsstrømmen) under sin egen id. Foretakets saksbehandler settes ikke her.',
    scope: 'cases',
    params: caseParamsSchema,
    body: caseUpsertSchema,
    responses: {
      200: { description: 'Saken fantes; slik den er nå', schema: providerCaseSchema },
      201: { description: 'Saken er opprettet', schema: providerCaseSchema },
      409: { description: 'Saksnummeret er brukt på en annen sak, eller saken har en annen id' },
    },
  }),
  get: defineOperation({
    method: 'GET',
    path: '/companies/{orgNum}/cases/{externalId}',
    operationId: 'getCase',
    tag: TAG,
    summary: 'En sak med hendelsene klagenemnda kan se',
    description:
      'Foretakets brev er med først når slettefristen er ute og endringsstrømmen har levert dem (letter.sent).',
    scope: 'cases',
    params: caseParamsSchema,
    responses: { 200: { description: 'Saken', schema: providerCaseSchema } },
  }),
};

export async function caseRoutes(app: FastifyInstance, { cases }: { cases: ProviderCaseService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOptions(caseOperations.upsert),
    handler: async (request, reply) => {
      const { orgNum, externalId } = request.params;
      const result = await cases.upsertCase(
        { apiKey: requireApiKey(request) },
        orgNum,
        externalId,
        request.body,
      );
      return reply.status(result.created ? 201 : 200).send(result.case);
    },
  });

  routes.route({
    ...routeOptions(caseOperations.get),
    handler: async (request) => cases.getCase(request.params.orgNum, request.params.externalId),
  });
}
