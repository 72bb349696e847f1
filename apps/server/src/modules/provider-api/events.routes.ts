import multipart from '@fastify/multipart';
import {
  EVENT_PART,
  eventMultipartSchema,
  eventParamsSchema,
  FILES_PART,
  MAX_EVENT_FILES,
  providerEventSchema,
} from '@foretaksportalen/shared/contract/provider/case';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import type { ProviderLetterService } from '../provider-case/index.ts';
import { letterMultipartOptions, letterReader } from './letter-parts.ts';
import { requireApiKey } from './provider-auth.ts';
import { jsonAnswer, providerAccess, providerUrl, TAGS } from './provider-route.ts';

export async function eventRoutes(
  app: FastifyInstance,
  { config, blobs, letters }: { config: Config; blobs: BlobStore; letters: ProviderLetterService },
) {
  // Only this route reads multipart bodies here.
  await app.register(multipart, letterMultipartOptions(config));
  const readLetter = letterReader({ blobs, config });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    providerUrl('/companies/:orgNum/cases/:externalId/events/:eventExternalId'),
    {
      ...providerAccess('cases', {
        problems: { 409: 'Hendelsen finnes allerede med annet innhold' },
        multipartBody: {
          schema: eventMultipartSchema,
          encoding: {
            [EVENT_PART]: { contentType: 'application/json' },
            [FILES_PART]: { contentType: config.contentTypes.join(', ') },
          },
        },
      }),
      schema: {
        operationId: 'putEvent',
        tags: [TAGS.cases],
        summary: 'Legg til et brev fra klagenemnda i en sak',
        description:
          `multipart/form-data: delen «${EVENT_PART}» med hendelsen som JSON, deretter brevet og vedleggene som ` +
          `fildeler «${FILES_PART}» (1-${MAX_EVENT_FILES}), brevet først og som PDF. Filene kontrolleres som ` +
          'opplastinger i portalen (innhold, type, størrelse). Brevet er ulest for foretaket og varsler foretaket og ' +
          'sakens saksbehandler. Samme forespørsel igjen svarer hendelsen slik den er (200); annet innhold med samme ' +
          'id avvises (409).',
        params: eventParamsSchema,
        response: {
          200: jsonAnswer('Brevet fantes allerede, likt', providerEventSchema),
          201: jsonAnswer('Brevet er lagt til', providerEventSchema),
        },
      },
    },
    async (request, reply) => {
      const result = await letters.addLetter(
        { apiKey: requireApiKey(request) },
        request.params,
        readLetter(() => request.parts()),
      );
      return reply.status(result.created ? 201 : 200).send(result.event);
    },
  );
}
