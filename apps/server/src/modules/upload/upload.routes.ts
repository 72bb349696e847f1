import { finished, type Readable, Transform } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { uploadKeySchema } from '@foretaksportalen/shared/contract/new-case';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../session/index.ts';
import { uploadsFiles } from './upload.policy.ts';
import { FileTooLargeError, type IncomingFile, type UploadService } from './upload.service.ts';

const FILE_FIELD = 'file';
/** The route of every upload from the web app (the metrics count its refusals). */
export const UPLOAD_FILE_ROUTE = '/api/document/uploadfile';
const INCOMPLETE_BODY = 'Forespørselen ble avbrutt før hele innholdet var mottatt';

/**
 * What a failure to read a multipart body answers. The parser's own refusals (too many parts, not multipart)
 * keep their 4xx; anything else it throws (busboy's "Unexpected end of multipart data", a missing boundary, a
 * request closed early) means that the body is broken or cut short, which is the client's doing: 400.
 */
export function multipartFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('request.incomplete-body', 400, INCOMPLETE_BODY);
}

/**
 * The part's bytes as a stream that fails as soon as the size limit cuts the file (or at its end, when the cut
 * came before this stream was attached), and with a 400 when the body breaks off in the middle of the file.
 * Whatever becomes of that stream, the rest of the request is still read (and dropped), so that the browser gets
 * the answer rather than a connection reset.
 */
export function contentOf(part: MultipartFile): Readable {
  const source = part.file;
  const content = new Transform({
    transform: (chunk, _encoding, callback) => callback(null, chunk),
    flush: (callback) => callback(source.truncated ? new FileTooLargeError() : null),
  });
  source.once('limit', () => content.destroy(new FileTooLargeError()));
  // `finished` also reports a failure that came before this stream was attached: a body cut short fails the
  // part while the parser reads it, before the route asks for the file.
  finished(source, (error) => {
    if (error) content.destroy(multipartFailure(error) as Error);
  });
  // The cut may come before the service starts reading; it then finds the error in the stream's state.
  content.on('error', () => {});
  content.once('close', () => {
    source.unpipe(content);
    source.resume();
  });
  return source.pipe(content);
}

function incomingFile(part: MultipartFile | undefined): IncomingFile | undefined {
  if (!part) return undefined;
  if (part.fieldname !== FILE_FIELD) {
    part.file.resume();
    return undefined;
  }
  return { fileName: part.filename, declaredType: part.mimetype, content: contentOf(part) };
}

/** Files for a case or letter being written (spec 2 §7 uploadfile, deletefile). */
export async function uploadRoutes(
  app: FastifyInstance,
  { config, uploads }: { config: Config; uploads: UploadService },
) {
  // Only these routes read multipart bodies: one file of at most MaxUploadFileSize, and hardly any fields.
  await app.register(multipart, {
    limits: {
      fileSize: config.maxUploadFileSize,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    UPLOAD_FILE_ROUTE,
    {
      config: { access: 'consented', allow: [uploadsFiles] },
      schema: { response: { 200: uploadKeySchema } },
    },
    async (request) =>
      uploads.upload(requireAuth(request), async () => {
        try {
          return incomingFile(await request.file());
        } catch (error) {
          throw multipartFailure(error);
        }
      }),
  );

  routes.delete(
    '/api/document/deletefile/:key',
    {
      config: { access: 'consented' },
      // Any text: a key of the wrong shape is as unknown (404) as one that matches no upload.
      schema: { params: z.object({ key: z.string().max(256) }) },
    },
    async (request, reply) => {
      await uploads.deleteUpload(requireAuth(request), request.params.key);
      return reply.status(204).send();
    },
  );
}
