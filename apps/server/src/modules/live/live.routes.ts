import {
  LIVE_PATH,
  LIVE_PRESENCE_PATH,
  presenceBeatSchema,
  presenceSchema,
} from '@foretaksportalen/shared/contract/live';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesCases } from '../case/index.ts';
import { requireAuth } from '../session/index.ts';
import type { LiveHub } from './live.hub.ts';
import type { PresenceService } from './presence.service.ts';

/** How long a browser refused for a full process waits before it tries again. */
const RETRY_AFTER_FULL_SECONDS = 5;

export async function liveRoutes(
  app: FastifyInstance,
  { live, presence }: { live: LiveHub; presence: PresenceService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Level 4 opens it too: it hears of users and settings. Not activity: an open stream keeps no session alive.
  app.get(
    LIVE_PATH,
    { config: { access: 'consented', activity: false }, compress: false },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      let stream: ReturnType<LiveHub['open']>;
      try {
        stream = live.open(requireAuth(request), typeof lastEventId === 'string' ? lastEventId : undefined);
      } catch (error) {
        reply.header('retry-after', RETRY_AFTER_FULL_SECONDS);
        throw error;
      }
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );

  // A tab's beat while it shows a case, and the case's presence: neither is the user's activity.
  routes.post(
    LIVE_PRESENCE_PATH,
    {
      config: { access: 'consented', allow: [seesCases], activity: false },
      schema: { body: presenceBeatSchema, response: { 200: presenceSchema } },
    },
    async (request) => presence.beat(requireAuth(request), request.body),
  );

  routes.get(
    `${LIVE_PRESENCE_PATH}/:caseUid`,
    {
      config: { access: 'consented', allow: [seesCases], activity: false },
      schema: {
        params: z.object({ caseUid: z.uuid({ error: 'Ukjent sak' }) }),
        response: { 200: presenceSchema },
      },
    },
    async (request) => presence.present(requireAuth(request), request.params.caseUid),
  );
}
