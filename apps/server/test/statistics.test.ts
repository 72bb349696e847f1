import { type Statistics, statisticsSchema } from '@foretaksportalen/shared/contract/statistics';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { cases } from '../src/db/schema.ts';
import {
  type CaseTestContext,
  CLOSED_STATUS,
  createCaseTestApp,
  insertTestCase,
  type TestCase,
  type TestEvent,
} from './helpers/cases.ts';
import { bearer, createApiKey, newProviderCase, providerPath } from './helpers/provider.ts';
import { asClerk, type DemoPersonKey, sessionFor, testClock } from './helpers/test-app.ts';

// Wednesday 20 May 2026, 10:00 in Oslo: after Easter, Ascension Day (14 May) and 17 May (a Sunday), before Whit
// Monday (25 May).
const NOW = new Date('2026-05-20T08:00:00Z');
const PERIOD = { from: '2026-03-01', to: '2026-05-20' };

let context: CaseTestContext;
afterEach(() => context?.app.close());

/** An instant on Oslo's clock in spring (summer time from 29 March: +02:00, before it +01:00). */
const oslo = (day: string, time = '10:00') =>
  new Date(`${day}T${time}:00${day >= '2026-03-29' ? '+02:00' : '+01:00'}`);

const letterIn = (day: string, changes: Partial<TestEvent> = {}): TestEvent => ({
  direction: 'inbound',
  createdAt: oslo(day),
  ...changes,
});
const answerOn = (day: string, sentBy?: DemoPersonKey): TestEvent => ({
  direction: 'outbound',
  description: 'Brev fra foretaket',
  createdAt: oslo(day, '14:00'),
  ...(sentBy && { sentBy }),
});
const CLOSED_STATUS_WIRE = { Status: CLOSED_STATUS.status, StatusCode: CLOSED_STATUS.statusCode };
const closed = (day: string): Partial<TestCase> => ({ ...CLOSED_STATUS, closedAt: oslo(day) });

/**
 * The bank's cases, the demo set's taken away, with answers worked out by hand in the comments (the period is
 * 1 March to 20 May, today 20 May):
 */
const BANK_CASES: TestCase[] = [
  // Open, Kari's, 3 working days over its deadline (Friday 15 May; 18, 19, 20). A letter before the period, one
  // answered over 17 May (Friday to Tuesday: 2), and an unread one of December (over 10).
  {
    createdAt: oslo('2026-02-10'),
    clerk: 'kari',
    dueDate: '2026-05-15',
    events: [
      letterIn('2025-12-01', { isRead: false }),
      letterIn('2026-02-20'),
      answerOn('2026-03-02', 'kari'),
      letterIn('2026-05-15'),
      answerOn('2026-05-19', 'kari'),
    ],
  },
  // Closed on 10 April, Kari's. One letter answered the same day by no clerk (0), one after five working days
  // (9 to 16 March: 5); two unread letters after it closed (6 May: 9 working days; 4 May: 11).
  {
    createdAt: oslo('2026-03-05'),
    ...closed('2026-04-10'),
    clerk: 'kari',
    events: [
      letterIn('2026-03-06'),
      answerOn('2026-03-06'),
      letterIn('2026-03-09'),
      answerOn('2026-03-16', 'kari'),
      letterIn('2026-05-04', { isRead: false }),
      letterIn('2026-05-06', { isRead: false }),
    ],
  },
  // Open, Siri's, came at 00:30 on 1 April in Oslo (31 March in UTC): an April case. Due Wednesday 27 May: 4
  // working days (21, 22, 26, 27; Whit Monday is off). Its letter of the Wednesday before Easter answered on the
  // Tuesday after it: 1 working day.
  {
    createdAt: new Date('2026-03-31T22:30:00Z'),
    clerk: 'siri',
    dueDate: '2026-05-27',
    events: [letterIn('2026-04-01'), answerOn('2026-04-07', 'siri')],
  },
  // Open, undistributed, due 29 May: 6 working days, beyond the quick view. Its unread letter of Monday is 2
  // working days old, and unanswered.
  {
    createdAt: oslo('2026-05-04'),
    dueDate: '2026-05-29',
    events: [letterIn('2026-05-18', { isRead: false })],
  },
  // Open, undistributed, without a deadline. Its unread letter of 13 May is 4 working days old (Ascension Day).
  {
    createdAt: oslo('2026-05-18'),
    events: [letterIn('2026-05-13', { isRead: false })],
  },
  // Came before the period, closed on 20 March, Siri's.
  { createdAt: oslo('2026-01-15'), ...closed('2026-03-20'), clerk: 'siri' },
  // Open, Kari's, due today: 0 working days, due soon and not overdue. Its letter of 13 May answered today: 4
  // (14 May is Ascension Day).
  {
    createdAt: oslo('2026-03-10'),
    clerk: 'kari',
    dueDate: '2026-05-20',
    events: [letterIn('2026-05-13'), answerOn('2026-05-20', 'kari')],
  },
];

