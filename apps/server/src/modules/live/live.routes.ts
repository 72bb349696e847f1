import { LIVE_PATH } from '@foretaksportalen/shared/contract/live';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../session/index.ts';
import type { LiveHub } from './live.hub.ts';

/** How long a browser refused for a full process waits before it tries again. */
const RETRY_AFTER_FULL_SECONDS = 5;

export async function liveRoutes(app: FastifyInstance, { live }: { live: LiveHub }) {
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
}
