import { caseListItemSchema } from '@foretaksportalen/shared/contract/case';
import { caseHistorySchema } from '@foretaksportalen/shared/contract/case-history';
import {
  CATEGORY_IN_USE,
  CATEGORY_NAME_TAKEN,
  CATEGORY_RETIRED,
  CATEGORY_UNKNOWN,
  type Category,
  categoriesSchema,
  categorySchema,
  categorySuggestionsSchema,
} from '@foretaksportalen/shared/contract/category';
import { demoCaseSpecs } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { caseEvents, cases, searchTexts } from '../src/db/schema.ts';
import { createSearchIndexer } from '../src/modules/search/index.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase, testPdf } from './helpers/cases.ts';
import { createCase, newIncident, uploadAll, wizardFiles } from './helpers/new-case.ts';
import { asClerk, companyClerkOf, type DemoPersonKey, sessionFor } from './helpers/test-app.ts';
import { TEST_TODAY } from './helpers/test-config.ts';

/**
 * Issue 49, products and causes: the company's two lists, kept by its administrators, a value in use retired and
 * never deleted; a case gets one of each in its overview, and the words of a value suggest it for a case whose
 * letters and documents say them.
 */

let context: CaseTestContext;
afterEach(() => context?.app.close());

async function start() {
  context = await createCaseTestApp();
  // The demo cases' texts are not in this test's blob store.
  await context.db.delete(searchTexts);
}

async function as(key: DemoPersonKey, company: 'bank' | 'forsikring' = 'bank') {
  const request = asClerk(await sessionFor(context, key, company), context.config);
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    context.app.inject({ method, url, ...(payload && { payload }), ...request });
}

async function created(key: DemoPersonKey, payload: object): Promise<Category> {
  const response = await (await as(key))('POST', '/api/categories', payload);
  expect(response.statusCode, response.body).toBe(201);
  return categorySchema.parse(response.json());
}

async function caseVersionOf(caseId: string) {
  const response = await (await as('siri'))('GET', `/api/case/${caseId}`);
  return caseListItemSchema.parse(response.json()).Version;
}

