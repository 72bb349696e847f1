import { caseFileOptionsSchema } from '@foretaksportalen/shared/contract/case-file';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { PDF_MIME_TYPE } from '../../lib/pdf-text.ts';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { CaseFileService } from './case-file.service.ts';

const caseUid = z.uuid({ error: 'Ukjent sak' });
/** A made PDF's name: the SHA-256 of what it shows. */
const fileId = z.string().regex(/^[0-9a-f]{64}$/, { error: 'Ukjent saksmappe' });

const optionsOf = (query: z.output<typeof caseFileOptionsSchema>) => ({
  internalNotes: query.internalNotes === 'true',
});

/** The case file (issue 21): the whole case as one PDF, made with progress, or as a ZIP of folders. */
export async function caseFileRoutes(app: FastifyInstance, { caseFiles }: { caseFiles: CaseFileService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/casefile/:caseUid/pdf',
    {
      config: { access: 'consented', allow: [seesCases] },
      // Compression would hold the progress lines back until a buffer fills.
      compress: false,
      schema: { params: z.object({ caseUid }), querystring: caseFileOptionsSchema },
    },
    async (request, reply) => {
      const lines = await caseFiles.makePdf(
        requireAuth(request),
        request.params.caseUid,
        optionsOf(request.query),
      );
      return (
        reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx would otherwise buffer the lines of a proxied answer.
          .header('x-accel-buffering', 'no')
          .send(lines)
      );
    },
  );

  routes.get(
    '/api/casefile/:caseUid/pdf/:fileId',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ caseUid, fileId }) },
    },
    async (request, reply) => {
      const { caseUid, fileId } = request.params;
      const file = await caseFiles.downloadPdf(requireAuth(request), caseUid, fileId);
      return reply
        .type(PDF_MIME_TYPE)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  routes.get(
    '/api/casefile/:caseUid/zip',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ caseUid }), querystring: caseFileOptionsSchema },
    },
    async (request, reply) => {
      const file = await caseFiles.downloadZip(
        requireAuth(request),
        request.params.caseUid,
        optionsOf(request.query),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .send(file.archive);
    },
  );
}
