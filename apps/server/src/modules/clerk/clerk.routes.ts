import {
  caseAssignmentCountSchema,
  clerkLookupSchema,
  clerkSettingsSchema,
  clerkStatusResponseSchema,
  newClerkSchema,
} from '@foretaksportalen/shared/contract/clerk';
import { clerkProfileSchema, companyClerkSchema } from '@foretaksportalen/shared/contract/config';
import { consentRequestSchema, consentResponseSchema } from '@foretaksportalen/shared/contract/consent';
import {
  newCompanyNoticeSchema,
  newCompanyNoticeSeenSchema,
} from '@foretaksportalen/shared/contract/new-company-notice';
import { RATE_LIMIT_WINDOW_MS } from '@foretaksportalen/shared/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { enforceRateLimit, namedRateLimit } from '../../plugins/rate-limit-store.ts';
import { clearSessionCookies, requireAuth } from '../session/index.ts';
import type { ClerkService } from './clerk.service.ts';
import { administersUsers, takesMembershipAction } from './membership.policy.ts';
import type { MembershipService } from './membership.service.ts';

const personId = z.uuid({ error: 'Ukjent bruker' });
const membershipParams = z.object({ id: z.uuid({ error: 'Ukjent bruker' }) });

export async function clerkRoutes(
  app: FastifyInstance,
  { config, clerks, memberships }: { config: Config; clerks: ClerkService; memberships: MembershipService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The national-id lookup and the creation of a clerk both tell whether a person exists: one budget for the
  // two calls together, per person and per address.
  const lookupLimits = [
    app.createRateLimit(
      namedRateLimit('clerk-lookup per person', {
        max: config.rateLimits.clerkLookupPerMinute,
        timeWindow: RATE_LIMIT_WINDOW_MS,
        keyGenerator: (request) => requireAuth(request).personId,
      }),
    ),
    app.createRateLimit(
      namedRateLimit('clerk-lookup per address', {
        max: config.rateLimits.clerkLookupPerMinute,
        timeWindow: RATE_LIMIT_WINDOW_MS,
      }),
    ),
  ];
  /** Counts the call in both budgets (after authentication, so the person is known); over either, 429. */
  const countNationalIdLookup = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of lookupLimits) await enforceRateLimit(limit, request, reply);
  };

  routes.post(
    '/api/clerk/consent',
    {
      config: { access: 'session' },
      schema: { body: consentRequestSchema, response: { 200: consentResponseSchema } },
    },
    async (request, reply) => {
      const answer = await clerks.decideConsent(requireAuth(request), request.body.ConsentValue);
      // A refusal has ended the session on the server; the browser's copies go with it.
      if (!answer.ConsentValue) clearSessionCookies(reply);
      return answer;
    },
  );

  routes.get(
    '/api/clerk/deactivate/welcome',
    { config: { access: 'session', changesState: true } },
    async (request, reply) => {
      await clerks.dismissWelcome(requireAuth(request));
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/clerk/newcompanies',
    { config: { access: 'consented' }, schema: { response: { 200: newCompanyNoticeSchema } } },
    async (request) => clerks.getNewCompanyNotice(requireAuth(request)),
  );

  routes.post(
    '/api/clerk/newcompanies/seen',
    { config: { access: 'consented' }, schema: { body: newCompanyNoticeSeenSchema } },
    async (request, reply) => {
      await clerks.confirmNewCompanyNotice(requireAuth(request), request.body.CompanyIds);
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/clerk/:clerkId',
    {
      config: { access: 'consented' },
      schema: {
        params: z.object({ clerkId: personId }),
        response: { 200: clerkProfileSchema },
      },
    },
    async (request) => clerks.getProfile(requireAuth(request), request.params.clerkId),
  );

  routes.put(
    '/api/clerk',
    {
      config: { access: 'consented' },
      schema: { body: clerkSettingsSchema, response: { 200: clerkProfileSchema } },
    },
    async (request) => clerks.updateProfile(requireAuth(request), request.body),
  );

  routes.get(
    '/api/clerk/checkcaseassignments/:clerkId',
    {
      config: { access: 'consented', allow: [administersUsers] },
      schema: { params: z.object({ clerkId: personId }), response: { 200: caseAssignmentCountSchema } },
    },
    async (request) => memberships.countAssignedCases(requireAuth(request), request.params.clerkId),
  );

  routes.get(
    '/api/clerk/check/:pnr',
    {
      config: { access: 'consented', allow: [administersUsers] },
      onRequest: countNationalIdLookup,
      schema: { params: z.object({ pnr: z.string() }), response: { 200: clerkLookupSchema } },
    },
    async (request) => memberships.lookUpPerson(requireAuth(request), request.params.pnr),
  );

  routes.post(
    '/api/clerk',
    {
      config: { access: 'consented', allow: [administersUsers] },
      onRequest: countNationalIdLookup,
      schema: { body: newClerkSchema, response: { 201: companyClerkSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await memberships.createClerk(requireAuth(request), request.body)),
  );

  routes.post(
    '/api/clerk/activate/:id',
    {
      config: { access: 'consented', allow: [takesMembershipAction('activate')] },
      schema: { params: membershipParams, response: { 200: clerkStatusResponseSchema } },
    },
    async (request) => memberships.activate(requireAuth(request), request.params.id),
  );

  routes.post(
    '/api/clerk/deactivate/:id',
    {
      config: { access: 'consented', allow: [takesMembershipAction('deactivate')] },
      schema: { params: membershipParams, response: { 200: clerkStatusResponseSchema } },
    },
    async (request) => memberships.deactivate(requireAuth(request), request.params.id),
  );

  routes.delete(
    '/api/clerk/company/:id',
    {
      config: { access: 'consented', allow: [takesMembershipAction('remove')] },
      schema: { params: membershipParams },
    },
    async (request, reply) => {
      await memberships.remove(requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
