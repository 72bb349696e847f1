import { changesPageSchema, changesQuerySchema } from '@foretaksportalen/shared/contract/provider/changes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProviderFeedService } from '../provider-feed/index.ts';
import { jsonAnswer, providerAccess, providerUrl, TAGS } from './provider-route.ts';

export async function changeRoutes(app: FastifyInstance, { changes }: { changes: ProviderFeedService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    providerUrl('/changes'),
    {
      ...providerAccess('cases'),
      schema: {
        operationId: 'readChanges',
        tags: [TAGS.changes],
        summary: 'Endringer fra foretakene etter en markør',
        description:
          'Saker foretakene registrerte (med klager og dokumenter), brev de sendte (først når slettefristen er ute), ' +
          'brev fra klagenemnda som er åpnet, og saker som er arkivert, i den rekkefølgen endringene ble lagret. ' +
          'Lagre Cursor fra svaret etter at Items er behandlet, og spør med after=<Cursor> neste gang: da får du hver ' +
          'endring nøyaktig én gang, også mens foretakene skriver. Uten after begynner strømmen fra starten. Hvem ' +
          'som er saksbehandler i foretaket, er ikke med.',
        querystring: changesQuerySchema,
        response: { 200: jsonAnswer('Endringene og markøren for neste kall', changesPageSchema) },
      },
    },
    async (request) => changes.readChanges(request.query),
  );
}
