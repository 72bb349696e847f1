import { LIVE_PATH } from '@foretaksportalen/shared/contract/live';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { AppError, codeOfStatus } from '../../lib/app-error.ts';
import type { OutboxStatusService } from '../outbox/index.ts';
import type { SessionService } from '../session/index.ts';
import { UPLOAD_FILE_ROUTE } from '../upload/index.ts';
import { listenForScrapes } from './metrics.listener.ts';
import type { Metrics } from './metrics.registry.ts';
import { metricsRoutes } from './metrics.routes.ts';

/** One read for the gauges a scrape collects together (prom-client asks each gauge at the same moment). */
function oncePerScrape<T>(read: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

/**
 * The metrics of every request (by route pattern, never the URL: no ids in labels), the refused uploads, and the
 * gauges read on each scrape; served on METRICS_PORT, or on the portal's own port behind METRICS_TOKEN, or both.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    {
      config,
      metrics,
      outbox,
      sessions,
    }: { config: Config; metrics: Metrics; outbox: OutboxStatusService; sessions: SessionService },
  ) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      // A stream lasts hours: it would tell nothing of how long requests take, and skew every bucket.
      if (route === LIVE_PATH) return;
      metrics.requestDuration.observe(
        { method: request.method, route, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    // Every refusal of an upload is thrown, from the session check to the content check.
    app.addHook('onError', async (request, _reply, error) => {
      if (request.routeOptions.url !== UPLOAD_FILE_ROUTE) return;
      const reason = error instanceof AppError ? error.code : codeOfStatus(error.statusCode ?? 500);
      metrics.uploadErrors.inc({ reason });
    });

    const backlog = oncePerScrape(() => outbox.backlog());
    metrics.gaugeOnScrape(
      'outbox_waiting_messages',
      'E-mails not sent yet, the failing ones included',
      async () => (await backlog()).waiting,
    );
    metrics.gaugeOnScrape(
      'outbox_oldest_waiting_age_seconds',
      'How long the oldest e-mail not sent yet has waited (0 when none waits)',
      async () => (await backlog()).oldestWaitingAgeSeconds,
    );
    metrics.gaugeOnScrape(
      'active_sessions',
      'Sessions neither idle for SessionTimeout nor past their absolute lifetime',
      () => sessions.countLive(),
    );

    const { port, token } = config.metrics;
    if (token) await app.register(metricsRoutes, { registry: metrics.registry, token });
    if (port) {
      let close: (() => Promise<void>) | undefined;
      // Opened with the app, so that a port taken fails the start rather than leaving the metrics silently off.
      app.addHook('onReady', async () => {
        close = await listenForScrapes(metrics.registry, { host: config.host, port, log: app.log });
      });
      app.addHook('onClose', async () => {
        await close?.();
      });
    }
  },
  { name: 'metrics' },
);
