import { type CaseList, caseListSchema } from '@foretaksportalen/shared/contract/case';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteClusterDump } from '../../../scripts/lib/pglite-cluster.ts';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { cases, companies, searchTexts } from '../src/db/schema.ts';
import { seedDemoData } from '../src/demo/demo-data.ts';
import { countTextsByState } from '../src/modules/search/index.ts';
import { asClerk, createTestApp, sessionFor, type TestSession } from './helpers/test-app.ts';
import { testConfig } from './helpers/test-config.ts';
import { noticesHeard, testDatabaseKind, testDemoDataOptions } from './helpers/test-database.ts';

/**
 * POST /api/test/keep-demo-data and /api/test/reset-demo-data, with which the end-to-end stack keeps its portal's
 * demo data as seeded before the first test, and the tests put it back after a test that changed it (the tables
 * changed since restored from the kept template). The portal keeps running, so what it holds in memory must
 * follow: the sessions end, and the case lists are read again.
 */
let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const resetDemoData = async () =>
  expect((await app?.inject({ method: 'POST', url: '/api/test/reset-demo-data' }))?.statusCode).toBe(204);

async function caseListOf(session: TestSession, config: Config) {
  const response = await app?.inject({
    method: 'POST',
    url: '/api/caselist',
    payload: { includeClosedCases: true },
    ...asClerk(session, config),
  });
  expect(response?.statusCode).toBe(200);
  return caseListSchema.parse(response?.json());
}

const refOf = (lists: CaseList, caseId: string) =>
  lists.flatMap((list) => list.Items).find((item) => item.CaseUid === caseId)?.CompanyCaseRef;

describe('the end-to-end reset of the demo data (test hooks)', () => {
  it('puts back what a test changed while the portal runs: its sessions end and its case list is read again', async () => {
    const context = await createTestApp({ config: { enableTestHooks: true } });
    app = context.app;
    await noticesHeard(context.db);
    const anne = await sessionFor(context, 'anne');
    const before = await caseListOf(anne, context.config);
    const caseId = before[0]?.Items[0]?.CaseUid ?? '';
    const demoRef = refOf(before, caseId);

    await context.db.update(cases).set({ companyCaseRef: 'Endret av en test' }).where(eq(cases.id, caseId));
    expect(refOf(await caseListOf(anne, context.config), caseId)).toBe('Endret av en test');

    await resetDemoData();
    const refused = await app.inject({
      method: 'GET',
      url: '/api/config/ping',
      ...asClerk(anne, context.config),
    });
    expect(refused.statusCode).toBe(401);
    const again = await sessionFor(context, 'anne');
    expect(refOf(await caseListOf(again, context.config), caseId)).toBe(demoRef);
  });

  it.skipIf(testDatabaseKind() !== 'pglite')(
    'keeps the demo data as the portal seeded it, its texts read, and refuses a reset before that',
    async () => {
      const own = openPglite(undefined, { cluster: await pgliteClusterDump() });
      try {
        await own.migrate();
        await seedDemoData(own.db, testDemoDataOptions());
        app = await buildApp(testConfig({ enableTestHooks: true }), { db: own.db });
        const tooEarly = await app.inject({ method: 'POST', url: '/api/test/reset-demo-data' });
        expect(tooEarly.statusCode).toBe(409);
        expect(tooEarly.json()).toMatchObject({ code: 'conflict' });

        const kept = await app.inject({ method: 'POST', url: '/api/test/keep-demo-data' });
        expect(kept.statusCode).toBe(204);
        // The texts were read for search before the data was kept, so that a reset puts them back read.
        const textsIn = async (state: string) =>
          (await countTextsByState(own.db)).find((texts) => texts.state === state)?.count ?? 0;
        expect(await textsIn('indexed')).toBeGreaterThan(0);
        expect(await textsIn('waiting')).toBe(0);

        const bankName = () =>
          own.db
            .select({ name: companies.name })
            .from(companies)
            .where(eq(companies.id, DEMO_COMPANIES.bank.id));
        await own.db
          .update(companies)
          .set({ name: 'Endret av en test' })
          .where(eq(companies.id, DEMO_COMPANIES.bank.id));
        await own.db.update(searchTexts).set({ state: 'waiting' });
        await resetDemoData();
        expect(await bankName()).toEqual([{ name: DEMO_COMPANIES.bank.name }]);
        expect(await textsIn('waiting')).toBe(0);
      } finally {
        await app?.close();
        app = undefined;
        await own.close();
      }
    },
    // Every demo document read for search: some 15 s alone on the 2-core machine, over 30 beside the other
    // worker's tests (it timed out in CI at the default 30 s).
    120_000,
  );
});
