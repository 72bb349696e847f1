import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page.ts';
import type { OpenApiDocument } from './openapi.ts';
import { defineOperation, routeOptions } from './provider-operation.ts';

const TAG = 'Dokumentasjon';

export const openApiOperations = {
  document: defineOperation({
    method: 'GET',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: TAG,
    summary: 'Dette dokumentet (OpenAPI 3.1)',
    scope: null,
    responses: { 200: { description: 'OpenAPI-dokumentet', contentType: 'application/json' } },
  }),
  docs: defineOperation({
    method: 'GET',
    path: '/docs',
    operationId: 'getDocsPage',
    tag: TAG,
    summary: 'Dokumentasjonen som nettside',
    scope: null,
    responses: { 200: { description: 'Nettsiden', contentType: 'text/html' } },
  }),
};

/** The API's own description: open to anyone, made once from the operations. */
export async function openApiRoutes(app: FastifyInstance, { document }: { document: OpenApiDocument }) {
  const page = renderDocsPage(document);

  app.route({
    ...routeOptions(openApiOperations.document),
    handler: async () => document,
  });

  app.route({
    ...routeOptions(openApiOperations.docs),
    handler: async (_request, reply) => reply.type('text/html; charset=utf-8').send(page),
  });
}
