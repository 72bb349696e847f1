import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { idpPortOfWorker, portalPortOfWorker } from '../e2e/ports.ts';
import { keepDemoPdfs, lendDemoPdfs } from './lib/demo-pdfs.ts';
import { lendPgliteClusterTo } from './lib/pglite-cluster.ts';
import { type Stack, startStack } from './lib/stack.ts';

/**
 * The portals the end-to-end tests run against, one per Playwright worker (E2E_PORTALS of them, one unless set):
 * each a fresh embedded database with the demo data in a temporary folder, on the worker's ports (e2e/ports.ts)
 * so a running `npm start` is not disturbed. They start at once: Playwright starts its web servers one after the
 * other, and with one web server per worker the second portal's 14 s of start came after the first's.
 */

interface WorkerPortal {
  stack: Stack;
  dataDir: string;
}

async function startWorkerPortal(parallelIndex: number): Promise<WorkerPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-e2e-'));
  const portalEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    E2E_TEST_HOOKS: 'true',
    ...(process.env.E2E_PORTAL_ENV ? JSON.parse(process.env.E2E_PORTAL_ENV) : {}),
  };
  lendDemoPdfs(portalEnv);
  await lendPgliteClusterTo(portalEnv);
  const stack = await startStack({
    portalPort: portalPortOfWorker(parallelIndex),
    idpPort: idpPortOfWorker(parallelIndex),
    portalEnv,
  });
  const portal = { stack, dataDir };
  try {
    await keepDemoPdfs(portalEnv);
    // The demo data as the portal seeded it, its texts read for search, is what the tests' resets put back.
    const kept = await fetch(`${stack.portalUrl}/api/test/keep-demo-data`, { method: 'POST' });
    if (kept.status !== 204)
      throw new Error(`Keeping the demo data failed: ${kept.status} ${await kept.text()}`);
  } catch (error) {
    await stopPortal(portal);
    throw error;
  }
  return portal;
}

async function stopPortal({ stack, dataDir }: WorkerPortal) {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const count = Number(process.env.E2E_PORTALS ?? 1);
const started = await Promise.allSettled(
  Array.from({ length: count }, (_, index) => startWorkerPortal(index)),
);
const portals = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
const failure = started.find((result) => result.status === 'rejected');
if (failure) {
  await Promise.all(portals.map(stopPortal));
  throw failure.reason;
}
// The line the tests wait for (playwright.config.ts).
console.log(`End-to-end portals on ${portals.map(({ stack }) => stack.portalUrl).join(', ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await Promise.all(portals.map(stopPortal));
    process.exit(0);
  });
}
