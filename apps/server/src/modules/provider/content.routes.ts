import {
  contentItemInputSchema,
  contentItemListSchema,
  contentItemParamsSchema,
  contentListQuerySchema,
  providerContentItemSchema,
} from '@foretaksportalen/shared/contract/provider/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireApiKey } from './provider-auth.ts';
import type { ProviderContentService } from './provider-content.service.ts';
import { defineOperation, routeOptions } from './provider-operation.ts';

const TAG = 'Innhold';
const CONTENT_DESCRIPTION =
  'Innholdstyper portalen viser: samtykkeItem, avvistSamtykkeItem, velkomstside (text), fAQList (text), fAQItem ' +
  '(question, answer) og nyhetsbanner (text, aktivt). HTML vaskes før den vises.';

export const contentOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/content-items',
    operationId: 'listContentItems',
    tag: TAG,
    summary: 'Innholdselementer',
    description: CONTENT_DESCRIPTION,
    scope: 'content',
    querystring: contentListQuerySchema,
    responses: {
      200: { description: 'Elementene, etter type og rekkefølge', schema: contentItemListSchema },
    },
  }),
  create: defineOperation({
    method: 'POST',
    path: '/content-items',
    operationId: 'createContentItem',
    tag: TAG,
    summary: 'Opprett et innholdselement',
    description: CONTENT_DESCRIPTION,
    scope: 'content',
    body: contentItemInputSchema,
    responses: { 201: { description: 'Elementet er opprettet', schema: providerContentItemSchema } },
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/content-items/{id}',
    operationId: 'updateContentItem',
    tag: TAG,
    summary: 'Erstatt et innholdselement',
    scope: 'content',
    params: contentItemParamsSchema,
    body: contentItemInputSchema,
    responses: { 200: { description: 'Elementet slik det er nå', schema: providerContentItemSchema } },
  }),
  delete: defineOperation({
    method: 'DELETE',
    path: '/content-items/{id}',
    operationId: 'deleteContentItem',
    tag: TAG,
    summary: 'Slett et innholdselement',
    scope: 'content',
    params: contentItemParamsSchema,
    responses: { 204: { description: 'Elementet er slettet' } },
  }),
};

export async function contentRoutes(app: FastifyInstance, { content }: { content: ProviderContentService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOptions(contentOperations.list),
    handler: async (request) => ({ Items: await content.listContentItems(request.query.documentTypeAlias) }),
  });

  routes.route({
    ...routeOptions(contentOperations.create),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await content.createContentItem({ apiKey: requireApiKey(request) }, request.body)),
  });

  routes.route({
    ...routeOptions(contentOperations.update),
    handler: async (request) =>
      content.updateContentItem({ apiKey: requireApiKey(request) }, request.params.id, request.body),
  });

  routes.route({
    ...routeOptions(contentOperations.delete),
    handler: async (request, reply) => {
      await content.deleteContentItem({ apiKey: requireApiKey(request) }, request.params.id);
      return reply.status(204).send();
    },
  });
}
