import { caseListSchema, caseSchema } from '@foretaksportalen/shared/contract/case';
import { caseHistorySchema } from '@foretaksportalen/shared/contract/case-history';
import {
  ALREADY_ANSWERED,
  AMOUNT_INVALID,
  ANSWER_DUE_BEFORE_DECISION,
  ANSWER_NOT_ASKED,
  DECISION_ANSWER_LETTER_SUBJECT,
  decisionAnswerPath,
  OUTCOME_INVALID,
  REASON_REQUIRED,
} from '@foretaksportalen/shared/contract/decision';
import { sentLetterDescription } from '@foretaksportalen/shared/contract/letter';
import { type ProviderCase, providerCaseSchema } from '@foretaksportalen/shared/contract/provider/case';
import { changesPageSchema } from '@foretaksportalen/shared/contract/provider/changes';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { caseEvents, cases } from '../src/db/schema.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase, testPdf } from './helpers/cases.ts';
import { bearer, createApiKey, letterBody, newProviderCase, providerPath } from './helpers/provider.ts';
import { asClerk, companyClerkOf, type DemoPersonKey, sessionFor, testClock } from './helpers/test-app.ts';
import { auditWritten } from './helpers/test-database.ts';

/**
 * Issue 49: the complaints body's decision through the provider API, and the company's answer to it in the portal
 * ('Følger foretaket vedtaket?'), which the body reads in its change feed.
 */

const BANK = DEMO_COMPANIES.bank.orgNum;
const CASE = 'KN-DECISION-1';

let context: CaseTestContext & { key: string };
afterEach(() => context?.app.close());

async function start() {
  const app = await createCaseTestApp({ clock: testClock() });
  context = { ...app, key: (await createApiKey(app.db)).key };
}

const provider = (method: 'GET' | 'PUT', path: string, payload?: object, key = context.key) =>
  context.app.inject({ method, url: providerPath(path), headers: bearer(key), payload });

const putDecision = (payload: object, externalId = CASE) =>
  provider('PUT', `/companies/${BANK}/cases/${externalId}/decision`, payload);

