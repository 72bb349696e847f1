import {
  erasureOutcomeSchema,
  erasureRequestSchema,
  erasureRequestsSchema,
  PERSONAL_DATA_PATHS,
  PERSONAL_DATA_TEXTS,
  personQuerySchema,
  personSearchResultSchema,
} from '@foretaksportalen/shared/contract/personal-data';
import { RATE_LIMIT_WINDOW_MS } from '@foretaksportalen/shared/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { enforceRateLimit, namedRateLimit } from '../../plugins/rate-limit-store.ts';
import { requireAuth } from '../session/index.ts';
import type { ErasureService } from './erasure.service.ts';
import { handlesPersonalData } from './personal-data.policy.ts';
import type { PersonalDataService } from './personal-data.service.ts';

const requestParams = z.object({ id: z.uuid({ error: PERSONAL_DATA_TEXTS.requestNotFound }) });
const exportParams = z.object({ exportId: z.uuid({ error: PERSONAL_DATA_TEXTS.exportGone }) });

/**
 * A person's data on request (issue 48), level 5 only: the lookup of the company's cases of a person, their export
 * (art. 15) made with its progress, and erasure requests (art. 17) with their four-eyes approval. The national id
 * comes in a POST body only, never in a URL that a log would keep.
 */
export async function personalDataRoutes(
  app: FastifyInstance,
  {
    config,
    personalData,
    erasures,
  }: { config: Config; personalData: PersonalDataService; erasures: ErasureService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Each call that looks a person up by national id tells whether they have cases in the company: the same budget
  // as the national-id lookup of the new-user dialog, per person and per address, for the three calls together.
  const lookupLimits = [
    app.createRateLimit(
      namedRateLimit('personal-data lookup per person', {
        max: config.rateLimits.clerkLookupPerMinute,
        timeWindow: RATE_LIMIT_WINDOW_MS,
        keyGenerator: (request) => requireAuth(request).personId,
      }),
    ),
    app.createRateLimit(
      namedRateLimit('personal-data lookup per address', {
        max: config.rateLimits.clerkLookupPerMinute,
        timeWindow: RATE_LIMIT_WINDOW_MS,
      }),
    ),
  ];
  /** Counts the call in both budgets (after the level rule, so a refused level counts nothing); over either, 429. */
  const countPersonLookup = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of lookupLimits) await enforceRateLimit(limit, request, reply);
  };
  const access = { access: 'consented', allow: [handlesPersonalData] } as const;

  routes.post(
    PERSONAL_DATA_PATHS.search,
    {
      config: access,
      onRequest: countPersonLookup,
      schema: { body: personQuerySchema, response: { 200: personSearchResultSchema } },
    },
    async (request) => personalData.search(requireAuth(request), request.body),
  );

  routes.post(
    PERSONAL_DATA_PATHS.export,
    {
      config: access,
      onRequest: countPersonLookup,
      // Compression would hold the progress lines back until a buffer fills.
      compress: false,
      schema: { body: personQuerySchema },
    },
    async (request, reply) => {
      const lines = await personalData.makeExport(requireAuth(request), request.body);
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
    `${PERSONAL_DATA_PATHS.export}/:exportId`,
    { config: access, schema: { params: exportParams } },
    async (request, reply) => {
      const file = await personalData.downloadExport(requireAuth(request), request.params.exportId);
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  routes.get(
    PERSONAL_DATA_PATHS.erasureRequests,
    { config: access, schema: { response: { 200: erasureRequestsSchema } } },
    async (request) => erasures.listPending(requireAuth(request)),
  );

  routes.post(
    PERSONAL_DATA_PATHS.erasureRequests,
    {
      config: access,
      onRequest: countPersonLookup,
      schema: { body: personQuerySchema, response: { 201: erasureRequestSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await erasures.requestErasure(requireAuth(request), request.body)),
  );

  routes.post(
    `${PERSONAL_DATA_PATHS.erasureRequests}/:id/approve`,
    { config: access, schema: { params: requestParams, response: { 200: erasureOutcomeSchema } } },
    async (request) => erasures.approve(requireAuth(request), request.params.id),
  );

  routes.post(
    `${PERSONAL_DATA_PATHS.erasureRequests}/:id/cancel`,
    { config: access, schema: { params: requestParams } },
    async (request, reply) => {
      await erasures.cancel(requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
