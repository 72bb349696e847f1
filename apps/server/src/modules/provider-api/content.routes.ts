import {
  contentItemInputSchema,
  contentItemListSchema,
  contentItemParamsSchema,
  contentListQuerySchema,
  providerContentItemSchema,
} from '@foretaksportalen/shared/contract/provider/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContentService } from '../content/index.ts';
import { requireApiKey } from './provider-auth.ts';
import { emptyAnswer, jsonAnswer, providerAccess, providerUrl, TAGS } from './provider-route.ts';

const CONTENT_DESCRIPTION =
  'Innholdstyper portalen viser: samtykkeItem, avvistSamtykkeItem, velkomstside (text), fAQList (text), fAQItem ' +
  '(question, answer) og nyhetsbanner (text, aktivt). HTML vaskes før den vises.';

export async function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    providerUrl('/content-items'),
    {
      ...providerAccess('content'),
      schema: {
        operationId: 'listContentItems',
        tags: [TAGS.content],
        summary: 'Innholdselementer',
        description: CONTENT_DESCRIPTION,
        querystring: contentListQuerySchema,
        response: { 200: jsonAnswer('Elementene, etter type og rekkefølge', contentItemListSchema) },
      },
    },
    async (request) => ({ Items: await content.listContentItems(request.query.documentTypeAlias) }),
  );

  routes.post(
    providerUrl('/content-items'),
    {
      ...providerAccess('content'),
      schema: {
        operationId: 'createContentItem',
        tags: [TAGS.content],
        summary: 'Opprett et innholdselement',
        description: CONTENT_DESCRIPTION,
        body: contentItemInputSchema,
        response: { 201: jsonAnswer('Elementet er opprettet', providerContentItemSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await content.createContentItem({ apiKey: requireApiKey(request) }, request.body)),
  );

  routes.put(
    providerUrl('/content-items/:id'),
    {
      ...providerAccess('content'),
      schema: {
        operationId: 'updateContentItem',
        tags: [TAGS.content],
        summary: 'Erstatt et innholdselement',
        params: contentItemParamsSchema,
        body: contentItemInputSchema,
        response: { 200: jsonAnswer('Elementet slik det er nå', providerContentItemSchema) },
      },
    },
    async (request) =>
      content.updateContentItem({ apiKey: requireApiKey(request) }, request.params.id, request.body),
  );

  routes.delete(
    providerUrl('/content-items/:id'),
    {
      ...providerAccess('content'),
      schema: {
        operationId: 'deleteContentItem',
        tags: [TAGS.content],
        summary: 'Slett et innholdselement',
        params: contentItemParamsSchema,
        response: { 204: emptyAnswer('Elementet er slettet') },
      },
    },
    async (request, reply) => {
      await content.deleteContentItem({ apiKey: requireApiKey(request) }, request.params.id);
      return reply.status(204).send();
    },
  );
}
