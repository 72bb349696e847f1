import { answerPreviewSchema } from '@foretaksportalen/shared/contract/letter-draft';
import {
  LETTER_TEMPLATES_PATH,
  letterTemplateInputSchema,
  letterTemplateSchema,
  letterTemplatesSchema,
  mergeValuesSchema,
  TEMPLATE_NOT_FOUND,
} from '@foretaksportalen/shared/contract/letter-template';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { PDF_MIME_TYPE } from '../../lib/pdf-text.ts';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { CaseAnswerService } from './case-answer.ts';
import { managesLetterTemplates } from './letter-template.policy.ts';
import type { LetterTemplateService } from './letter-template.service.ts';

const templateId = z.object({ id: z.uuid({ error: TEMPLATE_NOT_FOUND }) });
const caseParams = z.object({ caseId: z.uuid({ error: 'Ukjent sak' }) });

/**
 * The letter templates ('Brevmaler', issue 46): listed for everyone who writes letters, kept by the company's
 * administrators; and the answer written from them in a case: its merge fields' values, and its PDF to preview.
 */
export async function letterTemplateRoutes(
  app: FastifyInstance,
  { templates, answers }: { templates: LetterTemplateService; answers: CaseAnswerService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    LETTER_TEMPLATES_PATH,
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { response: { 200: letterTemplatesSchema } },
    },
    async (request) => templates.listTemplates(requireAuth(request)),
  );

  routes.post(
    LETTER_TEMPLATES_PATH,
    {
      config: { access: 'consented', allow: [managesLetterTemplates] },
      schema: { body: letterTemplateInputSchema, response: { 201: letterTemplateSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await templates.createTemplate(requireAuth(request), request.body)),
  );

  routes.put(
    `${LETTER_TEMPLATES_PATH}/:id`,
    {
      config: { access: 'consented', allow: [managesLetterTemplates] },
      schema: {
        params: templateId,
        body: letterTemplateInputSchema,
        response: { 200: letterTemplateSchema },
      },
    },
    async (request) => templates.updateTemplate(requireAuth(request), request.params.id, request.body),
  );

  routes.delete(
    `${LETTER_TEMPLATES_PATH}/:id`,
    { config: { access: 'consented', allow: [managesLetterTemplates] }, schema: { params: templateId } },
    async (request, reply) => {
      await templates.deleteTemplate(requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/case/:caseId/answer/fields',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: caseParams, response: { 200: mergeValuesSchema } },
    },
    async (request) => ({ Values: await answers.mergeValues(requireAuth(request), request.params.caseId) }),
  );

  routes.post(
    '/api/case/:caseId/answer/preview',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: caseParams, body: answerPreviewSchema },
    },
    async (request, reply) => {
      const pdf = await answers.preview(requireAuth(request), request.params.caseId, request.body.Answer);
      return reply
        .type(PDF_MIME_TYPE)
        .header('content-disposition', contentDisposition('inline', pdf.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );
}
