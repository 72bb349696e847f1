/**
 * The ports of the end-to-end portals. Each Playwright worker has a portal of its own: worker n (its parallel
 * index, which a worker started after a failure takes over) uses the ten ports from E2E_PORT + 10·n, E2E_PORT
 * being 3100 unless set (so that two checkouts on one machine can run their end-to-end tests at once). Outside a
 * worker (the config, the stack script, the bench) the index is 0. Within a worker's ten:
 * +0 the portal, +1 its eID simulator, +2 the database-outage spec's own portal, +3 the sessions spec's other
 * origin of the same site, +4 and +5 the load-balancer spec's two nginx (one per blob store; the portal processes
 * behind them take free ports), +6 the retention spec's own portal (on a PostgreSQL server of its own, which the
 * admin command opens beside it).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTS_PER_WORKER = 10;

export function portalPortOfWorker(parallelIndex: number) {
  return E2E_BASE_PORT + PORTS_PER_WORKER * parallelIndex;
}

export const idpPortOfWorker = (parallelIndex: number) => portalPortOfWorker(parallelIndex) + 1;

const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORTAL_PORT = portalPortOfWorker(parallelIndex);
export const E2E_IDP_PORT = idpPortOfWorker(parallelIndex);
export const E2E_OUTAGE_PORTAL_PORT = E2E_PORTAL_PORT + 2;
export const E2E_SAME_SITE_PORT = E2E_PORTAL_PORT + 3;
export const E2E_LOAD_BALANCER_PORTS = [E2E_PORTAL_PORT + 4, E2E_PORTAL_PORT + 5] as const;
export const E2E_RETENTION_PORTAL_PORT = E2E_PORTAL_PORT + 6;
export const E2E_PORTAL_URL = `http://localhost:${E2E_PORTAL_PORT}`;
