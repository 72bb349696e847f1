import { type CaseList, caseListSchema } from '@foretaksportalen/shared/contract/case';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { caseEvents, caseListChanges, caseParties, cases, memberships, persons } from '../src/db/schema.ts';
import { resetToDemoData } from '../src/demo/demo-data.ts';
import { CASE_LIST_CHANGES_KEPT_MS, createCaseListChangesPruner } from '../src/modules/case-read/index.ts';
import {
  caseVersion,
  createCaseTestApp,
  type InsertedCase,
  insertTestCase,
  type TestCase,
} from './helpers/cases.ts';
import {
  asClerk,
  companyClerkOf,
  findDemoPerson,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';
import {
  countQueries,
  noticesHeard,
  testDatabaseKind,
  testDemoDataOptions,
} from './helpers/test-database.ts';

let context: Awaited<ReturnType<typeof createCaseTestApp>>;
afterEach(() => context?.app.close());

const NOW = new Date('2026-11-21T09:00:00Z');

async function start() {
  context = await createCaseTestApp({ clock: testClock(NOW) });
  return sessionFor(context, 'anne');
}

const insertCase = (spec: TestCase = {}) => insertTestCase(context.db, context.blobs, spec);

async function listOf(session: TestSession) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/caselist',
    payload: { includeClosedCases: true },
    ...asClerk(session, context.config),
  });
  expect(response.statusCode).toBe(200);
  return { body: response.body, lists: caseListSchema.parse(response.json()) };
}

const itemOf = (lists: CaseList, caseId: string) =>
  lists.flatMap((list) => list.Items).find((item) => item.CaseUid === caseId);

