import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ProviderCase } from '@foretaksportalen/shared/contract/provider/case';
import { type Change, changesPageSchema } from '@foretaksportalen/shared/contract/provider/changes';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { TEXT_INVALID_CHARACTERS } from '@foretaksportalen/shared/validators/messages';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { caseEvents, cases, documents, outbox } from '../src/db/schema.ts';
import {
  type CaseTestContext,
  CLOSED_STATUS,
  caseVersion,
  createCaseTestApp,
  insertTestCase,
  testPdf,
} from './helpers/cases.ts';
import { newIncident, uploadAll, wizardFiles } from './helpers/new-case.ts';
import {
  bearer,
  createApiKey,
  type LetterFile,
  letterBody,
  newProviderCase,
  providerPath,
} from './helpers/provider.ts';
import { asClerk, companyClerkOf, sessionFor, testClock } from './helpers/test-app.ts';
import { auditWritten } from './helpers/test-database.ts';
import { ELF_BYTES, MIME, PNG_BYTES } from './helpers/uploads.ts';

const BANK = DEMO_COMPANIES.bank.orgNum;
const INSURER = DEMO_COMPANIES.forsikring.orgNum;

let context: CaseTestContext & { key: string };
let clock: ReturnType<typeof testClock>;
afterEach(() => context?.app.close());

async function start(config: Partial<Config> = {}) {
  clock = testClock();
  const app = await createCaseTestApp({ clock, config });
  context = { ...app, key: (await createApiKey(app.db)).key };
  return context;
}

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  context.app.inject({ method, url: providerPath(url), headers: bearer(context.key), payload });

const putCase = (externalId: string, payload: object, orgNum: string = BANK) =>
  call('PUT', `/companies/${orgNum}/cases/${externalId}`, payload);

