import { caseListSchema } from '@foretaksportalen/shared/contract/case';
import {
  type ComplaintsReport,
  complaintsReportSchema,
  measureCount,
  REPORT_MEASURES,
  type ReportFigures,
  reportCellCasesSchema,
} from '@foretaksportalen/shared/contract/complaints-report';
import type { Outcome } from '@foretaksportalen/shared/contract/decision';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { workingDaysAfter } from '@foretaksportalen/shared/working-days';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { caseCategories, cases } from '../src/db/schema.ts';
import { type CaseTestContext, CLOSED_STATUS, createCaseTestApp, insertTestCase } from './helpers/cases.ts';
import { asClerk, type DemoPersonKey, sessionFor, testClock } from './helpers/test-app.ts';

// Wednesday 15 July 2026 in Oslo; the report is of the first half-year.
const NOW = new Date('2026-07-15T08:00:00Z');
const PERIOD = { from: '2026-01-01', to: '2026-06-30' };

let context: CaseTestContext;
afterEach(() => context?.app.close());

/** An instant on Oslo's clock (summer time from 29 March 2026: +02:00, before it +01:00). */
const oslo = (day: string, time = '10:00') =>
  new Date(`${day}T${time}:00${day >= '2026-03-29' && day < '2026-10-25' ? '+02:00' : '+01:00'}`);

interface ReportCase {
  key: string;
  company?: 'bank' | 'forsikring';
  created: Date;
  closed?: Date;
  product?: 'p1' | 'p2';
  cause?: 'c1';
  decision?: {
    outcome: Outcome;
    date: string;
    answerDue?: string;
    follows?: boolean | null;
    paid?: number;
  };
}

/**
 * The cases, with the numbers they make worked out by hand (the period is 1 January to 30 June 2026). Received on
 * Monday 2 February, 20 working days (no holiday in February and March before Easter) is Monday 2 March, 40 is
 * Monday 30 March.
 */
const REPORT_CASES: ReportCase[] = [
  // Closed after 20 working days: the first bucket's last day. Medhold, followed, 1000 paid.
  {
    key: 'A',
    created: oslo('2026-02-02'),
    closed: oslo('2026-03-02'),
    product: 'p1',
    cause: 'c1',
    decision: { outcome: 'medhold', date: '2026-02-25', answerDue: '2026-03-20', follows: true, paid: 1000 },
  },
  // 21 working days: the second bucket's first. Delvis medhold, not followed, 250.50 offered.
  {
    key: 'B',
    created: oslo('2026-02-02'),
    closed: oslo('2026-03-03'),
    product: 'p1',
    decision: {
      outcome: 'delvis-medhold',
      date: '2026-03-01',
      answerDue: '2026-03-20',
      follows: false,
      paid: 250.5,
    },
  },
  // 40 working days: the second bucket's last. Ikke medhold, no answer asked.
  {
    key: 'C',
    created: oslo('2026-02-02'),
    closed: oslo('2026-03-30'),
    product: 'p2',
    cause: 'c1',
    decision: { outcome: 'ikke-medhold', date: '2026-03-20' },
  },
  // 41 working days: over. Medhold on the period's last day, not answered yet.
  {
    key: 'D',
    created: oslo('2026-02-02'),
    closed: oslo('2026-03-31'),
    cause: 'c1',
    decision: { outcome: 'medhold', date: '2026-06-30', answerDue: '2026-07-30', follows: null },
  },
  // Received the minute before the period, closed in its first (0 working days: 1 January is a holiday); its
  // decision the day before the period.
  {
    key: 'E',
    created: oslo('2025-12-31', '23:59'),
    closed: oslo('2026-01-01', '00:01'),
    decision: { outcome: 'avvist', date: '2025-12-31' },
  },
  // Received in the period's first minute, open.
  { key: 'F', created: oslo('2026-01-01', '00:01'), product: 'p2' },
  // Received in its last minute, open.
  { key: 'G', created: oslo('2026-06-30', '23:59') },
  // Received the minute after it.
  { key: 'H', created: oslo('2026-07-01', '00:01') },
  // Received in the period, closed and decided the day after it.
  {
    key: 'I',
    created: oslo('2026-06-01'),
    closed: oslo('2026-07-01', '00:01'),
    decision: { outcome: 'forlik', date: '2026-07-01' },
  },
  // Received on a Sunday, closed in the period's last minute: far over 40. Trukket.
  {
    key: 'J',
    created: oslo('2026-03-01'),
    closed: oslo('2026-06-30', '23:59'),
    decision: { outcome: 'trukket', date: '2026-05-01' },
  },
  // The insurer's, received, closed and decided in the period: never the bank's.
  {
    key: 'X',
    company: 'forsikring',
    created: oslo('2026-02-02'),
    closed: oslo('2026-02-10'),
    decision: { outcome: 'medhold', date: '2026-02-05', answerDue: '2026-03-01', follows: true, paid: 99 },
  },
];

