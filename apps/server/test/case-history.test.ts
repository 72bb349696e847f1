import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isClosed } from '@foretaksportalen/shared/contract/case';
import { type CaseHistory, caseHistorySchema } from '@foretaksportalen/shared/contract/case-history';
import { type DemoCaseSpec, demoCaseSpecs, demoEventDescription } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, cases } from '../src/db/schema.ts';
import { displayName } from '../src/modules/clerk/index.ts';
import {
  type CaseTestContext,
  caseVersion,
  createCaseTestApp,
  insertTestCase,
  testPdf,
} from './helpers/cases.ts';
import { chosenClerk, createCase, newIncident, uploadAll, wizardFiles } from './helpers/new-case.ts';
import { settingsFrom } from './helpers/payloads.ts';
import { bearer, createApiKey, letterBody, newProviderCase, providerPath } from './helpers/provider.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  demoPerson,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';
import { TEST_TODAY } from './helpers/test-config.ts';
import { MIME } from './helpers/uploads.ts';

const BANK = DEMO_COMPANIES.bank.orgNum;
const UNKNOWN_CASE = '00000000-0000-4000-8000-000000000000';

let context: CaseTestContext & { key: string };
let clock: ReturnType<typeof testClock>;
afterEach(() => context?.app.close());

async function start() {
  clock = testClock(new Date('2026-11-16T08:00:00Z'));
  const app = await createCaseTestApp({ clock });
  context = { ...app, key: (await createApiKey(app.db)).key };
}

const as = (key: DemoPersonKey) => sessionFor(context, key);
const membershipOf = async (key: DemoPersonKey) => (await companyClerkOf(context, key)).Id;

const call = (
  session: TestSession,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  context.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload: payload as object }),
    ...asClerk(session, context.config),
  });

const historyOf = (session: TestSession, caseId: string) =>
  call(session, 'GET', `/api/case/${caseId}/history`);

async function readHistory(session: TestSession, caseId: string): Promise<CaseHistory> {
  const response = await historyOf(session, caseId);
  expect(response.statusCode, response.body).toBe(200);
  return caseHistorySchema.parse(response.json());
}

/** The history as lines: who, what; its times newest first. */
function lines(history: CaseHistory) {
  const times = history.Entries.map((entry) => Date.parse(entry.At));
  expect(times).toEqual(times.toSorted((a, b) => b - a));
  return history.Entries.map((entry) => [
    entry.Actor.Kind === 'Person' ? entry.Actor.Name : entry.Actor.Kind,
    entry.Change,
  ]);
}

const putProviderCase = (externalId: string, changes: Parameters<typeof newProviderCase>[0] = {}) =>
  context.app.inject({
    method: 'PUT',
    url: providerPath(`/companies/${BANK}/cases/${externalId}`),
    headers: bearer(context.key),
    payload: newProviderCase(changes),
  });

