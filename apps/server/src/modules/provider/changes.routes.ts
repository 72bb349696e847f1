import { changesPageSchema, changesQuerySchema } from '@foretaksportalen/shared/contract/provider/changes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProviderChangesService } from './provider-changes.service.ts';
import { defineOperation, routeOptions } from './provider-operation.ts';

export const changeOperations = {
  read: defineOperation({
    method: 'GET',
    path: '/changes',
    operationId: 'readChanges',
    tag: 'Endringer',
    summary: 'Endringer fra foretakene etter en markør',
    description:
      'Saker foretakene registrerte (med klager og dokumenter), brev de sendte (først når slettefristen er ute), ' +
      'brev fra klagenemnda som er åpnet, og saker som er arkivert, i den rekkefølgen endringene ble lagret. ' +
      'Lagre Cursor fra svaret etter at Items er behandlet, og spør med after=<Cursor> neste gang: da får du hver ' +
      'endring nøyaktig én gang, også mens foretakene skriver. Uten after begynner strømmen fra starten. Hvem ' +
      'som er saksbehandler i foretaket, er ikke med.',
    scope: 'cases',
    querystring: changesQuerySchema,
    responses: { 200: { description: 'Endringene og markøren for neste kall', schema: changesPageSchema } },
  }),
};

export async function changeRoutes(app: FastifyInstance, { changes }: { changes: ProviderChangesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOptions(changeOperations.read),
    handler: async (request) => changes.readChanges(request.query),
  });
}
