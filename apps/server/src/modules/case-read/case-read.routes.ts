import {
  caseExportRequestSchema,
  caseListRequestSchema,
  fileResultSchema,
  MAX_EXPORT_CASES,
} from '@foretaksportalen/shared/contract/case';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import { answerEncodingFor, type EncodedAnswer } from './answer-encoding.ts';
import type { CaseReadService } from './case-read.service.ts';

const caseId = z.uuid({ error: 'Ukjent sak' });

/** Room for the largest export: a quoted id and a comma each, with slack for whitespace. */
const EXPORT_BODY_LIMIT = MAX_EXPORT_CASES * 64;

/**
 * An answer that is JSON text already (the presenter names every field; the list and the case are kept so by
 * their caches), compressed as the client accepts: the caches keep the compressed bytes too.
 */
function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  const encoding = answerEncodingFor(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}

/** The incidents list, its export and the case (spec 2 §7). */
export async function caseReadRoutes(app: FastifyInstance, { caseRead }: { caseRead: CaseReadService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/caselist',
    {
      config: { access: 'consented', allow: [seesCases] },
      // caseListSchema describes the answer (sendEncoded).
      compress: false,
      schema: { body: caseListRequestSchema },
    },
    async (request, reply) =>
      sendEncoded(
        request,
        reply,
        await caseRead.listCases(requireAuth(request), request.body.includeClosedCases),
      ),
  );

  routes.post(
    '/api/caselist/export',
    {
      config: { access: 'consented', allow: [seesCases] },
      bodyLimit: EXPORT_BODY_LIMIT,
      schema: { body: caseExportRequestSchema, response: { 200: fileResultSchema } },
    },
    async (request) => caseRead.exportCases(requireAuth(request), request.body),
  );

  routes.get(
    '/api/case/:caseId',
    {
      config: { access: 'consented', allow: [seesCases] },
      // caseSchema describes the answer, and the service writes it through that schema (sendEncoded).
      compress: false,
      schema: { params: z.object({ caseId }) },
    },
    async (request, reply) =>
      sendEncoded(request, reply, await caseRead.caseAnswer(requireAuth(request), request.params.caseId)),
  );
}
