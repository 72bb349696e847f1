import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogFilter,
  auditLogExportPath,
  auditLogPageSchema,
  auditLogPath,
} from '@foretaksportalen/shared/contract/audit-log';
import { fileResultSchema } from '@foretaksportalen/shared/contract/case';
import { DEMO_COMPANIES, DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { companyUpdateFrom, NEW_PERSON_NATIONAL_ID, newClerk, settingsFrom } from './helpers/payloads.ts';
import { bearer, createApiKey, providerPath } from './helpers/provider.ts';
import {
  asClerk,
  companyClerkOf,
  companyOf,
  createTestApp,
  type DemoPersonKey,
  distributeCasesOf,
  roleIdOf,
  sessionFor,
  type TestSession,
} from './helpers/test-app.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
afterEach(() => context?.app.close());

const as = (key: DemoPersonKey, company: 'bank' | 'forsikring' = 'bank') => sessionFor(context, key, company);

const call = (
  session: TestSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  context.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload: payload as object }),
    ...asClerk(session, context.config),
  });

const ok = async (response: ReturnType<typeof call>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBeLessThan(300);
  return answered;
};

async function readLog(session: TestSession, filter: AuditLogFilter & { page?: number } = {}) {
  const response = await call(session, 'GET', auditLogPath(filter));
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, page: auditLogPageSchema.parse(response.json()) };
}

/** The entries as kind and sentence-like details, newest first, without ids and times. */
const kindsOf = (entries: readonly AuditLogEntry[]) => entries.map((entry) => entry.Kind);
const withoutIdAndTime = (entries: readonly AuditLogEntry[]) =>
  entries.map(({ Id: _id, At: _at, ...rest }) => rest);

