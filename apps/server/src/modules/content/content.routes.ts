import { contentRequestSchema, contentResponseSchema } from '@foretaksportalen/shared/contract/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContentService } from './content.service.ts';

export async function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Public: content is not personal. The specification makes it a POST, but it changes nothing, so it
  // needs no XSRF token.
  routes.post(
    '/content/umbraco/api/content/getcontent',
    {
      config: { access: 'public' },
      schema: { body: contentRequestSchema, response: { 200: contentResponseSchema } },
    },
    async (request) => content.getContent(request.body),
  );
}