describe('POST /api/caselist from the list cache', () => {
  it('answers an unchanged list again with one query (the change check; the session is cached) and the same bytes', async () => {
    const anne = await start();
    await noticesHeard(context.db);
    const first = await listOf(anne);
    let again = first;
    const queries = await countQueries(async () => {
      again = await listOf(anne);
    });
    expect(queries).toBe(1);
    expect(again.body).toBe(first.body);
  });

  it("keeps the cache when only another company's cases change", async () => {
    const anne = await start();
    await noticesHeard(context.db);
    await listOf(anne);
    await insertCase({ company: 'forsikring', companyCaseRef: 'Forsikringens sak' });
    expect(await countQueries(() => listOf(anne))).toBe(1);
  });

  /** A change made straight in the database, as an admin command or the provider API would, and what it shows. */
  const changes: {
    name: string;
    spec?: TestCase;
    change: (inserted: InsertedCase) => Promise<unknown>;
    expectItem: (lists: CaseList, inserted: InsertedCase) => void;
  }[] = [
    {
      name: 'a case field',
      change: (inserted) =>
        context.db.update(cases).set({ companyNote: 'Ringt kunden' }).where(eq(cases.id, inserted.id)),
      expectItem: (lists, inserted) => expect(itemOf(lists, inserted.id)?.CompanyNote).toBe('Ringt kunden'),
    },
    {
      name: "the complainer's name",
      spec: { complainer: { firstName: 'Per', lastName: 'Hansen' } },
      change: (inserted) =>
        context.db
          .update(caseParties)
          .set({ lastName: 'Hansen-Berg' })
          .where(and(eq(caseParties.caseId, inserted.id), eq(caseParties.role, 'complainer'))),
      expectItem: (lists, inserted) =>
        expect(itemOf(lists, inserted.id)?.Complainer).toEqual({ FirstName: 'Per', LastName: 'Hansen-Berg' }),
    },
    {
      name: 'the newest unread letter (an event alone)',
      spec: { events: [{ isRead: false }, { isRead: false }] },
      change: (inserted) =>
        context.db.delete(caseEvents).where(eq(caseEvents.id, inserted.events[1]?.id ?? '')),
      expectItem: (lists, inserted) =>
        expect(itemOf(lists, inserted.id)?.UnreadEventId).toBe(inserted.events[0]?.id),
    },
    {
      name: "the clerk's name",
      spec: { clerk: 'kari' },
      change: async () => {
        const kari = await findDemoPerson(context.db, 'kari');
        await context.db.update(persons).set({ lastName: 'Nordmann-Li' }).where(eq(persons.id, kari.id));
      },
      expectItem: (lists, inserted) =>
        expect(itemOf(lists, inserted.id)?.Clerk?.DisplayName).toMatch(/Nordmann-Li$/),
    },
    {
      name: "the clerk's phone",
      spec: { clerk: 'kari' },
      change: async () => {
        const kari = await companyClerkOf(context, 'kari');
        await context.db.update(memberships).set({ phone: '99887766' }).where(eq(memberships.id, kari.Id));
      },
      expectItem: (lists, inserted) => expect(itemOf(lists, inserted.id)?.Clerk?.Phone).toBe('99887766'),
    },
    {
      name: 'a deleted case',
      change: (inserted) => context.db.delete(cases).where(eq(cases.id, inserted.id)),
      expectItem: (lists, inserted) => expect(itemOf(lists, inserted.id)).toBeUndefined(),
    },
  ];

  for (const { name, spec, change, expectItem } of changes) {
    it(`shows a change of ${name} at once`, async () => {
      const anne = await start();
      const inserted = await insertCase(spec);
      await listOf(anne);
      await change(inserted);
      expectItem((await listOf(anne)).lists, inserted);
    });
  }

  it('answers the demo data after a reset, not the cases it replaced', async () => {
    await listOf(await start());
    await resetToDemoData(context.db, { ...testDemoDataOptions(), blobs: context.blobs });
    const afterReset = await listOf(await sessionFor(context, 'anne'));
    const ids = afterReset.lists.flatMap((list) => list.Items.map((item) => item.CaseUid));
    expect(new Set(ids).size).toBe(ids.length);
    // A fresh process reads the whole list: the same bytes.
    const fresh = await buildApp(context.config, {
      db: context.db,
      blobs: context.blobs,
      clock: context.clock,
    });
    try {
      const response = await fresh.inject({
        method: 'POST',
        url: '/api/caselist',
        payload: { includeClosedCases: true },
        ...asClerk(await sessionFor(context, 'anne'), context.config),
      });
      expect(response.body).toBe(afterReset.body);
    } finally {
      await fresh.close();
    }
  });

  it('shows a new case of the company at once', async () => {
    const anne = await start();
    await listOf(anne);
    const inserted = await insertCase({ companyCaseRef: 'Ny sak' });
    expect(itemOf((await listOf(anne)).lists, inserted.id)?.CompanyCaseRef).toBe('Ny sak');
  });

  it("shows a change made through the portal's own routes at once", async () => {
    const anne = await start();
    const inserted = await insertCase();
    await listOf(anne);
    const patched = await context.app.inject({
      method: 'PATCH',
      url: `/api/case/${inserted.id}`,
      payload: { CompanyCaseRef: 'Endret i portalen', Version: await caseVersion(context.db, inserted.id) },
      ...asClerk(anne, context.config),
    });
    expect(patched.statusCode).toBe(200);
    expect(itemOf((await listOf(anne)).lists, inserted.id)?.CompanyCaseRef).toBe('Endret i portalen');
  });

  it('keeps lists of different scopes apart', async () => {
    const anne = await start();
    const kari = await sessionFor(context, 'kari');
    const others = await insertCase({ clerk: 'ola' });
    await listOf(anne);
    expect(itemOf((await listOf(kari)).lists, others.id)).toBeUndefined();
    expect(itemOf((await listOf(anne)).lists, others.id)).toBeDefined();
  });

  // Two connections at once: PGlite has one, so this runs against the PostgreSQL server only.
  it.runIf(testDatabaseKind() === 'postgres')(
    'shows a change whose transaction was still open when the cached list was read',
    async () => {
      const anne = await start();
      const inserted = await insertCase();
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('update cases set company_note = $1 where id = $2', ['Sent commit', inserted.id]);
        // Read while the change is uncommitted: the cached list cannot hold it.
        expect(itemOf((await listOf(anne)).lists, inserted.id)?.CompanyNote).toBeNull();
        await other.query('commit');
      } finally {
        await other.end();
      }
      expect(itemOf((await listOf(anne)).lists, inserted.id)?.CompanyNote).toBe('Sent commit');
    },
  );

  it('prunes list changes a day old, and keeps younger ones', async () => {
    await start();
    await insertCase();
    const changesOfBank = () =>
      context.db.select().from(caseListChanges).where(eq(caseListChanges.companyId, DEMO_COMPANIES.bank.id));
    const [newest] = (await changesOfBank()).sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime());
    if (!newest) throw new Error('Inserting a case wrote no list change');
    const pruneAt = (at: number) =>
      createCaseListChangesPruner({
        db: context.db,
        clock: () => new Date(at),
        log: context.app.log,
      }).prune();

    await pruneAt(newest.changedAt.getTime() + CASE_LIST_CHANGES_KEPT_MS - 1000);
    expect(await changesOfBank()).toContainEqual(newest);
    await pruneAt(newest.changedAt.getTime() + CASE_LIST_CHANGES_KEPT_MS + 1000);
    expect(await changesOfBank()).toEqual([]);
  });
});
