import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_IDP_PORT, E2E_PORTAL_PORT } from '../e2e/ports.ts';
import { keepDemoPdfs, lendDemoPdfs } from './lib/demo-pdfs.ts';
import { lendPgliteClusterTo } from './lib/pglite-cluster.ts';
import { startStack } from './lib/stack.ts';

/**
 * The portal the end-to-end tests run against: a fresh embedded database with the demo data in a
 * temporary folder, on ports of its own (e2e/ports.ts) so a running `npm start` is not disturbed.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-e2e-'));
const portalEnv: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  E2E_TEST_HOOKS: 'true',
  ...(process.env.E2E_PORTAL_ENV ? JSON.parse(process.env.E2E_PORTAL_ENV) : {}),
};
lendDemoPdfs(portalEnv);
await lendPgliteClusterTo(portalEnv);
const stack = await startStack({ portalPort: E2E_PORTAL_PORT, idpPort: E2E_IDP_PORT, portalEnv });
await keepDemoPdfs(portalEnv);
// The demo data as the portal seeded it, its texts read for search, is what the tests' resets put back.
const kept = await fetch(`${stack.portalUrl}/api/test/keep-demo-data`, { method: 'POST' });
if (kept.status !== 204) {
  await stack.stop();
  throw new Error(`Keeping the demo data failed: ${kept.status} ${await kept.text()}`);
}
// The line the tests wait for (playwright.config.ts).
console.log(`End-to-end portal on ${stack.portalUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}
