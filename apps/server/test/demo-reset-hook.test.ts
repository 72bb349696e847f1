import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XSRF_COOKIE } from '@foretaksportalen/shared/auth-keys';
import { type CaseList, caseListSchema } from '@foretaksportalen/shared/contract/case';
import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { cases, companies, memberships, roles, searchTexts, sessions } from '../src/db/schema.ts';
import { countTextsByState } from '../src/modules/search/index.ts';
import { createSessionService, SESSION_COOKIE } from '../src/modules/session/index.ts';
import {
  asClerk,
  createTestApp,
  type DemoPersonKey,
  findDemoPerson,
  sessionFor,
  type TestSession,
  untilSessionCached,
} from './helpers/test-app.ts';
import { testConfig } from './helpers/test-config.ts';
import { noticesHeard, testDatabaseKind } from './helpers/test-database.ts';

/**
 * POST /api/test/reset-demo-data, with which the end-to-end tests put a running portal's demo data back after a
 * test that changed it: the first time the demo set made anew and saved as a template, every later time the
 * tables changed since restored from it. The portal keeps running, so what it holds in memory must follow: the
 * case lists are read again. Whoever is signed in stays so, unless the reset took their membership away.
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

const pingStatus = async (session: TestSession) =>
  (await app?.inject({ method: 'GET', url: '/api/config/ping', ...asClerk(session, testConfig()) }))
    ?.statusCode;

/** A session in a membership that the demo data does not have: the person added to another company. */
async function sessionOfAddedMembership(
  context: Awaited<ReturnType<typeof createTestApp>>,
  key: DemoPersonKey,
  company: DemoCompanyKey,
) {
  const person = await findDemoPerson(context.db, key);
  const companyId = DEMO_COMPANIES[company].id;
  const [role] = await context.db.select().from(roles).limit(1);
  const [membership] = await context.db
    .insert(memberships)
    .values({ companyId, personId: person.id, roleId: role?.id ?? '' })
    .returning();
  const issued = await createSessionService(context.db, context.config, context.clock).issue(
    person.id,
    membership?.id ?? '',
  );
  return {
    cookies: { [SESSION_COOKIE]: issued.sessionToken, [XSRF_COOKIE]: issued.xsrfToken },
    xsrf: issued.xsrfToken,
    refresh: issued.refreshToken,
    personId: person.id,
    membershipId: membership?.id ?? '',
  };
}

const refOf = (lists: CaseList, caseId: string) =>
  lists.flatMap((list) => list.Items).find((item) => item.CaseUid === caseId)?.CompanyCaseRef;

describe('the end-to-end reset of the demo data (test hooks)', () => {
  it('puts back what a test changed while the portal runs: its case list is read again, and the sessions stay', async () => {
    const context = await createTestApp({ config: { enableTestHooks: true } });
    app = context.app;
    await noticesHeard(context.db);
    const anne = await sessionFor(context, 'anne');
    await untilSessionCached(app, context.config, anne);
    const before = await caseListOf(anne, context.config);
    const caseId = before[0]?.Items[0]?.CaseUid ?? '';
    const demoRef = refOf(before, caseId);

    await context.db.update(cases).set({ companyCaseRef: 'Endret av en test' }).where(eq(cases.id, caseId));
    expect(refOf(await caseListOf(anne, context.config), caseId)).toBe('Endret av en test');
    const added = await sessionOfAddedMembership(context, 'kari', 'forsikring');
    expect(await pingStatus(added)).toBe(204);

    await resetDemoData();
    expect(await pingStatus(anne)).toBe(204);
    expect(refOf(await caseListOf(anne, context.config), caseId)).toBe(demoRef);
    // The membership the test added is gone, and the session in it with it.
    expect(await pingStatus(added)).toBe(401);
    expect(await context.db.$count(sessions, eq(sessions.membershipId, added.membershipId))).toBe(0);
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
  );
});
