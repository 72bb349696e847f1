import { clerkLookupSchema } from '@foretaksportalen/shared/contract/clerk';
import { companySchema } from '@foretaksportalen/shared/contract/company';
import { type CompanyClerk, companyClerkSchema } from '@foretaksportalen/shared/contract/config';
import { demoCaseSpecs, demoCasesWhere } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import { asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, cases, companies, memberships, persons } from '../src/db/schema.ts';
import { companyUpdateFrom, newClerk, settingsFrom } from './helpers/payloads.ts';
import {
  asClerk,
  companyClerkOf,
  companyOf,
  createTestApp,
  type DemoPersonKey,
  demoPerson,
  roleIdOf,
  sessionFor,
  type TestSession,
} from './helpers/test-app.ts';
import { TEST_TODAY } from './helpers/test-config.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;
type Level = 1 | 2 | 3 | 4 | 5;

/** One clerk of Eksempel Bank per level. */
const CLERKS: [DemoPersonKey, Level][] = [
  ['kari', 1],
  ['ola', 2],
  ['siri', 3],
  ['ivar', 4],
  ['anne', 5],
];

/**
 * Whom a call is about: the caller's own membership (or company), another member of the company (Nina, level
 * 1) and a member of another company (Mette in Eksempel Forsikring).
 */
const TARGETS = ['own', 'other member', 'other company'] as const;
type Target = (typeof TARGETS)[number];
const TARGET_CLERKS: Record<Target, { key?: DemoPersonKey; company: DemoCompanyKey }> = {
  own: { company: 'bank' },
  'other member': { key: 'nina', company: 'bank' },
  'other company': { key: 'mette', company: 'forsikring' },
};

interface Subject {
  key: DemoPersonKey;
  company: DemoCompanyKey;
  clerk: CompanyClerk;
  nationalId: string;
}

/** The expected status for [own, other member, other company]; null where the call has no such target. */
type Statuses = Record<Level, [own: number, otherMember: number | null, otherCompany: number]>;

interface Call {
  name: string;
  statuses: Statuses;
  send(context: Context, session: TestSession, subject: Subject): Promise<LightMyRequestResponse>;
  /** What an allowed call answers and does. */
  expectAllowed(
    context: Context,
    response: LightMyRequestResponse,
    subject: Subject,
    session: TestSession,
  ): Promise<void>;
}

