import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `run` now and then again `intervalMs` after each run has ended (never two at once), logging a failure
 * instead of stopping. `stop` lets a run under way finish, so that a shutdown leaves nothing half done;
 * `stopping` tells a long run to end early.
 */
export function periodicTask(run: () => Promise<unknown>, log: FastifyBaseLogger, failureMessage: string) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  return {
    stopping: () => stopped,

    start(intervalMs: number) {
      stopped = false;
      const tick = () => {
        running = run()
          .catch((error: unknown) => log.error({ err: error }, failureMessage))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      tick();
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
