import { type Case, caseSchema } from '@foretaksportalen/shared/contract/case';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { databaseNotices } from '../src/db/notices.ts';
import { cases, documents } from '../src/db/schema.ts';
import { createCaseReadService } from '../src/modules/case-read/index.ts';
import {
  type CaseTestContext,
  CLOSED_STATUS,
  caseVersion,
  createCaseTestApp,
  type InsertedCase,
  insertTestCase,
  type TestCase,
  testPdf,
} from './helpers/cases.ts';
import { settingsFrom } from './helpers/payloads.ts';
import { bearer, createApiKey, letterBody, newProviderCase, providerPath } from './helpers/provider.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  findDemoPerson,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';
import { countQueries, noticesHeard, testDatabaseKind } from './helpers/test-database.ts';
import { MIME, PNG_BYTES } from './helpers/uploads.ts';

/**
 * GET /api/case/{id} from the case answer cache (decision 0018): answered with no query while the process hears
 * the database's case notices, fresh after every kind of change whoever makes it, and with the access rules of an
 * uncached read.
 */
let context: CaseTestContext & { key: string };
let clock: ReturnType<typeof testClock>;
afterEach(() => context?.app.close());

const NOW = new Date('2026-11-23T09:00:00Z');
const BANK = DEMO_COMPANIES.bank.orgNum;

async function start() {
  clock = testClock(NOW);
  const app = await createCaseTestApp({ clock });
  context = { ...app, key: (await createApiKey(app.db)).key };
  return context;
}

const as = (key: DemoPersonKey) => sessionFor(context, key, key === 'sven' ? 'forsikring' : 'bank');
const membershipOf = async (key: DemoPersonKey) => (await companyClerkOf(context, key)).Id;

const request = (session: TestSession, caseId: string, app = context.app) =>
  app.inject({ method: 'GET', url: `/api/case/${caseId}`, ...asClerk(session, context.config) });

async function caseOf(session: TestSession, caseId: string, app = context.app): Promise<Case> {
  const response = await request(session, caseId, app);
  expect(response.statusCode, response.body).toBe(200);
  return caseSchema.parse(response.json());
}

/**
 * Reads the case until an answer comes from the caches with no query at all, and answers that. On a PostgreSQL
 * server the notices of the set-up's own writes may still be arriving over the listening connection (apart from
 * the writes' answers), and each drops what was read before it: a few reads at most.
 */
async function cachedCaseOf(session: TestSession, caseId: string) {
  await noticesHeard(context.db);
  for (let read = 0; read < 5; read++) {
    let answer: Case | undefined;
    if ((await countQueries(async () => (answer = await caseOf(session, caseId)))) === 0)
      return answer as Case;
  }
  throw new Error('The case was not answered from the cache');
}

const patchCase = async (session: TestSession, caseId: string, changes: object) => {
  const response = await context.app.inject({
    method: 'PATCH',
    url: `/api/case/${caseId}`,
    payload: { ...changes, Version: await caseVersion(context.db, caseId) },
    ...asClerk(session, context.config),
  });
  expect(response.statusCode, response.body).toBe(200);
};

