import { documentFilesSchema, selectedDocumentsSchema } from '@foretaksportalen/shared/contract/case';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { PDF_MIME_TYPE } from '../../lib/pdf-text.ts';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { DocumentService, DocumentsDownload, FileDownload } from './document.service.ts';

const caseUid = z.uuid({ error: 'Ukjent sak' });
const eventId = z.uuid({ error: 'Ukjent hendelse' });
const documentId = z.uuid({ error: 'Ukjent dokument' });
/** The {true|false} path segment of the downloads: zip or not, merge or not. */
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const ZIP_MIME_TYPE = 'application/zip';

function sendDocuments(reply: FastifyReply, download: DocumentsDownload) {
  if (download.kind === 'files') return download.files;
  return reply
    .type(ZIP_MIME_TYPE)
    .header('content-disposition', contentDisposition('attachment', download.fileName))
    .header('cache-control', 'no-store')
    .send(download.archive);
}

/**
 * A stored document goes out as what it was uploaded as, never sniffed into something else. A PDF opens in the
 * browser; anything else is saved, and sandboxed should a browser render it anyway. The sandbox is left off PDFs
 * because Chromium and Safari refuse to run their PDF viewers in a sandboxed document.
 */
function sendFile(reply: FastifyReply, file: FileDownload) {
  const isPdf = file.mimeType === PDF_MIME_TYPE;
  if (!isPdf) reply.header('content-security-policy', 'sandbox');
  return reply
    .type(file.mimeType)
    .header('content-disposition', contentDisposition(isPdf ? 'inline' : 'attachment', file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.content);
}

/** The document downloads and the letter opener of spec 2 §7. */
export async function documentRoutes(app: FastifyInstance, { documents }: { documents: DocumentService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/document/download/casedocuments/:caseUid/:zip',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ caseUid, zip: flag }), response: { 200: documentFilesSchema } },
    },
    async (request, reply) => {
      const { caseUid, zip } = request.params;
      return sendDocuments(reply, await documents.downloadCaseDocuments(requireAuth(request), caseUid, zip));
    },
  );

  routes.get(
    '/api/document/download/caseeventdocuments/:eventId/:caseUid/:zip',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ eventId, caseUid, zip: flag }), response: { 200: documentFilesSchema } },
    },
    async (request, reply) => {
      const { eventId, caseUid, zip } = request.params;
      return sendDocuments(
        reply,
        await documents.downloadEventDocuments(requireAuth(request), caseUid, eventId, zip),
      );
    },
  );

  routes.post(
    '/api/document/download/casedocuments/selected/:zip',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: {
        params: z.object({ zip: flag }),
        body: selectedDocumentsSchema,
        response: { 200: documentFilesSchema },
      },
    },
    async (request, reply) => {
      const { CaseUid, SelectedCaseDocumentIds } = request.body;
      return sendDocuments(
        reply,
        await documents.downloadSelectedDocuments(
          requireAuth(request),
          CaseUid,
          SelectedCaseDocumentIds,
          request.params.zip,
        ),
      );
    },
  );

  routes.get(
    '/api/document/download/casedocument/:documentId/:caseUid',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ documentId, caseUid }) },
    },
    async (request, reply) => {
      const { documentId, caseUid } = request.params;
      return sendFile(reply, await documents.downloadDocument(requireAuth(request), caseUid, documentId));
    },
  );

  routes.get(
    '/api/document/openletter/:eventId/:caseUid/:merge',
    {
      // Opening an unread letter marks it read for the company, so no HEAD twin that would do the same unseen.
      config: { access: 'consented', allow: [seesCases], changesState: true },
      exposeHeadRoute: false,
      schema: { params: z.object({ eventId, caseUid, merge: flag }) },
    },
    async (request, reply) => {
      const { eventId, caseUid, merge } = request.params;
      return sendFile(reply, await documents.openLetter(requireAuth(request), caseUid, eventId, merge));
    },
  );
}
