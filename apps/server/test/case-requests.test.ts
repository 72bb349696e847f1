import { caseListSchema, caseSchema } from '@foretaksportalen/shared/contract/case';
import { caseHistorySchema } from '@foretaksportalen/shared/contract/case-history';
import {
  ANSWER_DATE_ONLY_FOR_EXTENSION,
  caseRequestsPath,
  EXTENSION_DATE_INVALID,
  EXTENSION_DATE_NOT_LATER,
  EXTENSION_DATE_PAST,
  EXTENSION_DATE_TOO_LATE,
  EXTENSION_MAX_DAYS,
  EXTENSION_PENDING,
  EXTENSION_WITHOUT_DUE_DATE,
  OBJECTION_DOCUMENT_REQUIRED,
  OBJECTION_LETTER_SUBJECT,
  OBJECTION_PENDING,
  REFUSAL_TEXT_REQUIRED,
  REQUEST_KIND_INVALID,
  REQUEST_REASON_REQUIRED,
} from '@foretaksportalen/shared/contract/case-request';
import { sentLetterDescription } from '@foretaksportalen/shared/contract/letter';

import type { UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { providerCaseSchema } from '@foretaksportalen/shared/contract/provider/case';
import { changesPageSchema } from '@foretaksportalen/shared/contract/provider/changes';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { addDays, workingDaysToDue } from '@foretaksportalen/shared/working-days';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { caseEvents, cases } from '../src/db/schema.ts';
import { CASE_ARCHIVED } from '../src/modules/case/index.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase } from './helpers/cases.ts';
import { bearer, createApiKey, newProviderCase, providerPath } from './helpers/provider.ts';
import { asClerk, companyClerkOf, type DemoPersonKey, sessionFor, testClock } from './helpers/test-app.ts';
import { TEST_TODAY } from './helpers/test-config.ts';
import { auditWritten } from './helpers/test-database.ts';
import { MIME, PNG_BYTES, uploadFile } from './helpers/uploads.ts';

/**
 * Issue 49: the company's requests to the complaints body, a later due date ('Be om utsatt frist') and an objection
 * to its handling ('Innsigelse mot behandling'), which the body reads in its change feed and answers through its API.
 */

const BANK = DEMO_COMPANIES.bank.orgNum;
const CASE = 'KN-REQUEST-1';
/** The provider case's due date (newProviderCase), after the tests' today. */
const DUE = '2026-12-15';
const REASON = 'Kunden har bedt om tid til å skaffe kontoutskrifter.';

let context: CaseTestContext & { key: string };
afterEach(() => context?.app.close());

let clock = testClock();

async function start() {
  clock = testClock();
  const app = await createCaseTestApp({ clock });
  context = { ...app, key: (await createApiKey(app.db)).key };
}

const provider = (method: 'GET' | 'PUT', path: string, payload?: object, key = context.key) =>
  context.app.inject({ method, url: providerPath(path), headers: bearer(key), payload });

const answer = (requestId: string, payload: object, externalId = CASE, key = context.key) =>
  provider('PUT', `/companies/${BANK}/cases/${externalId}/requests/${requestId}`, payload, key);

/** A case of the body's, due on DUE, given to Kari. */
async function providerCaseOfKari() {
  const created = await provider('PUT', `/companies/${BANK}/cases/${CASE}`, newProviderCase());
  expect(created.statusCode, created.body).toBe(201);
  const caseId = providerCaseSchema.parse(created.json()).CaseUid;
  const kari = (await companyClerkOf({ db: context.db }, 'kari', 'bank')).Id;
  await context.db.update(cases).set({ clerkMembershipId: kari }).where(eq(cases.id, caseId));
  return caseId;
}

async function as(key: DemoPersonKey, company: 'bank' | 'forsikring' = 'bank') {
  const session = await sessionFor(context, key, company);
  const request = asClerk(session, context.config);
  return {
    ask: (caseId: string, payload: object) =>
      context.app.inject({ method: 'POST', url: caseRequestsPath(caseId), payload, ...request }),
    get: (url: string) => context.app.inject({ method: 'GET', url, ...request }),
    async caseOf(caseId: string) {
      const response = await this.get(`/api/case/${caseId}`);
      expect(response.statusCode, response.body).toBe(200);
      return caseSchema.parse(response.json());
    },
    async upload(): Promise<UploadKey> {
      const uploaded = await uploadFile(context, session, {
        name: 'Innsigelse.png',
        type: MIME.png,
        content: PNG_BYTES,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      return uploaded.json();
    },
    async listed(caseId: string) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/caselist',
        payload: { includeClosedCases: false },
        ...request,
      });
      const lists = caseListSchema.parse(response.json());
      return lists.flatMap((list) => list.Items).find((item) => item.CaseUid === caseId);
    },
  };
}

