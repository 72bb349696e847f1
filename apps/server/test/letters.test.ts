import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type CaseEvent, caseEventSchema, caseSchema } from '@foretaksportalen/shared/contract/case';
import { LETTER_EMPTY } from '@foretaksportalen/shared/contract/letter';
import type { UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { TEXT_INVALID_CHARACTERS } from '@foretaksportalen/shared/validators/messages';
import { count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { selectBlobKeysInUse } from '../src/db/blob-references.ts';
import { auditLog, caseEvents, cases, documents, uploads } from '../src/db/schema.ts';
import {
  CASE_ARCHIVED,
  DELETE_WINDOW_PASSED,
  NOT_A_SENT_LETTER,
  OTHER_SENDER,
} from '../src/modules/case/index.ts';
import {
  type CaseTestContext,
  CLOSED_STATUS,
  createCaseTestApp,
  insertTestCase,
  type TestCase,
  testPdf,
} from './helpers/cases.ts';
import { uploadAll } from './helpers/new-case.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';
import { auditWritten } from './helpers/test-database.ts';
import { MIME, PNG_BYTES, type TestFile } from './helpers/uploads.ts';

let context: CaseTestContext;
let clock: ReturnType<typeof testClock>;
afterEach(() => context?.app.close());

const start = async (config: Partial<Config> = {}) => {
  clock = testClock();
  context = await createCaseTestApp({ clock, config });
  return context;
};

const as = (key: DemoPersonKey) => sessionFor(context, key);
const membershipOf = async (key: DemoPersonKey) => (await companyClerkOf(context, key)).Id;

/** A case of the bank with an older letter from the complaints body, Kari's unless said otherwise. */
const insertCase = (spec: TestCase = {}) =>
  insertTestCase(context.db, context.blobs, {
    clerk: 'kari',
    events: [
      { description: 'Brev fra Klagenemnda: Anmodning om uttalelse', documents: [{ fileName: 'a.pdf' }] },
    ],
    ...spec,
  });

/** The letter form's payload from `key` (the logged-in clerk) with changes on top. */
async function letterFrom(key: DemoPersonKey, caseId: string, changes: Record<string, unknown> = {}) {
  return {
    CaseUid: caseId,
    ClerkId: await membershipOf(key),
    Subject: 'Tilsvar',
    Content: 'Foretaket viser til anmodningen.\nVi mener klagen ikke bør føre frem.',
    Files: [] as UploadKey[],
    ...changes,
  };
}

const sendLetter = (session: TestSession, payload: object) =>
  context.app.inject({
    method: 'POST',
    url: '/api/case/sendletter',
    payload,
    ...asClerk(session, context.config),
  });

/** Sends and answers the new event; the letter must be taken. */
async function sent(session: TestSession, payload: object): Promise<CaseEvent> {
  const response = await sendLetter(session, payload);
  expect(response.statusCode, response.body).toBe(200);
  return caseEventSchema.parse(response.json());
}

/** DELETE /api/case/event/{eventId} from the web app with this session, or with the cookies and headers given. */
const deleteEvent = (
  session: TestSession,
  eventId: string,
  request: { cookies: Record<string, string>; headers: Record<string, string> } = asClerk(
    session,
    context.config,
  ),
) => context.app.inject({ method: 'DELETE', url: `/api/case/event/${eventId}`, ...request });

const get = (session: TestSession, url: string) =>
  context.app.inject({ method: 'GET', url, ...asClerk(session, context.config) });

async function getCase(session: TestSession, caseId: string) {
  const response = await get(session, `/api/case/${caseId}`);
  expect(response.statusCode).toBe(200);
  return caseSchema.parse(response.json());
}

/** The bytes the portal hands out for one document of the case. */
const downloaded = async (session: TestSession, caseId: string, documentId: string) =>
  (await get(session, `/api/document/download/casedocument/${documentId}/${caseId}`)).rawPayload;

/** Two attachments: a PDF and a PNG. */
const attachmentFiles = async (): Promise<TestFile[]> => [
  { name: 'Avtalevilkår.pdf', type: MIME.pdf, content: await testPdf('Avtalevilkår', 2) },
  { name: 'Kontoutskrift.png', type: MIME.png, content: PNG_BYTES },
];

/** How many rows every table a letter writes to has, and the case's figures. */
async function snapshot(caseId: string) {
  const rowsOf = async (table: PgTable) => (await context.db.select({ n: count() }).from(table))[0]?.n;
  const [attached] = await context.db
    .select({ n: count() })
    .from(uploads)
    .where(isNotNull(uploads.attachedAt));
  const [row] = await context.db
    .select({ lastEventAt: cases.lastEventAt, unreadCount: cases.unreadCount, updatedAt: cases.updatedAt })
    .from(cases)
    .where(eq(cases.id, caseId));
  return {
    events: await rowsOf(caseEvents),
    documents: await rowsOf(documents),
    uploads: await rowsOf(uploads),
    attachedUploads: attached?.n,
    audit: await rowsOf(auditLog),
    case: row,
  };
}

/** The blob store's files under `letters/`, where the messages' PDFs go. */
async function letterBlobs() {
  try {
    return await readdir(path.join(context.config.blobDir, 'letters'));
  } catch {
    return [];
  }
}

const auditOf = (action: string) => auditWritten(context.db, action);

const MINUTE = 60;

describe('POST /api/case/sendletter', () => {
  it('sends a message: an outbound event with the message as a PDF letter, open for deletion ten minutes', async () => {
    await start();
    const target = await insertCase();
    const kari = await as('kari');
    const event = await sent(kari, await letterFrom('kari', target.id));

    const sentAt = clock();
    expect(event).toMatchObject({
      Created: sentAt.toISOString(),
      Description: 'Brev fra foretaket: Tilsvar',
      IsRead: true,
      DeleteBeforeDateTime: new Date(sentAt.getTime() + 10 * MINUTE * 1000).toISOString(),
    });
    expect(
      event.Documents.map(({ FileName, MimeType, UploadedBy }) => ({ FileName, MimeType, UploadedBy })),
    ).toEqual([{ FileName: 'Brev fra foretaket.pdf', MimeType: MIME.pdf, UploadedBy: 'Kari Nordmann' }]);

    // The case shows it first, as its last event; the list row says so too.
    const shown = await getCase(kari, target.id);
    expect(shown.Events.map((each) => each.Gid)).toEqual([event.Gid, target.events[0]?.id]);
    expect(shown.Events[0]).toEqual(event);
    expect(shown.LastEvent?.Created).toBe(sentAt.toISOString());
    expect(shown.UnreadCount).toBe(0);

    const [row] = await context.db.select().from(caseEvents).where(eq(caseEvents.id, event.Gid));
    expect(row).toMatchObject({
      direction: 'outbound',
      subject: 'Tilsvar',
      content: 'Foretaket viser til anmodningen.\nVi mener klagen ikke bør føre frem.',
      isRead: true,
      createdByMembershipId: await membershipOf('kari'),
    });

    // The letter is a real PDF, titled by the subject; opening it is what the event's link does.
    const letterId = event.Documents[0]?.Id ?? '';
    const pdf = await PDFDocument.load(await downloaded(kari, target.id, letterId));
    expect(pdf.getTitle()).toBe('Tilsvar');
    expect(pdf.getAuthor()).toBe(DEMO_COMPANIES.bank.name);
    expect(pdf.getPageCount()).toBe(1);
    const opened = await get(kari, `/api/document/openletter/${event.Gid}/${target.id}/true`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe(MIME.pdf);

    const [audit] = await auditOf('case.letter-sent');
    expect(audit).toMatchObject({
      actorPersonId: kari.personId,
      companyId: DEMO_COMPANIES.bank.id,
      targetType: 'case_event',
      targetId: event.Gid,
      details: { caseId: target.id, message: true, attachments: 0 },
    });
  });

  it('sends files alone: the attachments in the order given, each the uploaded bytes, no letter made', async () => {
    await start();
    const target = await insertCase();
    const kari = await as('kari');
    const files = await attachmentFiles();
    const keys = await uploadAll(context, kari, [...files].reverse());
    const event = await sent(
      kari,
      await letterFrom('kari', target.id, { Subject: null, Content: null, Files: keys }),
    );

    expect(event.Description).toBe('Brev fra foretaket');
    expect(event.Documents.map((document) => document.FileName)).toEqual([
      'Kontoutskrift.png',
      'Avtalevilkår.pdf',
    ]);
    for (const [index, file] of [...files].reverse().entries()) {
      expect(await downloaded(kari, target.id, event.Documents[index]?.Id ?? '')).toEqual(
        Buffer.from(file.content),
      );
    }
    expect(await letterBlobs()).toEqual([]);
    const taken = await context.db
      .select()
      .from(uploads)
      .where(
        inArray(
          uploads.id,
          keys.map((key) => key.Id),
        ),
      );
    expect(new Map(taken.map((upload) => [upload.id, upload.documentId]))).toEqual(
      new Map(keys.map((key, index) => [key.Id, event.Documents[index]?.Id])),
    );
    expect(taken.every((upload) => upload.attachedAt?.getTime() === clock().getTime())).toBe(true);
    const [audit] = await auditOf('case.letter-sent');
    expect(audit?.details).toEqual({ caseId: target.id, subject: null, message: false, attachments: 2 });
  });

  it('sends a message with files: the letter first, then the attachments, all in the documents tab', async () => {
    await start();
    const target = await insertCase();
    const siri = await as('siri');
    const files = await attachmentFiles();
    const keys = await uploadAll(context, siri, files);
    const event = await sent(siri, await letterFrom('siri', target.id, { Files: keys }));

    expect(event.Documents.map(({ FileName, UploadedBy }) => [FileName, UploadedBy])).toEqual([
      ['Brev fra foretaket.pdf', 'Siri Superbruker'],
      ['Avtalevilkår.pdf', 'Siri Superbruker'],
      ['Kontoutskrift.png', 'Siri Superbruker'],
    ]);
    const zip = await context.app.inject({
      method: 'POST',
      url: '/api/document/download/casedocuments/selected/false',
      payload: {
        CaseUid: target.id,
        SelectedCaseDocumentIds: event.Documents.slice(1).map((each) => each.Id),
      },
      ...asClerk(siri, context.config),
    });
    expect(
      zip.json().map((file: { FileContent: string }) => Buffer.from(file.FileContent, 'base64')),
    ).toEqual(files.map((file) => Buffer.from(file.content)));
    // Opening the letter merges it with the PDF attachment: one page and two.
    const opened = await get(siri, `/api/document/openletter/${event.Gid}/${target.id}/true`);
    expect((await PDFDocument.load(opened.rawPayload)).getPageCount()).toBe(3);
    expect((await getCase(await as('kari'), target.id)).Events[0]?.Documents).toHaveLength(3);
  });

  it('refuses an empty letter with the form’s notice, a message too long and a control character in the subject, writing nothing', async () => {
    await start();
    const target = await insertCase();
    const kari = await as('kari');
    const before = await snapshot(target.id);
    for (const Content of [null, '', '   \n ']) {
      const response = await sendLetter(
        kari,
        await letterFrom('kari', target.id, { Content, Subject: 'Emne' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        ErrorMessage: LETTER_EMPTY,
        errors: { Content: [LETTER_EMPTY] },
      });
    }
    const tooLong = await sendLetter(kari, await letterFrom('kari', target.id, { Content: 'x'.repeat(501) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ Content: ['Meldingen kan maksimalt inneholde 500 tegn'] });
    const bell = await sendLetter(kari, await letterFrom('kari', target.id, { Subject: 'Tilsvar\u0007' }));
    expect(bell.statusCode).toBe(400);
    expect(bell.json().errors).toEqual({ Subject: [TEXT_INVALID_CHARACTERS] });
    for (const broken of [{ CaseUid: 'abc' }, { Files: 'none' }, { ClerkId: null }]) {
      expect((await sendLetter(kari, await letterFrom('kari', target.id, broken))).statusCode).toBe(400);
    }
    expect(
      await sent(kari, await letterFrom('kari', target.id, { Content: `\t${'x'.repeat(497)}\r\n` })),
    ).toBeTruthy();
    expect((await snapshot(target.id)).events).toBe((before.events ?? 0) + 1);
  });

  it('refuses files that are not untaken uploads of this session, writing nothing and taking no file', async () => {
    await start();
    const target = await insertCase();
    const kari = await as('kari');
    const [own, used] = await uploadAll(context, kari, await attachmentFiles());
    if (!own || !used) throw new Error('Uploads missing');
    await sent(kari, await letterFrom('kari', target.id, { Files: [used] }));
    const [sirisFile] = await uploadAll(context, await as('siri'), await attachmentFiles());
    const [elsewhere] = await uploadAll(context, await as('kari'), await attachmentFiles());
    const before = await snapshot(target.id);
    const blobsBefore = await letterBlobs();

    for (const files of [
      [own, used],
      [own, sirisFile],
      [own, elsewhere],
      [own, own],
      [{ ...own, Key: 'u'.repeat(43) }],
      [{ ...own, Id: '00000000-0000-4000-8000-000000000000' }],
    ]) {
      const response = await sendLetter(kari, await letterFrom('kari', target.id, { Files: files }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        ErrorMessage: 'Ukjent fil',
        errors: { Files: ['Ukjent fil'] },
      });
    }
    expect(await snapshot(target.id)).toEqual(before);
    // The message's PDF of a refused letter is not left behind.
    expect(await letterBlobs()).toEqual(blobsBefore);
    expect((await sent(kari, await letterFrom('kari', target.id, { Files: [own] }))).Documents).toHaveLength(
      2,
    );
  });

  it('lets every level that sees the case send, refuses level 4, and answers 404 for a case out of sight', async () => {
    await start();
    const karis = await insertCase();
    const olas = await insertCase({ clerk: 'ola' });
    const undistributed = await insertCase({ clerk: null });
    for (const [key, caseId] of [
      ['kari', karis.id],
      ['ola', olas.id],
      ['siri', karis.id],
      ['anne', undistributed.id],
    ] as const) {
      expect((await sendLetter(await as(key), await letterFrom(key, caseId))).statusCode, key).toBe(200);
    }
    const before = await snapshot(karis.id);

    for (const [key, caseId] of [
      ['ola', karis.id],
      ['kari', olas.id],
      ['kari', undistributed.id],
      ['kari', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await sendLetter(await as(key), await letterFrom(key, caseId));
      expect(response.statusCode, `${key} ${caseId}`).toBe(404);
      expect(response.json().ErrorMessage).toBe('Fant ikke saken');
    }
    const sven = await sessionFor(context, 'sven', 'forsikring');
    const svenId = (await companyClerkOf(context, 'sven', 'forsikring')).Id;
    const otherCompany = await sendLetter(sven, await letterFrom('kari', karis.id, { ClerkId: svenId }));
    expect(otherCompany.statusCode).toBe(404);

    const ivar = await sendLetter(await as('ivar'), await letterFrom('ivar', karis.id));
    expect(ivar.statusCode).toBe(403);
    expect(ivar.json().ErrorMessage).toBe('Du har ikke tilgang til å vise saker');
    expect(await snapshot(karis.id)).toEqual(before);
  });

  it('refuses a letter in another clerk’s name, and one without the XSRF header or from another site', async () => {
    await start();
    const target = await insertCase();
    const kari = await as('kari');
    const before = await snapshot(target.id);
    const asSiri = await sendLetter(
      kari,
      await letterFrom('kari', target.id, { ClerkId: await membershipOf('siri') }),
    );
    expect(asSiri.statusCode).toBe(400);
    expect(asSiri.json()).toMatchObject({ ErrorMessage: OTHER_SENDER, errors: { ClerkId: [OTHER_SENDER] } });

    const payload = await letterFrom('kari', target.id);
    const { cookies, headers } = asClerk(kari, context.config);
    const noHeader = await context.app.inject({
      method: 'POST',
      url: '/api/case/sendletter',
      payload,
      cookies,
      headers: { origin: headers.origin },
    });
    expect(noHeader.statusCode).toBe(403);
    const crossSite = await context.app.inject({
      method: 'POST',
      url: '/api/case/sendletter',
      payload,
      cookies,
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await snapshot(target.id)).toEqual(before);
  });

  it('takes letters for a closed case, but not for an archived one', async () => {
    await start();
    const closed = await insertCase(CLOSED_STATUS);
    const archived = await insertCase({ ...CLOSED_STATUS, archived: true });
    const kari = await as('kari');
    expect((await sendLetter(kari, await letterFrom('kari', closed.id))).statusCode).toBe(200);
    const before = await snapshot(archived.id);
    const refused = await sendLetter(kari, await letterFrom('kari', archived.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorMessage).toBe(CASE_ARCHIVED);
    expect(await snapshot(archived.id)).toEqual(before);
  });

  it('gives one upload to one of two letters sent at the same time', async () => {
    await start();
    const target = await insertCase();
    const kari = await as('kari');
    const [file] = await uploadAll(context, kari, await attachmentFiles());
    const payload = await letterFrom('kari', target.id, { Content: null, Files: [file] });
    const responses = await Promise.all([sendLetter(kari, payload), sendLetter(kari, payload)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect((await getCase(kari, target.id)).Events).toHaveLength(2);
  });

  it('leaves nothing behind when the transaction fails half-way, and the files can be sent again', async () => {
    await start();
    const target = await insertCase();
    const kari = await as('kari');
    const keys = await uploadAll(context, kari, await attachmentFiles());
    const payload = await letterFrom('kari', target.id, { Files: keys });
    const before = await snapshot(target.id);
    // The PNG cannot be written: the event, the letter's PDF and the first attachment already are.
    await context.db.execute(sql`create function refuse_png() returns trigger language plpgsql as $$
      begin if new.mime_type = 'image/png' then raise exception 'disk full'; end if; return new; end $$`);
    await context.db.execute(
      sql`create trigger refuse_png before insert on documents for each row execute function refuse_png()`,
    );
    try {
      const failed = await sendLetter(kari, payload);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().title).toBe('Det oppsto en feil på serveren');
    } finally {
      await context.db.execute(sql`drop trigger refuse_png on documents`);
      await context.db.execute(sql`drop function refuse_png`);
    }
    expect(await snapshot(target.id)).toEqual(before);
    expect(await letterBlobs()).toEqual([]);
    expect((await sent(kari, payload)).Documents).toHaveLength(3);
  });
});

describe('DELETE /api/case/event/{eventId}', () => {
  /** Kari's case with a letter she sent just now: a message and two attachments. */
  async function caseWithSentLetter() {
    const target = await insertCase();
    const kari = await as('kari');
    const keys = await uploadAll(context, kari, await attachmentFiles());
    const before = await snapshot(target.id);
    const event = await sent(kari, await letterFrom('kari', target.id, { Files: keys }));
    return { target, kari, keys, event, before };
  }

  const blobKeysOf = async (event: CaseEvent) =>
    (
      await context.db
        .select({ blobKey: documents.blobKey })
        .from(documents)
        .where(eq(documents.caseEventId, event.Gid))
    ).map((row) => row.blobKey);

  it('lets another clerk who sees the case delete the letter inside its window: all of it goes', async () => {
    await start();
    const { target, keys, event, before } = await caseWithSentLetter();
    const blobKeys = await blobKeysOf(event);
    expect(blobKeys).toHaveLength(3);
    clock.advance(10 * MINUTE - 1);

    const siri = await as('siri');
    const response = await deleteEvent(siri, event.Gid);
    expect(response.statusCode).toBe(204);

    const shown = await getCase(siri, target.id);
    expect(shown.Events.map((each) => each.Gid)).toEqual([target.events[0]?.id]);
    expect(shown.LastEvent?.Created).toBe(before.case?.lastEventAt?.toISOString());
    const after = await snapshot(target.id);
    expect({ ...after, audit: undefined, case: undefined }).toEqual({
      ...before,
      audit: undefined,
      case: undefined,
      // The letter's uploads went with its documents.
      uploads: (before.uploads ?? 0) - keys.length,
    });
    expect(after.case).toMatchObject({
      lastEventAt: before.case?.lastEventAt,
      unreadCount: 0,
      updatedAt: clock(),
    });
    for (const blobKey of blobKeys) expect(await context.blobs.exists(blobKey), blobKey).toBe(false);

    const [audit] = await auditOf('case.letter-deleted');
    expect(audit).toMatchObject({
      actorPersonId: siri.personId,
      companyId: DEMO_COMPANIES.bank.id,
      targetType: 'case_event',
      targetId: event.Gid,
      details: {
        caseId: target.id,
        sentAt: event.Created,
        sentByMembershipId: await membershipOf('kari'),
        documents: 3,
      },
    });
    // Gone is gone.
    expect((await deleteEvent(siri, event.Gid)).statusCode).toBe(404);
  });

  it('refuses once the window has passed on the server’s clock, and changes nothing', async () => {
    await start();
    const { target, kari, event } = await caseWithSentLetter();
    clock.advance(10 * MINUTE);
    const before = await snapshot(target.id);
    const response = await deleteEvent(kari, event.Gid);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ ErrorMessage: DELETE_WINDOW_PASSED, status: 409 });
    expect(await snapshot(target.id)).toEqual(before);
    for (const blobKey of await blobKeysOf(event)) expect(await context.blobs.exists(blobKey)).toBe(true);
    // The case no longer offers it either.
    expect((await getCase(kari, target.id)).Events[0]).toMatchObject({
      Gid: event.Gid,
      DeleteBeforeDateTime: null,
    });
  });

  it('refuses letters from the complaints body and the company’s events that are no sent letter', async () => {
    await start();
    const target = await insertCase({
      events: [
        {
          direction: 'outbound',
          description: 'Sak registrert av foretaket',
          documents: [{ fileName: 'k.pdf' }],
        },
        { direction: 'inbound', isRead: false, documents: [{ fileName: 'b.pdf', isLetter: true }] },
      ],
    });
    const kari = await as('kari');
    const before = await snapshot(target.id);
    for (const event of target.events) {
      const response = await deleteEvent(kari, event.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().ErrorMessage).toBe(NOT_A_SENT_LETTER);
    }
    expect(await snapshot(target.id)).toEqual(before);
  });

  it('answers 404 for an event out of sight, 403 for level 4 and without the XSRF header, 400 for a non-id', async () => {
    await start();
    const { target, kari, event } = await caseWithSentLetter();
    const other = await insertTestCase(context.db, context.blobs, {
      company: 'forsikring',
      clerk: 'sven',
      events: [{ direction: 'outbound', deleteBefore: new Date(clock().getTime() + MINUTE * 1000) }],
    });
    const otherEvent = other.events[0]?.id ?? '';
    const before = await snapshot(target.id);

    for (const [session, eventId] of [
      [await as('ola'), event.Gid],
      [await sessionFor(context, 'sven', 'forsikring'), event.Gid],
      [kari, otherEvent],
      [kari, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await deleteEvent(session, eventId);
      expect(response.statusCode).toBe(404);
      expect(response.json().ErrorMessage).toBe('Fant ikke hendelsen');
    }
    const ivar = await deleteEvent(await as('ivar'), event.Gid);
    expect(ivar.statusCode).toBe(403);
    const { cookies, headers } = asClerk(kari, context.config);
    expect(
      (await deleteEvent(kari, event.Gid, { cookies, headers: { origin: headers.origin } })).statusCode,
    ).toBe(403);
    expect(
      (
        await deleteEvent(kari, event.Gid, {
          cookies,
          headers: { ...headers, origin: 'https://evil.example' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await deleteEvent(kari, 'abc')).statusCode).toBe(400);
    expect(await snapshot(target.id)).toEqual(before);
    expect((await deleteEvent(kari, event.Gid)).statusCode).toBe(204);
  });

  it('keeps bytes that another document still uses', async () => {
    await start();
    const { target, kari, event } = await caseWithSentLetter();
    const [, shared, own] = await context.db
      .select()
      .from(documents)
      .where(eq(documents.caseEventId, event.Gid))
      .orderBy(documents.sortOrder);
    if (!shared || !own) throw new Error('Documents missing');
    const keeper = target.events[0]?.id ?? '';
    await context.db.insert(documents).values({
      caseId: target.id,
      caseEventId: keeper,
      fileName: 'Samme fil.pdf',
      mimeType: shared.mimeType,
      fileSize: shared.fileSize,
      blobKey: shared.blobKey,
      uploadedBy: 'Klagenemnda',
    });
    expect((await deleteEvent(kari, event.Gid)).statusCode).toBe(204);
    expect(await context.blobs.exists(shared.blobKey)).toBe(true);
    expect(await context.blobs.exists(own.blobKey)).toBe(false);
  });

  it('asks whether a deleted letter’s files are still used through indexes, not by reading whole tables', async () => {
    await start();
    const { event } = await caseWithSentLetter();
    const blobKeys = await blobKeysOf(event);
    const plan = await context.db.transaction(async (tx) => {
      // The few rows of a test database are cheapest read whole; forbidding that shows whether an index answers.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(sql`explain ${selectBlobKeysInUse(tx, blobKeys)}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('documents_blob_key_idx');
    expect(plan).toContain('uploads_blob_key_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('is open as long as LETTER_DELETE_WINDOW_MINUTES says', async () => {
    await start({ letterDeleteWindowMinutes: 2 });
    const target = await insertCase();
    const kari = await as('kari');
    const first = await sent(kari, await letterFrom('kari', target.id));
    const second = await sent(kari, await letterFrom('kari', target.id));
    expect(first.DeleteBeforeDateTime).toBe(new Date(clock().getTime() + 2 * MINUTE * 1000).toISOString());
    clock.advance(2 * MINUTE - 1);
    expect((await deleteEvent(kari, first.Gid)).statusCode).toBe(204);
    clock.advance(1);
    expect((await deleteEvent(kari, second.Gid)).statusCode).toBe(409);
  });
});