describe('the lists', () => {
  it('are kept by level 5, read by every clerk, and never show another company’s values', async () => {
    await start();
    const card = await created('anne', {
      Kind: 'product',
      Name: 'Leasing',
      Words: ['leasing', ' ', 'leasing'],
    });
    expect(card).toMatchObject({ Name: 'Leasing', Words: ['leasing'], Retired: false, Cases: 0 });
    const fee = await created('anne', { Kind: 'cause', Name: 'Gebyrer', Words: ['gebyr'] });

    const taken = await (await as('anne'))('POST', '/api/categories', {
      Kind: 'product',
      Name: ' leaSING ',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain(CATEGORY_NAME_TAKEN);
    const empty = await (await as('anne'))('POST', '/api/categories', { Kind: 'product', Name: '  ' });
    expect(empty.statusCode).toBe(400);
    const long = await (await as('anne'))('POST', '/api/categories', {
      Kind: 'cause',
      Name: 'x'.repeat(1_000_000),
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await (await as('siri'))('POST', '/api/categories', { Kind: 'product', Name: 'Lån' })).statusCode,
    ).toBe(403);

    const kari = categoriesSchema.parse((await (await as('kari'))('GET', '/api/categories')).json());
    expect(kari.Items.map((item) => item.Id)).toEqual(expect.arrayContaining([card.Id, fee.Id]));
    const kinds = kari.Items.map((item) => item.Kind);
    expect(kinds).toEqual([...kinds].sort());
    const sven = categoriesSchema.parse(
      (await (await as('sven', 'forsikring'))('GET', '/api/categories')).json(),
    );
    expect(sven.Items.length).toBeGreaterThan(0);
    expect(sven.Items.map((item) => item.Id)).not.toContain(card.Id);
    expect((await (await as('ivar'))('GET', '/api/categories')).statusCode).toBe(403);
    const svensTry = await (await as('sven', 'forsikring'))('PUT', `/api/categories/${card.Id}`, {
      Name: 'Mitt',
      Words: [],
      Retired: false,
    });
    expect(svensTry.statusCode).toBe(403);
    const annesOther = await (await as('anne', 'forsikring'))('DELETE', `/api/categories/${card.Id}`);
    expect(annesOther.statusCode).toBe(404);
  });

  it('retires a value in use, never deletes it, and a case keeps it while no other case can get it', async () => {
    await start();
    const card = await created('anne', { Kind: 'product', Name: 'Leasing' });
    const loan = await created('anne', { Kind: 'product', Name: 'Billån' });
    const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    const other = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    const siri = await as('siri');
    const set = await siri('PATCH', `/api/case/${target.id}`, {
      Version: await caseVersionOf(target.id),
      ProductId: card.Id,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(caseListItemSchema.parse(set.json()).ProductId).toBe(card.Id);

    const refused = await (await as('anne'))('DELETE', `/api/categories/${card.Id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(CATEGORY_IN_USE);
    expect((await (await as('anne'))('DELETE', `/api/categories/${loan.Id}`)).statusCode).toBe(204);

    const retired = await (await as('anne'))('PUT', `/api/categories/${card.Id}`, {
      Name: 'Leasing',
      Words: [],
      Retired: true,
    });
    expect(categorySchema.parse(retired.json())).toMatchObject({ Retired: true, Cases: 1 });
    const onOther = await siri('PATCH', `/api/case/${other.id}`, {
      Version: await caseVersionOf(other.id),
      ProductId: card.Id,
    });
    expect(onOther.statusCode).toBe(400);
    expect(onOther.body).toContain(CATEGORY_RETIRED);
    const kept = await siri('PATCH', `/api/case/${target.id}`, {
      Version: await caseVersionOf(target.id),
      ProductId: card.Id,
      CompanyNote: 'Beholdt',
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});

describe("a case's product and cause", () => {
  it('are set by levels 3 and 5 from the company’s own lists, and the history names them', async () => {
    await start();
    const card = await created('anne', { Kind: 'product', Name: 'Leasing' });
    const fraud = await created('anne', { Kind: 'cause', Name: 'Gebyrer' });
    const insurers = await (await as('anne', 'forsikring'))('POST', '/api/categories', {
      Kind: 'product',
      Name: 'Hundeforsikring',
    });
    const travel = categorySchema.parse(insurers.json());
    const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    const siri = await as('siri');
    const patch = async (payload: object, by = siri) =>
      by('PATCH', `/api/case/${target.id}`, { Version: await caseVersionOf(target.id), ...payload });

    expect((await patch({ ProductId: card.Id }, await as('kari'))).statusCode).toBe(403);
    for (const payload of [{ ProductId: travel.Id }, { ProductId: fraud.Id }, { CauseId: card.Id }]) {
      const refused = await patch(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body).toContain(CATEGORY_UNKNOWN);
    }
    expect((await patch({ ProductId: 'not-a-uuid' })).statusCode).toBe(400);

    const both = await patch({ ProductId: card.Id, CauseId: fraud.Id });
    expect(caseListItemSchema.parse(both.json())).toMatchObject({ ProductId: card.Id, CauseId: fraud.Id });
    expect((await patch({ CauseId: null })).statusCode).toBe(200);

    const history = caseHistorySchema.parse((await siri('GET', `/api/case/${target.id}/history`)).json());
    expect(history.Entries.map((entry) => entry.Change)).toEqual(
      expect.arrayContaining([
        { Kind: 'ProductChanged', From: null, To: 'Leasing' },
        { Kind: 'CauseChanged', From: null, To: 'Gebyrer' },
        { Kind: 'CauseChanged', From: 'Gebyrer', To: null },
      ]),
    );
  });

  it('are suggested by the words their letters and documents say, by the Norwegian stems, until the case has them', async () => {
    await start();
    const card = await created('anne', {
      Kind: 'product',
      Name: 'Leasing',
      Words: ['kredittkort', 'belastet ved', 'leasingavtale'],
    });
    await created('anne', { Kind: 'product', Name: 'Billån', Words: ['billån', 'belastet uten'] });
    await created('anne', { Kind: 'cause', Name: 'Gebyrer', Words: ['gebyr for innfrielse'] });
    const target = await insertTestCase(context.db, context.blobs, {
      clerk: 'kari',
      events: [
        {
          documents: [
            {
              fileName: 'Klage.pdf',
              content: await testPdf(
                'Kredittkortet mitt ble belastet ved netthandelen uten at jeg visste det',
              ),
            },
          ],
        },
      ],
    });
    const indexer = createSearchIndexer({
      db: context.db,
      blobs: context.blobs,
      clock: () => new Date(),
      log: context.app.log,
    });
    await indexer.indexWaiting();
    await indexer.stop();

    const siri = await as('siri');
    const suggested = async () =>
      categorySuggestionsSchema.parse(
        (await siri('GET', `/api/case/${target.id}/category-suggestions`)).json(),
      );
    // 'Kredittkortet' is a form of 'kredittkort', and 'belastet ved' is said in a row: two of Leasing's words, against
    // the demo list's Kredittkort ('netthandel'). 'belastet uten' is not said in a row.
    expect(await suggested()).toEqual({ Product: { Id: card.Id, Name: 'Leasing' }, Cause: null });

    await siri('PATCH', `/api/case/${target.id}`, {
      Version: await caseVersionOf(target.id),
      ProductId: card.Id,
    });
    expect((await suggested()).Product).toBeNull();
    expect(
      (await (await as('sven', 'forsikring'))('GET', `/api/case/${target.id}/category-suggestions`))
        .statusCode,
    ).toBe(404);
  });

  it('are set for many cases at once by levels 3 and 5, all or nothing, each case in its history', async () => {
    await start();
    const card = await created('anne', { Kind: 'product', Name: 'Leasing' });
    const fee = await created('anne', { Kind: 'cause', Name: 'Gebyrer' });
    const first = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    const second = await insertTestCase(context.db, context.blobs, { clerk: 'ola' });
    const theirs = await insertTestCase(context.db, context.blobs, { company: 'forsikring', clerk: null });
    const bulk = async (key: DemoPersonKey, payload: object) =>
      (await as(key))('POST', '/api/caselist/categories', payload);

    expect((await bulk('kari', { IncidentIds: [first.id], ProductId: card.Id })).statusCode).toBe(403);
    const foreign = await bulk('siri', { IncidentIds: [first.id, theirs.id], ProductId: card.Id });
    expect(foreign.statusCode).toBe(404);
    const nothing = await bulk('siri', { IncidentIds: [first.id] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain('Velg et produkt eller en årsak');
    const wrongList = await bulk('siri', { IncidentIds: [first.id, second.id], ProductId: fee.Id });
    expect(wrongList.statusCode).toBe(400);
    const rows = () =>
      context.db
        .select({ productId: cases.productId, causeId: cases.causeId })
        .from(cases)
        .where(inArray(cases.id, [first.id, second.id]));
    expect(await rows()).toEqual([
      { productId: null, causeId: null },
      { productId: null, causeId: null },
    ]);

    const done = await bulk('siri', {
      IncidentIds: [first.id, second.id],
      ProductId: card.Id,
      CauseId: fee.Id,
    });
    expect(done.json()).toEqual({ Updated: 2 });
    expect(await rows()).toEqual([
      { productId: card.Id, causeId: fee.Id },
      { productId: card.Id, causeId: fee.Id },
    ]);
    expect((await bulk('anne', { IncidentIds: [first.id, second.id], ProductId: card.Id })).json()).toEqual({
      Updated: 0,
    });
    const history = caseHistorySchema.parse(
      (await (await as('siri'))('GET', `/api/case/${second.id}/history`)).json(),
    );
    expect(history.Entries.map((entry) => entry.Change)).toContainEqual({
      Kind: 'ProductChanged',
      From: null,
      To: 'Leasing',
    });
  });

  it('are chosen in the new-case wizard, from the company’s values in use only', async () => {
    await start();
    const kari = await sessionFor(context, 'kari');
    const registrar = await companyClerkOf(context, 'kari');
    const card = await created('anne', { Kind: 'product', Name: 'Leasing' });
    const fee = await created('anne', { Kind: 'cause', Name: 'Gebyrer' });
    const theirs = categorySchema.parse(
      (
        await (
          await as('anne', 'forsikring')
        )('POST', '/api/categories', { Kind: 'cause', Name: 'Hundebitt' })
      ).json(),
    );
    const register = async (changes: object) =>
      createCase(
        context,
        kari,
        newIncident(registrar, await uploadAll(context, kari, await wizardFiles()), changes),
      );

    const refused = await register({ ProductId: card.Id, CauseId: theirs.Id });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(CATEGORY_UNKNOWN);
    const registered = await register({ ProductId: card.Id, CauseId: fee.Id });
    expect(registered.statusCode, registered.body).toBe(200);
    const [row] = await context.db
      .select({ productId: cases.productId, causeId: cases.causeId })
      .from(cases)
      .where(eq(cases.caseNumber, registered.json().CaseId));
    expect(row).toEqual({ productId: card.Id, causeId: fee.Id });
  });

  it('are suggested right for at least 80 % of the demo cases by the demo lists, each case by what its letters say', async () => {
    await start();
    const specs = demoCaseSpecs(TEST_TODAY);
    const rows = await context.db
      .select({ id: cases.id, caseNumber: cases.caseNumber, companyId: cases.companyId })
      .from(cases);
    const idOf = new Map(rows.map((row) => [`${row.companyId}:${row.caseNumber}`, row.id]));
    // The letters' texts as the indexer would have read them from their PDFs (the demo files are not in this
    // test's blob store): each event's documents, titles and paragraphs.
    for (const spec of specs) {
      const caseId = idOf.get(`${DEMO_COMPANIES[spec.company].id}:${spec.caseNumber}`);
      if (!caseId) throw new Error(`No demo case ${spec.caseNumber}`);
      const events = await context.db
        .select({ id: caseEvents.id })
        .from(caseEvents)
        .where(eq(caseEvents.caseId, caseId))
        .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id));
      for (const [index, event] of spec.events.entries()) {
        const content = event.documents
          .flatMap((document) => [document.title, ...document.paragraphs])
          .join('\n');
        const eventId = events[index]?.id;
        if (!eventId) throw new Error(`No event ${index} of ${spec.caseNumber}`);
        await context.db.insert(searchTexts).values({
          companyId: DEMO_COMPANIES[spec.company].id,
          caseId,
          caseEventId: eventId,
          state: 'indexed',
          content,
          vector: sql`search_vector(${content})`,
        });
      }
    }
    const askers = { bank: await as('siri'), forsikring: await as('sven', 'forsikring') };
    const lists = {
      bank: categoriesSchema.parse((await askers.bank('GET', '/api/categories')).json()).Items,
      forsikring: categoriesSchema.parse((await askers.forsikring('GET', '/api/categories')).json()).Items,
    };
    let rightProducts = 0;
    let rightCauses = 0;
    for (const spec of specs) {
      const caseId = idOf.get(`${DEMO_COMPANIES[spec.company].id}:${spec.caseNumber}`) ?? '';
      // Asked as if the case had neither yet: the closed demo cases were sorted already.
      await context.db.update(cases).set({ productId: null, causeId: null }).where(eq(cases.id, caseId));
      const response = await askers[spec.company]('GET', `/api/case/${caseId}/category-suggestions`);
      const suggested = categorySuggestionsSchema.parse(response.json());
      const nameOf = (id: string | undefined) => lists[spec.company].find((item) => item.Id === id)?.Name;
      if (nameOf(suggested.Product?.Id) === spec.topic.product) rightProducts += 1;
      if (nameOf(suggested.Cause?.Id) === spec.topic.cause) rightCauses += 1;
    }
    expect(specs.length).toBeGreaterThan(100);
    expect(rightProducts / specs.length).toBeGreaterThanOrEqual(0.8);
    expect(rightCauses / specs.length).toBeGreaterThanOrEqual(0.8);
  });
});