const outcomes = (counts: Partial<Record<Outcome, number>>) => ({
  medhold: 0,
  'delvis-medhold': 0,
  'ikke-medhold': 0,
  avvist: 0,
  forlik: 0,
  trukket: 0,
  ...counts,
});

const figures = (values: Partial<ReportFigures>): ReportFigures => ({
  Received: 0,
  Closed: 0,
  ClosedShort: 0,
  ClosedMedium: 0,
  ClosedLong: 0,
  Decided: 0,
  Outcomes: outcomes({}),
  CustomerWon: 0,
  CustomerWonShare: null,
  AmountPaid: 0,
  AnswerAsked: 0,
  Followed: 0,
  NotFollowed: 0,
  NotAnswered: 0,
  ...values,
});

/** The cases each number of the overall table counts (by key). */
const EXPECTED_OVERALL = figures({
  Received: 8, // A B C D F G I J
  Closed: 6, // A B C D E J
  ClosedShort: 2, // A E
  ClosedMedium: 2, // B C
  ClosedLong: 2, // D J
  Decided: 5, // A B C D J
  Outcomes: outcomes({ medhold: 2, 'delvis-medhold': 1, 'ikke-medhold': 1, trukket: 1 }),
  CustomerWon: 3,
  CustomerWonShare: 0.6,
  AmountPaid: 1250.5,
  AnswerAsked: 3, // A B D
  Followed: 1,
  NotFollowed: 1,
  NotAnswered: 1,
});

async function start() {
  context = await createCaseTestApp({ clock: testClock(NOW) });
  await context.db.delete(cases).where(eq(cases.companyId, DEMO_COMPANIES.bank.id));
  const category = async (kind: 'product' | 'cause', name: string, retired = false) => {
    const [row] = await context.db
      .insert(caseCategories)
      .values({
        companyId: DEMO_COMPANIES.bank.id,
        kind,
        name,
        ...(retired && { retiredAt: oslo('2026-05-01') }),
      })
      .returning({ id: caseCategories.id });
    if (!row) throw new Error('No category');
    return row.id;
  };
  const categories = {
    p1: await category('product', 'Rapportprodukt A'),
    p2: await category('product', 'Rapportprodukt B', true),
    unused: await category('product', 'Rapportprodukt uten saker'),
    c1: await category('cause', 'Rapportårsak A'),
  };
  const ids: Record<string, string> = {};
  for (const spec of REPORT_CASES) {
    const inserted = await insertTestCase(context.db, context.blobs, {
      company: spec.company ?? 'bank',
      createdAt: spec.created,
      ...(spec.closed && { ...CLOSED_STATUS, closedAt: spec.closed }),
    });
    ids[spec.key] = inserted.id;
    await context.db
      .update(cases)
      .set({
        productId: spec.product ? categories[spec.product] : null,
        causeId: spec.cause ? categories[spec.cause] : null,
        ...(spec.decision && {
          decisionOutcome: spec.decision.outcome,
          decisionDate: spec.decision.date,
          decisionAnswerDue: spec.decision.answerDue ?? null,
          decisionFollows: spec.decision.follows ?? null,
          decisionAmountPaid: spec.decision.paid ?? null,
        }),
      })
      .where(eq(cases.id, inserted.id));
  }
  return { categories, ids };
}

async function get(person: DemoPersonKey, url: string) {
  const session = await sessionFor(context, person, 'bank');
  return context.app.inject({ method: 'GET', url, ...asClerk(session, context.config) });
}

