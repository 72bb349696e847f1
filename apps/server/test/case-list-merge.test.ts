import { randomUUID } from 'node:crypto';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { and, desc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { caseEvents, caseParties, cases, persons } from '../src/db/schema.ts';
import { type CaseReadService, createCaseReadService } from '../src/modules/case-read/index.ts';
import type { AuthContext } from '../src/modules/session/index.ts';
import { CLOSED_STATUS, OPEN_STATUS } from './helpers/cases.ts';
import { companyClerkOf, type DemoPersonKey, findDemoPerson, testClock } from './helpers/test-app.ts';
import { testConfig } from './helpers/test-config.ts';
import { resetDatabase } from './helpers/test-database.ts';

/**
 * POST /api/caselist after a change (decision 0018): the cases changed since the cached snapshot are read and
 * merged into the cached lists, and the merged answer is the very text a full read gives, for every viewer level
 * and both closed-cases choices, whatever the changes. The service is called directly: the route sends its text.
 */
const BANK = DEMO_COMPANIES.bank.id;
const NOW = new Date('2026-11-23T09:00:00Z');

/** One viewer of each level that sees cases: Administrator, Superbruker, Saksbehandler, Ekstern saksbehandler. */
const VIEWERS = [
  ['anne', 5],
  ['siri', 3],
  ['kari', 1],
  ['ola', 2],
] as const satisfies readonly (readonly [DemoPersonKey, number])[];
/** Who cases are given to: the viewers of levels 1 and 2 among them, so that cases enter and leave their reach. */
const CLERKS = ['kari', 'ola', 'nina', 'siri'] as const satisfies readonly DemoPersonKey[];

async function viewerAuth(db: Database, key: DemoPersonKey, accessLevel: number): Promise<AuthContext> {
  const person = await findDemoPerson(db, key);
  return {
    sessionId: `merge-${key}`,
    personId: person.id,
    membershipId: (await companyClerkOf({ db }, key)).Id,
    companyId: BANK,
    accessLevel,
    consent: true,
    welcomeDismissed: true,
  };
}

async function start() {
  const db = await resetDatabase();
  const clock = testClock(NOW);
  const config = testConfig();
  const viewers = await Promise.all(VIEWERS.map(([key, level]) => viewerAuth(db, key, level)));
  const clerks = await Promise.all(CLERKS.map(async (key) => (await companyClerkOf({ db }, key)).Id));
  const service = () => createCaseReadService({ db, config, clock });
  return { db, viewers, clerks, service };
}

/** A change as the property test draws it; `pick` chooses among the bank's cases, `clerk` among CLERKS. */
type Change =
  | { kind: 'assign'; pick: number; clerk: number | null }
  | { kind: 'close' | 'reopen' | 'archive' | 'delete' | 'deleteLetter' | 'readLetters'; pick: number }
  | { kind: 'newCase'; clerk: number | null; closed: boolean }
  | { kind: 'addLetter'; pick: number; unread: boolean }
  | { kind: 'complainer'; pick: number; lastName: string | null }
  | { kind: 'dueDate'; pick: number; dueDate: string | null };

const pick = fc.nat();
const clerk = fc.option(fc.nat({ max: CLERKS.length - 1 }), { nil: null });
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('assign' as const), pick, clerk }),
  fc.record({
    kind: fc.constantFrom('close', 'reopen', 'archive', 'delete', 'deleteLetter', 'readLetters'),
    pick,
  }),
  fc.record({ kind: fc.constant('newCase' as const), clerk, closed: fc.boolean() }),
  fc.record({ kind: fc.constant('addLetter' as const), pick, unread: fc.boolean() }),
  fc.record({
    kind: fc.constant('complainer' as const),
    pick,
    lastName: fc.option(fc.constantFrom('Hansen', 'Æsøy-Ødegård', 'O"Brien\\'), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('dueDate' as const),
    pick,
    dueDate: fc.option(fc.constantFrom('2026-11-20', '2026-11-23', '2026-12-01', '2027-01-15'), {
      nil: null,
    }),
  }),
);

/** Counts and dates kept as the portal keeps them: from the case's events. */
const refreshFigures = (db: Database, caseId: string) =>
  db.execute(sql`update cases set
      unread_count = (select count(*) from case_events where case_id = ${caseId} and not is_read),
      last_event_at = (select max(created_at) from case_events where case_id = ${caseId})
    where id = ${caseId}`);

