import { auditLogPageSchema, auditLogPath } from '@foretaksportalen/shared/contract/audit-log';
import {
  erasureOutcomeSchema,
  erasureRequestSchema,
  erasureRequestsSchema,
  PERSONAL_DATA_PATHS,
  PERSONAL_DATA_TEXTS,
  type PersonQuery,
  personalDataExportProgressSchema,
  personSearchResultSchema,
} from '@foretaksportalen/shared/contract/personal-data';
import { DEMO_COMPANIES, DEMO_UNKNOWN_PERSON, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, caseParties, cases, deletionLog, erasureRequests, memberships } from '../src/db/schema.ts';
import { identityHash } from '../src/lib/hashing.ts';
import {
  type CaseTestContext,
  CLOSED_STATUS,
  createCaseTestApp,
  insertTestCase,
  type TestCase,
} from './helpers/cases.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  roleIdOf,
  sessionFor,
  type TestSession,
} from './helpers/test-app.ts';
import { TEST_IDENTITY_KEY } from './helpers/test-config.ts';

/**
 * A person's data on request (issue 48): the lookup of the company's cases of a person by their national id (its
 * keyed hash) or by name and e-mail, the export of what is held about them (art. 15) and the erasure of their part
 * of the closed cases with a second administrator's approval (art. 17). Level 5 only; another company's cases and
 * requests do not exist for the caller.
 */
let context: CaseTestContext;
afterEach(() => context?.app.close());

/** The person asked about: a valid Norwegian national id that belongs to no clerk. */
const NATIONAL_ID = DEMO_UNKNOWN_PERSON.nationalId;
const BY_NATIONAL_ID: PersonQuery = { By: 'NationalId', NationalId: NATIONAL_ID };
const PERSON = { firstName: 'Ingrid', lastName: 'Innsynsen', email: 'ingrid.innsynsen@example.no' };
const BY_NAME: PersonQuery = {
  By: 'NameAndEmail',
  FirstName: 'ingrid ',
  LastName: 'INNSYNSEN',
  Email: 'Ingrid.Innsynsen@example.no',
};

async function start(config: Parameters<typeof createCaseTestApp>[0] = {}) {
  context = await createCaseTestApp(config);
}

const as = (key: DemoPersonKey, company: DemoCompanyKey = 'bank') => sessionFor(context, key, company);

const call = (session: TestSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  context.app.inject({ method, url, ...(payload && { payload }), ...asClerk(session, context.config) });

/** A case in which the person is complainer (and, with `correspondent`, the other role is someone else's). */
async function personCase(
  spec: TestCase & { withNationalId?: boolean; role?: 'complainer' | 'correspondent' },
) {
  const { withNationalId = true, role = 'complainer', ...rest } = spec;
  const party = { ...PERSON, phone: '91234567', address: 'Personvernveien 1', postalCode: '0150' };
  const other = { firstName: 'Advokat', lastName: 'Andersen', email: 'advokat@example.no' };
  const inserted = await insertTestCase(context.db, context.blobs, {
    complainer: role === 'complainer' ? party : other,
    correspondent: role === 'correspondent' ? party : null,
    ...rest,
  });
  if (withNationalId) {
    await context.db
      .update(caseParties)
      .set({ nationalIdHash: identityHash(TEST_IDENTITY_KEY, 'NO', NATIONAL_ID) })
      .where(and(eq(caseParties.caseId, inserted.id), eq(caseParties.role, role)));
  }
  return inserted;
}

const closed = { ...CLOSED_STATUS, closedAt: new Date('2026-01-10T10:00:00Z') };

async function search(session: TestSession, query: PersonQuery = BY_NATIONAL_ID) {
  const response = await call(session, 'POST', PERSONAL_DATA_PATHS.search, query);
  expect(response.statusCode, response.body).toBe(200);
  return personSearchResultSchema.parse(response.json()).Cases;
}

/** Makes the export and answers its progress lines and the ZIP's entries, by path. */
async function exportOf(session: TestSession, query: PersonQuery = BY_NATIONAL_ID) {
  const made = await call(session, 'POST', PERSONAL_DATA_PATHS.export, query);
  expect(made.statusCode, made.body).toBe(200);
  expect(made.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
  const lines = made.body
    .trim()
    .split('\n')
    .map((line) => personalDataExportProgressSchema.parse(JSON.parse(line)));
  const last = lines.at(-1);
  if (!last || !('Ready' in last)) throw new Error(`Not ready: ${made.body}`);
  const downloaded = await call(session, 'GET', last.Ready);
  expect(downloaded.statusCode, downloaded.body).toBe(200);
  expect(downloaded.headers['content-type']).toBe('application/zip');
  expect(downloaded.headers['content-disposition']).toContain('Innsyn');
  return { lines, path: last.Ready, files: unzipSync(new Uint8Array(downloaded.rawPayload)) };
}

/** The text a PDF draws, page by page, as pdf-lib writes it (hex strings in WinAnsi, Flate-compressed). */
async function pdfText(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const streams = pdf.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    if (contents instanceof PDFArray) return contents.asArray().map((ref) => pdf.context.lookup(ref));
    return [contents];
  });
  const text = streams
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  const lines = [...text.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) =>
    Buffer.from(match[1] ?? '', 'hex').toString('latin1'),
  );
  return { pdf, text: lines.join(' ') };
}

