import { randomUUID } from 'node:crypto';
import { caseSequence, formatCaseNumber } from '@foretaksportalen/shared/case-number';
import { type CaseList, CaseListType, caseSchema } from '@foretaksportalen/shared/contract/case';
import { createCaseResponseSchema, type UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { count, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  caseEvents,
  caseParties,
  cases,
  documents,
  memberships,
  outbox,
  postalPlaces,
  uploads,
} from '../src/db/schema.ts';
import { identityHash } from '../src/lib/hashing.ts';
import { createUploadPurger } from '../src/modules/upload/index.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase } from './helpers/cases.ts';
import {
  COMPLAINER_NATIONAL_ID,
  chosenClerk,
  createCase,
  newIncident,
  swedishCompany,
  uploadAll,
  wizardFiles,
} from './helpers/new-case.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';
import { TEST_IDENTITY_KEY } from './helpers/test-config.ts';
import { auditWritten } from './helpers/test-database.ts';

let context: CaseTestContext;
let clock: ReturnType<typeof testClock>;
afterEach(() => context?.app.close());

const start = async () => {
  clock = testClock();
  context = await createCaseTestApp({ clock });
  return context;
};

const as = (key: DemoPersonKey) => sessionFor(context, key);
const clerkOf = (key: DemoPersonKey) => companyClerkOf(context, key);

/** The clerk's session, the files uploaded in it, and the wizard's payload with changes on top. */
async function wizard(key: DemoPersonKey, changes: Parameters<typeof newIncident>[2] = {}) {
  const session = await as(key);
  const contents = await wizardFiles();
  const files = await uploadAll(context, session, contents);
  return { session, files, contents, payload: newIncident(await clerkOf(key), files, changes) };
}

const create = (session: TestSession, payload: unknown) => createCase(context, session, payload);

const createdCase = async (caseNumber: string) => {
  const [row] = await context.db.select().from(cases).where(eq(cases.caseNumber, caseNumber));
  if (!row) throw new Error(`No case ${caseNumber}`);
  return row;
};

const getCase = async (session: TestSession, caseId: string) => {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/case/${caseId}`,
    ...asClerk(session, context.config),
  });
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? caseSchema.parse(response.json()) : null,
  };
};

const caseLists = async (session: TestSession) => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/caselist',
    payload: { includeClosedCases: false },
    ...asClerk(session, context.config),
  });
  expect(response.statusCode).toBe(200);
  const lists = response.json() as CaseList;
  const numbersOf = (type: CaseListType) =>
    lists.find((list) => list.Type === type)?.Items.map((item) => item.CaseId) ?? [];
  return { queue: numbersOf(CaseListType.Queue), undistributed: numbersOf(CaseListType.Undistributed) };
};

/** How many rows every table a registration writes to has, attached uploads apart. */
async function rowCounts() {
  const rowsOf = async (table: PgTable) => (await context.db.select({ n: count() }).from(table))[0]?.n;
  const [attached] = await context.db
    .select({ n: count() })
    .from(uploads)
    .where(isNotNull(uploads.attachedAt));
  return {
    cases: await rowsOf(cases),
    parties: await rowsOf(caseParties),
    events: await rowsOf(caseEvents),
    documents: await rowsOf(documents),
    audit: await rowsOf(auditLog),
    outbox: await rowsOf(outbox),
    attachedUploads: attached?.n,
  };
}

/** The highest sequence among the bank's case numbers of 2026 (the test clock's year). */
async function highestBankSequence() {
  const rows = await context.db
    .select({ caseNumber: cases.caseNumber })
    .from(cases)
    .where(like(cases.caseNumber, 'EB-2026-%'));
  return Math.max(0, ...rows.map((row) => caseSequence(row.caseNumber, 'EB', 2026) ?? 0));
}

describe('POST /api/case/create', () => {
  it('registers a consumer case from Norway with its documents, and answers the next case number', async () => {
    await start();
    const last = await highestBankSequence();
    const kariClerk = await clerkOf('kari');
    const {
      session: kari,
      files,
      contents,
      payload,
    } = await wizard('kari', {
      CompanyClerk: chosenClerk(kariClerk),
      Complainer: {
        ...newIncident(kariClerk, []).Complainer,
        // The place comes from the register, whatever the browser sent.
        Address: { Address: 'Storgata 1', PostalCode: '0150', PostalPlace: 'FEIL', CountryCodeAlpha2: 'NO' },
      },
    });

    const response = await create(kari, payload);
    expect(response.statusCode).toBe(200);
    const { CaseId } = createCaseResponseSchema.parse(response.json());
    expect(CaseId).toBe(formatCaseNumber('EB', 2026, last + 1));

    const row = await createdCase(CaseId);
    expect(row).toMatchObject({
      companyId: DEMO_COMPANIES.bank.id,
      status: 'Mottatt',
      statusCode: 'MOTTATT',
      dueDate: null,
      clerkMembershipId: kariClerk.Id,
      everAssigned: true,
      companyCaseRef: 'K-1001',
      companyNote: 'Ringt kunden',
      createdByMembershipId: kariClerk.Id,
      lastEventAt: clock(),
      unreadCount: 0,
    });

    const { body } = await getCase(kari, row.id);
    expect(body).toMatchObject({
      CaseId,
      Status: 'Mottatt',
      StatusCode: 'MOTTATT',
      DueDate: null,
      Clerk: { Id: kariClerk.Id, DisplayName: 'Kari Nordmann' },
      Complainer: {
        FirstName: 'Per',
        LastName: 'Klagesen',
        IsFirm: false,
        Email: 'per.klagesen@example.no',
        Phone: { Phone: '41234567', CountryCodeAlpha2: 'NO' },
        Address: { Address: 'Storgata 1', PostalCode: '0150', PostalPlace: 'OSLO', CountryCodeAlpha2: 'NO' },
        Reference: 'Kundenr 4711',
      },
      Correspondent: null,
    });
    expect(body?.Events).toHaveLength(1);
    const [event] = body?.Events ?? [];
    expect(event?.Description).toBe('Sak registrert av foretaket');
    expect(event?.DeleteBeforeDateTime).toBeNull();
    expect(
      event?.Documents.map(({ FileName, MimeType, UploadedBy }) => ({ FileName, MimeType, UploadedBy })),
    ).toEqual([
      { FileName: 'Klage fra kunden.pdf', MimeType: 'application/pdf', UploadedBy: 'Kari Nordmann' },
      { FileName: 'Skjermbilde.png', MimeType: 'image/png', UploadedBy: 'Kari Nordmann' },
    ]);

    // Each document is the uploaded file itself, and the upload is taken.
    const download = await context.app.inject({
      method: 'GET',
      url: `/api/document/download/casedocument/${event?.Documents[0]?.Id}/${row.id}`,
      ...asClerk(kari, context.config),
    });
    expect(download.rawPayload).toEqual(Buffer.from(contents[0]?.content ?? []));
    const taken = await context.db.select().from(uploads);
    expect(taken.map((upload) => upload.documentId).sort()).toEqual(
      (event?.Documents.map((document) => document.Id) ?? []).sort(),
    );
    expect(taken.every((upload) => upload.attachedAt?.getTime() === clock().getTime())).toBe(true);
    expect(new Set(taken.map((upload) => upload.id))).toEqual(new Set(files.map((file) => file.Id)));

    const [audit] = await auditWritten(context.db, 'case.created');
    expect(audit).toMatchObject({ targetId: row.id, details: { caseNumber: CaseId, documents: 2 } });

    // The next one gets the next number.
    const second = await wizard('kari');
    expect((await create(second.session, second.payload)).json().CaseId).toBe(
      formatCaseNumber('EB', 2026, last + 2),
    );
  });

  it('stores the national id only as its keyed hash, nowhere readable', async () => {
    await start();
    const { session, payload } = await wizard('kari');
    const { CaseId } = (await create(session, payload)).json();
    const row = await createdCase(CaseId);
    const [party] = await context.db.select().from(caseParties).where(eq(caseParties.caseId, row.id));
    expect(party?.nationalIdHash).toBe(identityHash(TEST_IDENTITY_KEY, 'NO', COMPLAINER_NATIONAL_ID));

    const written = JSON.stringify([
      row,
      party,
      await context.db.select().from(caseEvents).where(eq(caseEvents.caseId, row.id)),
      await context.db.select().from(documents).where(eq(documents.caseId, row.id)),
      await context.db.select().from(auditLog),
      await context.db.select().from(outbox),
    ]);
    expect(written).not.toContain(COMPLAINER_NATIONAL_ID);
    expect(written).not.toContain(COMPLAINER_NATIONAL_ID.slice(0, 6));
  });

  it('registers a company from Sweden: no national id, the address in full', async () => {
    await start();
    const { session, payload } = await wizard('siri', { Complainer: swedishCompany(), CompanyClerk: null });
    const response = await create(session, payload);
    expect(response.statusCode).toBe(200);
    const row = await createdCase(response.json().CaseId);
    const [party] = await context.db.select().from(caseParties).where(eq(caseParties.caseId, row.id));
    expect(party).toMatchObject({
      isFirm: true,
      firstName: 'Svensk Handel AB',
      lastName: 'Lars Larsson',
      address: 'Drottninggatan 5\n111 51 Stockholm',
      postalCode: null,
      postalPlace: null,
      countryCode: 'SE',
      phone: '701234567',
      phoneCountryCode: 'SE',
      nationalIdHash: null,
    });
    expect(row).toMatchObject({ clerkMembershipId: null, everAssigned: false });
  });

  it('lets levels 1, 3 and 5 register cases, and refuses 2, 4 and anyone before consent', async () => {
    await start();
    for (const key of ['kari', 'siri', 'anne'] as const) {
      const { session, payload } = await wizard(key);
      expect((await create(session, payload)).statusCode, key).toBe(200);
    }
    const before = await rowCounts();

    const ola = await wizard('ola');
    const refused = await create(ola.session, ola.payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().ErrorMessage).toBe('Du har ikke tilgang til å opprette saker');

    const ivarClerk = await clerkOf('ivar');
    const fakeFile = { Id: randomUUID(), Filename: 'Klage.pdf', Key: 'k'.repeat(43) };
    expect((await create(await as('ivar'), newIncident(ivarClerk, [fakeFile]))).statusCode).toBe(403);

    const nina = await create(await as('nina'), newIncident(await clerkOf('nina'), [fakeFile]));
    expect(nina.statusCode).toBe(403);
    expect(nina.json().redirectUrl).toBe('/access/consent');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a case for another company than the session’s, or by another clerk, and writes nothing', async () => {
    await start();
    const before = await rowCounts();
    const { session, payload } = await wizard('anne');
    const forsikring = await companyClerkOf(context, 'anne', 'forsikring');

    const otherCompany = await create(session, { ...payload, CompanyId: DEMO_COMPANIES.forsikring.id });
    expect(otherCompany.statusCode).toBe(400);
    expect(otherCompany.json().errors).toHaveProperty('CompanyId');
    const otherMembership = await create(session, { ...payload, CreatedByClerkId: forsikring.Id });
    expect(otherMembership.statusCode).toBe(400);
    expect(otherMembership.json().errors).toHaveProperty('CreatedByClerkId');
    const asKari = await create(session, { ...payload, CreatedByClerkId: (await clerkOf('kari')).Id });
    expect(asKari.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a chosen clerk who cannot take cases: disabled, level 4 or of another company', async () => {
    await start();
    const before = await rowCounts();
    const { session, payload } = await wizard('siri');
    const sven = await companyClerkOf(context, 'sven', 'forsikring');
    for (const [clerk, message] of [
      [await clerkOf('dag'), 'Saksbehandleren er deaktivert og kan ikke tildeles saker'],
      [await clerkOf('ivar'), 'Saksbehandleren har en rolle uten tilgang til saker'],
      [sven, 'Ukjent saksbehandler'],
    ] as const) {
      const response = await create(session, { ...payload, CompanyClerk: chosenClerk(clerk) });
      expect(response.statusCode, clerk.DisplayName).toBe(400);
      expect(response.json().ErrorMessage).toBe(message);
      expect(response.json().errors).toHaveProperty(['CompanyClerk.Id']);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses files of another session, already used, unknown or named twice, and writes nothing', async () => {
    await start();
    const { session: kari, files, payload } = await wizard('kari');
    const kariElsewhere = await as('kari');
    const [sirisFile] = await uploadAll(context, await as('siri'), await wizardFiles());
    const [ownFile] = files as [UploadKey, UploadKey];
    const before = await rowCounts();

    const withFiles = (Files: UploadKey[]) => ({ ...payload, Letter: { ...payload.Letter, Files } });
    for (const [session, attempt] of [
      [kariElsewhere, payload],
      [kari, withFiles([ownFile, sirisFile as UploadKey])],
      [kari, withFiles([ownFile, { ...ownFile, Key: 'u'.repeat(43) }])],
      [kari, withFiles([ownFile, ownFile])],
      [kari, withFiles([{ ...ownFile, Id: randomUUID() }])],
    ] as const) {
      const response = await create(session, attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorMessage).toBe('Ukjent fil');
    }
    expect(await rowCounts()).toEqual(before);

    expect((await create(kari, payload)).statusCode).toBe(200);
    const usedAgain = await create(kari, withFiles([ownFile]));
    expect(usedAgain.statusCode).toBe(400);
    expect(usedAgain.json().ErrorMessage).toBe('Ukjent fil');
  });

  it('refuses what the form refuses, with the messages of the form', async () => {
    await start();
    const { session, payload } = await wizard('kari');
    const response = await create(session, {
      ...payload,
      Complainer: { ...payload.Complainer, Pnr: '20918912357:NO', Email: null },
      Letter: { ...payload.Letter, Files: [] },
    });
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.ErrorMessage).toBeTruthy();
    expect(problem.errors).toMatchObject({
      'Complainer.Pnr': ['Ugyldig fødselsnummer'],
      'Complainer.Email': ['E-post er et påkrevd felt'],
      'Letter.Files': ['Du må laste opp minimum 1 fil'],
    });
  });

  it('refuses a complainer of the wrong shape with 400 and the Norwegian title, never a 500, and writes nothing', async () => {
    await start();
    const { session, payload } = await wizard('kari');
    const wrongShapes = [
      [],
      {},
      { ...payload.Complainer, Address: null },
      { ...payload.Complainer, Phone: [] },
      // The rules between the fields run even while one is invalid, and read the others as they came.
      { ...payload.Complainer, Pnr: 9007199254740992 },
      { ...payload.Complainer, Pnr: { Pnr: '20918912356' } },
      { ...payload.Complainer, FirstName: 42, LastName: ['Klagesen'] },
      { ...payload.Complainer, Address: { ...payload.Complainer.Address, PostalCode: 150 } },
    ];
    const before = await rowCounts();
    for (const Complainer of wrongShapes) {
      const response = await create(session, { ...payload, Complainer });
      const where = `${JSON.stringify(Complainer)}: ${response.body}`;
      expect(response.statusCode, where).toBe(400);
      expect(response.headers['content-type'], where).toContain('application/problem+json');
      expect(response.json().title, where).toBe('Ugyldige opplysninger i forespørselen');
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('puts the case in the right list for the right clerks', async () => {
    await start();
    const withKari = await wizard('siri', { CompanyClerk: chosenClerk(await clerkOf('kari')) });
    const assigned = (await create(withKari.session, withKari.payload)).json().CaseId;
    const withNobody = await wizard('kari');
    const undistributed = (await create(withNobody.session, withNobody.payload)).json().CaseId;

    const kari = await caseLists(await as('kari'));
    expect(kari.queue).toContain(assigned);
    expect([...kari.queue, ...kari.undistributed]).not.toContain(undistributed);
    const siri = await caseLists(await as('siri'));
    expect(siri.queue).toContain(assigned);
    expect(siri.undistributed).toContain(undistributed);
    expect(siri.undistributed).not.toContain(assigned);
    const ola = await caseLists(await as('ola'));
    expect([...ola.queue, ...ola.undistributed]).not.toContain(assigned);
  });

  it('e-mails a chosen clerk who wants it: the case number and a link, nothing about the complainer', async () => {
    await start();
    const kariClerk = await clerkOf('kari');
    const { session, payload } = await wizard('siri', { CompanyClerk: chosenClerk(kariClerk) });
    const { CaseId } = (await create(session, payload)).json();
    const row = await createdCase(CaseId);

    const mails = await context.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(kariClerk.Email);
    expect(mail?.subject).toContain(CaseId);
    expect(mail?.text).toContain(`${context.config.publicUrl}/case/${row.id}`);
    expect(mail?.text).toContain('Siri Superbruker');
    for (const detail of ['Per', 'Klagesen', 'per.klagesen@example.no', '41234567', 'Storgata'])
      expect(`${mail?.subject}\n${mail?.text}`).not.toContain(detail);
  });

  it('e-mails nobody when the clerk registers for themselves, chose none, or does not want it', async () => {
    await start();
    const kariClerk = await clerkOf('kari');
    const own = await wizard('kari', { CompanyClerk: chosenClerk(kariClerk) });
    expect((await create(own.session, own.payload)).statusCode).toBe(200);
    const none = await wizard('siri');
    expect((await create(none.session, none.payload)).statusCode).toBe(200);
    await context.db
      .update(memberships)
      .set({ notifyOnNewCases: false })
      .where(eq(memberships.id, kariClerk.Id));
    const unwanted = await wizard('siri', { CompanyClerk: chosenClerk(kariClerk) });
    expect((await create(unwanted.session, unwanted.payload)).statusCode).toBe(200);
    expect(await context.db.select().from(outbox)).toEqual([]);
  });

  it('numbers cases registered at the same time one after the other', async () => {
    await start();
    const last = await highestBankSequence();
    const wizards = await Promise.all(
      (['kari', 'siri', 'anne', 'kari', 'siri'] as const).map((key) => wizard(key)),
    );
    const responses = await Promise.all(wizards.map(({ session, payload }) => create(session, payload)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = responses.map((response) => response.json().CaseId as string).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((step) => formatCaseNumber('EB', 2026, last + step)));
  });

  it('continues from the highest sequence of the year, and starts a new year at 1', async () => {
    await start();
    await insertTestCase(context.db, context.blobs, { caseNumber: 'EB-2026-12345' });
    await insertTestCase(context.db, context.blobs, { caseNumber: 'EB-2026-99999X' });
    const first = await wizard('kari');
    expect((await create(first.session, first.payload)).json().CaseId).toBe('EB-2026-12346');

    clock.advance(41 * 24 * 60 * 60);
    const next = await wizard('kari');
    expect((await create(next.session, next.payload)).json().CaseId).toBe('EB-2027-0001');
  });

  it('leaves nothing behind when the transaction fails half-way, and the files can be used again', async () => {
    await start();
    const { session, files, payload } = await wizard('kari');
    const before = await rowCounts();
    // The second document cannot be written: the case, party, event and first document are already.
    await context.db.execute(sql`create function refuse_png() returns trigger language plpgsql as $$
      begin if new.mime_type = 'image/png' then raise exception 'disk full'; end if; return new; end $$`);
    await context.db.execute(
      sql`create trigger refuse_png before insert on documents for each row execute function refuse_png()`,
    );
    try {
      const failed = await create(session, payload);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().title).toBe('Det oppsto en feil på serveren');
    } finally {
      await context.db.execute(sql`drop trigger refuse_png on documents`);
      await context.db.execute(sql`drop function refuse_png`);
    }
    expect(await rowCounts()).toEqual(before);
    for (const file of files) {
      const [upload] = await context.db.select().from(uploads).where(eq(uploads.id, file.Id));
      expect(upload?.attachedAt).toBeNull();
      expect(await context.blobs.exists(upload?.blobKey ?? '')).toBe(true);
    }
    expect((await create(session, payload)).statusCode).toBe(200);
  });

  it('keeps the documents of a case: their files cannot be deleted, and the purge leaves them', async () => {
    await start();
    const { session, files, payload } = await wizard('kari');
    expect((await create(session, payload)).statusCode).toBe(200);
    for (const file of files) {
      const response = await context.app.inject({
        method: 'DELETE',
        url: `/api/document/deletefile/${file.Key}`,
        ...asClerk(session, context.config),
      });
      expect(response.statusCode).toBe(404);
    }
    clock.advance(48 * 60 * 60);
    const purger = createUploadPurger({
      db: context.db,
      blobs: context.blobs,
      clock,
      log: context.app.log,
      retentionHours: 24,
    });
    expect(await purger.purgeExpired()).toBe(0);
    for (const document of await context.db
      .select()
      .from(documents)
      .where(like(documents.blobKey, 'uploads/%')))
      expect(await context.blobs.exists(document.blobKey)).toBe(true);
  });
});

describe('GET /api/case/getpostalplace/{postalCode}', () => {
  const lookUp = async (session: TestSession | null, postalCode: string) =>
    context.app.inject({
      method: 'GET',
      url: `/api/case/getpostalplace/${encodeURIComponent(postalCode)}`,
      ...(session && asClerk(session, context.config)),
    });

  it('answers the place of a code in Bring’s register as text, as Bring writes it', async () => {
    await start();
    const kari = await as('kari');
    for (const [code, place] of [
      ['0150', 'OSLO'],
      ['5003', 'BERGEN'],
      ['9170', 'LONGYEARBYEN'],
    ] as const) {
      const response = await lookUp(kari, code);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(place);
    }
    const [register] = await context.db.select({ n: count() }).from(postalPlaces);
    expect(register?.n).toBeGreaterThan(5000);
  });

  it('answers exactly "Ugyldig postnummer" for an unknown or malformed code', async () => {
    await start();
    const kari = await as('kari');
    for (const code of ['0000', '015', '01500', 'abcd', ' 0150']) {
      const response = await lookUp(kari, code);
      expect(response.statusCode, code).toBe(200);
      expect(response.body).toBe('Ugyldig postnummer');
    }
    expect((await lookUp(null, '0150')).statusCode).toBe(401);
  });
});