/** The insurer's: overdue, unread, answered and closed in the period. None may count for the bank. */
const INSURER_CASES: TestCase[] = [
  {
    company: 'forsikring',
    createdAt: oslo('2026-04-01'),
    clerk: 'sven',
    dueDate: '2026-04-01',
    events: [
      letterIn('2026-04-02', { isRead: false }),
      letterIn('2026-04-08'),
      answerOn('2026-04-30', 'sven'),
    ],
  },
  { company: 'forsikring', createdAt: oslo('2026-03-02'), ...closed('2026-05-05') },
];

const EXPECTED: Omit<Statistics, 'Clerks' | 'ResponseTimes'> = {
  From: PERIOD.from,
  To: PERIOD.to,
  Today: '2026-05-20',
  OpenOverTime: [
    ['2026-03-01', 2],
    ['2026-03-08', 3],
    ['2026-03-15', 4],
    ['2026-03-22', 3],
    ['2026-03-29', 3],
    ['2026-04-05', 4],
    ['2026-04-12', 3],
    ['2026-04-19', 3],
    ['2026-04-26', 3],
    ['2026-05-03', 3],
    ['2026-05-10', 4],
    ['2026-05-17', 4],
    ['2026-05-20', 5],
  ].map(([Day, Open]) => ({ Day: Day as string, Open: Open as number })),
  Monthly: [
    { Month: '2026-03', New: 2, Closed: 1 },
    { Month: '2026-04', New: 1, Closed: 1 },
    { Month: '2026-05', New: 2, Closed: 0 },
  ],
  Due: { Overdue: 1, DueSoon: 2 },
  UnreadByAge: [
    { Age: 'upTo2', Letters: 1 },
    { Age: 'upTo5', Letters: 1 },
    { Age: 'upTo10', Letters: 1 },
    { Age: 'over10', Letters: 2 },
  ],
};

async function start() {
  context = await createCaseTestApp({ clock: testClock(NOW) });
  await context.db.delete(cases).where(eq(cases.companyId, DEMO_COMPANIES.bank.id));
  for (const spec of [...BANK_CASES, ...INSURER_CASES]) await insertTestCase(context.db, context.blobs, spec);
  return context;
}

async function get(person: DemoPersonKey, url: string, company: keyof typeof DEMO_COMPANIES = 'bank') {
  const session = await sessionFor(context, person, company);
  return context.app.inject({ method: 'GET', url, ...asClerk(session, context.config) });
}

const statisticsUrl = (query: Record<string, string>) => `/api/statistics?${new URLSearchParams(query)}`;

async function statisticsOf(person: DemoPersonKey, period = PERIOD) {
  const response = await get(person, statisticsUrl(period));
  expect(response.statusCode, response.body).toBe(200);
  return statisticsSchema.parse(response.json());
}

