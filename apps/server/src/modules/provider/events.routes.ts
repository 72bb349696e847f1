import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
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
import { AppError } from '../../lib/app-error.ts';
import { contentOf, multipartFailure } from '../upload/upload.routes.ts';
import { requireApiKey } from './provider-auth.ts';
import type { IncomingPart, ProviderEventService } from './provider-event.service.ts';
import { defineOperation, routeOptions } from './provider-operation.ts';

/** The JSON part is small; the letters' texts have limits far below this. */
const EVENT_PART_MAX_BYTES = 64 * 1024;

export const eventOperations = {
  put: defineOperation({
    method: 'PUT',
    path: '/companies/{orgNum}/cases/{externalId}/events/{eventExternalId}',
    operationId: 'putEvent',
    tag: 'Saker',
    summary: 'Legg til et brev fra klagenemnda i en sak',
    description:
      `multipart/form-data: delen «${EVENT_PART}» med hendelsen som JSON, deretter brevet og vedleggene som ` +
      `fildeler «${FILES_PART}» (1-${MAX_EVENT_FILES}), brevet først og som PDF. Filene kontrolleres som ` +
      'opplastinger i portalen (innhold, type, størrelse). Brevet er ulest for foretaket og varsler foretaket og ' +
      'sakens saksbehandler. Samme forespørsel igjen svarer hendelsen slik den er (200); annet innhold med samme ' +
      'id avvises (409).',
    scope: 'cases',
    params: eventParamsSchema,
    multipartBody: eventMultipartSchema,
    responses: {
      200: { description: 'Brevet fantes allerede, likt', schema: providerEventSchema },
      201: { description: 'Brevet er lagt til', schema: providerEventSchema },
      409: { description: 'Hendelsen finnes allerede med annet innhold' },
    },
  }),
};

const TOO_MANY_PARTS = `For mange deler: én «${EVENT_PART}» og høyst ${MAX_EVENT_FILES} filer`;
const EVENT_TOO_LARGE = `Delen «${EVENT_PART}» er for stor`;
const NOT_MULTIPART = 'Forespørselen må være multipart/form-data';
const EVENT_NOT_JSON = `Delen «${EVENT_PART}» må være JSON`;

/** @fastify/multipart's own refusals, as the API's 400 with the field at fault; a broken body is a 400 too. */
function multipartRefusal(error: unknown) {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(400, TOO_MANY_PARTS, { errors: { [FILES_PART]: [TOO_MANY_PARTS] } });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(400, NOT_MULTIPART);
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new AppError(400, EVENT_NOT_JSON, { errors: { [EVENT_PART]: [EVENT_NOT_JSON] } });
  }
  return multipartFailure(error);
}

/** The event's JSON sent as a file part (curl -F event=@letter.json): its text, at most the JSON part's limit. */
async function jsonFile(part: MultipartFile) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > EVENT_PART_MAX_BYTES)
      throw new AppError(400, EVENT_TOO_LARGE, { errors: { [EVENT_PART]: [EVENT_TOO_LARGE] } });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's parts as the service reads them; a file's bytes are read (or dropped) by the service. */
async function* incomingParts(parts: () => AsyncIterableIterator<Multipart>): AsyncGenerator<IncomingPart> {
  try {
    for await (const part of parts()) {
      if (part.type === 'field') yield { kind: 'field', name: part.fieldname, value: part.value };
      else if (part.fieldname === EVENT_PART)
        yield { kind: 'field', name: EVENT_PART, value: await jsonFile(part) };
      else
        yield {
          kind: 'file',
          name: part.fieldname,
          file: { fileName: part.filename, declaredType: part.mimetype, content: contentOf(part) },
        };
    }
  } catch (error) {
    throw multipartRefusal(error);
  }
}

export async function eventRoutes(
  app: FastifyInstance,
  { config, events }: { config: Config; events: ProviderEventService },
) {
  // Only this route reads multipart bodies here: the JSON part and the files, each within MaxUploadFileSize.
  await app.register(multipart, {
    // A file cut at the size limit is refused by its own content stream ('Filen … er for stor'), not by the parser.
    throwFileSizeLimit: false,
    limits: {
      fileSize: config.maxUploadFileSize,
      files: MAX_EVENT_FILES,
      fields: 1,
      fieldSize: EVENT_PART_MAX_BYTES,
      parts: MAX_EVENT_FILES + 1,
      headerPairs: 20,
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOptions(eventOperations.put),
    handler: async (request, reply) => {
      const result = await events.addLetter(
        { apiKey: requireApiKey(request) },
        request.params,
        incomingParts(() => request.parts()),
      );
      return reply.status(result.created ? 201 : 200).send(result.event);
    },
  });
}