/** Makes the change straight in the database, as any writer could; the triggers record it. */
async function apply(db: Database, clerks: readonly string[], change: Change, step: number) {
  const clerkOf = (index: number | null) => (index === null ? null : (clerks[index] ?? null));
  if (change.kind === 'newCase') {
    await db.insert(cases).values({
      companyId: BANK,
      caseNumber: `MERGE-2026-${randomUUID().slice(0, 8)}`,
      ...(change.closed ? CLOSED_STATUS : OPEN_STATUS),
      clerkMembershipId: clerkOf(change.clerk),
      everAssigned: change.clerk !== null,
    });
    return;
  }
  const ids = (
    await db.select({ id: cases.id }).from(cases).where(eq(cases.companyId, BANK)).orderBy(cases.id)
  ).map((row) => row.id);
  const caseId = ids[change.pick % ids.length];
  if (!caseId) return;
  const thisCase = eq(cases.id, caseId);
  switch (change.kind) {
    case 'assign': {
      const clerkMembershipId = clerkOf(change.clerk);
      await db
        .update(cases)
        .set({ clerkMembershipId, ...(clerkMembershipId && { everAssigned: true }) })
        .where(thisCase);
      return;
    }
    case 'close':
      await db.update(cases).set(CLOSED_STATUS).where(thisCase);
      return;
    case 'reopen':
      await db
        .update(cases)
        .set(OPEN_STATUS)
        .where(and(thisCase, eq(cases.archived, false)));
      return;
    case 'archive':
      await db
        .update(cases)
        .set({ archived: true })
        .where(and(thisCase, eq(cases.statusCode, CLOSED_STATUS.statusCode)));
      return;
    case 'delete':
      await db.delete(cases).where(thisCase);
      return;
    case 'addLetter':
      await db.insert(caseEvents).values({
        caseId,
        companyId: BANK,
        direction: 'inbound',
        description: `Brev ${step}`,
        isRead: !change.unread,
        createdAt: new Date(NOW.getTime() - 1000 * (100 - step)),
      });
      await refreshFigures(db, caseId);
      return;
    case 'deleteLetter': {
      const [newest] = await db
        .select({ id: caseEvents.id })
        .from(caseEvents)
        .where(eq(caseEvents.caseId, caseId))
        .orderBy(desc(caseEvents.createdAt))
        .limit(1);
      if (newest) await db.delete(caseEvents).where(eq(caseEvents.id, newest.id));
      await refreshFigures(db, caseId);
      return;
    }
    case 'readLetters':
      await db.update(caseEvents).set({ isRead: true }).where(eq(caseEvents.caseId, caseId));
      await refreshFigures(db, caseId);
      return;
    case 'complainer': {
      const complainer = and(eq(caseParties.caseId, caseId), eq(caseParties.role, 'complainer'));
      if (change.lastName === null) await db.delete(caseParties).where(complainer);
      else
        await db
          .insert(caseParties)
          .values({ caseId, role: 'complainer', firstName: 'Per', lastName: change.lastName })
          .onConflictDoUpdate({
            target: [caseParties.caseId, caseParties.role],
            set: { lastName: change.lastName },
          });
      return;
    }
    case 'dueDate':
      await db.update(cases).set({ dueDate: change.dueDate }).where(thisCase);
      return;
  }
}

/**
 * Every viewer with both closed-cases choices: the list is a full read's text, byte for byte; and once read, a
 * list is never read in full again for these changes of a few cases: it is the same list, or a merge.
 */
function expectMergedAsFullRead(
  merging: CaseReadService,
  viewers: readonly AuthContext[],
  fullRead: () => CaseReadService,
) {
  const before = new Map<string, Awaited<ReturnType<CaseReadService['listCases']>>>();
  return async () => {
    for (const viewer of viewers)
      for (const includeClosed of [false, true]) {
        const key = `${viewer.accessLevel}/${includeClosed}`;
        const list = await merging.listCases(viewer, includeClosed);
        const full = await fullRead().listCases(viewer, includeClosed);
        expect(full.madeBy).toBe('full read');
        expect(list.json, key).toBe(full.json);
        const earlier = before.get(key);
        if (earlier && list !== earlier) expect(list.madeBy, key).toBe('merge');
        before.set(key, list);
      }
  };
}

