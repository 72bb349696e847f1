import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the process drains (src/shutdown.ts), every answer closes its connection. Fastify's `close()` takes no new
 * connection and closes the idle ones, and a request that still arrives on an open one is served as usual
 * (`return503OnClosing: false` in app.ts: its database is there until the last answer has gone). But a kept-alive
 * connection whose request was under way stays open after its answer until the keep-alive timeout, holding the
 * shutdown back (fastify/fastify#7044). So answers sent from now on say `Connection: close`, and a connection that
 * an answer begun earlier leaves idle is closed as that answer ends.
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance, { isDraining }: { isDraining: () => boolean }) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isDraining()) reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('onResponse', (_request, _reply, done) => {
      if (isDraining()) app.server.closeIdleConnections();
      done();
    });
  },
  { name: 'draining' },
);