async function putProviderLetter(caseExternalId: string, eventExternalId: string, description: string) {
  const body = await letterBody({ Description: description, Subject: null, Content: null }, [
    { name: 'brev.pdf', type: MIME.pdf, content: await testPdf(description) },
  ]);
  return context.app.inject({
    method: 'PUT',
    url: providerPath(`/companies/${BANK}/cases/${caseExternalId}/events/${eventExternalId}`),
    headers: { ...bearer(context.key), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const patchCase = async (session: TestSession, caseId: string, changes: object) => {
  const response = await call(session, 'PATCH', `/api/case/${caseId}`, {
    ...changes,
    Version: await caseVersion(context.db, caseId),
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('GET /api/case/{caseId}/history', () => {
  it('shows each kind of change made through the API, newest first, the complaints body’s as its own', async () => {
    await start();
    const [anne, kari] = [await as('anne'), await as('kari')];
    const created = await putProviderCase('H-1', { CaseId: 'KN-2026-7001' });
    expect(created.statusCode, created.body).toBe(201);
    const caseId: string = created.json().CaseUid;

    await patchCase(anne, caseId, { CaseClerkId: await membershipOf('kari') });
    await patchCase(anne, caseId, { CompanyCaseRef: 'A', CompanyNote: 'Ring kunden' });
    await patchCase(anne, caseId, { CompanyCaseRef: 'B' });
    expect((await putProviderLetter('H-1', 'L-1', 'Anmodning om uttalelse')).statusCode).toBe(201);
    const letterId = (await readCaseEvents(kari, caseId)).find((event) => !event.IsRead)?.Gid;
    const opened = await call(kari, 'GET', `/api/document/openletter/${letterId}/${caseId}/false`);
    expect(opened.statusCode).toBe(200);
    // Only the first opening is the history's.
    expect((await call(anne, 'GET', `/api/document/openletter/${letterId}/${caseId}/false`)).statusCode).toBe(
      200,
    );
    const sent = await call(kari, 'POST', '/api/case/sendletter', {
      CaseUid: caseId,
      ClerkId: await membershipOf('kari'),
      Subject: 'Tilsvar',
      Content: 'Foretaket viser til anmodningen.',
      Files: [],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await call(kari, 'DELETE', `/api/case/event/${sent.json().Gid}`)).statusCode).toBe(204);
    expect((await call(kari, 'GET', `/api/casefile/${caseId}/zip`)).statusCode).toBe(200);
    const handedOver = await call(anne, 'POST', '/api/caselist/handover', {
      FromClerkId: await membershipOf('kari'),
      CaseClerkId: await membershipOf('siri'),
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    const moved = await call(anne, 'POST', '/api/caselist/update', {
      CaseClerkId: null,
      IncidentIds: [caseId],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await putProviderCase('H-1', { CaseId: 'KN-2026-7001', Status: 'Avsluttet', StatusCode: 'AVSLUTTET' }))
        .statusCode,
    ).toBe(200);
    await patchCase(anne, caseId, { Archived: true });

    const history = await readHistory(anne, caseId);
    expect(history.More).toBe(false);
    expect(lines(history)).toEqual([
      ['Anne Admin', { Kind: 'Archived' }],
      ['Provider', { Kind: 'DetailsChanged', Fields: ['Status', 'StatusCode'] }],
      ['Anne Admin', { Kind: 'ClerkChanged', From: { Name: 'Siri Superbruker' }, To: null }],
      [
        'Anne Admin',
        { Kind: 'ClerkChanged', From: { Name: 'Kari Nordmann' }, To: { Name: 'Siri Superbruker' } },
      ],
      ['Kari Nordmann', { Kind: 'CaseFileDownloaded', Format: 'zip' }],
      ['Kari Nordmann', { Kind: 'LetterDeleted', Subject: 'Tilsvar' }],
      ['Kari Nordmann', { Kind: 'LetterSent', Subject: 'Tilsvar' }],
      ['Kari Nordmann', { Kind: 'LetterOpened', Description: 'Anmodning om uttalelse' }],
      ['Provider', { Kind: 'LetterReceived', Description: 'Anmodning om uttalelse' }],
      ['Anne Admin', { Kind: 'CompanyCaseRefChanged', From: 'A', To: 'B' }],
      // One edit of two fields is two lines, in the order of the fields.
      ['Anne Admin', { Kind: 'CompanyCaseRefChanged', From: null, To: 'A' }],
      ['Anne Admin', { Kind: 'CompanyNoteChanged', From: null, To: 'Ring kunden' }],
      ['Anne Admin', { Kind: 'ClerkChanged', From: null, To: { Name: 'Kari Nordmann' } }],
      ['Provider', { Kind: 'CaseCreated' }],
    ]);
    // The same history for everyone who sees the case: Siri (level 3) sees all of the company's cases.
    expect(await readHistory(await as('siri'), caseId)).toEqual(history);
  });

  it('shows a case the portal registered as created by its clerk', async () => {
    await start();
    const kari = await as('kari');
    const files = await uploadAll(context, kari, await wizardFiles());
    const registrar = await companyClerkOf(context, 'kari');
    const created = await createCase(
      context,
      kari,
      newIncident(registrar, files, { CompanyClerk: chosenClerk(registrar) }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await context.db.select().from(cases).where(eq(cases.caseNumber, created.json().CaseId));
    if (!row) throw new Error('The case was not registered');
    expect(lines(await readHistory(kari, row.id))).toEqual([['Kari Nordmann', { Kind: 'CaseCreated' }]]);
  });

  it('shows each demo case from its beginning: created, its letters in and out, its clerk and its closing', async () => {
    await start();
    const productName = context.config.branding.productName;
    const nameOf = (key: string) => {
      const person = demoPerson(key as DemoPersonKey);
      return displayName(person.firstName, person.lastName);
    };
    // The Superbruker gives each company's cases to its clerks.
    const distributor: Record<DemoCompanyKey, string> = { bank: nameOf('siri'), forsikring: nameOf('sven') };
    const sessions = new Map<string, TestSession>();
    /** The case's clerk, who sees it; the Administrator for a case without one. */
    async function viewerOf(spec: DemoCaseSpec) {
      const key = (spec.clerk ?? 'anne') as DemoPersonKey;
      const session =
        sessions.get(`${key}/${spec.company}`) ?? (await sessionFor(context, key, spec.company));
      sessions.set(`${key}/${spec.company}`, session);
      return session;
    }
    const inbound = (spec: DemoCaseSpec) => spec.events.filter((event) => event.direction === 'inbound');
    const withLetters = demoCaseSpecs(TEST_TODAY).filter((spec) => inbound(spec).length >= 2);
    expect(withLetters.length).toBeGreaterThanOrEqual(10);

    const caseIds = new Map(
      (await context.db.select().from(cases)).map((row) => [`${row.companyId}/${row.caseNumber}`, row.id]),
    );
    for (const spec of withLetters) {
      const caseId = caseIds.get(`${DEMO_COMPANIES[spec.company].id}/${spec.caseNumber}`);
      if (!caseId) throw new Error(`No demo case ${spec.caseNumber}`);
      const entries = await readHistory(await viewerOf(spec), caseId);
      const history = lines(entries);
      const createdBy = spec.registeredBy === null ? 'Provider' : nameOf(spec.registeredBy);
      expect(history.at(-1), spec.caseNumber).toEqual([createdBy, { Kind: 'CaseCreated' }]);
      const received = entries.Entries.filter((entry) => entry.Change.Kind === 'LetterReceived');
      expect(lines({ ...entries, Entries: received }), spec.caseNumber).toEqual(
        inbound(spec)
          .map((event) => [
            'Provider',
            { Kind: 'LetterReceived', Description: demoEventDescription(event, productName) },
          ])
          .reverse(),
      );
      const expected: unknown[] = spec.events
        .filter((event) => event.direction === 'outbound' && event.kind === 'letter')
        .map((event) => [
          event.sentBy === null ? 'System' : nameOf(event.sentBy),
          { Kind: 'LetterSent', Subject: event.subject },
        ]);
      if (spec.clerk !== null || spec.everAssigned) {
        const clerk = spec.clerk === null ? { Name: expect.any(String) } : { Name: nameOf(spec.clerk) };
        expected.push([distributor[spec.company], { Kind: 'ClerkChanged', From: null, To: clerk }]);
      }
      if (spec.clerk === null && spec.everAssigned) {
        expected.push([
          distributor[spec.company],
          { Kind: 'ClerkChanged', From: { Name: expect.any(String) }, To: null },
        ]);
      }
      if (isClosed(spec.statusCode))
        expected.push(['Provider', { Kind: 'DetailsChanged', Fields: ['Status', 'StatusCode'] }]);
      if (spec.archived) expected.push([expect.any(String), { Kind: 'Archived' }]);
      expect(history, spec.caseNumber).toEqual(expect.arrayContaining(expected));
    }
  });

  it('names people by the name they have now, not the one they had then', async () => {
    await start();
    const anne = await as('anne');
    const { id: caseId } = await insertTestCase(context.db, context.blobs, { clerk: null });
    await patchCase(anne, caseId, { CaseClerkId: await membershipOf('kari') });
    const kari = await as('kari');
    const renamed = await call(
      kari,
      'PUT',
      '/api/clerk',
      settingsFrom(await companyClerkOf(context, 'kari'), {
        Clerk: { ...(await companyClerkOf(context, 'kari')).Clerk, LastName: 'Hansen' },
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(lines(await readHistory(anne, caseId))).toEqual([
      ['Anne Admin', { Kind: 'ClerkChanged', From: null, To: { Name: 'Kari Hansen' } }],
    ]);
  });

  it('shows entries written before the history, and ones that name people gone, with less to say', async () => {
    await start();
    const anne = await as('anne');
    const { id: caseId } = await insertTestCase(context.db, context.blobs, { clerk: null });
    const removedMembership = '11111111-1111-4111-8111-111111111111';
    const entry = (at: string, action: string, details: Record<string, unknown>) => ({
      at: new Date(at),
      companyId: DEMO_COMPANIES.bank.id,
      action,
      targetType: 'case',
      targetId: caseId,
      details,
      caseId,
    });
    await context.db.insert(auditLog).values([
      entry('2026-11-16T08:01:00Z', 'case.letter-sent', { caseId, message: true, attachments: 0 }),
      entry('2026-11-16T08:02:00Z', 'case.file-downloaded', {}),
      entry('2026-11-16T08:03:00Z', 'case.updated', {
        changes: { CaseClerkId: { from: removedMembership, to: 42 }, Unknown: { from: 1, to: 2 } },
      }),
      entry('2026-11-16T08:04:00Z', 'case.updated', { something: 'else' }),
      entry('2026-11-16T08:05:00Z', 'case.letter-opened', { caseId }),
      {
        ...entry('2026-11-16T08:06:00Z', 'case.updated', { changes: 'broken' }),
        actorPersonId: removedMembership,
      },
      // Not a change the history shows.
      entry('2026-11-16T08:07:00Z', 'case.secret-thing', { nationalId: '02879044939' }),
    ]);
    const response = await historyOf(anne, caseId);
    expect(response.body).not.toContain('02879044939');
    expect(lines(caseHistorySchema.parse(response.json()))).toEqual([
      [null, { Kind: 'DetailsChanged', Fields: [] }],
      ['System', { Kind: 'LetterOpened', Description: null }],
      ['System', { Kind: 'DetailsChanged', Fields: [] }],
      ['System', { Kind: 'ClerkChanged', From: { Name: null }, To: null }],
      ['System', { Kind: 'CaseFileDownloaded', Format: null }],
      ['System', { Kind: 'LetterSent', Subject: null }],
    ]);
  });

  it('answers another clerk’s case (level 1) and another company’s case exactly as an unknown case, level 4 403', async () => {
    await start();
    const own = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    const colleagues = await insertTestCase(context.db, context.blobs, { clerk: 'siri' });
    const foreign = await insertTestCase(context.db, context.blobs, {
      company: 'forsikring',
      clerk: 'mette',
    });
    const kari = await as('kari');
    const unknown = await historyOf(kari, UNKNOWN_CASE);
    expect(unknown.statusCode).toBe(404);
    expect((await historyOf(kari, own.id)).statusCode).toBe(200);
    for (const caseId of [colleagues.id, foreign.id]) {
      const refused = await historyOf(kari, caseId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
    }
    const anne = await as('anne');
    expect((await historyOf(anne, colleagues.id)).statusCode).toBe(200);
    expect((await historyOf(anne, foreign.id)).json()).toEqual((await historyOf(anne, UNKNOWN_CASE)).json());
    expect((await historyOf(await as('ivar'), own.id)).statusCode).toBe(403);
    const malformed = await historyOf(kari, 'not-a-case');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().title).toMatch(/[æøåa-z]/i);
  });

  it('has an index on the case and the time for reading a case’s entries', async () => {
    await start();
    const indexes = await context.db.execute(
      sql`select indexdef from pg_indexes where tablename = 'audit_log' and indexname = 'audit_log_case_at_idx'`,
    );
    expect(JSON.stringify(indexes)).toContain('(case_id, at)');
  });

  it('gives entries written before the case_id column their case, as the migration does', async () => {
    await start();
    const { id: caseId } = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    await context.db.insert(auditLog).values([
      { action: 'case.updated', targetType: 'case', targetId: caseId, details: {} },
      { action: 'case.letter-opened', targetType: 'case_event', targetId: 'x', details: { caseId } },
      { action: 'clerk.updated', targetType: 'membership', targetId: caseId, details: {} },
      {
        action: 'case.letter-sent',
        targetType: 'case_event',
        targetId: 'x',
        details: { caseId: 'not-a-uuid' },
      },
    ]);
    const migration = await readFile(
      path.join(import.meta.dirname, '../src/db/migrations/0016_case-history.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'));
    if (!backfill) throw new Error('No backfill in the migration');
    await context.db.execute(sql.raw(backfill));
    const named = await context.db.select().from(auditLog).where(eq(auditLog.caseId, caseId));
    expect(named.map((row) => row.action).sort()).toEqual(['case.letter-opened', 'case.updated']);
    const unnamed = await context.db.select().from(auditLog).where(isNull(auditLog.caseId));
    expect(unnamed.map((row) => row.action)).toEqual(
      expect.arrayContaining(['clerk.updated', 'case.letter-sent']),
    );
  });
});

async function readCaseEvents(session: TestSession, caseId: string) {
  const response = await call(session, 'GET', `/api/case/${caseId}`);
  return response.json().Events as { Gid: string; IsRead: boolean }[];
}