/** A case of the body's, given to Kari, with the letter that holds the decision. */
async function providerCaseWithLetter(): Promise<ProviderCase> {
  const created = await provider('PUT', `/companies/${BANK}/cases/${CASE}`, newProviderCase());
  expect(created.statusCode, created.body).toBe(201);
  const body = await letterBody({ Description: 'Vedtak' }, [
    { name: 'Vedtak.pdf', type: 'application/pdf', content: await testPdf('Vedtak') },
  ]);
  const letter = await context.app.inject({
    method: 'PUT',
    url: providerPath(`/companies/${BANK}/cases/${CASE}/events/VEDTAK-1`),
    headers: { ...bearer(context.key), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(letter.statusCode, letter.body).toBe(201);
  const caseId = providerCaseSchema.parse(created.json()).CaseUid;
  const kari = (await companyClerkOf({ db: context.db }, 'kari', 'bank')).Id;
  await context.db.update(cases).set({ clerkMembershipId: kari }).where(eq(cases.id, caseId));
  return providerCaseSchema.parse(created.json());
}

async function as(key: DemoPersonKey, company: 'bank' | 'forsikring' = 'bank') {
  const session = await sessionFor(context, key, company);
  const request = asClerk(session, context.config);
  return {
    answer: (caseId: string, payload: object) =>
      context.app.inject({ method: 'POST', url: decisionAnswerPath(caseId), payload, ...request }),
    get: (url: string) => context.app.inject({ method: 'GET', url, ...request }),
    async caseOf(caseId: string) {
      const response = await this.get(`/api/case/${caseId}`);
      expect(response.statusCode, response.body).toBe(200);
      return caseSchema.parse(response.json());
    },
  };
}

async function feedItems() {
  const response = await provider('GET', '/changes?limit=500');
  expect(response.statusCode, response.body).toBe(200);
  return changesPageSchema.parse(response.json()).Items;
}

describe('the decision from the complaints body', () => {
  it('is set with its letter, asks an answer within 30 days for medhold, and the same request twice changes nothing', async () => {
    await start();
    const { CaseUid } = await providerCaseWithLetter();
    const decision = { Outcome: 'delvis-medhold', DecisionDate: '2026-11-02', EventExternalId: 'VEDTAK-1' };

    const set = await putDecision(decision);
    expect(set.statusCode, set.body).toBe(200);
    const letterId = (await context.db.select().from(cases).where(eq(cases.id, CaseUid)))[0]?.decisionEventId;
    expect(providerCaseSchema.parse(set.json()).Decision).toEqual({
      Outcome: 'delvis-medhold',
      DecisionDate: '2026-11-02',
      EventUid: letterId,
      AnswerDueDate: '2026-12-02',
      Answer: null,
    });
    expect(letterId).toBeTruthy();
    expect((await putDecision(decision)).statusCode).toBe(200);
    expect(await auditWritten(context.db, 'case.decision-received')).toHaveLength(1);

    const kari = await as('kari');
    const seen = await kari.caseOf(CaseUid);
    expect(seen.Decision?.Outcome).toBe('delvis-medhold');
    expect(seen.CanAnswerDecision).toBe(true);
    expect(seen.DecisionAnswerDue).toBe('2026-12-02');
    const history = caseHistorySchema.parse((await kari.get(`/api/case/${CaseUid}/history`)).json());
    expect(history.Entries.map((entry) => entry.Change)).toContainEqual({
      Kind: 'DecisionReceived',
      Outcome: 'delvis-medhold',
      DecisionDate: '2026-11-02',
    });
  });

  it('asks no answer for ikke medhold unless the body sets a date, and refuses what is not a decision', async () => {
    await start();
    await providerCaseWithLetter();
    const without = await putDecision({ Outcome: 'ikke-medhold', DecisionDate: '2026-11-02' });
    expect(providerCaseSchema.parse(without.json()).Decision?.AnswerDueDate).toBeNull();
    const withDate = await putDecision({
      Outcome: 'ikke-medhold',
      DecisionDate: '2026-11-02',
      AnswerDueDate: '2026-11-20',
    });
    expect(providerCaseSchema.parse(withDate.json()).Decision?.AnswerDueDate).toBe('2026-11-20');

    const refusals: [object, string][] = [
      [{ Outcome: 'seier', DecisionDate: '2026-11-02' }, OUTCOME_INVALID],
      [{ Outcome: 'medhold', DecisionDate: '0000-01-01' }, 'Vedtaksdato må være en dato (åååå-mm-dd)'],
      [
        { Outcome: 'medhold', DecisionDate: '2026-11-02', AnswerDueDate: '2026-11-01' },
        ANSWER_DUE_BEFORE_DECISION,
      ],
      [
        { Outcome: 'medhold', DecisionDate: '2026-11-02', EventExternalId: 'UKJENT' },
        'Saken har ikke et brev',
      ],
    ];
    for (const [payload, message] of refusals) {
      const refused = await putDecision(payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect((await putDecision({ Outcome: 'medhold', DecisionDate: '2026-11-02' }, 'UKJENT')).statusCode).toBe(
      404,
    );
    const companiesOnly = (await createApiKey(context.db, { name: 'Register', scopes: ['companies'] })).key;
    const outOfScope = await provider(
      'PUT',
      `/companies/${BANK}/cases/${CASE}/decision`,
      { Outcome: 'medhold', DecisionDate: '2026-11-02' },
      companiesOnly,
    );
    expect(outOfScope.statusCode).toBe(403);
  });
});

describe("the company's answer", () => {
  it("'Nei' needs a reason, goes as a letter and into the feed, is given once, and fixes the decision", async () => {
    await start();
    const { CaseUid } = await providerCaseWithLetter();
    await putDecision({ Outcome: 'medhold', DecisionDate: '2026-11-02', EventExternalId: 'VEDTAK-1' });
    const kari = await as('kari');

    const noReason = await kari.answer(CaseUid, { Follows: false, AmountPaid: null, Reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(REASON_REQUIRED);
    const negative = await kari.answer(CaseUid, { Follows: true, AmountPaid: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain(AMOUNT_INVALID);
    expect((await kari.caseOf(CaseUid)).Decision?.Answer).toBeNull();

    const reason = 'Foretaket mener avtalen ble fulgt.';
    const answered = await kari.answer(CaseUid, { Follows: false, AmountPaid: 2500.5, Reason: reason });
    expect(answered.statusCode, answered.body).toBe(204);
    const after = await kari.caseOf(CaseUid);
    expect(after.Decision?.Answer).toMatchObject({ Follows: false, AmountPaid: 2500.5, Reason: reason });
    expect(after.CanAnswerDecision).toBe(false);
    expect(after.DecisionAnswerDue).toBeNull();
    const letter = after.Events.find(
      (event) => event.Description === sentLetterDescription(DECISION_ANSWER_LETTER_SUBJECT),
    );
    expect(letter?.Documents).toHaveLength(1);
    const [stored] = await context.db
      .select()
      .from(caseEvents)
      .where(eq(caseEvents.id, letter?.Gid ?? ''));
    expect(stored).toMatchObject({ direction: 'outbound', content: reason });

    const again = await kari.answer(CaseUid, { Follows: true, AmountPaid: null });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(ALREADY_ANSWERED);

    const [entry] = await auditWritten(context.db, 'case.decision-answered');
    expect(entry?.details).toMatchObject({ follows: false, amountPaid: 2500.5 });
    expect(JSON.stringify(entry?.details)).not.toContain(reason);

    // A row shows in the feed once every transaction older than it has ended: on PostgreSQL, ask again.
    await expect
      .poll(async () => (await feedItems()).filter((item) => item.Kind === 'decision.answered').length)
      .toBe(1);
    const answers = (await feedItems()).filter((item) => item.Kind === 'decision.answered');
    expect(answers[0]).toMatchObject({
      Case: { CaseUid, ExternalId: CASE },
      Decision: { Outcome: 'medhold', DecisionDate: '2026-11-02' },
      Answer: { Follows: false, AmountPaid: 2500.5, Reason: reason },
    });

    const changed = await putDecision({ Outcome: 'ikke-medhold', DecisionDate: '2026-11-02' });
    expect(changed.statusCode).toBe(409);
    const same = await putDecision({
      Outcome: 'medhold',
      DecisionDate: '2026-11-02',
      EventExternalId: 'VEDTAK-1',
    });
    expect(same.statusCode).toBe(200);
    expect(providerCaseSchema.parse(same.json()).Decision?.Answer).toMatchObject({ Follows: false });
  });

  it("'Ja' with an amount sends no letter, and the list's quick view loses the case", async () => {
    await start();
    const { CaseUid } = await providerCaseWithLetter();
    await putDecision({ Outcome: 'medhold', DecisionDate: '2026-11-02' });
    const siri = await as('siri');
    const listed = async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/caselist',
        payload: { includeClosedCases: false },
        ...asClerk(await sessionFor(context, 'siri'), context.config),
      });
      const lists = caseListSchema.parse(response.json());
      return lists.flatMap((list) => list.Items).find((item) => item.CaseUid === CaseUid);
    };
    expect((await listed())?.DecisionAnswerDue).toBe('2026-12-02');
    const eventsBefore = (await siri.caseOf(CaseUid)).Events.length;

    expect((await siri.answer(CaseUid, { Follows: true, AmountPaid: 12500 })).statusCode).toBe(204);
    const after = await siri.caseOf(CaseUid);
    expect(after.Decision?.Answer).toMatchObject({ Follows: true, AmountPaid: 12500, Reason: null });
    expect(after.Events).toHaveLength(eventsBefore);
    expect((await listed())?.DecisionAnswerDue).toBeNull();
  });

  it('is refused where there is nothing to answer, and to those who may not see the case', async () => {
    await start();
    const { CaseUid } = await providerCaseWithLetter();
    const kari = await as('kari');
    const nothing = await kari.answer(CaseUid, { Follows: true });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.body).toContain(ANSWER_NOT_ASKED);

    await putDecision({ Outcome: 'medhold', DecisionDate: '2026-11-02' });
    expect((await (await as('ivar')).answer(CaseUid, { Follows: true })).statusCode).toBe(403);
    expect((await (await as('sven', 'forsikring')).answer(CaseUid, { Follows: true })).statusCode).toBe(404);
    const notKaris = await insertTestCase(context.db, context.blobs, { clerk: 'siri' });
    await context.db
      .update(cases)
      .set({ decisionOutcome: 'medhold', decisionDate: '2026-11-02', decisionAnswerDue: '2026-12-02' })
      .where(eq(cases.id, notKaris.id));
    expect((await kari.answer(notKaris.id, { Follows: true })).statusCode).toBe(404);

    await context.db.update(cases).set({ archived: true }).where(eq(cases.id, CaseUid));
    expect((await kari.answer(CaseUid, { Follows: true })).statusCode).toBe(409);
    expect(await auditWritten(context.db, 'case.decision-answered')).toEqual([]);
  });
});
