import { type Readable, Transform } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { uploadKeySchema } from '@foretaksportalen/shared/contract/new-case';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { FileTooLargeError, type IncomingFile, type UploadService } from './upload.service.ts';

const FILE_FIELD = 'file';

/**
 * The part's bytes as a stream that fails as soon as the size limit cuts the file (or at its end, when the cut
 * came before this stream was attached). Whatever becomes of that stream, the rest of the request is still read
 * (and dropped), so that the browser gets the answer rather than a connection reset.
 */
export function contentOf(part: MultipartFile): Readable {
  const source = part.file;
  const content = new Transform({
    transform: (chunk, _encoding, callback) => callback(null, chunk),
    flush: (callback) => callback(source.truncated ? new FileTooLargeError() : null),
  });
  source.once('limit', () => content.destroy(new FileTooLargeError()));
  source.once('error', (error) => content.destroy(error));
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
    '/api/document/uploadfile',
    { config: { access: 'consented' }, schema: { response: { 200: uploadKeySchema } } },
    async (request) => uploads.upload(requireAuth(request), async () => incomingFile(await request.file())),
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