async function putLetter(
  caseExternalId: string,
  eventExternalId: string,
  event: Parameters<typeof letterBody>[0],
  files: readonly LetterFile[],
  orgNum: string = BANK,
) {
  const body = await letterBody(event, files);
  return context.app.inject({
    method: 'PUT',
    url: providerPath(`/companies/${orgNum}/cases/${caseExternalId}/events/${eventExternalId}`),
    headers: { ...bearer(context.key), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const readFeed = async (after?: string, limit?: number) => {
  const query = new URLSearchParams();
  if (after) query.set('after', after);
  if (limit) query.set('limit', String(limit));
  const response = await call('GET', `/changes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return changesPageSchema.parse(response.json());
};

/** Reads the feed to its end from `after`; answers the items and the last cursor. */
async function readAll(after?: string) {
  const items: Change[] = [];
  let cursor = after;
  for (;;) {
    const page = await readFeed(cursor, 2);
    items.push(...page.Items);
    if (page.Items.length === 0) return { items, cursor: page.Cursor };
    cursor = page.Cursor;
  }
}

const outboxTo = async () => (await context.db.select().from(outbox)).map((mail) => mail.to).sort();
const auditedActions = async () => (await auditWritten(context.db)).map((entry) => entry.action);
const changeAudits = async () =>
  (await auditedActions()).filter((action) => action !== 'provider.request' && action !== 'api-key.created');

const letterPdf = async (name = 'Vedtak.pdf') => ({
  name,
  type: MIME.pdf,
  content: await testPdf(`Brev ${name}`),
});
const providerBlobs = async () => {
  try {
    return await readdir(path.join(context.config.blobDir, 'provider'));
  } catch {
    return [];
  }
};

describe('cases by the complaints body’s own id', () => {
  it('creates a case with its parties, notifies the company once, and a repeat changes nothing', async () => {
    await start();
    const payload = newProviderCase({
      Correspondent: { FirstName: 'Advokat', LastName: 'Advokatsen', Email: 'post@advokat.no' },
    });
    const created = await putCase('KN-1001', payload);
    expect(created.statusCode).toBe(201);
    const body: ProviderCase = created.json();
    expect(body).toMatchObject({
      ExternalId: 'KN-1001',
      CaseId: 'KN-2026-1001',
      OrgNum: BANK,
      Status: 'Under behandling',
      StatusCode: 'UNDER_BEHANDLING',
      Archived: false,
      DueDate: '2026-12-15',
      AnonymizeSb: false,
      User: { DisplayName: 'Hanne Handler', Phone: '22001122' },
      Complainer: {
        DisplayName: 'Kari Klager',
        Address: {
          Address: 'Klagerveien 2',
          PostalCode: '0150',
          PostalPlace: 'OSLO',
          CountryCodeAlpha2: 'NO',
        },
      },
      Correspondent: { DisplayName: 'Advokat Advokatsen', Email: 'post@advokat.no' },
      UnreadCount: 0,
      LastEvent: null,
      Events: [],
    });
    expect(await outboxTo()).toEqual([DEMO_COMPANIES.bank.emailAddress]);
    const [row] = await context.db.select().from(cases).where(eq(cases.id, body.CaseUid));

    clock.advance(60);
    const repeated = await putCase('KN-1001', payload);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual(body);
    expect(await outboxTo()).toEqual([DEMO_COMPANIES.bank.emailAddress]);
    expect(await changeAudits()).toEqual(['case.created']);
    const [unchanged] = await context.db.select().from(cases).where(eq(cases.id, body.CaseUid));
    expect(unchanged?.updatedAt).toEqual(row?.updatedAt);

    // The company sees the case as the body made it.
    const session = await sessionFor(context, 'anne');
    const seen = await context.app.inject({
      method: 'GET',
      url: `/api/case/${body.CaseUid}`,
      ...asClerk(session, context.config),
    });
    expect(seen.json()).toMatchObject({ CaseId: 'KN-2026-1001', Status: 'Under behandling', Clerk: null });
  });

  it('brings a case to the state sent: what is left out becomes empty; the audit log names the fields', async () => {
    await start();
    await putCase('KN-1001', newProviderCase({ Correspondent: { FirstName: 'Advokat', LastName: null } }));
    const changed = await putCase('KN-1001', {
      CaseId: 'KN-2026-1001',
      Status: 'Avsluttet',
      StatusCode: 'AVSLUTTET',
      AnonymizeSb: true,
      User: { DisplayName: 'Hanne Handler', Phone: '22001122' },
      Complainer: newProviderCase().Complainer,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      StatusCode: 'AVSLUTTET',
      DueDate: null,
      AnonymizeSb: true,
      Correspondent: null,
    });
    const updated = await auditWritten(context.db, 'case.updated');
    expect(updated.map((entry) => (entry.details as { fields: string[] }).fields.sort())).toEqual([
      ['AnonymizeSb', 'Correspondent', 'DueDate', 'Status', 'StatusCode'],
    ]);
    // The company does not see the hidden handling officer.
    const session = await sessionFor(context, 'anne');
    const seen = await context.app.inject({
      method: 'GET',
      url: `/api/case/${changed.json().CaseUid}`,
      ...asClerk(session, context.config),
    });
    expect(seen.json().User).toBeNull();
  });

  it('keeps case numbers unique in a company, not across companies', async () => {
    await start();
    await putCase('KN-1', newProviderCase());
    const clash = await putCase('KN-2', newProviderCase());
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({
      CaseId: ['Saksnummeret er allerede brukt på en annen sak i foretaket'],
    });
    expect((await putCase('KN-1', newProviderCase(), INSURER)).statusCode).toBe(201);
  });

  it('takes a case the company registered under the body’s own id, once', async () => {
    await start();
    const registered = await insertTestCase(context.db, context.blobs);
    const CaseId = registered.caseNumber;
    const adopted = await putCase('KN-42', newProviderCase({ CaseUid: registered.id, CaseId }));
    expect(adopted.statusCode).toBe(200);
    expect(adopted.json()).toMatchObject({ CaseUid: registered.id, ExternalId: 'KN-42', CaseId });
    expect((await putCase('KN-42', newProviderCase({ CaseId }))).json().CaseUid).toBe(registered.id);
    const twice = await putCase('KN-43', newProviderCase({ CaseUid: registered.id, CaseId: 'KN-43' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().title).toBe('Saken har allerede en annen id hos klagenemnda');
  });

  it('never reaches another company’s case through a company path', async () => {
    await start();
    const insurerCase = (await putCase('KN-7', newProviderCase(), INSURER)).json();
    const insurerOwn = await insertTestCase(context.db, context.blobs, { company: 'forsikring' });

    expect((await call('GET', `/companies/${BANK}/cases/KN-7`)).statusCode).toBe(404);
    const letter = await putLetter('KN-7', 'B-1', { Description: 'Brev' }, [await letterPdf()]);
    expect(letter.statusCode).toBe(404);
    const adopt = await putCase('KN-8', newProviderCase({ CaseUid: insurerOwn.id, CaseId: 'KN-8' }));
    expect(adopt.statusCode).toBe(404);
    expect(adopt.json().errors).toEqual({ CaseUid: ['Fant ikke saken'] });
    // The same id in the bank is a case of the bank's own.
    const bankCase = await putCase('KN-7', newProviderCase());
    expect(bankCase.statusCode).toBe(201);
    expect(bankCase.json().CaseUid).not.toBe(insurerCase.CaseUid);
    const [insurerRow] = await context.db.select().from(cases).where(eq(cases.id, insurerOwn.id));
    expect(insurerRow?.externalId).toBeNull();
  });

  it('refuses malformed cases with the fields, never with a 500', async () => {
    await start();
    const response = await putCase('KN-1', {
      CaseId: '',
      Status: null,
      StatusCode: 'under behandling',
      DueDate: '15.12.2026',
      Complainer: {
        FirstName: null,
        LastName: null,
        Email: 'x',
        Phone: { Phone: '12', CountryCodeAlpha2: 'NO' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      CaseId: ['Saksnummer er et påkrevd felt'],
      Status: ['Status er et påkrevd felt'],
      StatusCode: ['Statuskoden må være 1-50 store bokstaver, sifre eller _'],
      DueDate: ['Forfallsdato må være en dato (åååå-mm-dd)'],
      'Complainer.Email': ['Ugyldig e-postadresse'],
      'Complainer.Phone.Phone': ['Ugyldig telefonnummer'],
      'Complainer.FirstName': ['Fornavn eller etternavn må fylles ut'],
    });
    expect((await putCase('ugyldig id', newProviderCase())).statusCode).toBe(400);
    expect((await putCase('KN-1', newProviderCase(), '123')).statusCode).toBe(400);
    expect((await putCase('KN-1', newProviderCase(), '123456789')).statusCode).toBe(404);
  });

  it('refuses control characters in one-line texts with the text check, and takes lines in an address', async () => {
    await start();
    const complainer = { FirstName: 'Kari', LastName: 'Klager', Reference: 'Strøm\u0085mars' };
    const refused = await putCase(
      'KN-1',
      newProviderCase({
        CaseId: 'A\r\nB',
        Status: 'Under\tbehandling',
        User: { DisplayName: 'Hanne\u0007Handler', Phone: null },
        Complainer: complainer,
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().errors).toEqual({
      CaseId: [TEXT_INVALID_CHARACTERS],
      Status: [TEXT_INVALID_CHARACTERS],
      'User.DisplayName': [TEXT_INVALID_CHARACTERS],
      'Complainer.Reference': [TEXT_INVALID_CHARACTERS],
    });
    expect(await context.db.select().from(cases).where(eq(cases.externalId, 'KN-1'))).toEqual([]);

    const address = { Address: 'c/o Hansen\r\nStorgata 1', PostalCode: '0150', CountryCodeAlpha2: 'NO' };
    const created = await putCase(
      'KN-1',
      newProviderCase({ Complainer: { ...complainer, Reference: null, Address: address } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().Complainer.Address.Address).toBe('c/o Hansen\r\nStorgata 1');
  });
});

describe('letters from the complaints body', () => {
  it('adds an unread letter with its documents and notifies the company and the clerk', async () => {
    await start();
    const registered = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    await putCase('KN-7', newProviderCase({ CaseUid: registered.id, CaseId: registered.caseNumber }));
    const letter = await letterPdf('Vedtak i saken.pdf');
    const attachment = { name: 'Bilde.png', type: MIME.png, content: PNG_BYTES };

    const added = await putLetter('KN-7', 'BREV-1', { Description: 'Vedtak', Subject: 'Vedtak i saken' }, [
      letter,
      attachment,
    ]);
    expect(added.statusCode, added.body).toBe(201);
    const event = added.json();
    expect(event).toMatchObject({
      ExternalId: 'BREV-1',
      Direction: 'inbound',
      Description: 'Vedtak',
      Subject: 'Vedtak i saken',
      IsRead: false,
      ReadAt: null,
      Documents: [
        {
          FileName: 'Vedtak i saken.pdf',
          MimeType: MIME.pdf,
          FileSize: letter.content.length,
          IsLetter: true,
          UploadedBy: 'Klagenemnda',
        },
        { FileName: 'Bilde.png', MimeType: MIME.png, FileSize: PNG_BYTES.length, IsLetter: false },
      ],
    });
    const kari = await companyClerkOf(context, 'kari');
    expect(await outboxTo()).toEqual([DEMO_COMPANIES.bank.emailAddress, kari.Email].sort());

    // The company's list shows it unread, as the newest event.
    const session = await sessionFor(context, 'kari');
    const seen = await context.app.inject({
      method: 'GET',
      url: `/api/case/${registered.id}`,
      ...asClerk(session, context.config),
    });
    expect(seen.json()).toMatchObject({
      UnreadCount: 1,
      UnreadEventId: event.EventUid,
      LastEvent: { Created: event.Created },
    });

    // The same request again answers the letter as it is, and changes nothing.
    const repeated = await putLetter('KN-7', 'BREV-1', { Description: 'Vedtak', Subject: 'Vedtak i saken' }, [
      letter,
      attachment,
    ]);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual(event);
    expect(
      await context.db.select().from(documents).where(eq(documents.caseEventId, event.EventUid)),
    ).toHaveLength(2);
    expect(await outboxTo()).toHaveLength(2);
    expect((await changeAudits()).filter((action) => action === 'case.letter-added')).toHaveLength(1);
    expect(await providerBlobs()).toHaveLength(2);

    // Another letter under the same id is refused, and leaves no bytes behind.
    const different = await putLetter('KN-7', 'BREV-1', { Description: 'Vedtak' }, [letter]);
    expect(different.statusCode).toBe(409);
    expect(await providerBlobs()).toHaveLength(2);
  });

  it('takes the event as a file part too, with the full 20 files', async () => {
    await start();
    await putCase('KN-1', newProviderCase());
    const pdf = await letterPdf();
    const event = new TextEncoder().encode(JSON.stringify({ Description: 'Brev med vedlegg' }));
    const letter = await putLetter('KN-1', 'B-20', null, [
      { name: 'event.json', type: 'application/json', content: event, field: 'event' },
      ...Array.from({ length: 20 }, (_, index) => ({ ...pdf, name: `Vedlegg ${index + 1}.pdf` })),
    ]);
    expect(letter.statusCode, letter.body).toBe(201);
    expect(await providerBlobs()).toHaveLength(20);
  });

  it('checks the files as uploads are checked, and leaves nothing behind when it refuses', async () => {
    await start({ maxUploadFileSize: 64 * 1024 });
    await putCase('KN-1', newProviderCase());
    const pdf = await letterPdf();
    const cases_ = [
      {
        files: [{ name: 'Vedtak.pdf', type: MIME.pdf, content: ELF_BYTES }],
        errors: { files: ['Filen Vedtak.pdf er ikke en gyldig filtype'] },
      },
      {
        files: [
          pdf,
          {
            name: 'Stor.pdf',
            type: MIME.pdf,
            content: Buffer.concat([pdf.content, Buffer.alloc(70 * 1024)]),
          },
        ],
        errors: { files: ['Filen Stor.pdf er for stor'] },
      },
      {
        files: [{ name: 'Bilde.png', type: MIME.png, content: PNG_BYTES }, pdf],
        errors: { files: ['Den første filen er brevet og må være en PDF'] },
      },
      { files: [], errors: { files: ['Brevet må ha minst én fil'] } },
      {
        files: [pdf, { ...pdf, field: 'vedlegg' }],
        errors: { vedlegg: ['Ukjent del «vedlegg»: bruk «event» og «files»'] },
      },
    ];
    for (const { files, errors } of cases_) {
      const response = await putLetter('KN-1', 'B-1', { Description: 'Brev' }, files);
      expect(response.statusCode, JSON.stringify(errors)).toBe(400);
      expect(response.json()).toMatchObject({ title: 'Ugyldig brev fra klagenemnda', errors });
    }
    const noEvent = await putLetter('KN-1', 'B-1', null, [pdf]);
    expect(noEvent.json().errors).toEqual({
      event: ['Forespørselen mangler delen «event» med hendelsen som JSON'],
    });
    const notJson = await putLetter('KN-1', 'B-1', '{ikke json', [pdf]);
    expect(notJson.json().errors).toEqual({ event: ['Delen «event» må være JSON'] });
    const invalidEvent = await putLetter(
      'KN-1',
      'B-1',
      JSON.stringify({ Description: '', Content: 'x'.repeat(4001) }),
      [pdf],
    );
    expect(invalidEvent.json().errors).toEqual({
      'event.Description': ['Beskrivelse er et påkrevd felt'],
      'event.Content': ['Innhold kan maksimalt inneholde 4000 tegn'],
    });
    const controlCharacters = await putLetter(
      'KN-1',
      'B-1',
      { Description: 'Brev\r\nfra nemnda', Subject: 'Vedtak\u0007', Content: 'Linje en\r\n\tLinje to' },
      [pdf],
    );
    expect(controlCharacters.json().errors).toEqual({
      'event.Description': [TEXT_INVALID_CHARACTERS],
      'event.Subject': [TEXT_INVALID_CHARACTERS],
    });
    const tooMany = await putLetter(
      'KN-1',
      'B-1',
      { Description: 'Brev' },
      Array.from({ length: 21 }, () => pdf),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ files: ['For mange deler: én «event» og høyst 20 filer'] });
    const eventAsFile = (files: number) =>
      putLetter('KN-1', 'B-1', null, [
        {
          name: 'event.json',
          type: 'application/json',
          content: new TextEncoder().encode('{"Description":"Brev"}'),
          field: 'event',
        },
        ...Array.from({ length: files }, () => pdf),
      ]);
    expect((await eventAsFile(21)).json().errors).toEqual({
      files: ['For mange deler: én «event» og høyst 20 filer'],
    });
    const json = await call('PUT', `/companies/${BANK}/cases/KN-1/events/B-1`, { Description: 'Brev' });
    expect(json.statusCode).toBe(400);
    expect(json.json().title).toBe('Forespørselen må være multipart/form-data');

    expect(await providerBlobs()).toEqual([]);
    expect(await context.db.select().from(caseEvents).where(eq(caseEvents.externalId, 'B-1'))).toEqual([]);
    expect((await putLetter('KN-9', 'B-1', { Description: 'Brev' }, [pdf])).statusCode).toBe(404);
  });
});

describe('the change feed', () => {
  it('tells of registered cases, opened letters and archived cases, each once, in commit order', async () => {
    await start();
    const start_ = await readAll();
    expect(start_.items).toEqual([]);

    // A case registered in the wizard, with its complainer and documents.
    const kari = await companyClerkOf(context, 'kari');
    const session = await sessionFor(context, 'kari');
    const files = await wizardFiles();
    const keys = await uploadAll(context, session, files);
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/case/create',
      payload: newIncident(kari, keys),
      ...asClerk(session, context.config),
    });
    expect(created.statusCode, created.body).toBe(200);
    const caseNumber = created.json().CaseId;

    // A letter from the body opened by a clerk.
    const letterCase = await insertTestCase(context.db, context.blobs, {
      clerk: 'kari',
      ...CLOSED_STATUS,
      events: [
        {
          description: 'Vedtak',
          direction: 'inbound',
          isRead: false,
          documents: [{ fileName: 'v.pdf', isLetter: true }],
        },
      ],
    });
    const [eventId] = letterCase.events.map((event) => event.id);
    const opened = await context.app.inject({
      method: 'GET',
      url: `/api/document/openletter/${eventId}/${letterCase.id}/false`,
      ...asClerk(session, context.config),
    });
    expect(opened.statusCode).toBe(200);
    // The case archived (a closed case) by an administrator.
    const anne = await sessionFor(context, 'anne');
    const archived = await context.app.inject({
      method: 'PATCH',
      url: `/api/case/${letterCase.id}`,
      payload: { Archived: true, Version: await caseVersion(context.db, letterCase.id) },
      ...asClerk(anne, context.config),
    });
    expect(archived.statusCode).toBe(200);

    const { items, cursor } = await readAll(start_.cursor);
    expect(items.map((item) => item.Kind)).toEqual(['case.registered', 'letter.read', 'case.archived']);
    const [registered, read, archivedItem] = items;
    expect(registered).toMatchObject({
      Kind: 'case.registered',
      Company: { Id: DEMO_COMPANIES.bank.id, OrgNum: BANK, Name: DEMO_COMPANIES.bank.name },
      Case: { CaseId: caseNumber, ExternalId: null },
      CompanyCaseRef: 'K-1001',
      Complainer: { DisplayName: 'Per Klagesen', Email: 'per.klagesen@example.no' },
      Event: {
        Description: 'Sak registrert av foretaket',
        Documents: [
          { FileName: 'Klage fra kunden.pdf', MimeType: MIME.pdf },
          { FileName: 'Skjermbilde.png', MimeType: MIME.png },
        ],
      },
    });
    expect(JSON.stringify(registered)).not.toContain('20918912356');
    expect(JSON.stringify(items)).not.toContain(kari.Id);
    expect(read).toMatchObject({
      Kind: 'letter.read',
      Case: { CaseUid: letterCase.id },
      Event: { EventUid: eventId },
    });
    expect(archivedItem).toMatchObject({ Kind: 'case.archived', Case: { CaseUid: letterCase.id } });

    // The registration's documents download byte-identical.
    if (registered?.Kind !== 'case.registered') throw new Error('not a registration');
    for (const [index, document] of registered.Event.Documents.entries()) {
      const download = await context.app.inject({
        method: 'GET',
        url: document.Href,
        headers: bearer(context.key),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(Buffer.from(files[index]?.content ?? []))).toBe(true);
      expect(download.headers['content-type']).toBe(document.MimeType);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="${document.FileName}"; filename*=UTF-8''${encodeURIComponent(document.FileName)}`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
    }

    // Nothing new: the same cursor back, and nothing twice.
    expect(await readFeed(cursor)).toEqual({ Items: [], Cursor: cursor });
    // Opening the letter again changes nothing.
    await context.app.inject({
      method: 'GET',
      url: `/api/document/openletter/${eventId}/${letterCase.id}/false`,
      ...asClerk(session, context.config),
    });
    expect((await readFeed(cursor)).Items).toEqual([]);
  });

  it('hands over a company letter only after its delete window, once, and a deleted letter never', async () => {
    await start();
    const letterCase = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    const kari = await sessionFor(context, 'kari');
    const membership = (await companyClerkOf(context, 'kari')).Id;
    const attachment = { name: 'Svar.pdf', type: MIME.pdf, content: await testPdf('Svar') };
    const [file] = await uploadAll(context, kari, [attachment]);
    const send = (Subject: string, Files: unknown[]) =>
      context.app.inject({
        method: 'POST',
        url: '/api/case/sendletter',
        payload: {
          CaseUid: letterCase.id,
          ClerkId: membership,
          Subject,
          Content: 'Vi viser til brevet.',
          Files,
        },
        ...asClerk(kari, context.config),
      });
    const kept = await send('Tilsvar', [file]);
    expect(kept.statusCode, kept.body).toBe(200);
    const deleted = await send('Feilsendt', []);
    const { Cursor } = await readFeed();

    // Within the window neither shows, nor can its documents be fetched.
    clock.advance(5 * 60);
    expect((await readFeed(Cursor)).Items).toEqual([]);
    const [document] = await context.db
      .select()
      .from(documents)
      .where(and(eq(documents.caseEventId, kept.json().Gid), eq(documents.fileName, 'Svar.pdf')));
    expect((await call('GET', `/documents/${document?.id}`)).statusCode).toBe(404);
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/case/event/${deleted.json().Gid}`,
      ...asClerk(kari, context.config),
    });
    expect(removed.statusCode).toBe(204);

    clock.advance(6 * 60);
    const page = await readFeed(Cursor);
    expect(page.Items).toHaveLength(1);
    expect(page.Items[0]).toMatchObject({
      Kind: 'letter.sent',
      Case: { CaseUid: letterCase.id },
      Event: {
        EventUid: kept.json().Gid,
        Subject: 'Tilsvar',
        Content: 'Vi viser til brevet.',
        // The letter as the portal wrote it, then the attachment.
        Documents: [
          {
            FileName: 'Brev fra foretaket.pdf',
            MimeType: MIME.pdf,
            IsLetter: true,
            UploadedBy: 'Kari Nordmann',
          },
          { FileName: 'Svar.pdf', FileSize: attachment.content.length, IsLetter: false },
        ],
      },
    });
    expect((await readFeed(page.Cursor)).Items).toEqual([]);
    expect((await readFeed(Cursor)).Items.map((item) => item.ChangeId)).toEqual([page.Items[0]?.ChangeId]);
    const download = await call('GET', `/documents/${document?.id}`);
    expect(download.rawPayload.equals(Buffer.from(attachment.content))).toBe(true);
    expect(
      await context.db
        .select()
        .from(caseEvents)
        .where(
          and(
            eq(caseEvents.direction, 'outbound'),
            isNull(caseEvents.providerReleasedAt),
            eq(caseEvents.caseId, letterCase.id),
          ),
        ),
    ).toEqual([]);
  });

  it('pages with a limit without skipping or repeating, and refuses a cursor it did not make', async () => {
    await start();
    for (let index = 0; index < 5; index++) {
      const closed = await insertTestCase(context.db, context.blobs, CLOSED_STATUS);
      const anne = await sessionFor(context, 'anne');
      await context.app.inject({
        method: 'PATCH',
        url: `/api/case/${closed.id}`,
        payload: { Archived: true, Version: await caseVersion(context.db, closed.id) },
        ...asClerk(anne, context.config),
      });
    }
    const all = await readFeed(undefined, 500);
    expect(all.Items).toHaveLength(5);
    const paged = await readAll();
    expect(paged.items.map((item) => item.ChangeId)).toEqual(all.Items.map((item) => item.ChangeId));
    expect(paged.cursor).toBe(all.Cursor);

    for (const query of [
      'after=abc',
      'after=MTIzLjQ1Ng.',
      `after=${Buffer.from('1.2.3').toString('base64url')}`,
    ]) {
      const response = await call('GET', `/changes?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toEqual({
        after: ['Ugyldig markør: bruk Cursor fra et tidligere svar'],
      });
    }
    for (const limit of ['0', '501', 'mange', '1.5']) {
      expect((await call('GET', `/changes?limit=${limit}`)).statusCode, limit).toBe(400);
    }
  });
});