async function makeSecondAdministrator(key: DemoPersonKey = 'siri') {
  const clerk = await companyClerkOf(context, key);
  await context.db
    .update(memberships)
    .set({ roleId: await roleIdOf(context, 'Administrator') })
    .where(eq(memberships.id, clerk.Id));
  return as(key);
}

const auditOf = (action: string) =>
  context.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

describe("a person's cases", () => {
  it('finds the company’s cases of the person by national id, never another company’s', async () => {
    await start();
    const bank = await personCase({ caseNumber: 'EB-2026-901', ...closed, archived: true });
    const represented = await personCase({ caseNumber: 'EB-2026-902', role: 'correspondent' });
    await personCase({ caseNumber: 'EF-2026-903', company: 'forsikring' });
    await insertTestCase(context.db, context.blobs, { caseNumber: 'EB-2026-904' });

    const inBank = await search(await as('anne'));
    expect(inBank.map((found) => [found.CaseId, found.Roles]).sort()).toEqual([
      ['EB-2026-901', ['complainer']],
      ['EB-2026-902', ['correspondent']],
    ]);
    expect(inBank.find((found) => found.CaseUid === bank.id)).toMatchObject({
      Archived: true,
      ClosedAt: '2026-01-10T10:00:00.000Z',
      LegalHoldReason: null,
      PersonalDataDeleted: null,
      ErasureLeft: null,
    });
    expect(inBank.find((found) => found.CaseUid === represented.id)?.ErasureLeft).toBe('open');

    // Anne is the administrator of both companies: in the other, she finds the other's case only.
    expect((await search(await as('anne', 'forsikring'))).map((found) => found.CaseId)).toEqual([
      'EF-2026-903',
    ]);
  });

  it('finds a complainer without a national id by name and e-mail, case and spaces aside', async () => {
    await start();
    await personCase({ caseNumber: 'EB-2026-911', withNationalId: false });
    await personCase({ caseNumber: 'EB-2026-912' });
    const found = await search(await as('anne'), BY_NAME);
    // The case where the party has a national id is theirs by that id, not by name.
    expect(found.map((each) => each.CaseId)).toEqual(['EB-2026-911']);
  });

  it('refuses an invalid national id with the form’s message', async () => {
    await start();
    const response = await call(await as('anne'), 'POST', PERSONAL_DATA_PATHS.search, {
      By: 'NationalId',
      NationalId: '12345678901',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ NationalId: ['Ugyldig fødselsnummer'] });
  });
});

