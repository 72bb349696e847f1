import type { ClerkSettings } from '@foretaksportalen/shared/contract/clerk';
import { type CompanyClerk, companyClerkSchema } from '@foretaksportalen/shared/contract/config';
import { DEMO_COMPANIES, type DemoRoleName } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, roles } from '../src/db/schema.ts';
import { findCompanyClerk } from '../src/modules/clerk/clerk.repository.ts';
import { toCompanyClerk } from '../src/modules/clerk/clerk.service.ts';
import {
  asClerk,
  createTestApp,
  type DemoPersonKey,
  findDemoPerson,
  sessionFor,
  type TestSession,
} from './helpers/test-app.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;
type Company = keyof typeof DEMO_COMPANIES;

/** A profile as it is in the database now, in the wire shape. */
async function profileOf(context: Context, key: DemoPersonKey, company: Company = 'bank') {
  const person = await findDemoPerson(context.db, key);
  const row = await findCompanyClerk(context.db, DEMO_COMPANIES[company].id, person.id);
  if (!row) throw new Error(`${key} is not in ${company}`);
  return toCompanyClerk(row);
}

/** The save payload the profile form sends for a profile, with changes on top. */
const settingsFrom = (profile: CompanyClerk, changes: Partial<ClerkSettings> = {}): ClerkSettings => ({
  Id: profile.Id,
  ClerkId: profile.ClerkId,
  CompanyGuid: profile.CompanyGuid,
  Email: profile.Email,
  NotifyOnNewCases: profile.NotifyOnNewCases,
  NotifyOnNewPosts: profile.NotifyOnNewPosts,
  Phone: profile.Phone,
  PhoneCountryCode: profile.PhoneCountryCode as ClerkSettings['PhoneCountryCode'],
  RoleId: profile.RoleId,
  AccessRole: profile.AccessRole,
  Clerk: { Id: profile.Clerk.Id, FirstName: profile.Clerk.FirstName, LastName: profile.Clerk.LastName },
  ...changes,
});

const readProfile = (context: Context, session: TestSession, clerkId: string) =>
  context.app.inject({ method: 'GET', url: `/api/clerk/${clerkId}`, ...asClerk(session, context.config) });

const saveProfile = (context: Context, session: TestSession, payload: unknown) =>
  context.app.inject({
    method: 'PUT',
    url: '/api/clerk',
    payload: payload as Record<string, unknown>,
    ...asClerk(session, context.config),
  });

async function roleId(context: Context, name: DemoRoleName) {
  const [role] = await context.db.select().from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(name);
  return role.id;
}

const profileUpdates = async (context: Context) =>
  (await context.db.select().from(auditLog)).filter((entry) => entry.action === 'clerk.updated');

/**
 * The authorization table (architecture §6): every level of Eksempel Bank against its own profile, another
 * member of the company (Nina) and a member of another company (Mette in Eksempel Forsikring).
 */
const TARGETS = ['own', 'other member', 'other company'] as const;
type Target = (typeof TARGETS)[number];
const targets: Record<Target, { key?: DemoPersonKey; company: Company }> = {
  own: { company: 'bank' },
  'other member': { key: 'nina', company: 'bank' },
  'other company': { key: 'mette', company: 'forsikring' },
};
type Level = 1 | 2 | 3 | 4 | 5;
const VIEWERS: [DemoPersonKey, Level][] = [
  ['kari', 1],
  ['ola', 2],
  ['siri', 3],
  ['ivar', 4],
  ['anne', 5],
];
type Statuses = Record<Level, [own: number, otherMember: number, otherCompany: number]>;
const READ: Statuses = {
  1: [200, 403, 404],
  2: [200, 403, 404],
  3: [200, 200, 404],
  4: [200, 200, 404],
  5: [200, 200, 404],
};
const EDIT: Statuses = {
  1: [200, 403, 404],
  2: [200, 403, 404],
  3: [200, 403, 404],
  4: [200, 200, 404],
  5: [200, 200, 404],
};
const table = VIEWERS.flatMap(([viewer, level]) =>
  TARGETS.map((target, index) => ({
    viewer,
    level,
    target,
    get: READ[level][index],
    put: EDIT[level][index],
  })),
);