async function reportOf(person: DemoPersonKey, period = PERIOD) {
  const response = await get(person, `/api/complaints-report?${new URLSearchParams(period)}`);
  expect(response.statusCode, response.body).toBe(200);
  return complaintsReportSchema.parse(response.json());
}

async function cellCases(query: Record<string, string>) {
  const response = await get('siri', `/api/complaints-report/cases?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return reportCellCasesSchema.parse(response.json());
}

/** Every row of the three tables with the query that names its cases. */
function reportRows(report: ComplaintsReport) {
  return [
    { name: 'overall', figures: report.Overall, query: {} },
    ...report.ByProduct.map((row) => ({
      name: `product ${row.Name ?? 'none'}`,
      figures: row.Figures,
      query: { product: row.CategoryId ?? 'none' },
    })),
    ...report.ByCause.map((row) => ({
      name: `cause ${row.Name ?? 'none'}`,
      figures: row.Figures,
      query: { cause: row.CategoryId ?? 'none' },
    })),
  ];
}

describe('GET /api/complaints-report', () => {
  it('states the working days of the hand-made cases as the shared rule counts them', () => {
    expect(workingDaysAfter('2026-02-02', '2026-03-02')).toBe(20);
    expect(workingDaysAfter('2026-02-02', '2026-03-03')).toBe(21);
    expect(workingDaysAfter('2026-02-02', '2026-03-30')).toBe(40);
    expect(workingDaysAfter('2026-02-02', '2026-03-31')).toBe(41);
    expect(workingDaysAfter('2025-12-31', '2026-01-01')).toBe(0);
  });

  it('counts every number of the hand-made cases as worked out by hand, none of the other company', async () => {
    const { categories } = await start();
    const report = await reportOf('siri');
    expect(report).toMatchObject({
      From: PERIOD.from,
      To: PERIOD.to,
      Thresholds: { Short: 20, Long: 40 },
      CanEditThresholds: false,
    });
    expect(report.Overall).toEqual(EXPECTED_OVERALL);
    expect(report.ByProduct).toEqual([
      {
        CategoryId: categories.p1,
        Name: 'Rapportprodukt A',
        Retired: false,
        Figures: figures({
          Received: 2,
          Closed: 2,
          ClosedShort: 1,
          ClosedMedium: 1,
          Decided: 2,
          Outcomes: outcomes({ medhold: 1, 'delvis-medhold': 1 }),
          CustomerWon: 2,
          CustomerWonShare: 1,
          AmountPaid: 1250.5,
          AnswerAsked: 2,
          Followed: 1,
          NotFollowed: 1,
        }),
      },
      {
        CategoryId: categories.p2,
        Name: 'Rapportprodukt B',
        Retired: true,
        Figures: figures({
          Received: 2,
          Closed: 1,
          ClosedMedium: 1,
          Decided: 1,
          Outcomes: outcomes({ 'ikke-medhold': 1 }),
          CustomerWonShare: 0,
        }),
      },
      {
        CategoryId: null,
        Name: null,
        Retired: false,
        Figures: figures({
          Received: 4,
          Closed: 3,
          ClosedShort: 1,
          ClosedLong: 2,
          Decided: 2,
          Outcomes: outcomes({ medhold: 1, trukket: 1 }),
          CustomerWon: 1,
          CustomerWonShare: 0.5,
          AnswerAsked: 1,
          NotAnswered: 1,
        }),
      },
    ]);
    expect(report.ByCause.map((row) => [row.Name, row.Figures.Received, row.Figures.Closed])).toEqual([
      ['Rapportårsak A', 3, 3],
      [null, 5, 3],
    ]);
    expect(report.ByCause[0]?.Figures).toMatchObject({
      ClosedShort: 1,
      ClosedMedium: 1,
      ClosedLong: 1,
      Decided: 3,
      CustomerWon: 2,
      AmountPaid: 1000,
      Followed: 1,
      NotAnswered: 1,
    });
  });

  it('buckets the closed cases by the company’s thresholds, which level 5 sets and level 3 may not', async () => {
    await start();
    const put = async (person: DemoPersonKey, payload: unknown) => {
      const session = await sessionFor(context, person, 'bank');
      return context.app.inject({
        method: 'PUT',
        url: '/api/complaints-report/thresholds',
        payload: payload as object,
        ...asClerk(session, context.config),
      });
    };
    expect((await put('siri', { Short: 19, Long: 40 })).statusCode).toBe(403);
    const bad = await put('anne', { Short: 40, Long: 40 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: { Long: ['Den første grensen må være lavere enn den andre'] },
    });
    expect((await put('anne', { Short: 0, Long: 40 })).statusCode).toBe(400);
    expect((await put('anne', { Short: 20, Long: 251 })).statusCode).toBe(400);
    const changed = await put('anne', { Short: 19, Long: 39 });
    expect(changed.statusCode, changed.body).toBe(200);
    const report = await reportOf('anne');
    expect(report.Thresholds).toEqual({ Short: 19, Long: 39 });
    expect(report.CanEditThresholds).toBe(true);
    // A (20) and C (40) move up a bucket.
    expect(report.Overall).toMatchObject({ ClosedShort: 1, ClosedMedium: 2, ClosedLong: 3 });
  });

  it('refuses levels 1, 2 and 4', async () => {
    await start();
    for (const person of ['kari', 'ola', 'ivar'] as const)
      for (const path of ['/api/complaints-report', '/api/complaints-report/export']) {
        const response = await get(person, `${path}?${new URLSearchParams(PERIOD)}`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ title: 'Du har ikke tilgang til klagerapporten' });
      }
  });

  it.each([
    [{ from: '2026-13-01', to: '2026-06-30' }, 'from', 'Fra-dato må være en gyldig dato'],
    [{ from: '2026-01-01', to: 'i går' }, 'to', 'Til-dato må være en gyldig dato'],
    [{ from: '2026-07-01', to: '2026-06-30' }, 'to', 'Fra-dato kan ikke være etter til-dato'],
    [{ from: '2024-06-29', to: '2026-06-30' }, 'to', 'Perioden kan være på høyst to år'],
    [{ from: '9999-01-01', to: '9999-12-31' }, 'from', 'Fra-dato må være en gyldig dato'],
    [{ from: '1899-12-31', to: '1900-06-30' }, 'from', 'Fra-dato må være en gyldig dato'],
  ])('answers %j with 400 and a Norwegian message', async (query, field, message) => {
    await start();
    for (const path of [
      '/api/complaints-report',
      '/api/complaints-report/export',
      '/api/complaints-report/cases',
    ]) {
      const response = await get('siri', `${path}?${new URLSearchParams({ ...query, measure: 'received' })}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', errors: { [field]: [message] } });
    }
  });

  it('answers an unknown number or product with 400 and a Norwegian message', async () => {
    await start();
    const unknownMeasure = await get(
      'siri',
      `/api/complaints-report/cases?${new URLSearchParams({ ...PERIOD, measure: 'alle' })}`,
    );
    expect(unknownMeasure.statusCode).toBe(400);
    expect(unknownMeasure.json()).toMatchObject({ errors: { measure: ['Ukjent tall i klagerapporten'] } });
    const badProduct = await get(
      'siri',
      `/api/complaints-report/cases?${new URLSearchParams({ ...PERIOD, measure: 'received', product: 'x' })}`,
    );
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.json()).toMatchObject({
      errors: { product: ['Produkt eller årsak må være en gyldig verdi'] },
    });
  });

  it.each([
    { from: '1900-01-01', to: '1901-12-31' },
    { from: '2198-01-01', to: '2199-12-31' },
    { from: '2024-07-01', to: '2026-06-30' },
  ])('counts the longest period, at the calendar’s edges too, %j', async (period) => {
    await start();
    for (const path of ['/api/complaints-report', '/api/complaints-report/export'])
      expect((await get('siri', `${path}?${new URLSearchParams(period)}`)).statusCode).toBe(200);
    const started = performance.now();
    await reportOf('siri', period);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('GET /api/complaints-report/cases', () => {
  it('lists exactly the cases each number of each table counts, and the case list holds them all', async () => {
    const { ids, categories } = await start();
    const report = await reportOf('siri');
    const session = await sessionFor(context, 'siri', 'bank');
    const list = caseListSchema.parse(
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/caselist',
          payload: { includeClosedCases: true },
          ...asClerk(session, context.config),
        })
      ).json(),
    );
    const listed = new Set(list.flatMap((tab) => tab.Items.map((item) => item.CaseUid)));
    for (const row of reportRows(report))
      for (const measure of REPORT_MEASURES) {
        const cell = await cellCases({ ...PERIOD, measure, ...row.query });
        const count = measureCount(row.figures, measure);
        expect(cell.Count, `${row.name} ${measure}`).toBe(count);
        expect(cell.CaseIds, `${row.name} ${measure}`).toHaveLength(count);
        expect(cell.CaseIds.filter((id) => listed.has(id))).toHaveLength(count);
      }
    const keysOf = async (query: Record<string, string>) => {
      const { CaseIds } = await cellCases({ ...PERIOD, ...query });
      return Object.entries(ids)
        .filter(([, id]) => CaseIds.includes(id))
        .map(([key]) => key)
        .sort();
    };
    expect(await keysOf({ measure: 'received' })).toEqual(['A', 'B', 'C', 'D', 'F', 'G', 'I', 'J']);
    expect(await keysOf({ measure: 'closedShort' })).toEqual(['A', 'E']);
    expect(await keysOf({ measure: 'closedMedium' })).toEqual(['B', 'C']);
    expect(await keysOf({ measure: 'closedLong' })).toEqual(['D', 'J']);
    expect(await keysOf({ measure: 'customerWon', product: 'none' })).toEqual(['D']);
    expect(await keysOf({ measure: 'decided' })).not.toContain('X');
    expect((await cellCases({ ...PERIOD, measure: 'received', product: categories.p1 })).CategoryName).toBe(
      'Rapportprodukt A',
    );
  });

  it('never lists another company’s case, even by its product', async () => {
    await start();
    const [insurerProduct] = await context.db
      .insert(caseCategories)
      .values({ companyId: DEMO_COMPANIES.forsikring.id, kind: 'product', name: 'Forsikringsprodukt' })
      .returning({ id: caseCategories.id });
    await context.db
      .update(cases)
      .set({ productId: insurerProduct?.id })
      .where(eq(cases.companyId, DEMO_COMPANIES.forsikring.id));
    const cell = await cellCases({ ...PERIOD, measure: 'received', product: insurerProduct?.id ?? '' });
    expect(cell).toEqual({ CaseIds: [], Count: 0, CategoryName: null, Thresholds: { Short: 20, Long: 40 } });
  });
});