describe("the export of a person's data (art. 15)", () => {
  it('holds a Norwegian cover, the record of every field held per case and the documents', async () => {
    await start();
    const first = await personCase({
      caseNumber: 'EB-2026-921',
      ...closed,
      companyCaseRef: 'REF-1',
      events: [
        {
          description: 'Klage fra nemnda',
          createdAt: new Date('2026-01-02T09:00:00Z'),
          documents: [{ fileName: 'Klage.pdf', isLetter: true }, { fileName: 'vedlegg.pdf' }],
        },
        {
          description: 'Tilsvar',
          direction: 'outbound',
          createdAt: new Date('2026-01-05T09:00:00Z'),
          documents: [{ fileName: 'vedlegg.pdf' }],
        },
      ],
    });
    await personCase({ caseNumber: 'EB-2026-922', role: 'correspondent' });
    await personCase({
      caseNumber: 'EF-2026-923',
      company: 'forsikring',
      events: [{ documents: [{ fileName: 'annet.pdf' }] }],
    });

    const anne = await as('anne');
    const { lines, files } = await exportOf(anne);
    expect(lines[0]).toEqual({ Progress: 0 });

    const names = Object.keys(files).sort();
    expect(names).toEqual([
      'Innsyn.pdf',
      'Sak EB-2026-921/2026-01-02 Klage.pdf',
      'Sak EB-2026-921/2026-01-02 vedlegg.pdf',
      'Sak EB-2026-921/2026-01-05 vedlegg.pdf',
      'personopplysninger.json',
    ]);
    const [letter] = first.events[0]?.documents ?? [];
    expect(Buffer.from(files['Sak EB-2026-921/2026-01-02 Klage.pdf'] ?? [])).toEqual(
      Buffer.from(letter?.bytes ?? []),
    );

    const record = JSON.parse(new TextDecoder().decode(files['personopplysninger.json']));
    expect(record).toMatchObject({ Company: { Name: DEMO_COMPANIES.bank.name }, IdentifiedBy: 'NationalId' });
    expect(record.Cases.map((found: { CaseId: string }) => found.CaseId).sort()).toEqual([
      'EB-2026-921',
      'EB-2026-922',
    ]);
    const complained = record.Cases.find((found: { CaseId: string }) => found.CaseId === 'EB-2026-921');
    expect(complained).toMatchObject({
      Roles: ['complainer'],
      Status: 'Avsluttet',
      ClosedAt: '2026-01-10T10:00:00.000Z',
      Person: [
        {
          Role: 'complainer',
          FirstName: 'Ingrid',
          LastName: 'Innsynsen',
          Email: PERSON.email,
          Phone: '91234567',
          Address: 'Personvernveien 1',
          PostalCode: '0150',
          NationalIdHeld: true,
        },
      ],
      Events: [
        {
          Direction: 'FromComplaintsBody',
          Description: 'Klage fra nemnda',
          Documents: [
            { FileName: 'Klage.pdf', Path: 'Sak EB-2026-921/2026-01-02 Klage.pdf' },
            { FileName: 'vedlegg.pdf', Path: 'Sak EB-2026-921/2026-01-02 vedlegg.pdf' },
          ],
        },
        { Direction: 'FromCompany', Description: 'Tilsvar' },
      ],
      InternalNotes: [],
    });
    // The correspondent's record holds their own party, not the complainer's.
    const represented = record.Cases.find((found: { CaseId: string }) => found.CaseId === 'EB-2026-922');
    expect(represented.Person).toEqual([
      expect.objectContaining({ Role: 'correspondent', LastName: 'Innsynsen' }),
    ]);
    const json = new TextDecoder().decode(files['personopplysninger.json']);
    expect(json).not.toContain(NATIONAL_ID);
    expect(json).not.toContain('Advokat');

    const { pdf, text } = await pdfText(files['Innsyn.pdf'] ?? new Uint8Array());
    expect(pdf.getTitle()).toBe('Innsyn i personopplysninger');
    for (const heading of [
      'Hvilke opplysninger vi har',
      'Hvorfor vi behandler opplysningene',
      'Hvem opplysningene gis til',
      'Hvor lenge opplysningene lagres',
      'Hvor opplysningene kommer fra',
      'Rettighetene dine',
    ])
      expect(text).toContain(heading);
    expect(text).toContain('Foretaket har 2 saker der personen er klager eller fullmektig.');
    expect(text).toContain('Sak EB-2026-921: klager, Avsluttet');
    expect(text).toContain('Sak EB-2026-922: fullmektig');
    expect(text).toContain('Klagenemnda, som behandler klagen.');
    expect(text).toContain('Foretaket har ikke satt en fast frist');
    expect(text).toContain('Datatilsynet');
    expect(text).not.toContain(NATIONAL_ID);
  });

  it('is in the audit log with who and how many cases, never the national id; fetched by its maker only', async () => {
    await start();
    await personCase({ caseNumber: 'EB-2026-931', events: [{ documents: [{ fileName: 'Klage.pdf' }] }] });
    const anne = await as('anne');
    await exportOf(anne);
    expect(await auditOf('personal-data.exported')).toMatchObject([
      {
        actorPersonId: anne.personId,
        companyId: DEMO_COMPANIES.bank.id,
        details: { cases: 1, documents: 1 },
      },
    ]);
    // The company's log ('Logg') shows it, by its number of cases.
    const logged = await call(anne, 'GET', auditLogPath({ kind: 'personal-data.exported' }));
    expect(auditLogPageSchema.parse(logged.json()).Entries).toMatchObject([
      { Kind: 'personal-data.exported', Actor: { Kind: 'Person', Name: 'Anne Admin' }, Cases: 1 },
    ]);
    const hash = identityHash(TEST_IDENTITY_KEY, 'NO', NATIONAL_ID);
    const everything = JSON.stringify(await context.db.select().from(auditLog));
    expect(everything).not.toContain(NATIONAL_ID);
    expect(everything).not.toContain(hash);

    const made = await call(anne, 'POST', PERSONAL_DATA_PATHS.export, BY_NATIONAL_ID);
    const ready = JSON.parse(made.body.trim().split('\n').at(-1) ?? '{}').Ready;
    // Another administrator of the company, or the same person in another company, cannot fetch it.
    expect((await call(await makeSecondAdministrator(), 'GET', ready)).statusCode).toBe(404);
    expect((await call(await as('anne', 'forsikring'), 'GET', ready)).statusCode).toBe(404);
    expect((await call(anne, 'GET', ready)).statusCode).toBe(200);
  });

  it('is rate-limited as the national-id lookups are, the lookup, export and erasure request together', async () => {
    await start({
      config: { rateLimits: { checkKeyPerMinute: 1000, codePinPerMinute: 1000, clerkLookupPerMinute: 3 } },
    });
    const anne = await as('anne');
    expect((await call(anne, 'POST', PERSONAL_DATA_PATHS.search, BY_NATIONAL_ID)).statusCode).toBe(200);
    expect((await call(anne, 'POST', PERSONAL_DATA_PATHS.export, BY_NATIONAL_ID)).statusCode).toBe(200);
    expect((await call(anne, 'POST', PERSONAL_DATA_PATHS.erasureRequests, BY_NATIONAL_ID)).statusCode).toBe(
      409,
    );
    const limited = await call(anne, 'POST', PERSONAL_DATA_PATHS.search, BY_NAME);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('who may', () => {
  it('levels below 5 are refused every call; another company’s request does not exist', async () => {
    await start();
    await personCase({ caseNumber: 'EB-2026-941', ...closed });
    const created = await call(await as('anne'), 'POST', PERSONAL_DATA_PATHS.erasureRequests, BY_NATIONAL_ID);
    expect(created.statusCode, created.body).toBe(201);
    const { Id } = erasureRequestSchema.parse(created.json());

    for (const key of ['kari', 'ola', 'siri', 'ivar'] as const) {
      const session = await as(key);
      for (const [method, url, payload] of [
        ['POST', PERSONAL_DATA_PATHS.search, BY_NATIONAL_ID],
        ['POST', PERSONAL_DATA_PATHS.export, BY_NATIONAL_ID],
        ['GET', PERSONAL_DATA_PATHS.exportFile(Id)],
        ['GET', PERSONAL_DATA_PATHS.erasureRequests],
        ['POST', PERSONAL_DATA_PATHS.erasureRequests, BY_NATIONAL_ID],
        ['POST', PERSONAL_DATA_PATHS.approve(Id)],
        ['POST', PERSONAL_DATA_PATHS.cancel(Id)],
      ] as const) {
        const response = await call(session, method, url, payload);
        expect(response.statusCode, `${key} ${method} ${url}`).toBe(403);
        expect(response.json().title).toBe(PERSONAL_DATA_TEXTS.forbidden);
      }
    }

    const elsewhere = await as('anne', 'forsikring');
    expect((await call(elsewhere, 'POST', PERSONAL_DATA_PATHS.approve(Id))).statusCode).toBe(404);
    expect((await call(elsewhere, 'POST', PERSONAL_DATA_PATHS.cancel(Id))).statusCode).toBe(404);
    expect(
      erasureRequestsSchema.parse((await call(elsewhere, 'GET', PERSONAL_DATA_PATHS.erasureRequests)).json()),
    ).toEqual({
      Requests: [],
    });
  });
});

describe("the erasure of a person's data (art. 17)", () => {
  it('is approved by a second administrator, never the first; closed cases anonymised, open and held ones left', async () => {
    await start();
    const done = await personCase({
      caseNumber: 'EB-2026-951',
      ...closed,
      archived: true,
      events: [{ documents: [{ fileName: 'Klage.pdf' }] }],
    });
    const represented = await personCase({ caseNumber: 'EB-2026-952', ...closed, role: 'correspondent' });
    const open = await personCase({ caseNumber: 'EB-2026-953' });
    const held = await personCase({ caseNumber: 'EB-2026-954', ...closed });
    await context.db
      .update(cases)
      .set({ legalHoldReason: 'Rettssak i tingretten', legalHoldAt: new Date() })
      .where(eq(cases.id, held.id));
    const elsewhere = await personCase({ caseNumber: 'EF-2026-955', company: 'forsikring', ...closed });

    const anne = await as('anne');
    const created = await call(anne, 'POST', PERSONAL_DATA_PATHS.erasureRequests, BY_NATIONAL_ID);
    expect(created.statusCode, created.body).toBe(201);
    const request = erasureRequestSchema.parse(created.json());
    expect(request).toMatchObject({ RequestedBy: 'Anne Admin', IsOwn: true });
    const byCase = (list: readonly { CaseId: string }[]) =>
      Object.fromEntries(list.map((each) => [each.CaseId, each]));
    expect(byCase(request.Cases)).toMatchObject({
      'EB-2026-951': { Roles: ['complainer'], Left: null },
      'EB-2026-952': { Roles: ['correspondent'], Left: null },
      'EB-2026-953': { Left: 'open', LegalHoldReason: null },
      'EB-2026-954': { Left: 'held', LegalHoldReason: 'Rettssak i tingretten' },
    });
    // The request holds case ids and roles, never the person.
    const [stored] = await context.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, request.Id));
    expect(JSON.stringify(stored)).not.toContain('Innsynsen');
    expect(stored?.targets).toHaveLength(4);

    // Anne may not approve her own request.
    const own = await call(anne, 'POST', PERSONAL_DATA_PATHS.approve(request.Id));
    expect(own.statusCode).toBe(403);
    expect(own.json().title).toBe(PERSONAL_DATA_TEXTS.ownRequest);
    expect(await context.db.select().from(deletionLog)).toEqual([]);

    const siri = await makeSecondAdministrator();
    const pending = erasureRequestsSchema.parse(
      (await call(siri, 'GET', PERSONAL_DATA_PATHS.erasureRequests)).json(),
    );
    expect(pending.Requests).toMatchObject([{ Id: request.Id, IsOwn: false, RequestedBy: 'Anne Admin' }]);

    const approved = await call(siri, 'POST', PERSONAL_DATA_PATHS.approve(request.Id));
    expect(approved.statusCode, approved.body).toBe(200);
    const outcome = erasureOutcomeSchema.parse(approved.json());
    expect(outcome.Anonymised.map((each) => each.CaseId).sort()).toEqual(['EB-2026-951', 'EB-2026-952']);
    expect(byCase(outcome.Left)).toMatchObject({
      'EB-2026-953': { Left: 'open' },
      'EB-2026-954': { Left: 'held', LegalHoldReason: 'Rettssak i tingretten' },
    });

    const log = await context.db.select().from(deletionLog).orderBy(asc(deletionLog.caseNumber));
    expect(log.map((row) => [row.caseNumber, row.rule, row.erasureRequestId])).toEqual([
      ['EB-2026-951', 'erasure', request.Id],
      ['EB-2026-952', 'erasure', request.Id],
    ]);

    const parties = await context.db
      .select()
      .from(caseParties)
      .where(inArray(caseParties.caseId, [done.id, represented.id, open.id, held.id, elsewhere.id]));
    const lastNameOf = (caseId: string, role: string) =>
      parties.find((party) => party.caseId === caseId && party.role === role)?.lastName ?? null;
    expect(lastNameOf(done.id, 'complainer')).not.toBe('Innsynsen');
    expect(lastNameOf(represented.id, 'correspondent')).not.toBe('Innsynsen');
    // Only the correspondent's part of the case they represented: the complainer stays.
    expect(lastNameOf(represented.id, 'complainer')).toBe('Andersen');
    expect(lastNameOf(open.id, 'complainer')).toBe('Innsynsen');
    expect(lastNameOf(held.id, 'complainer')).toBe('Innsynsen');
    expect(lastNameOf(elsewhere.id, 'complainer')).toBe('Innsynsen');

    const [decided] = await context.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, request.Id));
    expect(decided).toMatchObject({
      status: 'approved',
      decidedByMembershipId: (await companyClerkOf(context, 'siri')).Id,
    });
    expect(await auditOf('personal-data.erasure-requested')).toMatchObject([
      { actorPersonId: anne.personId, targetId: request.Id, details: { cases: 4, erasable: 2, left: 2 } },
    ]);
    expect(await auditOf('personal-data.erasure-approved')).toMatchObject([
      { actorPersonId: siri.personId, targetId: request.Id, details: { cases: 4, anonymised: 2, left: 2 } },
    ]);
    const audited = JSON.stringify(
      await context.db.select().from(auditLog).where(like(auditLog.action, 'personal-data.%')),
    );
    expect(audited).not.toContain(NATIONAL_ID);
    expect(audited).not.toContain('Innsynsen');

    const logged = await call(siri, 'GET', auditLogPath({ kind: 'personal-data.erasure-approved' }));
    expect(auditLogPageSchema.parse(logged.json()).Entries).toMatchObject([
      { Kind: 'personal-data.erasure-approved', Cases: 4, Anonymised: 2 },
    ]);

    // Approved once: it waits no more.
    expect((await call(siri, 'POST', PERSONAL_DATA_PATHS.approve(request.Id))).statusCode).toBe(409);
    expect(
      erasureRequestsSchema.parse((await call(siri, 'GET', PERSONAL_DATA_PATHS.erasureRequests)).json()),
    ).toEqual({
      Requests: [],
    });
  });

  it('is cancelled by any administrator of the company, and then no longer approved', async () => {
    await start();
    await personCase({ caseNumber: 'EB-2026-961', ...closed });
    const anne = await as('anne');
    const { Id } = erasureRequestSchema.parse(
      (await call(anne, 'POST', PERSONAL_DATA_PATHS.erasureRequests, BY_NATIONAL_ID)).json(),
    );
    expect((await call(anne, 'POST', PERSONAL_DATA_PATHS.cancel(Id))).statusCode).toBe(204);
    const siri = await makeSecondAdministrator();
    const approved = await call(siri, 'POST', PERSONAL_DATA_PATHS.approve(Id));
    expect(approved.statusCode).toBe(409);
    expect(approved.json().title).toBe(PERSONAL_DATA_TEXTS.requestNotPending);
    expect(await context.db.select().from(deletionLog)).toEqual([]);
    expect(await auditOf('personal-data.erasure-cancelled')).toMatchObject([
      { actorPersonId: anne.personId, targetId: Id, details: { cases: 1 } },
    ]);
  });

  it('is refused when none of the person’s cases could be anonymised now', async () => {
    await start();
    await personCase({ caseNumber: 'EB-2026-971' });
    const response = await call(
      await as('anne'),
      'POST',
      PERSONAL_DATA_PATHS.erasureRequests,
      BY_NATIONAL_ID,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(PERSONAL_DATA_TEXTS.nothingToErase);
    expect(await context.db.select().from(erasureRequests)).toEqual([]);
  });
});
