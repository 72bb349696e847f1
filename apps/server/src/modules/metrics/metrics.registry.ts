import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import type { DatabaseMetrics, PoolUse } from '../../db/client.ts';

/** On when either way of scraping is configured: a listener of their own (METRICS_PORT), or a token. */
export const metricsAreOn = (config: Config) =>
  config.metrics.port !== undefined || config.metrics.token !== undefined;

/** Statements are mostly a few milliseconds; the default buckets start at 5 ms. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The portal's Prometheus metrics, in a registry of their own: one per app, never prom-client's global one, so
 * that two apps in one process (the tests build many) count apart. Made before the database is opened, whose
 * client reports to `database`; the app adds what it reads on each scrape (`gaugeOnScrape`).
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statements, from being sent to their answer or failure',
    buckets: QUERY_BUCKETS,
    registers,
  });

  function gaugeOnScrape(name: string, help: string, read: () => number | Promise<number>) {
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        // A scrape while the database is down still answers the other metrics; NaN says this one is unknown.
        this.set(
          await Promise.resolve()
            .then(read)
            .catch(() => Number.NaN),
        );
      },
    });
  }

  const database: DatabaseMetrics = {
    queryTook: (seconds) => queryDuration.observe(seconds),
    watchPool(use: () => PoolUse) {
      gaugeOnScrape('db_pool_connections', 'Connections the PostgreSQL pool holds', () => use().total);
      gaugeOnScrape('db_pool_idle_connections', 'Connections of the pool not in use', () => use().idle);
      gaugeOnScrape(
        'db_pool_waiting_clients',
        'Queries waiting for a connection of the pool',
        () => use().waiting,
      );
    },
  };

  return {
    registry,
    database,
    gaugeOnScrape,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern (unmatched when no route answered) and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    uploadErrors: new Counter({
      name: 'upload_errors_total',
      help: 'Uploads refused or failed, by the error code of the answer',
      labelNames: ['reason'] as const,
      registers,
    }),
    liveEventsSent: new Counter({
      name: 'live_events_sent_total',
      help: 'Events written to live streams (GET /api/live), by their Type',
      labelNames: ['type'] as const,
      registers,
    }),
    blobStoreErrors: new Counter({
      name: 'blob_store_errors_total',
      help: 'Blob store operations that failed (a missing blob is an answer, not a failure)',
      labelNames: ['operation'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
