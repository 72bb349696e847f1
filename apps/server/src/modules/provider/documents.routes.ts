import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { ProviderDocumentService } from './provider-document.service.ts';
import { defineOperation, routeOptions } from './provider-operation.ts';

export const documentOperations = {
  download: defineOperation({
    method: 'GET',
    path: '/documents/{id}',
    operationId: 'downloadDocument',
    tag: 'Dokumenter',
    summary: 'Last ned et dokument',
    description:
      'Filen slik den ble lagret, med Content-Type og filnavnet i Content-Disposition. Foretakets brev kan lastes ' +
      'ned først når slettefristen er ute og endringsstrømmen har levert dem.',
    scope: 'cases',
    params: z.object({ id: z.uuid({ error: 'Ukjent dokument' }) }),
    responses: { 200: { description: 'Dokumentets innhold', contentType: 'application/octet-stream' } },
  }),
};

/** A document goes out as what it was stored as, never sniffed into something else, and is always saved. */
export async function documentRoutes(
  app: FastifyInstance,
  { documents }: { documents: ProviderDocumentService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOptions(documentOperations.download),
    handler: async (request, reply) => {
      const document = await documents.openDocument(request.params.id);
      return reply
        .type(document.mimeType)
        .header('content-disposition', contentDisposition('attachment', document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'no-store')
        .send(document.content);
    },
  });
}
