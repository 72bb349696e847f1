import { caseEventSchema } from '@foretaksportalen/shared/contract/case';
import {
  caseDraftSchema,
  draftInputSchema,
  draftReturnSchema,
  draftVersionSchema,
} from '@foretaksportalen/shared/contract/letter-draft';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import { approvesLetters } from './letter-draft.policy.ts';
import type { LetterDraftService } from './letter-draft.service.ts';

const params = z.object({ caseUid: z.uuid({ error: 'Ukjent sak' }) });

/** The letter being written on a case, and its approval (issue 46). */
export async function letterDraftRoutes(app: FastifyInstance, { drafts }: { drafts: LetterDraftService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'consented', allow: [seesCases] } as const;
  const approval = { access: 'consented', allow: [seesCases, approvesLetters] } as const;

  routes.get(
    '/api/case/:caseUid/draft',
    { config: access, schema: { params, response: { 200: caseDraftSchema } } },
    async (request) => drafts.getDraft(requireAuth(request), request.params.caseUid),
  );

  routes.put(
    '/api/case/:caseUid/draft',
    { config: access, schema: { params, body: draftInputSchema, response: { 200: caseDraftSchema } } },
    async (request) => drafts.saveDraft(requireAuth(request), request.params.caseUid, request.body),
  );

  routes.post(
    '/api/case/:caseUid/draft/discard',
    { config: access, schema: { params, body: draftVersionSchema } },
    async (request, reply) => {
      await drafts.discardDraft(requireAuth(request), request.params.caseUid, request.body.Version);
      return reply.status(204).send();
    },
  );

  routes.post(
    '/api/case/:caseUid/draft/send',
    { config: access, schema: { params, body: draftVersionSchema, response: { 200: caseEventSchema } } },
    async (request) => drafts.sendNow(requireAuth(request), request.params.caseUid, request.body.Version),
  );

  routes.post(
    '/api/case/:caseUid/draft/submit',
    { config: access, schema: { params, body: draftVersionSchema, response: { 200: caseDraftSchema } } },
    async (request) => drafts.submit(requireAuth(request), request.params.caseUid, request.body.Version),
  );

  routes.post(
    '/api/case/:caseUid/draft/approve',
    { config: approval, schema: { params, body: draftVersionSchema, response: { 200: caseEventSchema } } },
    async (request) => drafts.approve(requireAuth(request), request.params.caseUid, request.body.Version),
  );

  routes.post(
    '/api/case/:caseUid/draft/return',
    { config: approval, schema: { params, body: draftReturnSchema, response: { 200: caseDraftSchema } } },
    async (request) => drafts.returnToAuthor(requireAuth(request), request.params.caseUid, request.body),
  );
}