async function feedItems() {
  const response = await provider('GET', '/changes?limit=500');
  expect(response.statusCode, response.body).toBe(200);
  return changesPageSchema.parse(response.json()).Items;
}

/** The feed once it holds a change of the kind: a row shows once every older transaction has ended (PostgreSQL). */
async function feedWith(kind: string) {
  await expect.poll(async () => (await feedItems()).some((item) => item.Kind === kind)).toBe(true);
  return feedItems();
}

const extension = (DueDate: unknown, Reason: unknown = REASON) => ({
  Kind: 'deadline-extension',
  DueDate,
  Reason,
});

describe('a deadline extension', () => {
  it('is asked with a date and a reason, reaches the feed, and a grant moves the due date everywhere', async () => {
    await start();
    const caseId = await providerCaseOfKari();
    const kari = await as('kari');
    expect((await kari.caseOf(caseId)).CanRequestExtension).toBe(true);

    const asked = await kari.ask(caseId, extension('2027-01-15'));
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId: string = asked.json().Id;
    const seen = await kari.caseOf(caseId);
    expect(seen.Requests).toEqual([
      expect.objectContaining({
        Id: requestId,
        Kind: 'deadline-extension',
        Status: 'pending',
        RequestedDueDate: '2027-01-15',
        Reason: REASON,
        Answered: null,
      }),
    ]);
    expect(seen.CanRequestExtension).toBe(false);
    expect(seen.DueDate).toBe(DUE);

    const again = await kari.ask(caseId, extension('2027-01-10'));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(EXTENSION_PENDING);

    const requested = (await feedWith('deadline-extension.requested')).filter(
      (item) => item.Kind === 'deadline-extension.requested',
    );
    expect(requested).toEqual([
      expect.objectContaining({
        Case: expect.objectContaining({ CaseUid: caseId, ExternalId: CASE }),
        RequestId: requestId,
        CurrentDueDate: DUE,
        RequestedDueDate: '2027-01-15',
        Reason: REASON,
      }),
    ]);
    const [sent] = await auditWritten(context.db, 'case.request-sent');
    expect(JSON.stringify(sent?.details)).not.toContain(REASON);

    const before = await kari.listed(caseId);
    expect(before?.DaysToDue).toBe(workingDaysToDue(DUE, TEST_TODAY));
    const granted = await answer(requestId, { Status: 'granted' });
    expect(granted.statusCode, granted.body).toBe(200);
    const body = providerCaseSchema.parse(granted.json());
    expect(body.DueDate).toBe('2027-01-15');
    expect(body.Requests[0]).toMatchObject({ Status: 'granted', GrantedDueDate: '2027-01-15' });

    const after = await kari.caseOf(caseId);
    expect(after.DueDate).toBe('2027-01-15');
    expect(after.Requests[0]).toMatchObject({ Status: 'granted', GrantedDueDate: '2027-01-15' });
    expect(after.CanRequestExtension).toBe(true);
    const listed = await kari.listed(caseId);
    expect(listed?.DueDate).toBe('2027-01-15');
    expect(listed?.DaysToDue).toBe(workingDaysToDue('2027-01-15', TEST_TODAY));
    expect(listed?.DaysToDue).toBeGreaterThan(before?.DaysToDue ?? 0);

    const history = caseHistorySchema.parse((await kari.get(`/api/case/${caseId}/history`)).json());
    const changes = history.Entries.map((entry) => entry.Change);
    expect(changes).toContainEqual({
      Kind: 'RequestSent',
      RequestKind: 'deadline-extension',
      DueDate: '2027-01-15',
    });
    expect(changes).toContainEqual({
      Kind: 'RequestAnswered',
      RequestKind: 'deadline-extension',
      Status: 'granted',
      DueDate: '2027-01-15',
    });

    // The same answer again changes nothing; another is refused.
    expect((await answer(requestId, { Status: 'granted' })).statusCode).toBe(200);
    expect((await answer(requestId, { Status: 'granted', DueDate: '2027-01-15' })).statusCode).toBe(200);
    expect(await auditWritten(context.db, 'case.request-answered')).toHaveLength(1);
    const otherwise = await answer(requestId, { Status: 'refused', Text: 'Nei likevel' });
    expect(otherwise.statusCode).toBe(409);
    const otherDate = await answer(requestId, { Status: 'granted', DueDate: '2027-01-20' });
    expect(otherDate.statusCode).toBe(409);
    expect((await kari.caseOf(caseId)).DueDate).toBe('2027-01-15');
  });

  it('granted with another date than asked takes the body’s; refused keeps the due date and says why', async () => {
    await start();
    const caseId = await providerCaseOfKari();
    const kari = await as('kari');
    const first = (await kari.ask(caseId, extension('2027-02-01'))).json().Id;
    const granted = await answer(first, {
      Status: 'granted',
      DueDate: '2027-01-05',
      Text: 'Kortere enn ønsket',
    });
    expect(providerCaseSchema.parse(granted.json()).DueDate).toBe('2027-01-05');

    clock.advance(60);
    const second = await kari.ask(caseId, extension('2027-03-01'));
    expect(second.statusCode, second.body).toBe(201);
    const noText = await answer(second.json().Id, { Status: 'refused' });
    expect(noText.statusCode).toBe(400);
    expect(noText.body).toContain(REFUSAL_TEXT_REQUIRED);
    const withDate = await answer(second.json().Id, {
      Status: 'refused',
      Text: 'Nei',
      DueDate: '2027-03-01',
    });
    expect(withDate.statusCode).toBe(400);
    const refused = await answer(second.json().Id, {
      Status: 'refused',
      Text: 'Fristen er allerede utsatt én gang',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const seen = await kari.caseOf(caseId);
    expect(seen.DueDate).toBe('2027-01-05');
    expect(seen.Requests.map((request) => [request.Status, request.AnswerText])).toEqual([
      ['refused', 'Fristen er allerede utsatt én gang'],
      ['granted', 'Kortere enn ønsket'],
    ]);
    expect(
      (await answer(second.json().Id, { Status: 'refused', Text: 'Fristen er allerede utsatt én gang' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses dates that are not after the due date, in the past or beyond the limit, with a 400 at the field', async () => {
    await start();
    const caseId = await providerCaseOfKari();
    const kari = await as('kari');
    const refusals: [unknown, unknown, string][] = [
      ['2026-12-15', REASON, EXTENSION_DATE_NOT_LATER],
      ['2026-12-01', REASON, EXTENSION_DATE_NOT_LATER],
      [addDays(DUE, EXTENSION_MAX_DAYS + 1), REASON, EXTENSION_DATE_TOO_LATE],
      ['9999-12-31', REASON, EXTENSION_DATE_INVALID],
      ['2026-02-30', REASON, EXTENSION_DATE_INVALID],
      ['15.01.2027', REASON, EXTENSION_DATE_INVALID],
      [undefined, REASON, EXTENSION_DATE_INVALID],
      ['2027-01-15', '   ', REQUEST_REASON_REQUIRED],
      ['2027-01-15', null, REQUEST_REASON_REQUIRED],
      ['2027-01-15', 'x'.repeat(1_000_000), 'Begrunnelse'],
    ];
    for (const [date, reason, message] of refusals) {
      const refused = await kari.ask(caseId, extension(date, reason));
      expect(refused.statusCode, `${String(date)}: ${refused.body.slice(0, 300)}`).toBe(400);
      expect(refused.body).toContain(message);
    }
    const unknownKind = await kari.ask(caseId, { Kind: 'annet', Reason: REASON });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.body).toContain(REQUEST_KIND_INVALID);
    // The last day of the limit is taken.
    expect((await kari.ask(caseId, extension(addDays(DUE, EXTENSION_MAX_DAYS)))).statusCode).toBe(201);
  });

  it('is refused for a day in the past even after an overdue due date, and for a case without a due date', async () => {
    await start();
    const overdue = await insertTestCase(context.db, context.blobs, { clerk: 'kari', dueDate: '2026-11-01' });
    const kari = await as('kari');
    const past = await kari.ask(overdue.id, extension('2026-11-10'));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors?.DueDate).toEqual([EXTENSION_DATE_PAST]);
    expect((await kari.ask(overdue.id, extension(TEST_TODAY))).statusCode).toBe(201);

    const undated = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    expect((await kari.caseOf(undated.id)).CanRequestExtension).toBe(false);
    const none = await kari.ask(undated.id, extension('2026-12-24'));
    expect(none.statusCode).toBe(409);
    expect(none.body).toContain(EXTENSION_WITHOUT_DUE_DATE);
  });
});

describe('an objection to the handling', () => {
  it('goes with its reason and document as a letter that cannot be taken back, and reaches the feed', async () => {
    await start();
    const caseId = await providerCaseOfKari();
    const siri = await as('siri');
    expect((await siri.caseOf(caseId)).CanObject).toBe(true);
    const withoutDocument = await siri.ask(caseId, { Kind: 'objection', Reason: REASON, Files: [] });
    expect(withoutDocument.statusCode).toBe(400);
    expect(withoutDocument.body).toContain(OBJECTION_DOCUMENT_REQUIRED);
    const someoneElses = await siri.ask(caseId, {
      Kind: 'objection',
      Reason: REASON,
      Files: [await (await as('kari')).upload()],
    });
    expect(someoneElses.statusCode).toBe(400);

    const reason = 'Tvisten er allerede brakt inn for tingretten.';
    const objected = await siri.ask(caseId, {
      Kind: 'objection',
      Reason: reason,
      Files: [await siri.upload()],
    });
    expect(objected.statusCode, objected.body).toBe(201);
    const requestId: string = objected.json().Id;
    const seen = await siri.caseOf(caseId);
    expect(seen.CanObject).toBe(false);
    const letter = seen.Events.find(
      (event) => event.Description === sentLetterDescription(OBJECTION_LETTER_SUBJECT),
    );
    expect(letter?.Documents.map((document) => document.FileName)).toEqual([
      'Brev fra foretaket.pdf',
      'Innsigelse.png',
    ]);
    expect(letter?.CanDelete).toBe(false);
    expect(seen.Requests[0]).toMatchObject({ Kind: 'objection', Status: 'pending', EventUid: letter?.Gid });
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/case/event/${letter?.Gid}`,
      ...asClerk(await sessionFor(context, 'siri'), context.config),
    });
    expect(deleted.statusCode).toBe(409);

    const again = await siri.ask(caseId, { Kind: 'objection', Reason: reason, Files: [await siri.upload()] });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(OBJECTION_PENDING);

    const items = await feedWith('objection.requested');
    const objection = items.find((item) => item.Kind === 'objection.requested');
    expect(objection).toMatchObject({
      RequestId: requestId,
      Reason: reason,
      Event: { EventUid: letter?.Gid },
    });
    const documents = objection?.Kind === 'objection.requested' ? (objection.Event?.Documents ?? []) : [];
    expect(documents).toHaveLength(2);
    const download = await provider('GET', `/documents/${documents[1]?.Id}`);
    expect(download.statusCode).toBe(200);
    // A row shows in the feed once every transaction older than it has ended: on PostgreSQL, ask again.
    await expect
      .poll(async () =>
        (await feedItems()).some(
          (item) => item.Kind === 'letter.sent' && item.Event.EventUid === letter?.Gid,
        ),
      )
      .toBe(true);

    const dated = await answer(requestId, { Status: 'granted', DueDate: '2027-01-01' });
    expect(dated.statusCode).toBe(400);
    expect(dated.body).toContain(ANSWER_DATE_ONLY_FOR_EXTENSION);
    const granted = await answer(requestId, { Status: 'granted', Text: 'Saken avvises' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(providerCaseSchema.parse(granted.json()).DueDate).toBe(DUE);
    const after = await siri.caseOf(caseId);
    expect(after.Requests[0]).toMatchObject({
      Kind: 'objection',
      Status: 'granted',
      AnswerText: 'Saken avvises',
    });
    expect(after.CanObject).toBe(false);
    const [stored] = await context.db
      .select()
      .from(caseEvents)
      .where(eq(caseEvents.id, letter?.Gid ?? ''));
    expect(stored).toMatchObject({ direction: 'outbound', content: reason });
  });
});

describe('who may ask, and who may answer', () => {
  it('sees the levels and the companies: level 4 403, another company 404, Kari only her own cases', async () => {
    await start();
    const caseId = await providerCaseOfKari();
    const ask = extension('2027-01-15');
    expect((await (await as('ivar')).ask(caseId, ask)).statusCode).toBe(403);
    expect((await (await as('sven', 'forsikring')).ask(caseId, ask)).statusCode).toBe(404);
    const notKaris = await insertTestCase(context.db, context.blobs, { clerk: 'siri', dueDate: DUE });
    const kari = await as('kari');
    expect((await kari.ask(notKaris.id, ask)).statusCode).toBe(404);
    expect((await kari.ask('not-a-case', ask)).statusCode).toBe(400);

    await context.db.update(cases).set({ archived: true }).where(eq(cases.id, caseId));
    const archived = await kari.ask(caseId, ask);
    expect(archived.statusCode).toBe(409);
    expect(archived.body).toContain(CASE_ARCHIVED);
    expect(await auditWritten(context.db, 'case.request-sent')).toEqual([]);
  });

  it('answers only a request of the case named, of that company, with a key of the cases scope', async () => {
    await start();
    const caseId = await providerCaseOfKari();
    const requestId = (await (await as('kari')).ask(caseId, extension('2027-01-15'))).json().Id;
    const other = await provider(
      'PUT',
      `/companies/${BANK}/cases/KN-OTHER`,
      newProviderCase({ CaseId: 'KN-9' }),
    );
    expect(other.statusCode).toBe(201);
    expect((await answer(requestId, { Status: 'granted' }, 'KN-OTHER')).statusCode).toBe(404);
    expect((await answer(crypto.randomUUID(), { Status: 'granted' })).statusCode).toBe(404);
    const otherCompany = await provider(
      'PUT',
      `/companies/${DEMO_COMPANIES.forsikring.orgNum}/cases/${CASE}/requests/${requestId}`,
      { Status: 'granted' },
    );
    expect(otherCompany.statusCode).toBe(404);
    const companiesOnly = (await createApiKey(context.db, { name: 'Register', scopes: ['companies'] })).key;
    expect((await answer(requestId, { Status: 'granted' }, CASE, companiesOnly)).statusCode).toBe(403);
    const badStatus = await answer(requestId, { Status: 'maybe' });
    expect(badStatus.statusCode).toBe(400);
    expect((await (await as('kari')).caseOf(caseId)).Requests[0]?.Status).toBe('pending');
  });
});
