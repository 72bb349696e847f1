import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CaseList, caseListSchema } from '@foretaksportalen/shared/contract/case';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { cases, companies, searchTexts } from '../src/db/schema.ts';
import { countTextsByState } from '../src/modules/search/index.ts';
import { asClerk, createTestApp, sessionFor, type TestSession } from './helpers/test-app.ts';
import { testConfig } from './helpers/test-config.ts';
import { noticesHeard, testDatabaseKind } from './helpers/test-database.ts';

/**
 * POST /api/test/reset-demo-data, with which the end-to-end tests put a running portal's demo data back after a
 * test that changed it: the first time the demo set made anew and saved as a template, every later time the
 * tables changed since restored from it. The portal keeps running, so what it holds in memory must follow: the
 * sessions end, and the case lists are read again.
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
    'makes the demo data anew on a database without it the first time, and saves it as the template',
    async () => {
      const blobDir = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-reset-hook-'));
      const own = openPglite(undefined);
      try {
        await own.migrate();
        app = await buildApp(testConfig({ enableTestHooks: true, blobDir }), { db: own.db });
        expect(await own.db.$count(companies)).toBe(0);

        await resetDemoData();
        expect(await own.db.$count(companies)).toBe(Object.keys(DEMO_COMPANIES).length);
        const saved = (await own.db.execute(
          sql`select from pg_namespace where nspname = 'demo_template'`,
        )) as unknown as { rows: unknown[] };
        expect(saved.rows).toHaveLength(1);
        // The texts were read for search before the template was saved, so that a restore puts them back read.
        const waitingTexts = async () =>
          (await countTextsByState(own.db)).find(({ state }) => state === 'waiting')?.count ?? 0;
        expect(
          (await countTextsByState(own.db)).find(({ state }) => state === 'indexed')?.count,
        ).toBeGreaterThan(0);
        expect(await waitingTexts()).toBe(0);

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
        expect(await waitingTexts()).toBe(0);
      } finally {
        await app?.close();
        app = undefined;
        await own.close();
        await rm(blobDir, { recursive: true, force: true });
      }
    },
    // The demo set made anew and every demo document read for search: some 20 s alone on the 2-core machine, over
    // 30 beside the other worker's tests (it timed out in CI at the default 30 s).
    120_000,
  );
});
