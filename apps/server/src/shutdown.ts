import type { FastifyInstance } from 'fastify';

/** What a shutdown stops and closes besides the HTTP server. */
export interface ShutdownParts {
  app: FastifyInstance;
  /** Each `stop` lets a run under way finish (lib/periodic-task.ts). */
  backgroundTasks: readonly { stop(): Promise<unknown> }[];
  /** Closes what is left (the mailer, the database) once no request or task uses it. */
  release(): Promise<void>;
}

/**
 * The graceful shutdown on SIGTERM or SIGINT (issue 19): the process drains at once (the readiness check answers
 * 503), Fastify takes no new connection (`app.close()`), the requests under way and any that still come on an open
 * connection are served, each closing its connection, and the background tasks stop at a safe point meanwhile;
 * after `timeoutSeconds` the connections still open are cut. Then the mailer and the database close, and the
 * process exits 0.
 */
export function createShutdown(
  timeoutSeconds: number,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let draining = false;

  async function closeServer(app: FastifyInstance) {
    const cutOff = setTimeout(() => {
      app.log.warn({ timeoutSeconds }, 'Shutdown: cutting the connections still open');
      app.server.closeAllConnections();
    }, timeoutSeconds * 1000);
    try {
      await app.close();
    } finally {
      clearTimeout(cutOff);
    }
  }

  async function shutDown(parts: ShutdownParts, signal: string) {
    if (draining) return;
    draining = true;
    const { app } = parts;
    app.log.info({ signal }, 'Shutting down: no new connections, finishing the requests under way');
    try {
      await Promise.all([closeServer(app), ...parts.backgroundTasks.map((task) => task.stop())]);
      await parts.release();
      app.log.info('Shut down');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'The shutdown failed');
      exit(1);
    }
  }

  return {
    /** True from the moment a shutdown begins. */
    isDraining: () => draining,
    shutDown,
    /** Shuts down on the first SIGTERM or SIGINT; a second one changes nothing. */
    onSignals(parts: ShutdownParts) {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => void shutDown(parts, signal));
      }
    },
  };
}
