import {
  caseNotesSchema,
  noteInputSchema,
  noteSchema,
} from '@foretaksportalen/shared/contract/internal-note';
import { mentionsSchema } from '@foretaksportalen/shared/contract/mentions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { InternalNoteService } from './internal-note.service.ts';

const caseUid = z.uuid({ error: 'Ukjent sak' });
const noteId = z.uuid({ error: 'Ukjent notat' });

/** Internal notes on a case and the mentions in them (issue 46), for everyone who sees cases. */
export async function internalNoteRoutes(app: FastifyInstance, { notes }: { notes: InternalNoteService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/case/:caseUid/notes',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ caseUid }), response: { 200: caseNotesSchema } },
    },
    async (request) => notes.listNotes(requireAuth(request), request.params.caseUid),
  );

  routes.post(
    '/api/case/:caseUid/notes',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ caseUid }), body: noteInputSchema, response: { 201: noteSchema } },
    },
    async (request, reply) => {
      const note = await notes.addNote(requireAuth(request), request.params.caseUid, request.body);
      return reply.status(201).send(note);
    },
  );

  routes.post(
    '/api/case/:caseUid/notes/seen',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ caseUid }) },
    },
    async (request, reply) => {
      await notes.markSeen(requireAuth(request), request.params.caseUid);
      return reply.status(204).send();
    },
  );

  routes.put(
    '/api/case/:caseUid/notes/:noteId',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: {
        params: z.object({ caseUid, noteId }),
        body: noteInputSchema,
        response: { 200: noteSchema },
      },
    },
    async (request) =>
      notes.editNote(requireAuth(request), request.params.caseUid, request.params.noteId, request.body),
  );

  routes.delete(
    '/api/case/:caseUid/notes/:noteId',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { params: z.object({ caseUid, noteId }) },
    },
    async (request, reply) => {
      await notes.deleteNote(requireAuth(request), request.params.caseUid, request.params.noteId);
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/mentions',
    {
      config: { access: 'consented', allow: [seesCases] },
      schema: { response: { 200: mentionsSchema } },
    },
    async (request) => notes.mentions(requireAuth(request)),
  );
}