const inject = (
  context: Context,
  session: TestSession,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => context.app.inject({ method, url, ...(payload && { payload }), ...asClerk(session, context.config) });

const USER_ADMINISTRATORS: Statuses = {
  1: [403, 403, 403],
  2: [403, 403, 403],
  3: [403, 403, 403],
  4: [200, 200, 404],
  5: [200, 200, 404],
};
/** Activate, deactivate and delete: levels above 3, never on oneself. */
const STATUS_CHANGES = (allowed: number): Statuses => ({
  1: [403, 403, 403],
  2: [403, 403, 403],
  3: [403, 403, 403],
  4: [403, allowed, 404],
  5: [403, allowed, 404],
});
const ADMINISTRATOR_ONLY: Statuses = {
  1: [403, null, 403],
  2: [403, null, 403],
  3: [403, null, 403],
  4: [403, null, 403],
  5: [200, null, 404],
};

const CALLS: Call[] = [
  {
    name: 'GET /api/clerk/{clerkId}',
    statuses: {
      1: [200, 403, 404],
      2: [200, 403, 404],
      3: [200, 200, 404],
      4: [200, 200, 404],
      5: [200, 200, 404],
    },
    send: (context, session, { clerk }) => inject(context, session, 'GET', `/api/clerk/${clerk.ClerkId}`),
    async expectAllowed(context, response, { key, company }, session) {
      expect(companyClerkSchema.parse(response.json())).toEqual(
        await companyClerkOf(context, key, company, session),
      );
    },
  },
  {
    name: 'PUT /api/clerk',
    statuses: {
      1: [200, 403, 404],
      2: [200, 403, 404],
      3: [200, 403, 404],
      4: [200, 200, 404],
      5: [200, 200, 404],
    },
    // The phone of anyone the caller may edit; the name only on the own profile (a name is its person's).
    send: (context, session, { clerk }) =>
      inject(
        context,
        session,
        'PUT',
        '/api/clerk',
        settingsFrom(clerk, {
          Phone: '41234567',
          ...(clerk.ClerkId === session.personId && {
            Clerk: { Id: clerk.ClerkId, FirstName: clerk.Clerk.FirstName, LastName: 'Endret' },
          }),
        }),
      ),
    async expectAllowed(context, response, { key, company, clerk }, session) {
      const saved = companyClerkSchema.parse(response.json());
      expect(saved.Phone).toBe('41234567');
      const own = clerk.ClerkId === session.personId;
      expect(saved.DisplayName).toBe(own ? `${clerk.Clerk.FirstName} Endret` : clerk.DisplayName);
      expect(await companyClerkOf(context, key, company, session)).toEqual(saved);
    },
  },
  {
    name: 'GET /api/company/{companyId}',
    statuses: ADMINISTRATOR_ONLY,
    send: (context, session, { company }) =>
      inject(context, session, 'GET', `/api/company/${DEMO_COMPANIES[company].id}`),
    async expectAllowed(context, response, { company }) {
      expect(companySchema.parse(response.json())).toEqual(await companyOf(context, company));
    },
  },
  {
    name: 'PUT /api/company/{id}',
    statuses: ADMINISTRATOR_ONLY,
    send: async (context, session, { company }) =>
      inject(
        context,
        session,
        'PUT',
        `/api/company/${DEMO_COMPANIES[company].id}`,
        companyUpdateFrom(await companyOf(context, company), { Phone: '22000000' }),
      ),
    async expectAllowed(context, response, { company }) {
      expect(response.json()).toBe(1);
      expect((await companyOf(context, company)).Phone).toBe('22000000');
    },
  },
  {
    name: 'GET /api/clerk/checkcaseassignments/{clerkId}',
    statuses: USER_ADMINISTRATORS,
    send: (context, session, { clerk }) =>
      inject(context, session, 'GET', `/api/clerk/checkcaseassignments/${clerk.ClerkId}`),
    async expectAllowed(_context, response, { key, company }) {
      expect(response.json()).toBe(demoCasesWhere(demoCaseSpecs(TEST_TODAY), { company, clerk: key }).length);
    },
  },
  {
    name: 'GET /api/clerk/check/{pnr}',
    statuses: { ...USER_ADMINISTRATORS, 4: [200, 200, 200], 5: [200, 200, 200] },
    send: (context, session, { nationalId }) =>
      inject(context, session, 'GET', `/api/clerk/check/${nationalId}`),
    async expectAllowed(_context, response, { clerk, company }) {
      const inActiveCompany = company === 'bank';
      expect(clerkLookupSchema.parse(response.json())).toEqual({
        FirstName: clerk.Clerk.FirstName,
        LastName: clerk.Clerk.LastName,
        HasCompanyClerk: inActiveCompany,
        AccessRoleId: inActiveCompany ? clerk.RoleId : null,
        Email: inActiveCompany ? clerk.Email : null,
        Phone: inActiveCompany ? clerk.Phone : null,
        PhoneCountryCode: inActiveCompany ? clerk.PhoneCountryCode : null,
      });
    },
  },
  {
    name: 'POST /api/clerk',
    statuses: { ...USER_ADMINISTRATORS, 4: [409, 409, 201], 5: [409, 409, 201] },
    send: async (context, session, { clerk, nationalId }) =>
      inject(
        context,
        session,
        'POST',
        '/api/clerk',
        newClerk(await roleIdOf(context, 'Saksbehandler'), {
          Firstname: clerk.Clerk.FirstName,
          Lastname: clerk.Clerk.LastName,
          Birthnumber: nationalId,
        }),
      ),
    async expectAllowed(_context, response, { clerk }) {
      expect(companyClerkSchema.parse(response.json())).toMatchObject({
        ClerkId: clerk.ClerkId,
        CompanyGuid: DEMO_COMPANIES.bank.id,
        AccessRole: { Name: 'Saksbehandler', AccessLevel: 1 },
      });
    },
  },
  {
    name: 'POST /api/clerk/activate/{id}',
    statuses: STATUS_CHANGES(200),
    send: (context, session, { clerk }) =>
      inject(context, session, 'POST', `/api/clerk/activate/${clerk.Id}`),
    async expectAllowed(_context, response) {
      expect(response.json()).toBe(0);
    },
  },
  {
    name: 'POST /api/clerk/deactivate/{id}',
    statuses: STATUS_CHANGES(200),
    send: (context, session, { clerk }) =>
      inject(context, session, 'POST', `/api/clerk/deactivate/${clerk.Id}`),
    async expectAllowed(context, response, { key }) {
      expect(response.json()).toBe(1);
      expect((await companyClerkOf(context, key)).Disabled).toBe(true);
    },
  },
  {
    name: 'DELETE /api/clerk/company/{id}',
    statuses: STATUS_CHANGES(204),
    send: (context, session, { clerk }) =>
      inject(context, session, 'DELETE', `/api/clerk/company/${clerk.Id}`),
    // Nina's only membership: she never logged in, so she goes with it (issue 17).
    async expectAllowed(context, _response, { clerk }) {
      expect(await context.db.select().from(memberships).where(eq(memberships.id, clerk.Id))).toEqual([]);
      expect(await context.db.select().from(persons).where(eq(persons.id, clerk.ClerkId))).toEqual([]);
    },
  },
];

/** Everything a refused call must leave as it was. */
async function state(context: Context) {
  const { db } = context;
  return {
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    persons: await db.select().from(persons).orderBy(asc(persons.id)),
    memberships: await db.select().from(memberships).orderBy(asc(memberships.id)),
    cases: await db.select().from(cases).orderBy(asc(cases.id)),
    auditEntries: (await db.select({ entries: count() }).from(auditLog))[0]?.entries,
  };
}

/** Every call × every level of Eksempel Bank × own / other member / other company, with the expected status. */
const table = CALLS.flatMap((call) =>
  CLERKS.flatMap(([clerk, level]) =>
    TARGETS.flatMap((target, index) => {
      const status = call.statuses[level][index] ?? null;
      return status === null ? [] : [{ call, name: call.name, clerk, level, target, status }];
    }),
  ),
);

describe('authorization table of the settings area', () => {
  let context: Context;
  afterEach(() => context?.app.close());

  it.each(table)('$name: $clerk (level $level) on $target → $status', async (cell) => {
    context = await createTestApp();
    const session = await sessionFor(context, cell.clerk);
    const { key = cell.clerk, company } = TARGET_CLERKS[cell.target];
    const subject: Subject = {
      key,
      company,
      clerk: await companyClerkOf(context, key, company),
      nationalId: demoPerson(key).nationalId,
    };
    const before = await state(context);
    const response = await cell.call.send(context, session, subject);
    expect(response.statusCode, response.body).toBe(cell.status);
    if (cell.status < 300) {
      await cell.call.expectAllowed(context, response, subject, session);
    } else {
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: cell.status });
      // A refusal neither changes anything nor tells anything about another company's clerk.
      expect(await state(context)).toEqual(before);
      expect(response.body).not.toContain(subject.clerk.Email ?? '@');
      expect(response.body).not.toContain(subject.clerk.Id);
    }
  });
});