/** The changes of users and settings of issue 24, each made through the API as the web app or the provider does. */
async function makeChanges() {
  const [anne, ivar] = [await as('anne'), await as('ivar')];
  const created = await ok(
    call(ivar, 'POST', '/api/clerk', newClerk(await roleIdOf(context, 'Saksbehandler'))),
  );
  const nora = created.json().Id as string;
  await ok(call(ivar, 'POST', `/api/clerk/deactivate/${nora}`));
  await ok(call(ivar, 'POST', `/api/clerk/activate/${nora}`));
  const kari = await companyClerkOf(context, 'kari');
  await ok(
    call(anne, 'PUT', '/api/clerk', settingsFrom(kari, { RoleId: await roleIdOf(context, 'Superbruker') })),
  );
  await ok(
    call(
      anne,
      'PUT',
      '/api/clerk',
      settingsFrom(await companyClerkOf(context, 'kari'), { Phone: '41234567', Email: 'kari@privat.no' }),
    ),
  );
  await ok(
    call(
      anne,
      'PUT',
      `/api/company/${DEMO_COMPANIES.bank.id}`,
      companyUpdateFrom(await companyOf(context, 'bank'), {
        EmailAddress: 'post@eksempelbank.no',
        Phone: '22000011',
      }),
    ),
  );
  const apiKey = await createApiKey(context.db);
  const issued = await context.app.inject({
    method: 'POST',
    url: providerPath(`/companies/${DEMO_COMPANIES.bank.orgNum}/access-keys`),
    headers: bearer(apiKey.key),
    payload: {
      FirstName: 'Nils',
      LastName: 'Nyansatt',
      Email: 'nils.nyansatt@eksempelbank.no',
      Role: 'Superbruker',
    },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  await ok(call(await as('nina'), 'POST', '/api/clerk/consent', { ConsentValue: true }));
  await ok(
    call(anne, 'POST', '/api/caselist/handover', {
      FromClerkId: (await companyClerkOf(context, 'kari')).Id,
      CaseClerkId: (await companyClerkOf(context, 'siri')).Id,
    }),
  );
  await ok(call(ivar, 'DELETE', `/api/clerk/company/${nora}`));
  return { anne, ivar };
}

describe('GET /api/auditlog', () => {
  it('shows the company’s user, role, profile, settings, access-key, consent and handover entries, newest first', async () => {
    context = await createTestApp();
    const { ivar } = await makeChanges();
    const { page, body } = await readLog(ivar);
    expect(withoutIdAndTime(page.Entries)).toEqual([
      { Actor: { Kind: 'Person', Name: 'Ivar Brukeradmin' }, Kind: 'user.removed', User: { Name: null } },
      {
        Actor: { Kind: 'Person', Name: 'Anne Admin' },
        Kind: 'cases.handed-over',
        From: { Name: 'Kari Nordmann' },
        To: { Name: 'Siri Superbruker' },
        Cases: expect.any(Number),
      },
      { Actor: { Kind: 'Person', Name: 'Nina Ny' }, Kind: 'consent.given' },
      {
        Actor: { Kind: 'Provider' },
        Kind: 'access-key.issued',
        Email: 'n***@eksempelbank.no',
        Role: 'Superbruker',
      },
      {
        Actor: { Kind: 'Person', Name: 'Anne Admin' },
        Kind: 'company.changed',
        Changes: expect.arrayContaining([
          { Field: 'EmailAddress', From: 'k***@eksempelbank.no', To: 'p***@eksempelbank.no' },
          { Field: 'Phone', From: '******55', To: '******11' },
        ]),
      },
      {
        Actor: { Kind: 'Person', Name: 'Anne Admin' },
        Kind: 'profile.changed',
        User: { Name: 'Kari Nordmann' },
        Changes: expect.arrayContaining([
          { Field: 'Email', From: 'k***@eksempelbank.no', To: 'k***@privat.no' },
          { Field: 'Phone', From: '******78', To: '******67' },
        ]),
      },
      {
        Actor: { Kind: 'Person', Name: 'Anne Admin' },
        Kind: 'role.changed',
        User: { Name: 'Kari Nordmann' },
        From: 'Saksbehandler',
        To: 'Superbruker',
      },
      {
        Actor: { Kind: 'Person', Name: 'Ivar Brukeradmin' },
        Kind: 'user.activated',
        User: { Name: null },
      },
      {
        Actor: { Kind: 'Person', Name: 'Ivar Brukeradmin' },
        Kind: 'user.deactivated',
        User: { Name: null },
      },
      {
        Actor: { Kind: 'Person', Name: 'Ivar Brukeradmin' },
        Kind: 'user.added',
        User: { Name: null },
        Role: 'Saksbehandler',
      },
    ]);
    // Nora never logged in: with her last membership the portal forgot her, and the log names her no more.
    // Masked, and never a national id (Nora's was typed into the new-user dialog).
    for (const secret of [
      '41234567',
      'kari@privat.no',
      'nils.nyansatt',
      '22000011',
      NEW_PERSON_NATIONAL_ID,
    ]) {
      expect(body).not.toContain(secret);
    }
    for (const person of DEMO_PERSONS) expect(body).not.toContain(person.nationalId);
  });

  it('keeps to the active company: another company’s entries never appear', async () => {
    context = await createTestApp();
    const anneInsurer = await as('anne', 'forsikring');
    const insurer = await companyOf(context, 'forsikring');
    await ok(
      call(
        anneInsurer,
        'PUT',
        `/api/company/${insurer.Id}`,
        companyUpdateFrom(insurer, { Phone: '22000099' }),
      ),
    );
    const anne = await as('anne');
    const bank = await readLog(anne);
    expect(bank.page.Entries.filter((entry) => entry.Kind === 'company.changed')).toEqual([]);
    expect(bank.page.Total).toBe(bank.page.Entries.length);
    const own = await readLog(anneInsurer);
    expect(kindsOf(own.page.Entries)).toEqual(['company.changed']);
  });

  it('filters by the person who did it, by kind and by days, and pages with a total', async () => {
    context = await createTestApp();
    const { ivar } = await makeChanges();
    const ivarsId = (await companyClerkOf(context, 'ivar')).ClerkId;
    const byIvar = await readLog(ivar, { person: ivarsId });
    expect(kindsOf(byIvar.page.Entries)).toEqual([
      'user.removed',
      'user.activated',
      'user.deactivated',
      'user.added',
    ]);
    expect(byIvar.page.Total).toBe(4);
    const roles = await readLog(ivar, { kind: 'role.changed' });
    expect(kindsOf(roles.page.Entries)).toEqual(['role.changed']);

    // Days are Oslo's and both included: an entry at 23:30 UTC on 1 March is 2 March in Oslo.
    await context.db.execute(
      sql`update ${auditLog} set at = '2026-03-01T23:30:00Z' where action = 'clerk.activated'`,
    );
    await context.db.execute(
      sql`update ${auditLog} set at = '2026-03-03T12:00:00Z' where action = 'clerk.deactivated'`,
    );
    const march2 = await readLog(ivar, { from: '2026-03-02', to: '2026-03-02' });
    expect(kindsOf(march2.page.Entries)).toEqual(['user.activated']);
    const march = await readLog(ivar, { from: '2026-03-01', to: '2026-03-31', person: ivarsId });
    expect(kindsOf(march.page.Entries)).toEqual(['user.deactivated', 'user.activated']);
    expect(kindsOf((await readLog(ivar, { to: '2026-03-01' })).page.Entries)).toEqual([]);

    for (let round = 0; round < AUDIT_LOG_PAGE_SIZE + 3; round++) {
      const current = await companyClerkOf(context, 'siri');
      await ok(call(ivar, 'PUT', '/api/clerk', settingsFrom(current, { NotifyOnNewPosts: round % 2 === 1 })));
    }
    const first = await readLog(ivar, { kind: 'profile.changed' });
    expect(first.page).toMatchObject({
      Total: AUDIT_LOG_PAGE_SIZE + 4,
      Page: 1,
      PageSize: AUDIT_LOG_PAGE_SIZE,
    });
    expect(first.page.Entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    const second = await readLog(ivar, { kind: 'profile.changed', page: 2 });
    expect(second.page.Entries).toHaveLength(4);
    const ids = [...first.page.Entries, ...second.page.Entries].map((entry) => Number(entry.Id));
    expect(ids).toEqual(ids.toSorted((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a filter it cannot read with a Norwegian message, and levels 1-3 with 403', async () => {
    context = await createTestApp();
    const ivar = await as('ivar');
    for (const [query, field, message] of [
      ['kind=user.secret', 'kind', 'Ukjent type hendelse'],
      ['from=2026-02-30', 'from', 'Ugyldig dato'],
      // Days outside the calendar, which once answered 500.
      ['from=0000-01-01', 'from', 'Ugyldig dato'],
      ['from=0001-01-01', 'from', 'Ugyldig dato'],
      ['from=1000-01-01', 'from', 'Ugyldig dato'],
      ['to=9999-12-31', 'to', 'Ugyldig dato'],
      ['to=%2B010000-01-01', 'to', 'Ugyldig dato'],
      ['from=2026-03-02&to=2026-03-01', 'to', 'Fra-datoen må være før eller lik til-datoen'],
      ['person=nobody', 'person', 'Ukjent person'],
    ] as const) {
      for (const path of ['/api/auditlog', '/api/auditlog/export']) {
        const response = await call(ivar, 'GET', `${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().errors[field], `${path}?${query}`).toEqual([message]);
      }
    }
    // The calendar's first and last days are taken.
    for (const path of ['/api/auditlog', '/api/auditlog/export'])
      expect((await call(ivar, 'GET', `${path}?from=1900-01-01&to=2199-12-31`)).statusCode).toBe(200);
    for (const key of ['kari', 'ola', 'siri'] as const) {
      const refused = await call(await as(key), 'GET', '/api/auditlog');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'audit-log.forbidden',
        title: 'Du har ikke tilgang til loggen',
      });
    }
  });
});

describe('GET /api/auditlog/export', () => {
  it('writes the selection to Excel with real dates, the complaints body by its name, and masked values', async () => {
    context = await createTestApp();
    const { anne } = await makeChanges();
    const response = await call(anne, 'GET', auditLogExportPath({ kind: 'access-key.issued' }));
    expect(response.statusCode, response.body).toBe(200);
    const file = fileResultSchema.parse(response.json());
    expect(file.FileName).toMatch(/^logg-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.FileContent, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Logg');
    if (!sheet) throw new Error('No sheet Logg');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Tidspunkt', 'Hvem', 'Hendelse', 'Detaljer']);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBeInstanceOf(Date);
    expect(row.getCell(1).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect([row.getCell(2).value, row.getCell(3).value, row.getCell(4).value]).toEqual([
      'Klagenemnda',
      'Tilgangsnøkkel utstedt',
      'Til n***@eksempelbank.no som Superbruker',
    ]);

    const all = await call(anne, 'GET', auditLogExportPath({}));
    const everything = new ExcelJS.Workbook();
    await everything.xlsx.load(Buffer.from(all.json().FileContent, 'base64') as unknown as ArrayBuffer);
    const text = JSON.stringify(everything.getWorksheet('Logg')?.getSheetValues());
    expect(text).toContain('Rolle endret');
    expect(text).toContain('Kari Nordmann: fra Saksbehandler til Superbruker');
    for (const secret of ['41234567', 'kari@privat.no', NEW_PERSON_NATIONAL_ID])
      expect(text).not.toContain(secret);
  });

  it('shows the date and time of Oslo in the cells', async () => {
    context = await createTestApp();
    const ivar = await as('ivar');
    await ok(call(await as('nina'), 'POST', '/api/clerk/consent', { ConsentValue: true }));
    await context.db.execute(
      sql`update ${auditLog} set at = '2026-07-01T22:15:00Z' where action = 'consent.given'`,
    );
    const response = await call(ivar, 'GET', auditLogExportPath({ kind: 'consent.given' }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(response.json().FileContent, 'base64') as unknown as ArrayBuffer);
    // Summer time: 22:15 UTC is 00:15 the next day in Oslo.
    expect(workbook.getWorksheet('Logg')?.getRow(2).getCell(1).value).toEqual(
      new Date('2026-07-02T00:15:00Z'),
    );
  });
});

describe('the audit entries of moving cases and of users', () => {
  it('names a removed user in the log by the person, while the person is known', async () => {
    context = await createTestApp();
    const ivar = await as('ivar');
    await distributeCasesOf(context, 'kari');
    await ok(call(ivar, 'DELETE', `/api/clerk/company/${(await companyClerkOf(context, 'kari')).Id}`));
    const { page } = await readLog(ivar, { kind: 'user.removed' });
    expect(withoutIdAndTime(page.Entries)).toEqual([
      {
        Actor: { Kind: 'Person', Name: 'Ivar Brukeradmin' },
        Kind: 'user.removed',
        User: { Name: 'Kari Nordmann' },
      },
    ]);
  });
});
