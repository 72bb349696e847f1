import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { DocumentService } from '../document/index.ts';
import { bytesAnswer, providerAccess, providerUrl, TAGS } from './provider-route.ts';

/** A document goes out as what it was stored as, never sniffed into something else, and is always saved. */
export async function documentRoutes(app: FastifyInstance, { documents }: { documents: DocumentService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    providerUrl('/documents/:id'),
    {
      ...providerAccess('cases'),
      schema: {
        operationId: 'downloadDocument',
        tags: [TAGS.documents],
        summary: 'Last ned et dokument',
        description:
          'Filen slik den ble lagret, med Content-Type og filnavnet i Content-Disposition. Foretakets brev kan ' +
          'lastes ned først når slettefristen er ute og endringsstrømmen har levert dem.',
        params: z.object({ id: z.uuid({ error: 'Ukjent dokument' }) }),
        response: { 200: bytesAnswer('Dokumentets innhold', 'application/octet-stream') },
      },
    },
    async (request, reply) => {
      const document = await documents.openProviderDocument(request.params.id);
      return reply
        .type(document.mimeType)
        .header('content-disposition', contentDisposition('attachment', document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'no-store')
        .send(document.content);
    },
  );
}