describe('POST /api/caselist merged after a change', () => {
  it('gives the text of a full read after any sequence of changes, for every level and closed-cases choice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
        async (steps) => {
          const { db, viewers, clerks, service } = await start();
          const check = expectMergedAsFullRead(service(), viewers, service);
          await check();
          for (const [step, changes] of steps.entries()) {
            for (const each of changes) await apply(db, clerks, each, step);
            await check();
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);

  it('moves a case between Jobbkø and Ufordelte saker, and out of a clerk’s reach, by merging', async () => {
    const { db, viewers, clerks, service } = await start();
    const merging = service();
    const [anne, , kari] = viewers;
    if (!anne || !kari) throw new Error('No viewers');
    const [created] = await db
      .insert(cases)
      .values({ companyId: BANK, caseNumber: 'MERGE-2026-1', ...OPEN_STATUS })
      .returning({ id: cases.id });
    const caseId = created?.id ?? '';
    const listsOf = async (viewer: AuthContext) => {
      const list = await merging.listCases(viewer, false);
      const [queue, undistributed] = JSON.parse(list.json) as { Items: { CaseUid: string }[] }[];
      const has = (items: { CaseUid: string }[] | undefined) =>
        items?.some((item) => item.CaseUid === caseId);
      return { queue: has(queue?.Items), undistributed: has(undistributed?.Items), madeBy: list.madeBy };
    };
    expect(await listsOf(anne)).toEqual({ queue: false, undistributed: true, madeBy: 'full read' });
    expect((await listsOf(kari)).queue).toBe(false);

    await db.update(cases).set({ clerkMembershipId: clerks[0] }).where(eq(cases.id, caseId));
    expect(await listsOf(anne)).toEqual({ queue: true, undistributed: false, madeBy: 'merge' });
    expect(await listsOf(kari)).toMatchObject({ queue: true, madeBy: 'merge' });

    await db.update(cases).set(CLOSED_STATUS).where(eq(cases.id, caseId));
    expect(await listsOf(anne)).toEqual({ queue: false, undistributed: false, madeBy: 'merge' });
    expect(await listsOf(kari)).toMatchObject({ queue: false, madeBy: 'merge' });
  });

  it("reads the whole list again after a clerk's name changes, which shows in every case the clerk has", async () => {
    const { db, viewers, service } = await start();
    const merging = service();
    const [anne] = viewers;
    if (!anne) throw new Error('No viewers');
    await merging.listCases(anne, true);
    const kari = await findDemoPerson(db, 'kari');
    await db.update(persons).set({ lastName: 'Nordmann-Li' }).where(eq(persons.id, kari.id));
    const list = await merging.listCases(anne, true);
    expect(list.madeBy).toBe('full read');
    expect(list.json).toContain('Nordmann-Li');
    expect(list.json).toBe((await service().listCases(anne, true)).json);
  });

  it('reads the whole list again when more than 500 cases changed, in one statement or in several', async () => {
    const { db, viewers, service } = await start();
    await db.execute(sql`insert into cases (company_id, case_number, status, status_code)
      select ${BANK}, 'BULK-2026-' || n, ${OPEN_STATUS.status}, ${OPEN_STATUS.statusCode}
      from generate_series(1, 501) as n`);
    const merging = service();
    const [anne] = viewers;
    if (!anne) throw new Error('No viewers');
    await merging.listCases(anne, false);
    // 501 cases by two statements of one transaction: 501 case changes, more than a merge takes.
    await db.transaction(async (tx) => {
      await tx.execute(sql`update cases set company_note = 'Sett' where case_number like 'BULK-%' and
        substring(case_number from 11)::int <= 250`);
      await tx.execute(sql`update cases set company_note = 'Sett' where case_number like 'BULK-%' and
        substring(case_number from 11)::int > 250`);
    });
    let list = await merging.listCases(anne, false);
    expect(list.madeBy).toBe('full read');
    expect(list.json).toBe((await service().listCases(anne, false)).json);
    // 501 cases by one statement: a change of the company's cases at large.
    await db.execute(sql`update cases set company_note = 'Gjennomgått' where case_number like 'BULK-%'`);
    list = await merging.listCases(anne, false);
    expect(list.madeBy).toBe('full read');
    expect(list.json).toBe((await service().listCases(anne, false)).json);
  });
});