describe('profile authorization table', () => {
  let context: Context;
  afterEach(() => context?.app.close());

  const targetProfile = (viewer: DemoPersonKey, target: Target) =>
    profileOf(context, targets[target].key ?? viewer, targets[target].company);

  it.each(table)('GET /api/clerk/{id}: $viewer (level $level) reading $target → $get', async (cell) => {
    context = await createTestApp();
    const session = await sessionFor(context, cell.viewer);
    const target = await targetProfile(cell.viewer, cell.target);
    const response = await readProfile(context, session, target.ClerkId);
    expect(response.statusCode).toBe(cell.get);
    if (cell.get === 200) {
      expect(companyClerkSchema.parse(response.json())).toEqual(target);
    } else {
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(response.json())).not.toContain(target.Email ?? '@');
    }
    if (cell.get === 403) expect(response.json().title).toBe('Du har ikke tilgang til å se denne brukeren');
  });

  it.each(table)('PUT /api/clerk: $viewer (level $level) editing $target → $put', async (cell) => {
    context = await createTestApp();
    const session = await sessionFor(context, cell.viewer);
    const before = await targetProfile(cell.viewer, cell.target);
    const response = await saveProfile(
      context,
      session,
      settingsFrom(before, {
        Clerk: { Id: before.ClerkId, FirstName: before.Clerk.FirstName, LastName: 'Endret' },
      }),
    );
    expect(response.statusCode).toBe(cell.put);
    const after = await targetProfile(cell.viewer, cell.target);
    if (cell.put === 200) {
      const saved = companyClerkSchema.parse(response.json());
      expect(saved.Clerk.LastName).toBe('Endret');
      expect(saved.DisplayName).toBe(`${before.Clerk.FirstName} Endret`);
      expect(after).toEqual(saved);
    } else {
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(after).toEqual(before);
      expect(await profileUpdates(context)).toEqual([]);
    }
  });
});

