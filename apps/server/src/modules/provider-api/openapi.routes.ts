import type { FastifyInstance } from 'fastify';
import { type OpenApiDocument, renderDocsPage } from './docs-page.ts';
import { bytesAnswer, providerAccess, providerUrl, TAGS } from './provider-route.ts';

/**
 * The API's own description, open to anyone: @fastify/swagger's document of the provider routes, as JSON and as
 * a page, each made once on first request (the routes are all known by then).
 */
export async function openApiRoutes(app: FastifyInstance) {
  let json: string | undefined;
  let page: string | undefined;

  app.get(
    providerUrl('/openapi.json'),
    {
      ...providerAccess(null),
      schema: {
        operationId: 'getOpenApiDocument',
        tags: [TAGS.documentation],
        summary: 'Dette dokumentet (OpenAPI 3.1)',
        response: { 200: bytesAnswer('OpenAPI-dokumentet', 'application/json') },
      },
    },
    async (_request, reply) => {
      json ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    providerUrl('/docs'),
    {
      ...providerAccess(null),
      schema: {
        operationId: 'getDocsPage',
        tags: [TAGS.documentation],
        summary: 'Dokumentasjonen som nettside',
        response: { 200: bytesAnswer('Nettsiden', 'text/html') },
      },
    },
    async (_request, reply) => {
      page ??= renderDocsPage(app.swagger() as unknown as OpenApiDocument);
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
}
