import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import {
  type CaseList,
  type CaseListItem,
  caseColumnLabels,
  caseListItemSchema,
  caseListSchema,
  caseSchema,
  MAX_EXPORT_CASES,
} from '@foretaksportalen/shared/contract/case';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { MAX_BULK_CASES } from '@foretaksportalen/shared/limits';
import { TEXT_INVALID_CHARACTERS } from '@foretaksportalen/shared/validators/messages';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, caseCategories, cases, outbox } from '../src/db/schema.ts';
import {
  type CaseTestContext,
  CLOSED_STATUS,
  caseVersion,
  createCaseTestApp,
  type InsertedCase,
  insertTestCase,
  type TestCase,
} from './helpers/cases.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';
import { auditWritten, countQueries, noticesHeard } from './helpers/test-database.ts';

let context: CaseTestContext;
afterEach(() => context?.app.close());

const NOW = new Date('2026-11-21T09:00:00Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const start = async () => {
  context = await createCaseTestApp({ clock: testClock(NOW) });
  return context;
};

const insertCase = (spec: TestCase = {}) => insertTestCase(context.db, context.blobs, spec);

const as = (key: DemoPersonKey) => sessionFor(context, key);

const call = (
  session: TestSession,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  context.app.inject({ method, url, ...(payload && { payload }), ...asClerk(session, context.config) });

const caseList = (session: TestSession, includeClosedCases = false) =>
  call(session, 'POST', '/api/caselist', { includeClosedCases });

/** The ids of a list's items among the given cases, in the list's order (the demo data may hold more cases). */
function idsAmong(list: CaseList, type: 0 | 1, inserted: readonly InsertedCase[]) {
  const ours = new Set(inserted.map((row) => row.id));
  const items = list.find((entry) => entry.Type === type)?.Items ?? [];
  return items
    .map((item) => item.CaseUid)
    .filter((id) => ours.has(id))
    .sort();
}
const sortedIds = (...rows: InsertedCase[]) => rows.map((row) => row.id).sort();

const itemOf = (list: CaseList, caseId: string) =>
  list.flatMap((entry) => entry.Items).find((item) => item.CaseUid === caseId);

const storedCase = async (caseId: string) => {
  const [row] = await context.db.select().from(cases).where(eq(cases.id, caseId));
  if (!row) throw new Error(`No case ${caseId}`);
  return row;
};

const caseAudits = () => auditWritten(context.db, 'case.updated');

/** Cases in every corner of the list rules: Kari's, Ola's, Siri's closed one, two without a clerk, another company's. */
async function insertCaseSet() {
  const kari = await insertCase({
    clerk: 'kari',
    dueDate: '2026-12-01',
    companyCaseRef: 'K-1',
    companyNote: 'Ring kunden',
    complainer: { firstName: 'Per', lastName: 'Klagesen' },
    events: [
      { description: 'Klage registrert', createdAt: new Date('2026-10-01T10:00:00Z') },
      { description: 'Brev 1', isRead: false, createdAt: new Date('2026-10-05T10:00:00Z') },
      { description: 'Brev 2', isRead: false, createdAt: new Date('2026-10-07T10:00:00Z') },
      { description: 'Svar sendt', createdAt: new Date('2026-10-09T10:00:00Z') },
    ],
  });
  const ola = await insertCase({ clerk: 'ola' });
  const closed = await insertCase({ clerk: 'siri', ...CLOSED_STATUS });
  const unassigned = await insertCase({ clerk: null, everAssigned: true, complainer: null });
  const fresh = await insertCase({ clerk: null });
  const foreign = await insertCase({ company: 'forsikring', clerk: 'mette' });
  return {
    kari,
    ola,
    closed,
    unassigned,
    fresh,
    foreign,
    all: [kari, ola, closed, unassigned, fresh, foreign],
  };
}

describe('POST /api/caselist', () => {
  it('answers Kari (level 1) and Ola (level 2) only their own cases, and no undistributed ones', async () => {
    await start();
    const set = await insertCaseSet();
    for (const [key, own] of [
      ['kari', set.kari],
      ['ola', set.ola],
    ] as const) {
      const session = await as(key);
      const response = await caseList(session, true);
      expect(response.statusCode).toBe(200);
      const list: CaseList = response.json();
      expect(list.map((entry) => entry.Type)).toEqual([0, 1]);
      expect(idsAmong(list, 0, set.all)).toEqual([own.id]);
      expect(list[1]?.Items).toEqual([]);
      const membershipId = (await companyClerkOf(context, key)).Id;
      expect(list[0]?.Items.every((item) => item.Clerk?.Id === membershipId)).toBe(true);
    }
  });

  it('answers Siri (level 3) and Anne (level 5) all the company’s cases, split by whether they have a clerk', async () => {
    await start();
    const set = await insertCaseSet();
    for (const key of ['siri', 'anne'] as const) {
      const session = await as(key);
      const open: CaseList = (await caseList(session)).json();
      expect(idsAmong(open, 0, set.all)).toEqual(sortedIds(set.kari, set.ola));
      expect(idsAmong(open, 1, set.all)).toEqual(sortedIds(set.unassigned, set.fresh));
      const all: CaseList = (await caseList(session, true)).json();
      expect(idsAmong(all, 0, set.all)).toEqual(sortedIds(set.kari, set.ola, set.closed));
      expect(idsAmong(all, 1, set.all)).toEqual(sortedIds(set.unassigned, set.fresh));
      expect(all[0]?.Items.every((item) => item.Clerk !== null)).toBe(true);
      expect(all[1]?.Items.every((item) => item.Clerk === null)).toBe(true);
      expect(open.flatMap((entry) => entry.Items).every((item) => item.StatusCode !== 'AVSLUTTET')).toBe(
        true,
      );
    }
  });

  it('never shows another company’s case, and answers it by id as an unknown id', async () => {
    await start();
    const set = await insertCaseSet();
    const anne = await as('anne');
    const list: CaseList = (await caseList(anne, true)).json();
    expect(itemOf(list, set.foreign.id)).toBeUndefined();
    for (const id of [set.foreign.id, UNKNOWN_ID]) {
      const response = await call(anne, 'GET', `/api/case/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, title: 'Fant ikke saken' });
    }
  });

  it('counts the working days left to the due date from the day in Oslo, and again after midnight', async () => {
    // 23:30 on Wednesday 25 November in Oslo.
    const clock = testClock(new Date('2026-11-25T22:30:00Z'));
    context = await createCaseTestApp({ clock });
    const due = await insertCase({ dueDate: '2026-11-30' });
    const without = await insertCase({ dueDate: null });
    const daysToDue = async (caseId: string) => {
      const session = await as('siri');
      const fromList = itemOf((await caseList(session, true)).json(), caseId)?.DaysToDue;
      const fromCase = (await call(session, 'GET', `/api/case/${caseId}`)).json().DaysToDue;
      expect(fromCase).toBe(fromList);
      return fromList;
    };

    // Thursday, Friday and Monday.
    expect(await daysToDue(due.id)).toBe(3);
    expect(await daysToDue(without.id)).toBeNull();
    // 00:30 on Thursday: the list cached on Wednesday is not served.
    clock.advance(60 * 60);
    expect(await daysToDue(due.id)).toBe(2);
    // Monday 30 November, and Tuesday 1 December.
    clock.advance(4 * 24 * 60 * 60);
    expect(await daysToDue(due.id)).toBe(0);
    clock.advance(24 * 60 * 60);
    expect(await daysToDue(due.id)).toBe(-1);
  });

  it('refuses the Brukeradministrator (level 4 has no cases)', async () => {
    await start();
    const ivar = await as('ivar');
    const response = await caseList(ivar);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().title).toBe('Du har ikke tilgang til å vise saker');
  });

  it('shows a row as the list needs it: last event, unread letters, the newest unread, clerk and complainer', async () => {
    await start();
    const set = await insertCaseSet();
    const list: CaseList = (await caseList(await as('siri'))).json();
    const kariItem = itemOf(list, set.kari.id);
    expect(kariItem).toEqual({
      CaseUid: set.kari.id,
      CaseId: set.kari.caseNumber,
      Status: 'Under behandling',
      StatusCode: 'UNDER_BEHANDLING',
      Archived: false,
      HasBeenAssigned: false,
      LastEvent: { Created: '2026-10-09T10:00:00.000Z' },
      UnreadCount: 2,
      UnreadEventId: set.kari.events[2]?.id ?? null,
      DueDate: '2026-12-01',
      // From Saturday 21 November: 23 to 27 and 30 November, and 1 December.
      DaysToDue: 7,
      Clerk: {
        Id: (await companyClerkOf(context, 'kari')).Id,
        DisplayName: 'Kari Nordmann',
        Phone: '92345678',
      },
      Complainer: { FirstName: 'Per', LastName: 'Klagesen' },
      CompanyCaseRef: 'K-1',
      CompanyNote: 'Ring kunden',
      Version: 1,
      CanArchive: false,
      CanEditCompanyDetails: true,
      AwaitingApproval: false,
      LetterReturnedTo: null,
      DecisionAnswerDue: null,
      ProductId: null,
      CauseId: null,
    } satisfies CaseListItem);
    expect(itemOf(list, set.unassigned.id)).toMatchObject({
      HasBeenAssigned: true,
      Clerk: null,
      Complainer: null,
      LastEvent: null,
      UnreadCount: 0,
      UnreadEventId: null,
    });
    expect(itemOf(list, set.fresh.id)).toMatchObject({ HasBeenAssigned: false, Clerk: null });
    for (const item of list.flatMap((entry) => entry.Items)) caseListItemSchema.parse(item);
  });

  it('compresses a large list with zstd or gzip rather than the slower brotli', async () => {
    await start();
    for (let index = 0; index < 20; index++) await insertCase({ clerk: 'kari' });
    const kari = await as('kari');
    for (const [accepted, chosen] of [
      ['gzip, deflate, br, zstd', 'zstd'],
      ['gzip, deflate, br', 'gzip'],
      ['br', undefined],
    ]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/caselist',
        payload: { includeClosedCases: false },
        cookies: kari.cookies,
        headers: { ...asClerk(kari, context.config).headers, 'accept-encoding': accepted },
      });
      expect(response.headers['content-encoding']).toBe(chosen);
      const json =
        chosen === 'zstd'
          ? zlib.zstdDecompressSync(response.rawPayload)
          : chosen === 'gzip'
            ? zlib.gunzipSync(response.rawPayload)
            : response.rawPayload;
      const lists = caseListSchema.parse(JSON.parse(json.toString('utf8')));
      expect(lists.flatMap((list) => list.Items).length).toBeGreaterThanOrEqual(20);
    }
  });

  it('reads a changed list with the same number of queries for 3 cases as for 30', async () => {
    await start();
    const siri = await as('siri');
    const listQueries = () => countQueries(async () => expect((await caseList(siri)).statusCode).toBe(200));
    // Until the process hears the database's notices, the session is read from the database on each call.
    await noticesHeard(context.db);
    await listQueries();
    for (let index = 0; index < 3; index++) await insertCase({ clerk: index % 2 ? 'kari' : null });
    const few = await listQueries();
    for (let index = 0; index < 27; index++) {
      await insertCase({ clerk: index % 2 ? 'ola' : null, events: [{ isRead: false }] });
    }
    expect(await listQueries()).toBe(few);
  });
});

describe('GET /api/case/{caseId}', () => {
  it('answers the whole case: parties, handling officer, events newest first with their documents', async () => {
    await start();
    const inserted = await insertCase({
      clerk: 'kari',
      handlingOfficer: { name: 'Sara Saksbehandler', phone: '22000000' },
      complainer: { firstName: 'Fjord AS', lastName: 'Kari Fjord', isFirm: true, email: 'post@fjord.no' },
      correspondent: { firstName: 'Advokat', lastName: 'Hansen' },
      events: [
        { description: 'Klage registrert', direction: 'outbound', documents: [{ fileName: 'klage.pdf' }] },
        {
          description: 'Brev fra nemnda',
          isRead: false,
          documents: [{ fileName: 'brev.pdf', isLetter: true }, { fileName: 'vedlegg.pdf' }],
        },
        {
          description: 'Brev sendt',
          direction: 'outbound',
          createdAt: new Date('2026-11-21T08:55:00Z'),
          deleteBefore: new Date('2026-11-21T09:05:00Z'),
        },
      ],
    });
    const response = await call(await as('kari'), 'GET', `/api/case/${inserted.id}`);
    expect(response.statusCode).toBe(200);
    const found = caseSchema.parse(response.json());
    expect(found).toMatchObject({
      CaseUid: inserted.id,
      AnonymizeSb: false,
      User: { DisplayName: 'Sara Saksbehandler', Phone: '22000000' },
      Complainer: { DisplayName: 'Fjord AS v/ Kari Fjord', IsFirm: true, Email: 'post@fjord.no' },
      Correspondent: { DisplayName: 'Advokat Hansen', IsFirm: false },
      UnreadCount: 1,
      UnreadEventId: inserted.events[1]?.id,
    });
    expect(
      found.Events.map((event) => [event.Description, event.IsRead, event.DeleteBeforeDateTime]),
    ).toEqual([
      ['Brev sendt', true, '2026-11-21T09:05:00.000Z'],
      ['Brev fra nemnda', false, null],
      ['Klage registrert', true, null],
    ]);
    expect(found.Events[1]?.Documents.map((document) => [document.FileName, document.CaseEventId])).toEqual([
      ['brev.pdf', inserted.events[1]?.id],
      ['vedlegg.pdf', inserted.events[1]?.id],
    ]);
  });

  it('hides the handling officer when AnonymizeSb, and answers another clerk’s case as unknown to levels 1-2', async () => {
    await start();
    const hidden = await insertCase({
      clerk: 'ola',
      anonymizeSb: true,
      handlingOfficer: { name: 'Sara Saksbehandler', phone: '22000000' },
    });
    const ola = await call(await as('ola'), 'GET', `/api/case/${hidden.id}`);
    expect(ola.json()).toMatchObject({ AnonymizeSb: true, User: null });
    expect((await call(await as('kari'), 'GET', `/api/case/${hidden.id}`)).statusCode).toBe(404);
    expect((await call(await as('siri'), 'GET', `/api/case/${hidden.id}`)).statusCode).toBe(200);
    expect((await call(await as('ivar'), 'GET', `/api/case/${hidden.id}`)).statusCode).toBe(403);
  });
});

describe('PATCH /api/case/{caseUid}', () => {
  /** An edit made on the case as it is stored now, unless the payload names another version. */
  const patch = async (session: TestSession, caseId: string, payload: object) =>
    call(session, 'PATCH', `/api/case/${caseId}`, {
      Version: await caseVersion(context.db, caseId),
      ...payload,
    });

  it("refuses an edit made on an older version with 409, keeps the other clerk's change and audits nothing", async () => {
    await start();
    const target = await insertCase({ companyCaseRef: 'K-1', companyNote: 'Notat' });
    const seen = await caseVersion(context.db, target.id);
    const [siri, anne] = [await as('siri'), await as('anne')];

    const first = await patch(siri, target.id, { CompanyNote: 'Siris notat', Version: seen });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ CompanyNote: 'Siris notat', Version: seen + 1 });

    const auditsBefore = await context.db.$count(auditLog);
    for (const payload of [
      { CompanyNote: 'Annes notat' },
      { CompanyCaseRef: 'A-1' },
      { CaseClerkId: null },
    ]) {
      const stale = await patch(anne, target.id, { ...payload, Version: seen });
      expect(stale.statusCode).toBe(409);
      expect(stale.headers['content-type']).toContain('application/problem+json');
      expect(stale.json()).toMatchObject({
        title: 'Saken er endret av en annen. Last siden på nytt.',
        ErrorMessage: 'Saken er endret av en annen. Last siden på nytt.',
      });
    }
    expect(await storedCase(target.id)).toMatchObject({ companyNote: 'Siris notat', companyCaseRef: 'K-1' });
    expect(await context.db.$count(auditLog)).toBe(auditsBefore);

    // Made on the version the first answer gave, the next edit goes through.
    const next = await patch(anne, target.id, { CompanyCaseRef: 'A-1', Version: seen + 1 });
    expect(next.json()).toMatchObject({
      CompanyCaseRef: 'A-1',
      CompanyNote: 'Siris notat',
      Version: seen + 2,
    });
  });

  it('raises the version for every writer of clerk, reference, note or archived, and for nothing else', async () => {
    await start();
    const target = await insertCase({ clerk: 'kari', ...CLOSED_STATUS });
    const version = () => caseVersion(context.db, target.id);
    const initial = await version();
    await context.db
      .update(cases)
      .set({ unreadCount: 3, dueDate: '2027-01-01' })
      .where(eq(cases.id, target.id));
    expect(await version()).toBe(initial);
    const siri = await as('siri');
    const bulk = await call(siri, 'POST', '/api/caselist/update', {
      CaseClerkId: (await companyClerkOf(context, 'ola')).Id,
      IncidentIds: [target.id],
    });
    expect(bulk.statusCode).toBe(200);
    expect(await version()).toBe(initial + 1);
    await context.db.update(cases).set({ archived: true }).where(eq(cases.id, target.id));
    expect(await version()).toBe(initial + 2);
  });

  it('refuses an edit without a version as bad input', async () => {
    await start();
    const target = await insertCase();
    const response = await call(await as('siri'), 'PATCH', `/api/case/${target.id}`, { CompanyNote: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('Version');
  });

  it('refuses levels 1-2 a change of clerk, reference or note, and changes nothing', async () => {
    await start();
    const own = await insertCase({ clerk: 'kari', companyCaseRef: 'K-1', companyNote: 'Notat' });
    const kari = await as('kari');
    const siriId = (await companyClerkOf(context, 'siri')).Id;
    for (const payload of [
      { CaseClerkId: siriId },
      { CaseClerkId: null },
      { CompanyCaseRef: 'NY' },
      { CompanyNote: null },
    ]) {
      const response = await patch(kari, own.id, payload);
      expect(response.statusCode).toBe(403);
    }
    expect(await storedCase(own.id)).toMatchObject({ companyCaseRef: 'K-1', companyNote: 'Notat' });
    // The same values again are no change, which any level may send.
    const unchanged = await patch(kari, own.id, {
      CaseClerkId: (await companyClerkOf(context, 'kari')).Id,
      CompanyCaseRef: 'K-1',
      CompanyNote: 'Notat',
      Archived: false,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(await caseAudits()).toEqual([]);
  });

  it('lets Siri (level 3) assign, unassign and edit, stores an empty text as null, and audits what changed', async () => {
    await start();
    const target = await insertCase({ clerk: null, companyCaseRef: 'GAMMEL' });
    const siri = await as('siri');
    const ola = await companyClerkOf(context, 'ola');

    const assigned = await patch(siri, target.id, { CaseClerkId: ola.Id, CompanyNote: 'Haster' });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      CaseUid: target.id,
      Clerk: { Id: ola.Id, DisplayName: 'Ola Ekstern' },
      HasBeenAssigned: false,
      CompanyNote: 'Haster',
      CompanyCaseRef: 'GAMMEL',
    });
    expect((await storedCase(target.id)).updatedAt).toEqual(NOW);

    const unassigned = await patch(siri, target.id, { CaseClerkId: null, CompanyCaseRef: '' });
    expect(unassigned.json()).toMatchObject({ Clerk: null, HasBeenAssigned: true, CompanyCaseRef: null });
    expect(await storedCase(target.id)).toMatchObject({ companyCaseRef: null, everAssigned: true });

    expect((await caseAudits()).map((entry) => entry.details)).toEqual([
      { changes: { CaseClerkId: { from: null, to: ola.Id }, CompanyNote: { from: null, to: 'Haster' } } },
      { changes: { CaseClerkId: { from: ola.Id, to: null }, CompanyCaseRef: { from: 'GAMMEL', to: null } } },
    ]);
  });

  it('refuses a disabled clerk, a level-4 clerk and another company’s clerk with a field message', async () => {
    await start();
    const target = await insertCase({ clerk: 'kari' });
    const siri = await as('siri');
    for (const [key, company, message] of [
      ['dag', 'bank', 'Saksbehandleren er deaktivert og kan ikke tildeles saker'],
      ['ivar', 'bank', 'Saksbehandleren har en rolle uten tilgang til saker'],
      ['mette', 'forsikring', 'Ukjent saksbehandler'],
    ] as const) {
      const clerk = await companyClerkOf(context, key, company);
      const response = await patch(siri, target.id, { CaseClerkId: clerk.Id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ title: message, errors: { CaseClerkId: [message] } });
    }
    expect((await storedCase(target.id)).clerkMembershipId).toBe((await companyClerkOf(context, 'kari')).Id);
  });

  it('refuses a reference over 30 characters or with a control character in Norwegian, changing nothing', async () => {
    await start();
    const target = await insertCase({ clerk: 'kari', companyCaseRef: 'K-1' });
    const response = await patch(await as('siri'), target.id, {
      CompanyCaseRef: 'x'.repeat(31),
      CompanyNote: 'Skal ikke lagres',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ CompanyCaseRef: ['Referanse kan maksimalt inneholde 30 tegn'] });
    const tooLongNote = await patch(await as('siri'), target.id, { CompanyNote: 'x'.repeat(101) });
    expect(tooLongNote.json().errors).toEqual({ CompanyNote: ['Notat kan maksimalt inneholde 100 tegn'] });
    const controlCharacters = await patch(await as('siri'), target.id, {
      CompanyCaseRef: 'K-2\u0007',
      CompanyNote: 'Ring\r\nkunden',
    });
    expect(controlCharacters.statusCode).toBe(400);
    expect(controlCharacters.json().errors).toEqual({
      CompanyCaseRef: [TEXT_INVALID_CHARACTERS],
      CompanyNote: [TEXT_INVALID_CHARACTERS],
    });
    expect(await storedCase(target.id)).toMatchObject({ companyCaseRef: 'K-1', companyNote: null });
  });

  it('archives a closed case once, keeping clerk, reference and note; never an open one, never back', async () => {
    await start();
    const closed = await insertCase({
      clerk: 'kari',
      companyCaseRef: 'K-1',
      companyNote: 'Ferdig',
      ...CLOSED_STATUS,
    });
    const open = await insertCase({ clerk: 'kari' });
    const kari = await as('kari');

    const archived = await patch(kari, closed.id, { Archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      Archived: true,
      CompanyCaseRef: 'K-1',
      CompanyNote: 'Ferdig',
      Clerk: { DisplayName: 'Kari Nordmann' },
    });
    for (const [caseId, payload, title] of [
      [closed.id, { Archived: true }, 'Saken er allerede arkivert'],
      [closed.id, { Archived: false }, 'En arkivert sak kan ikke tas ut av arkivet'],
      [open.id, { Archived: true }, 'Bare avsluttede saker kan arkiveres'],
    ] as const) {
      const response = await patch(kari, caseId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe(title);
    }
    expect(await storedCase(open.id)).toMatchObject({ archived: false });
  });

  it('answers a case the clerk may not see as unknown, and refuses level 4', async () => {
    await start();
    const olas = await insertCase({ clerk: 'ola', ...CLOSED_STATUS });
    const foreign = await insertCase({ company: 'forsikring', ...CLOSED_STATUS });
    expect((await patch(await as('kari'), olas.id, { Archived: true })).statusCode).toBe(404);
    expect((await patch(await as('anne'), foreign.id, { Archived: true })).statusCode).toBe(404);
    expect((await patch(await as('ivar'), olas.id, { Archived: true })).statusCode).toBe(403);
    expect((await storedCase(olas.id)).archived).toBe(false);
  });
});

describe('POST /api/caselist/update', () => {
  const bulkAssign = (session: TestSession, CaseClerkId: string | null, IncidentIds: string[]) =>
    call(session, 'POST', '/api/caselist/update', { CaseClerkId, IncidentIds });

  it('gives every case the clerk, or none, and audits each case that changed', async () => {
    await start();
    const first = await insertCase({ clerk: null });
    const second = await insertCase({ clerk: 'ola' });
    const kari = await companyClerkOf(context, 'kari');
    const siri = await as('siri');

    const response = await bulkAssign(siri, kari.Id, [first.id, second.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Updated: 2 });
    for (const row of [first, second]) {
      expect(await storedCase(row.id)).toMatchObject({ clerkMembershipId: kari.Id, everAssigned: true });
    }
    expect(await caseAudits()).toHaveLength(2);

    expect(
      (await call(siri, 'POST', '/api/caselist/update', { CaseClerkId: '', IncidentIds: [first.id] })).json(),
    ).toEqual({
      Updated: 1,
    });
    expect(await storedCase(first.id)).toMatchObject({ clerkMembershipId: null, everAssigned: true });
  });

  it('changes nothing when one id is another company’s case or unknown', async () => {
    await start();
    const own = await insertCase({ clerk: null });
    const foreign = await insertCase({ company: 'forsikring' });
    const kari = await companyClerkOf(context, 'kari');
    const anne = await as('anne');
    for (const ids of [
      [own.id, foreign.id],
      [own.id, UNKNOWN_ID],
    ]) {
      const response = await bulkAssign(anne, kari.Id, ids);
      expect(response.statusCode).toBe(404);
    }
    expect((await storedCase(own.id)).clerkMembershipId).toBeNull();
    expect((await storedCase(foreign.id)).clerkMembershipId).toBeNull();
    expect(await caseAudits()).toEqual([]);
  });

  it('answers 404 for a receiver of another company or an unknown one, and changes nothing', async () => {
    await start();
    const own = await insertCase({ clerk: 'kari' });
    const kari = await companyClerkOf(context, 'kari');
    const mette = await companyClerkOf(context, 'mette', 'forsikring');
    for (const receiver of [mette.Id, UNKNOWN_ID]) {
      const response = await bulkAssign(await as('anne'), receiver, [own.id]);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toEqual({
        title: 'Ukjent saksbehandler',
        status: 404,
        code: 'clerk.not-found',
        ErrorMessage: 'Ukjent saksbehandler',
      });
    }
    expect((await storedCase(own.id)).clerkMembershipId).toBe(kari.Id);
    expect(await caseAudits()).toEqual([]);
  });

  it('refuses levels below 3 and level 4, and a disabled clerk', async () => {
    await start();
    const own = await insertCase({ clerk: 'kari' });
    const kari = await companyClerkOf(context, 'kari');
    for (const key of ['kari', 'ola', 'ivar'] as const) {
      expect((await bulkAssign(await as(key), kari.Id, [own.id])).statusCode).toBe(403);
    }
    const dag = await companyClerkOf(context, 'dag');
    const response = await bulkAssign(await as('siri'), dag.Id, [own.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      CaseClerkId: ['Saksbehandleren er deaktivert og kan ikke tildeles saker'],
    });
    expect((await storedCase(own.id)).clerkMembershipId).toBe(kari.Id);
  });

  it('takes as many cases as a filter can select, and refuses more with a Norwegian message', async () => {
    await start();
    const siri = await as('siri');
    const kari = await companyClerkOf(context, 'kari');
    const tooMany = Array.from({ length: MAX_BULK_CASES + 1 }, () => randomUUID());
    const refused = await bulkAssign(siri, kari.Id, tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      IncidentIds: [`Du kan endre maksimalt ${MAX_BULK_CASES} saker om gangen`],
    });
    // Unknown ids past the body limit and the validation: 404.
    expect((await bulkAssign(siri, kari.Id, tooMany.slice(1))).statusCode).toBe(404);
    expect(await caseAudits()).toEqual([]);
  });

  it('refuses a level-4 clerk, whose role sees no cases (decision 0012)', async () => {
    await start();
    const own = await insertCase({ clerk: 'kari' });
    const kari = await companyClerkOf(context, 'kari');
    const ivar = await companyClerkOf(context, 'ivar');
    const response = await bulkAssign(await as('anne'), ivar.Id, [own.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      CaseClerkId: ['Saksbehandleren har en rolle uten tilgang til saker'],
    });
    expect((await storedCase(own.id)).clerkMembershipId).toBe(kari.Id);
  });
});

describe("handing over a clerk's cases (issue 20)", () => {
  const handOver = (session: TestSession, FromClerkId: string, CaseClerkId: string | null) =>
    call(session, 'POST', '/api/caselist/handover', { FromClerkId, CaseClerkId });
  const assignments = async (session: TestSession) =>
    (await call(session, 'GET', '/api/caselist/assignments')).json() as {
      ClerkId: string;
      Open: number;
      Closed: number;
    }[];

  it("counts each clerk's open and closed cases, and moves them all to another clerk in one step, audited", async () => {
    await start();
    const ola = await companyClerkOf(context, 'ola');
    const kari = await companyClerkOf(context, 'kari');
    const siri = await as('siri');
    const before = (await assignments(siri)).find((row) => row.ClerkId === ola.Id) ?? { Open: 0, Closed: 0 };
    const open = await insertCase({ clerk: 'ola' });
    const closed = await insertCase({ clerk: 'ola', ...CLOSED_STATUS });
    expect((await assignments(siri)).find((row) => row.ClerkId === ola.Id)).toEqual({
      ClerkId: ola.Id,
      Open: before.Open + 1,
      Closed: before.Closed + 1,
    });

    const response = await handOver(siri, ola.Id, kari.Id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Updated: before.Open + before.Closed + 2 });
    for (const row of [open, closed]) expect((await storedCase(row.id)).clerkMembershipId).toBe(kari.Id);
    expect((await assignments(siri)).find((row) => row.ClerkId === ola.Id)).toBeUndefined();
    const audits = (await caseAudits()).filter((entry) => entry.targetId === open.id);
    expect(audits).toEqual([
      expect.objectContaining({
        actorPersonId: siri.personId,
        details: { changes: { CaseClerkId: { from: ola.Id, to: kari.Id } } },
      }),
    ]);
  });

  it('moves them to Ufordelte saker, and refuses a receiver who cannot take cases', async () => {
    await start();
    const ola = await companyClerkOf(context, 'ola');
    const moved = await insertCase({ clerk: 'ola' });
    const anne = await as('anne');
    const ivar = await companyClerkOf(context, 'ivar');
    expect((await handOver(anne, ola.Id, ivar.Id)).statusCode).toBe(400);
    expect((await storedCase(moved.id)).clerkMembershipId).toBe(ola.Id);
    expect((await handOver(anne, ola.Id, null)).statusCode).toBe(200);
    expect((await storedCase(moved.id)).clerkMembershipId).toBeNull();
  });

  it.each([
    ['its audit entries', 'audit_log'],
    ["the receiver's e-mail", 'outbox'],
  ])(
    'is all or nothing: when writing %s fails after the cases moved, no case changes clerk, nothing is audited or mailed',
    async (_what, table) => {
      await start();
      const ola = await companyClerkOf(context, 'ola');
      const kari = await companyClerkOf(context, 'kari');
      const rows = [await insertCase({ clerk: 'ola' }), await insertCase({ clerk: 'ola', ...CLOSED_STATUS })];
      const [first] = rows;
      const olasBefore = await context.db
        .select({ id: cases.id })
        .from(cases)
        .where(eq(cases.clerkMembershipId, ola.Id));
      const siri = await as('siri');
      // Fails only once the handover's transaction has given the first case to Kari: the failure comes after the move.
      const failAfterTheMove = [
        `create function test_fail_after_move() returns trigger language plpgsql as $$
       begin
         if exists (select 1 from cases where id = '${first?.id}' and clerk_membership_id = '${kari.Id}') then
           raise exception 'forced failure after the move';
         end if;
         return new;
       end $$`,
        `create trigger test_fail_after_move before insert on ${table} for each row execute function test_fail_after_move()`,
      ];
      for (const statement of failAfterTheMove) await context.db.execute(sql.raw(statement));
      try {
        const failed = await handOver(siri, ola.Id, kari.Id);
        expect(failed.statusCode).toBe(500);
        expect(failed.json().title).toBe('Det oppsto en feil på serveren');
      } finally {
        await context.db.execute(sql.raw(`drop trigger test_fail_after_move on ${table}`));
        await context.db.execute(sql.raw('drop function test_fail_after_move()'));
      }
      const olasAfter = await context.db
        .select({ id: cases.id })
        .from(cases)
        .where(eq(cases.clerkMembershipId, ola.Id));
      expect(olasAfter.map((row) => row.id).sort()).toEqual(olasBefore.map((row) => row.id).sort());
      expect(olasAfter.length).toBeGreaterThanOrEqual(rows.length);
      expect(await caseAudits()).toEqual([]);
      expect(await context.db.select().from(outbox)).toEqual([]);

      // Nothing was left half done: the same handover goes through once nothing fails.
      expect((await handOver(siri, ola.Id, kari.Id)).json()).toEqual({ Updated: olasBefore.length });
    },
  );

  it("answers 404 for another company's clerk, giving or receiving, and 403 to the levels that do not distribute", async () => {
    await start();
    const kari = await companyClerkOf(context, 'kari');
    const own = await insertCase({ clerk: 'kari' });
    const foreign = await companyClerkOf(context, 'mette', 'forsikring');
    expect((await handOver(await as('siri'), foreign.Id, null)).statusCode).toBe(404);
    expect((await handOver(await as('siri'), UNKNOWN_ID, null)).statusCode).toBe(404);
    // The receiver as well: another company's clerk, or an unknown id.
    for (const receiver of [foreign.Id, UNKNOWN_ID]) {
      const response = await handOver(await as('siri'), kari.Id, receiver);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        title: 'Ukjent saksbehandler',
        status: 404,
        code: 'clerk.not-found',
        ErrorMessage: 'Ukjent saksbehandler',
      });
    }
    for (const key of ['kari', 'ola', 'ivar'] as const) {
      expect((await handOver(await as(key), kari.Id, null)).statusCode).toBe(403);
      expect((await call(await as(key), 'GET', '/api/caselist/assignments')).statusCode).toBe(403);
    }
    expect((await storedCase(own.id)).clerkMembershipId).toBe(kari.Id);
  });
});

describe('POST /api/caselist/archive', () => {
  const bulkArchive = (session: TestSession, IncidentIds: string[]) =>
    call(session, 'POST', '/api/caselist/archive', { IncidentIds });

  it('archives the closed cases among those given, leaves the open ones, and audits each archived case', async () => {
    await start();
    const closed = await insertCase({ ...CLOSED_STATUS });
    const alsoClosed = await insertCase({ ...CLOSED_STATUS, clerk: 'kari' });
    const open = await insertCase({});
    const archived = await insertCase({ ...CLOSED_STATUS, archived: true });

    const response = await bulkArchive(await as('siri'), [closed.id, alsoClosed.id, open.id, archived.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Archived: 2 });
    for (const row of [closed, alsoClosed, archived]) expect((await storedCase(row.id)).archived).toBe(true);
    expect((await storedCase(open.id)).archived).toBe(false);
    const audits = await caseAudits();
    expect(audits.map((entry) => entry.targetId).sort()).toEqual([closed.id, alsoClosed.id].sort());
    for (const entry of audits)
      expect(entry.details).toEqual({ changes: { Archived: { from: false, to: true } } });
  });

  it('changes nothing for another company’s case, and refuses the levels that do not distribute', async () => {
    await start();
    const own = await insertCase({ ...CLOSED_STATUS });
    const foreign = await insertCase({ ...CLOSED_STATUS, company: 'forsikring' });
    expect((await bulkArchive(await as('anne'), [own.id, foreign.id])).statusCode).toBe(404);
    for (const key of ['kari', 'ola', 'ivar'] as const) {
      const refused = await bulkArchive(await as(key), [own.id]);
      expect(refused.statusCode).toBe(403);
    }
    expect((await storedCase(own.id)).archived).toBe(false);
    expect(await caseAudits()).toEqual([]);
  });

  it('takes as many cases as a filter can select, and refuses more', async () => {
    await start();
    const siri = await as('siri');
    const tooMany = Array.from({ length: MAX_BULK_CASES + 1 }, () => randomUUID());
    const refused = await bulkArchive(siri, tooMany);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(
      `Du kan endre maksimalt ${MAX_BULK_CASES} saker om gangen`,
    );
    // Unknown ids past the body limit and the validation: 404.
    expect((await bulkArchive(siri, tooMany.slice(1))).statusCode).toBe(404);
  });
});

describe('POST /api/caselist/export', () => {
  const exportCases = (session: TestSession, ids: string[]) =>
    call(session, 'POST', '/api/caselist/export', ids);

  const openWorkbook = async (response: LightMyRequestResponse) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.from(response.json().FileContent, 'base64')).buffer);
    const sheet = workbook.getWorksheet('Saker');
    if (!sheet) throw new Error('No sheet Saker');
    return sheet;
  };

  it('writes the cases in the order given, with a bold frozen filtered header and real dates', async () => {
    await start();
    const late = await insertCase({
      caseNumber: 'eksport-2026-2',
      clerk: 'ola',
      dueDate: '2026-12-24',
      companyCaseRef: 'REF-2',
      complainer: { firstName: 'Fjord AS', lastName: 'Kari Fjord' },
      // 23:30 UTC is the next day in Oslo.
      events: [{ createdAt: new Date('2026-10-31T23:30:00Z'), isRead: false }],
    });
    const archived = await insertCase({
      caseNumber: 'EKSPORT-2026-1',
      ...CLOSED_STATUS,
      archived: true,
      clerk: null,
    });
    const [card] = await context.db
      .select({ id: caseCategories.id })
      .from(caseCategories)
      .where(
        and(eq(caseCategories.companyId, DEMO_COMPANIES.bank.id), eq(caseCategories.name, 'Kredittkort')),
      );
    await context.db.update(cases).set({ productId: card?.id }).where(eq(cases.id, late.id));
    const response = await exportCases(await as('siri'), [late.id, archived.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      FileName: 'saker-2026-11-21.xlsx',
      MimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });

    const sheet = await openWorkbook(response);
    const labels = caseColumnLabels(context.config.branding.productName);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      labels.CaseId,
      labels.LastEvent,
      labels.FirstName,
      labels.LastName,
      labels.DueDate,
      labels.DaysToDue,
      labels.CompanyCaseRef,
      labels.CompanyNote,
      'Produkt',
      'Årsak',
      labels.Clerk,
      labels.Status,
      labels.UnreadCount,
      labels.Archived,
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:N1');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'EKSPORT-2026-2',
      new Date('2026-11-01T00:00:00Z'),
      'Fjord AS',
      'Kari Fjord',
      new Date('2026-12-24T00:00:00Z'),
      // Working days from Saturday 21 November: four weeks and 21 to 24 December.
      24,
      'REF-2',
      undefined,
      'Kredittkort',
      undefined,
      'Ola Ekstern',
      'Under behandling',
      1,
      'Nei',
    ]);
    expect(sheet.getRow(3).getCell(1).value).toBe('EKSPORT-2026-1');
    expect(sheet.getRow(3).getCell(14).value).toBe('Ja');
    for (const column of [2, 5]) expect(sheet.getRow(2).getCell(column).numFmt).toBe('dd.mm.yyyy');
    for (const column of sheet.columns) {
      expect(column.width).toBeGreaterThanOrEqual(String(column.header ?? '').length);
      expect(column.width).toBeLessThanOrEqual(50);
    }
  });

  it('leaves out the clerk column below level 3, names the file by the date in Oslo, and refuses unseen cases', async () => {
    context = await createCaseTestApp({ clock: testClock(new Date('2026-11-21T23:30:00Z')) });
    const own = await insertCase({ clerk: 'kari' });
    const olas = await insertCase({ clerk: 'ola' });
    const kari = await as('kari');
    const response = await exportCases(kari, [own.id]);
    expect(response.json().FileName).toBe('saker-2026-11-22.xlsx');
    const sheet = await openWorkbook(response);
    expect(sheet.getRow(1).values).not.toContain('Saksbehandler');
    expect(sheet.columnCount).toBe(13);
    expect((await exportCases(kari, [own.id, olas.id])).statusCode).toBe(404);
    expect((await exportCases(await as('ivar'), [own.id])).statusCode).toBe(403);
  });

  it('takes as many ids as an export may hold in one request', async () => {
    await start();
    const ids = Array.from({ length: MAX_EXPORT_CASES }, () => randomUUID());
    // Unknown ids: a 404 shows the request got past the body limit (413) and the validation (400).
    expect((await exportCases(await as('siri'), ids)).statusCode).toBe(404);
  });
});