const post = async (session: TestSession, url: string, payload: object) => {
  const response = await context.app.inject({
    method: 'POST',
    url,
    payload,
    ...asClerk(session, context.config),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

const putProviderCase = async (externalId: string, payload: object) => {
  const response = await context.app.inject({
    method: 'PUT',
    url: providerPath(`/companies/${BANK}/cases/${externalId}`),
    headers: bearer(context.key),
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
};

/** Registers the test case with the complaints body under `KN-{number}`, as its system would. */
const linked = (inserted: InsertedCase, changes: object = {}) =>
  newProviderCase({ CaseUid: inserted.id, CaseId: inserted.caseNumber, ...changes });

const sendLetter = async (session: TestSession, clerk: DemoPersonKey, caseId: string) =>
  (
    await post(session, '/api/case/sendletter', {
      CaseUid: caseId,
      ClerkId: await membershipOf(clerk),
      Subject: 'Tilsvar',
      Content: 'Foretaket viser til anmodningen.',
      Files: [],
    })
  ).json() as { Gid: string };

/** A kind of change, the case it is made to, and what the next answer shows. */
interface Change {
  name: string;
  spec?: TestCase;
  /** Done before the case is cached (linking it to the provider API's id, sending a letter to delete later). */
  prepare?: (inserted: InsertedCase) => Promise<unknown>;
  change: (inserted: InsertedCase, prepared: unknown) => Promise<unknown>;
  expectAnswer: (answer: Case, inserted: InsertedCase, prepared: unknown) => void | Promise<void>;
}

const changes: Change[] = [
  {
    name: 'the company reference and note (PATCH /api/case)',
    change: async (inserted) =>
      patchCase(await as('anne'), inserted.id, { CompanyCaseRef: 'Ref 7', CompanyNote: 'Ringt kunden' }),
    expectAnswer: (answer) =>
      expect(answer).toMatchObject({ CompanyCaseRef: 'Ref 7', CompanyNote: 'Ringt kunden' }),
  },
  {
    name: 'the clerk (PATCH /api/case)',
    change: async (inserted) =>
      patchCase(await as('anne'), inserted.id, { CaseClerkId: await membershipOf('kari') }),
    expectAnswer: async (answer) => expect(answer.Clerk?.Id).toBe(await membershipOf('kari')),
  },
  {
    name: 'the clerk, moved in bulk (POST /api/caselist/update)',
    change: async (inserted) =>
      post(await as('anne'), '/api/caselist/update', {
        CaseClerkId: await membershipOf('nina'),
        IncidentIds: [inserted.id],
      }),
    expectAnswer: async (answer) => expect(answer.Clerk?.Id).toBe(await membershipOf('nina')),
  },
  {
    name: "the clerk, by a handover of the clerk's cases (POST /api/caselist/handover)",
    spec: { clerk: 'kari' },
    change: async () =>
      post(await as('anne'), '/api/caselist/handover', {
        FromClerkId: await membershipOf('kari'),
        CaseClerkId: null,
      }),
    expectAnswer: (answer) => expect(answer).toMatchObject({ Clerk: null, HasBeenAssigned: true }),
  },
  {
    name: 'archived (PATCH /api/case)',
    spec: CLOSED_STATUS,
    change: async (inserted) => patchCase(await as('anne'), inserted.id, { Archived: true }),
    expectAnswer: (answer) =>
      expect(answer).toMatchObject({ Archived: true, CanArchive: false, CanSendLetter: false }),
  },
  {
    name: 'archived in bulk (POST /api/caselist/archive)',
    spec: CLOSED_STATUS,
    change: async (inserted) =>
      post(await as('anne'), '/api/caselist/archive', { IncidentIds: [inserted.id] }),
    expectAnswer: (answer) => expect(answer).toMatchObject({ Archived: true, CanSendLetter: false }),
  },
  {
    name: 'the due date, from the provider API',
    prepare: (inserted) => putProviderCase('KN-1', linked(inserted, { DueDate: '2026-12-15' })),
    change: (inserted) => putProviderCase('KN-1', linked(inserted, { DueDate: '2026-11-25' })),
    expectAnswer: (answer) => expect(answer).toMatchObject({ DueDate: '2026-11-25', DaysToDue: 2 }),
  },
  {
    name: 'the status and the hidden handling officer, from the provider API',
    prepare: (inserted) => putProviderCase('KN-2', linked(inserted)),
    change: (inserted) =>
      putProviderCase(
        'KN-2',
        linked(inserted, { Status: 'Avsluttet', StatusCode: 'AVSLUTTET', AnonymizeSb: true }),
      ),
    expectAnswer: (answer) =>
      expect(answer).toMatchObject({
        StatusCode: 'AVSLUTTET',
        AnonymizeSb: true,
        User: null,
        CanArchive: true,
      }),
  },
  {
    name: 'the parties, from the provider API',
    prepare: (inserted) => putProviderCase('KN-3', linked(inserted)),
    change: (inserted) => {
      const sent = linked(inserted);
      return putProviderCase('KN-3', {
        ...sent,
        Complainer: sent.Complainer && { ...sent.Complainer, LastName: 'Klager-Berg' },
        Correspondent: { ...sent.Complainer, FirstName: 'Advokat', LastName: 'Advokatsen' },
      });
    },
    expectAnswer: (answer) => {
      expect(answer.Complainer?.LastName).toBe('Klager-Berg');
      expect(answer.Correspondent?.DisplayName).toBe('Advokat Advokatsen');
    },
  },
  {
    name: 'a letter with documents from the complaints body (provider API)',
    prepare: (inserted) => putProviderCase('KN-4', linked(inserted)),
    change: async () => {
      const body = await letterBody({ Description: 'Vedtak', Subject: 'Vedtak i saken' }, [
        { name: 'Vedtak.pdf', type: MIME.pdf, content: await testPdf('Vedtak') },
        { name: 'Bilde.png', type: MIME.png, content: PNG_BYTES },
      ]);
      const response = await context.app.inject({
        method: 'PUT',
        url: providerPath(`/companies/${BANK}/cases/KN-4/events/BREV-1`),
        headers: { ...bearer(context.key), 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    },
    expectAnswer: (answer) => {
      expect(answer.UnreadCount).toBe(1);
      expect(answer.Events[0]).toMatchObject({ Description: 'Vedtak', IsRead: false });
      expect(answer.Events[0]?.Documents.map((document) => document.FileName)).toEqual([
        'Vedtak.pdf',
        'Bilde.png',
      ]);
    },
  },
  {
    name: 'a letter the company sent (POST /api/case/sendletter)',
    spec: { clerk: 'kari' },
    change: async (inserted) => sendLetter(await as('kari'), 'kari', inserted.id),
    expectAnswer: (answer) =>
      expect(answer.Events[0]).toMatchObject({ Description: 'Brev fra foretaket: Tilsvar', CanDelete: true }),
  },
  {
    name: 'a letter deleted (DELETE /api/case/event)',
    spec: { clerk: 'kari' },
    prepare: async (inserted) => sendLetter(await as('kari'), 'kari', inserted.id),
    change: async (_inserted, prepared) => {
      const response = await context.app.inject({
        method: 'DELETE',
        url: `/api/case/event/${(prepared as { Gid: string }).Gid}`,
        ...asClerk(await as('kari'), context.config),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    },
    expectAnswer: (answer, _inserted, prepared) =>
      expect(answer.Events.map((event) => event.Gid)).not.toContain((prepared as { Gid: string }).Gid),
  },
  {
    name: 'the read state: a letter opened (GET /api/document/openletter)',
    spec: { events: [{ isRead: false, documents: [{ fileName: 'Brev.pdf', isLetter: true }] }] },
    change: async (inserted) => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/document/openletter/${inserted.events[0]?.id}/${inserted.id}/false`,
        ...asClerk(await as('siri'), context.config),
      });
      expect(response.statusCode).toBe(200);
    },
    expectAnswer: (answer) => {
      expect(answer).toMatchObject({ UnreadCount: 0, UnreadEventId: null });
      expect(answer.Events[0]?.IsRead).toBe(true);
    },
  },
  {
    name: "the clerk's name and phone (PUT /api/clerk)",
    spec: { clerk: 'kari' },
    change: async () => {
      const kari = await companyClerkOf(context, 'kari');
      const payload = settingsFrom(kari, {
        Phone: '99887766',
        Clerk: { ...kari.Clerk, LastName: 'Nordmann-Li' },
      });
      const response = await context.app.inject({
        method: 'PUT',
        url: '/api/clerk',
        payload,
        ...asClerk(await as('kari'), context.config),
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    expectAnswer: (answer) => {
      expect(answer.Clerk?.DisplayName).toMatch(/Nordmann-Li$/);
      expect(answer.Clerk?.Phone).toBe('99887766');
    },
  },
  {
    name: 'a document added to a letter by hand-made SQL',
    spec: { events: [{ documents: [{ fileName: 'Brev.pdf' }] }] },
    change: (inserted) =>
      context.db.insert(documents).values({
        caseId: inserted.id,
        caseEventId: inserted.events[0]?.id ?? '',
        fileName: 'Ettersendt.pdf',
        mimeType: MIME.pdf,
        fileSize: 10,
        blobKey: 'cases/ettersendt',
        uploadedBy: 'Klagenemnda',
        sortOrder: 1,
      }),
    expectAnswer: (answer) =>
      expect(answer.Events[0]?.Documents.map((document) => document.FileName)).toEqual([
        'Brev.pdf',
        'Ettersendt.pdf',
      ]),
  },
  {
    name: "the handling officer's phone by hand-made SQL",
    spec: { handlingOfficer: { name: 'Hanne Handler', phone: '22001122' } },
    change: (inserted) =>
      context.db.update(cases).set({ handlingOfficerPhone: '22334455' }).where(eq(cases.id, inserted.id)),
    expectAnswer: (answer) =>
      expect(answer.User).toEqual({ DisplayName: 'Hanne Handler', Phone: '22334455' }),
  },
];

describe('GET /api/case/{id} from the case answer cache', () => {
  it('answers a case again with no query and the same bytes, compressed as the client accepts', async () => {
    await start();
    const anne = await as('anne');
    const inserted = await insertTestCase(context.db, context.blobs, {
      events: [{ documents: [{ fileName: 'a.pdf' }] }],
    });
    await cachedCaseOf(anne, inserted.id);
    const first = await request(anne, inserted.id);
    let again = first;
    expect(await countQueries(async () => (again = await request(anne, inserted.id)))).toBe(0);
    expect(again.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const zstd = await context.app.inject({
      method: 'GET',
      url: `/api/case/${inserted.id}`,
      cookies: asClerk(anne, context.config).cookies,
      headers: { ...asClerk(anne, context.config).headers, 'accept-encoding': 'gzip, zstd' },
    });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstd.headers.vary).toContain('accept-encoding');
  });

  for (const { name, spec, prepare, change, expectAnswer } of changes) {
    it(`shows a change of ${name} in the next answer`, async () => {
      await start();
      const inserted = await insertTestCase(context.db, context.blobs, spec);
      const prepared = await prepare?.(inserted);
      const anne = await as('anne');
      await cachedCaseOf(anne, inserted.id);
      await change(inserted, prepared);
      await expectAnswer(await caseOf(anne, inserted.id), inserted, prepared);
    });
  }

  it('answers 404 once the case is deleted, by hand-made SQL', async () => {
    await start();
    const inserted = await insertTestCase(context.db, context.blobs);
    const anne = await as('anne');
    await cachedCaseOf(anne, inserted.id);
    await context.db.delete(cases).where(eq(cases.id, inserted.id));
    expect((await request(anne, inserted.id)).statusCode).toBe(404);
  });

  it('shows a letter no longer deletable once its delete window has closed, by the clock alone', async () => {
    await start();
    const inserted = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    const kari = await as('kari');
    const letter = await sendLetter(kari, 'kari', inserted.id);
    const open = await cachedCaseOf(kari, inserted.id);
    expect(open.Events.find((event) => event.Gid === letter.Gid)).toMatchObject({ CanDelete: true });
    clock.advance(context.config.letterDeleteWindowMinutes * 60 + 1);
    const closed = await caseOf(kari, inserted.id);
    expect(closed.Events.find((event) => event.Gid === letter.Gid)).toMatchObject({
      CanDelete: false,
      DeleteBeforeDateTime: null,
    });
  });

  it('counts DaysToDue from the new day once the day has changed in Oslo', async () => {
    await start();
    const inserted = await insertTestCase(context.db, context.blobs, { dueDate: '2026-11-27' });
    const anne = await as('anne');
    expect((await cachedCaseOf(anne, inserted.id)).DaysToDue).toBe(4);
    clock.advance(24 * 60 * 60);
    expect((await caseOf(await as('anne'), inserted.id)).DaysToDue).toBe(3);
  });
});

describe('who may see a cached case', () => {
  it('decides from the cached case: other clerks of levels 1-2 and other companies get 404, level 4 gets 403', async () => {
    await start();
    const inserted = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    const anne = await as('anne');
    const kari = await as('kari');
    const ola = await as('ola');
    const sven = await as('sven');
    const ivar = await as('ivar');
    // Every variant cached: Administrator (may edit the company's details and hold the case back from deletion),
    // Superbruker (may edit the details) and Saksbehandler (neither).
    expect((await cachedCaseOf(anne, inserted.id)).CanHold).toBe(true);
    expect((await cachedCaseOf(await as('siri'), inserted.id)).CanEditCompanyDetails).toBe(true);
    expect((await cachedCaseOf(kari, inserted.id)).CanEditCompanyDetails).toBe(false);

    // Refused from what the cache holds: no query, once the session is in the session cache.
    for (const [session, status] of [
      [ola, 404],
      [sven, 404],
      [ivar, 403],
    ] as const) {
      await context.app.inject({
        method: 'GET',
        url: '/api/config/ping',
        ...asClerk(session, context.config),
      });
      let answered = 0;
      expect(
        await countQueries(async () => {
          answered = (await request(session, inserted.id)).statusCode;
        }),
      ).toBe(0);
      expect(answered).toBe(status);
    }

    // Given to Ola, the case is his and no longer Kari's.
    await patchCase(anne, inserted.id, { CaseClerkId: await membershipOf('ola') });
    expect((await caseOf(ola, inserted.id)).Clerk?.Id).toBe(await membershipOf('ola'));
    expect((await request(kari, inserted.id)).statusCode).toBe(404);
  });

  it('answers 404 to another company with the same bytes as for an unknown case', async () => {
    await start();
    const inserted = await insertTestCase(context.db, context.blobs);
    const anne = await as('anne');
    const sven = await as('sven');
    await cachedCaseOf(anne, inserted.id);
    const other = await request(sven, inserted.id);
    const unknown = await request(sven, '00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
  });
});

describe('the case answer cache while it hears no notices', () => {
  /** A case reader of its own, listening to nothing: what a process does whose listening connection is down. */
  const deafService = () => createCaseReadService({ db: context.db, config: context.config, clock });

  /** Anne (level 5) as the service sees a caller, without a session of her own. */
  const anneAuth = async () => ({
    sessionId: 'deaf',
    personId: (await findDemoPerson(context.db, 'anne')).id,
    membershipId: await membershipOf('anne'),
    companyId: DEMO_COMPANIES.bank.id,
    accessLevel: 5,
    consent: true,
    welcomeDismissed: true,
  });

  it('checks a cached answer with one query, and reads it again after a change', async () => {
    await start();
    const inserted = await insertTestCase(context.db, context.blobs);
    const service = deafService();
    const auth = await anneAuth();
    const first = await service.caseAnswer(auth, inserted.id);
    let again = first;
    expect(await countQueries(async () => (again = await service.caseAnswer(auth, inserted.id)))).toBe(1);
    expect(again).toBe(first);

    // Another company's change leaves it; this case's change is read.
    await insertTestCase(context.db, context.blobs, { company: 'forsikring' });
    expect(await service.caseAnswer(auth, inserted.id)).toBe(first);
    await context.db.update(cases).set({ companyNote: 'Endret' }).where(eq(cases.id, inserted.id));
    expect(JSON.parse((await service.caseAnswer(auth, inserted.id)).json).CompanyNote).toBe('Endret');
  });

  // Two connections at once: PGlite has one, so this runs against the PostgreSQL server only.
  it.runIf(testDatabaseKind() === 'postgres')(
    'reads again a case whose change was still uncommitted when the answer was read',
    async () => {
      await start();
      const inserted = await insertTestCase(context.db, context.blobs);
      const service = deafService();
      const auth = await anneAuth();
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('update cases set company_note = $1 where id = $2', ['Sent commit', inserted.id]);
        expect(JSON.parse((await service.caseAnswer(auth, inserted.id)).json).CompanyNote).toBeNull();
        await other.query('commit');
      } finally {
        await other.end();
      }
      expect(JSON.parse((await service.caseAnswer(auth, inserted.id)).json).CompanyNote).toBe('Sent commit');
    },
  );
});

describe.runIf(testDatabaseKind() === 'postgres')('two portal instances on one PostgreSQL database', () => {
  /**
   * Resolves once this process has been told of the case's change: the cache is told first, as it listened first.
   * A notice from another process comes over the listening connection as PostgreSQL sends it, apart from the
   * change's own answer (decision 0018: a client's round trip from one process to the other takes longer).
   */
  function heard(db: Database, caseId: string) {
    return new Promise<void>((resolve) => {
      const stop = databaseNotices(db).listen('case_changes', {
        notice(payload) {
          if (payload !== `case:${caseId}`) return;
          stop();
          resolve();
        },
        listening: () => {},
      });
    });
  }

  it("shows a change made through the other instance in this one's next answer, once told of it", async () => {
    await start();
    const second = openPostgres(process.env.TEST_DATABASE_URL ?? '');
    const other = await buildApp(context.config, { db: second.db, blobs: context.blobs, clock });
    try {
      const inserted = await insertTestCase(context.db, context.blobs);
      const anne = await as('anne');
      await cachedCaseOf(anne, inserted.id);
      for (const note of ['Første', 'Andre', 'Tredje']) {
        const told = heard(context.db, inserted.id);
        const response = await other.inject({
          method: 'PATCH',
          url: `/api/case/${inserted.id}`,
          payload: { CompanyNote: note, Version: await caseVersion(context.db, inserted.id) },
          ...asClerk(anne, context.config),
        });
        expect(response.statusCode, response.body).toBe(200);
        await told;
        expect((await caseOf(anne, inserted.id)).CompanyNote).toBe(note);
        await cachedCaseOf(anne, inserted.id);
      }
    } finally {
      await other.close();
      await second.close();
    }
  });
});