describe('PUT /api/clerk', () => {
  let context: Context;
  afterEach(() => context?.app.close());

  it('saves names, contact details and notifications, and audits the changed field names only', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const before = await profileOf(context, 'kari');
    const response = await saveProfile(
      context,
      kari,
      settingsFrom(before, {
        Email: 'kari@eksempelbank.no, kari.privat@example.no',
        Phone: '701234567',
        PhoneCountryCode: 'SE',
        NotifyOnNewPosts: false,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(companyClerkSchema.parse(response.json())).toMatchObject({
      Email: 'kari@eksempelbank.no, kari.privat@example.no',
      Phone: '701234567',
      PhoneCountryCode: 'SE',
      NotifyOnNewCases: true,
      NotifyOnNewPosts: false,
    });
    const [entry] = await profileUpdates(context);
    expect(entry).toMatchObject({
      actorPersonId: kari.personId,
      companyId: DEMO_COMPANIES.bank.id,
      targetType: 'membership',
      targetId: before.Id,
      details: { fields: ['Email', 'Phone', 'PhoneCountryCode', 'NotifyOnNewPosts'] },
    });
    expect(JSON.stringify(entry)).not.toContain('701234567');
  });

  it('turns both notifications off when the e-mail is emptied', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const before = await profileOf(context, 'kari');
    const response = await saveProfile(
      context,
      kari,
      settingsFrom(before, { Email: '', NotifyOnNewCases: true, NotifyOnNewPosts: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Email: null, NotifyOnNewCases: false, NotifyOnNewPosts: false });
  });

  it('writes nothing when nothing changed', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const before = await profileOf(context, 'kari');
    const response = await saveProfile(context, kari, settingsFrom(before));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before);
    expect(await profileUpdates(context)).toEqual([]);
  });

  it('changes a role within the rules: Ivar makes Kari Superbruker, Anne makes Ivar Administrator', async () => {
    context = await createTestApp();
    const ivar = await sessionFor(context, 'ivar');
    const kari = await profileOf(context, 'kari');
    const promoted = await saveProfile(
      context,
      ivar,
      settingsFrom(kari, { RoleId: await roleId(context, 'Superbruker') }),
    );
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().AccessRole).toEqual({ Name: 'Superbruker', AccessLevel: 3 });

    const anne = await sessionFor(context, 'anne');
    const ivarProfile = await profileOf(context, 'ivar');
    const response = await saveProfile(
      context,
      anne,
      settingsFrom(ivarProfile, { RoleId: await roleId(context, 'Administrator') }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().AccessRole).toEqual({ Name: 'Administrator', AccessLevel: 5 });
    expect((await profileUpdates(context)).map((entry) => entry.details)).toEqual([
      { fields: ['RoleId'] },
      { fields: ['RoleId'] },
    ]);
  });

  it.each<[string, DemoPersonKey, DemoPersonKey, DemoRoleName, string]>([
    ['her own role', 'kari', 'kari', 'Administrator', 'Du kan ikke endre rolle på deg selv'],
    [
      'her own role, even as Administrator',
      'anne',
      'anne',
      'Saksbehandler',
      'Du kan ikke endre rolle på deg selv',
    ],
    ['the role of someone above him', 'ivar', 'anne', 'Saksbehandler', 'Anne har flere tilganger enn deg.'],
    [
      'a role above his own',
      'ivar',
      'kari',
      'Administrator',
      'Du kan ikke gi en rolle med flere tilganger enn du selv har',
    ],
    [
      'a role of another, at level 3',
      'siri',
      'kari',
      'Saksbehandler',
      'Du har ikke tilgang til å endre denne brukeren',
    ],
    [
      'a role of another, at level 3 (upwards)',
      'siri',
      'kari',
      'Superbruker',
      'Du har ikke tilgang til å endre denne brukeren',
    ],
  ])('refuses %s (%s → %s as %s) and changes nothing', async (_case, viewer, target, role, message) => {
    context = await createTestApp();
    const session = await sessionFor(context, viewer);
    const before = await profileOf(context, target);
    const response = await saveProfile(
      context,
      session,
      settingsFrom(before, { RoleId: await roleId(context, role), Phone: '41234567' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, title: message, ErrorMessage: message });
    expect(await profileOf(context, target)).toEqual(before);
    expect(await profileUpdates(context)).toEqual([]);
  });

  it('answers 400 with the form’s field messages for invalid input', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const before = await profileOf(context, 'kari');
    const response = await saveProfile(
      context,
      kari,
      settingsFrom(before, {
        Email: 'kari@eksempelbank.no, kari@',
        Phone: '1234',
        Clerk: { Id: before.ClerkId, FirstName: '', LastName: 'N'.repeat(101) },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual({
      Email: ['En eller flere e-postadresser er ugyldig'],
      Phone: ['Ugyldig telefonnummer'],
      'Clerk.FirstName': ['Fornavn er et påkrevd felt'],
      'Clerk.LastName': ['Etternavn kan maksimalt inneholde 100 tegn'],
    });
    expect(await profileOf(context, 'kari')).toEqual(before);
  });

  it('answers 400 for a missing body, an unknown country or an unknown role', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const kari = await profileOf(context, 'kari');
    expect((await saveProfile(context, anne, undefined)).statusCode).toBe(400);
    const country = await saveProfile(context, anne, { ...settingsFrom(kari), PhoneCountryCode: 'US' });
    expect(country.statusCode).toBe(400);
    expect(country.json().errors.PhoneCountryCode).toEqual(['Ukjent landkode']);
    const role = await saveProfile(
      context,
      anne,
      settingsFrom(kari, { RoleId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(role.statusCode).toBe(400);
    expect(role.json().errors).toEqual({ RoleId: ['Ukjent rolle'] });
  });

  it('answers 404 when the ids do not name one membership of the active company', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const kari = await profileOf(context, 'kari');
    const anneInForsikring = await profileOf(context, 'anne', 'forsikring');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const attempts: Partial<ClerkSettings>[] = [
      { ClerkId: unknown },
      { Id: unknown },
      { Id: anneInForsikring.Id },
      { CompanyGuid: DEMO_COMPANIES.forsikring.id },
      { Clerk: { Id: anne.personId, FirstName: 'Kari', LastName: 'Nordmann' } },
    ];
    for (const changes of attempts) {
      const response = await saveProfile(context, anne, settingsFrom(kari, changes));
      expect(response.statusCode, JSON.stringify(changes)).toBe(404);
      expect(response.json().title).toBe('Fant ikke brukeren');
    }
    expect(await profileOf(context, 'kari')).toEqual(kari);
  });
});

describe('GET /api/clerk/{clerkId}', () => {
  let context: Context;
  afterEach(() => context?.app.close());

  it('answers 404 for a person nobody knows and 400 for an id that is not one', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const unknown = await readProfile(context, anne, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await readProfile(context, anne, 'ikke-en-id');
    expect(malformed.statusCode).toBe(400);
  });

  it('shows a deactivated member of the company to an administrator', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const dag = await profileOf(context, 'dag');
    const response = await readProfile(context, anne, dag.ClerkId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ DisplayName: 'Dag Deaktivert', Disabled: true });
  });

  it('answers the membership of the active company for a person in two companies', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne', 'forsikring');
    const response = await readProfile(context, anne, anne.personId);
    expect(response.json()).toMatchObject({
      CompanyGuid: DEMO_COMPANIES.forsikring.id,
      Company: { Name: 'Eksempel Forsikring AS' },
    });
  });
});