describe('GET /api/complaints-report/export', () => {
  it('writes the overview and the tables by product and by cause into a sheet each', async () => {
    await start();
    const response = await get('siri', `/api/complaints-report/export?${new URLSearchParams(PERIOD)}`);
    expect(response.statusCode).toBe(200);
    const file = response.json();
    expect(file.FileName).toBe('klagerapport-2026-01-01-2026-06-30.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(Buffer.from(file.FileContent, 'base64')).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Periode',
      'Oversikt',
      'Etter produkt',
      'Etter årsak',
    ]);
    const rowsOf = (name: string) =>
      (workbook.getWorksheet(name)?.getSheetValues() ?? [])
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
    expect(rowsOf('Periode')).toEqual([
      ['Fra', 'Til', 'Første grense (virkedager)', 'Andre grense (virkedager)'],
      [new Date('2026-01-01T00:00:00Z'), new Date('2026-06-30T00:00:00Z'), 20, 40],
    ]);
    const [header, overall] = rowsOf('Oversikt');
    expect(header?.slice(0, 6)).toEqual([
      'Saker',
      'Mottatt',
      'Avsluttet',
      'Avsluttet innen 20 virkedager',
      'Avsluttet etter 21–40 virkedager',
      'Avsluttet etter over 40 virkedager',
    ]);
    expect(overall?.slice(0, 6)).toEqual(['Alle saker', 8, 6, 2, 2, 2]);
    expect(overall?.slice(-2)).toEqual([0.6, 1250.5]);
    expect(rowsOf('Etter produkt').map((row) => [row[0], row[1]])).toEqual([
      ['Produkt', 'Mottatt'],
      ['Rapportprodukt A', 2],
      ['Rapportprodukt B (utgått)', 2],
      ['Uten produkt', 4],
    ]);
    expect(rowsOf('Etter årsak').map((row) => row[0])).toEqual(['Årsak', 'Rapportårsak A', 'Uten årsak']);
  });
});