const membershipOf = async (person: DemoPersonKey) => {
  const session = await sessionFor(context, person);
  const [row] = (
    (await context.db.execute(
      sql`select m.id from memberships m where m.person_id = ${session.personId} and m.company_id = ${DEMO_COMPANIES.bank.id}`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  return row?.id;
};

describe('GET /api/statistics', () => {
  it('counts each statistic of the hand-made cases as worked out by hand, and none of the other company', async () => {
    await start();
    const statistics = await statisticsOf('siri');
    expect(statistics).toMatchObject(EXPECTED);
    expect(statistics.Clerks).toEqual([
      { CaseClerkId: await membershipOf('kari'), DisplayName: 'Kari Nordmann', Open: 2, Overdue: 1 },
      { CaseClerkId: await membershipOf('siri'), DisplayName: 'Siri Superbruker', Open: 1, Overdue: 0 },
      { CaseClerkId: null, DisplayName: null, Open: 2, Overdue: 0 },
    ]);
    expect(statistics.ResponseTimes.Months).toEqual([
      // 0 and 5 working days.
      { Month: '2026-03', Letters: 2, Median: 2.5, P90: 4.5 },
      { Month: '2026-04', Letters: 1, Median: 1, P90: 1 },
      // 2 and 4.
      { Month: '2026-05', Letters: 2, Median: 3, P90: 3.8 },
    ]);
    expect(statistics.ResponseTimes.Clerks).toEqual([
      // 5, 2 and 4.
      {
        CaseClerkId: await membershipOf('kari'),
        DisplayName: 'Kari Nordmann',
        Letters: 3,
        Median: 4,
        P90: 4.8,
      },
      {
        CaseClerkId: await membershipOf('siri'),
        DisplayName: 'Siri Superbruker',
        Letters: 1,
        Median: 1,
        P90: 1,
      },
      { CaseClerkId: null, DisplayName: null, Letters: 1, Median: 0, P90: 0 },
    ]);
    // Anne, Administrator of both, sees the same of the bank; the insurer's own are its own.
    expect(await statisticsOf('anne')).toEqual(statistics);
    const insurer = await get('anne', statisticsUrl(PERIOD), 'forsikring');
    expect(insurer.statusCode).toBe(200);
    expect(insurer.json().Due.Overdue).toBeGreaterThanOrEqual(1);
  });

  it('counts a shorter period within its own days: the weeks end on its last day, months are cut to it', async () => {
    await start();
    const statistics = await statisticsOf('anne', { from: '2026-04-01', to: '2026-04-08' });
    expect(statistics.OpenOverTime).toEqual([
      { Day: '2026-04-05', Open: 4 },
      { Day: '2026-04-08', Open: 4 },
    ]);
    expect(statistics.Monthly).toEqual([{ Month: '2026-04', New: 1, Closed: 0 }]);
    expect(statistics.ResponseTimes.Months).toEqual([{ Month: '2026-04', Letters: 1, Median: 1, P90: 1 }]);
    // What is counted now does not depend on the period.
    expect(statistics.Due).toEqual(EXPECTED.Due);
    expect(statistics.UnreadByAge).toEqual(EXPECTED.UnreadByAge);
  });

  it('has an empty month where nothing was answered, and no week after today', async () => {
    await start();
    const statistics = await statisticsOf('anne', { from: '2026-05-15', to: '2026-06-30' });
    expect(statistics.OpenOverTime).toEqual([
      { Day: '2026-05-17', Open: 4 },
      { Day: '2026-05-20', Open: 5 },
    ]);
    expect(statistics.ResponseTimes.Months).toEqual([
      { Month: '2026-05', Letters: 1, Median: 2, P90: 2 },
      { Month: '2026-06', Letters: 0, Median: null, P90: null },
    ]);
  });

  it.each([
    ['kari', 'Saksbehandler'],
    ['ola', 'Ekstern saksbehandler'],
    ['ivar', 'Brukeradministrator'],
  ] as const)('refuses %s (%s) with 403, also the export', async (person, _role) => {
    await start();
    for (const path of ['/api/statistics', '/api/statistics/export']) {
      const response = await get(person, `${path}?${new URLSearchParams(PERIOD)}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'statistics.forbidden',
        title: 'Du har ikke tilgang til statistikken',
      });
    }
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-31' }, 'from', 'Fra-dato må være en gyldig dato'],
    [{ from: '01.03.2026', to: '2026-03-31' }, 'from', 'Fra-dato må være en gyldig dato'],
    [{ from: '2026-03-01', to: 'i dag' }, 'to', 'Til-dato må være en gyldig dato'],
    [{ from: '2026-03-01' }, 'to', 'Til-dato må være en gyldig dato'],
    [{ from: '2026-04-01', to: '2026-03-31' }, 'to', 'Fra-dato kan ikke være etter til-dato'],
    [{ from: '2024-05-19', to: '2026-05-20' }, 'to', 'Perioden kan være på høyst to år'],
    // Days the calendar does not hold: once a far-future period froze the process, year 0 to 1000 answered 500.
    [{ from: '9998-01-02', to: '9999-12-31' }, 'from', 'Fra-dato må være en gyldig dato'],
    [{ from: '2199-01-01', to: '2200-01-01' }, 'to', 'Til-dato må være en gyldig dato'],
    [{ from: '0000-01-01', to: '0001-12-31' }, 'from', 'Fra-dato må være en gyldig dato'],
    [{ from: '0001-01-01', to: '0001-12-31' }, 'from', 'Fra-dato må være en gyldig dato'],
    [{ from: '1000-01-01', to: '1000-12-31' }, 'from', 'Fra-dato må være en gyldig dato'],
    [{ from: '1899-12-31', to: '1900-01-31' }, 'from', 'Fra-dato må være en gyldig dato'],
    [{ from: '+010000-01-01', to: '2026-03-31' }, 'from', 'Fra-dato må være en gyldig dato'],
  ])('answers %j with 400 and a Norwegian message', async (query, field, message) => {
    await start();
    for (const path of ['/api/statistics', '/api/statistics/export']) {
      const response = await get('siri', `${path}?${new URLSearchParams(query)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', errors: { [field]: [message] } });
    }
  });

  it('takes a period of two years', async () => {
    await start();
    expect((await get('siri', statisticsUrl({ from: '2024-05-20', to: '2026-05-20' }))).statusCode).toBe(200);
  });

  it.each([
    { from: '1900-01-01', to: '1901-12-31' },
    { from: '2198-01-01', to: '2199-12-31' },
  ])('counts the longest period at the calendar’s edge, %j', async (period) => {
    await start();
    for (const path of ['/api/statistics', '/api/statistics/export'])
      expect((await get('siri', `${path}?${new URLSearchParams(period)}`)).statusCode).toBe(200);
    const statistics = (await get('siri', statisticsUrl(period))).json() as Statistics;
    expect(statistics.Monthly).toHaveLength(24);
  });
});

describe('GET /api/statistics/export', () => {
  it('writes every figure into a sheet of its own, with real dates and numbers', async () => {
    await start();
    const response = await get('siri', `/api/statistics/export?${new URLSearchParams(PERIOD)}`);
    expect(response.statusCode).toBe(200);
    const file = response.json();
    expect(file.FileName).toBe('statistikk-2026-03-01-2026-05-20.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(Buffer.from(file.FileContent, 'base64')).buffer);
    const rowsOf = (name: string) => {
      const sheet = workbook.getWorksheet(name);
      if (!sheet) throw new Error(`No sheet ${name}`);
      return sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
    };
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Periode',
      'Åpne saker over tid',
      'Nye og avsluttede',
      'Per saksbehandler',
      'Forfall nå',
      'Svartid per måned',
      'Svartid per saksbehandler',
      'Uleste brev',
    ]);
    expect(rowsOf('Åpne saker over tid').slice(0, 3)).toEqual([
      ['Uke', 'Til og med', 'Åpne saker'],
      [9, new Date('2026-03-01T00:00:00Z'), 2],
      [10, new Date('2026-03-08T00:00:00Z'), 3],
    ]);
    expect(rowsOf('Nye og avsluttede')).toEqual([
      ['Måned', 'Nye', 'Avsluttede'],
      [new Date('2026-03-01T00:00:00Z'), 2, 1],
      [new Date('2026-04-01T00:00:00Z'), 1, 1],
      [new Date('2026-05-01T00:00:00Z'), 2, 0],
    ]);
    expect(rowsOf('Per saksbehandler')).toEqual([
      ['Saksbehandler', 'Åpne saker', 'Forfalt'],
      ['Kari Nordmann', 2, 1],
      ['Siri Superbruker', 1, 0],
      ['Ufordelte', 2, 0],
    ]);
    expect(rowsOf('Forfall nå')).toEqual([
      ['Forfall', 'Åpne saker'],
      ['Forfalt', 1],
      ['Forfaller innen 5 virkedager', 2],
    ]);
    expect(rowsOf('Svartid per måned')[1]).toEqual([new Date('2026-03-01T00:00:00Z'), 2, 2.5, 4.5]);
    expect(rowsOf('Svartid per saksbehandler').at(-1)).toEqual(['Uten saksbehandler', 1, 0, 0]);
    expect(rowsOf('Uleste brev')).toEqual([
      ['Alder', 'Brev'],
      ['0–2 virkedager', 1],
      ['3–5 virkedager', 1],
      ['6–10 virkedager', 1],
      ['Over 10 virkedager', 2],
    ]);
  });
});

describe('cases.closed_at', () => {
  it('is set when the complaints body closes a case, kept while closed and cleared when reopened', async () => {
    context = await createCaseTestApp();
    const { key } = await createApiKey(context.db);
    const put = (payload: object) =>
      context.app.inject({
        method: 'PUT',
        url: providerPath(`/companies/${DEMO_COMPANIES.bank.orgNum}/cases/KN-STAT-1`),
        headers: bearer(key),
        payload,
      });
    const closedAt = async () =>
      (
        await context.db
          .select({ closedAt: cases.closedAt })
          .from(cases)
          .where(eq(cases.externalId, 'KN-STAT-1'))
      )[0]?.closedAt;

    expect((await put(newProviderCase({ CaseId: 'KN-STAT-1' }))).statusCode).toBeLessThan(300);
    expect(await closedAt()).toBeNull();
    const before = new Date();
    await put(newProviderCase({ CaseId: 'KN-STAT-1', ...CLOSED_STATUS_WIRE }));
    const first = await closedAt();
    expect(first?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    await put(newProviderCase({ CaseId: 'KN-STAT-1', ...CLOSED_STATUS_WIRE, DueDate: '2027-01-01' }));
    expect(await closedAt()).toEqual(first);
    await put(newProviderCase({ CaseId: 'KN-STAT-1' }));
    expect(await closedAt()).toBeNull();
  });

  it('is the last event of the demo set’s closed cases, and none of its open ones', async () => {
    context = await createCaseTestApp();
    const { rows } = (await context.db.execute(sql`
      select count(*) filter (where status_code = 'AVSLUTTET' and closed_at = last_event_at) as closed_by_last_event,
        count(*) filter (where status_code = 'AVSLUTTET') as closed,
        count(*) filter (where status_code <> 'AVSLUTTET' and closed_at is not null) as open_with_time
      from cases`)) as unknown as { rows: Record<string, number | string>[] };
    const [counts] = rows;
    expect(Number(counts?.closed)).toBeGreaterThan(0);
    expect(Number(counts?.closed_by_last_event)).toBe(Number(counts?.closed));
    expect(Number(counts?.open_with_time)).toBe(0);
  });
});
