import type { ClerkSettings } from '@foretaksportalen/shared/contract/clerk';
import { companyClerkSchema } from '@foretaksportalen/shared/contract/config';
import { DEMO_COMPANIES, type DemoRoleName } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, memberships, persons } from '../src/db/schema.ts';
import { newClerk, settingsFrom } from './helpers/payloads.ts';
import {
  asClerk,
  companyClerkOf,
  createTestApp,
  type DemoPersonKey,
  demoPerson,
  findDemoPerson,
  roleIdOf,
  sessionFor,
  type TestSession,
} from './helpers/test-app.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;
const readProfile = (context: Context, session: TestSession, clerkId: string) =>
  context.app.inject({ method: 'GET', url: `/api/clerk/${clerkId}`, ...asClerk(session, context.config) });

const saveProfile = (context: Context, session: TestSession, payload: unknown) =>
  context.app.inject({
    method: 'PUT',
    url: '/api/clerk',
    payload: payload as Record<string, unknown>,
    ...asClerk(session, context.config),
  });

const profileUpdates = async (context: Context) =>
  (await context.db.select().from(auditLog)).filter((entry) => entry.action === 'clerk.updated');

describe('PUT /api/clerk', () => {
  let context: Context;
  afterEach(() => context?.app.close());

  it('saves names, contact details and notifications, and audits the changes with contact details masked', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const before = await companyClerkOf(context, 'kari');
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
      details: {
        personId: kari.personId,
        changes: {
          Email: { from: 'k***@eksempelbank.no', to: 'k***@eksempelbank.no, k***@example.no' },
          Phone: { from: '******78', to: '*******67' },
          PhoneCountryCode: { from: 'NO', to: 'SE' },
          NotifyOnNewPosts: { from: true, to: false },
        },
      },
    });
    // Contact details are personal data: the log keeps them masked.
    expect(JSON.stringify(entry)).not.toContain('701234567');
    expect(JSON.stringify(entry)).not.toContain('privat');
  });

  it('turns every notification off when the e-mail is emptied', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const before = await companyClerkOf(context, 'kari');
    const response = await saveProfile(
      context,
      kari,
      settingsFrom(before, {
        Email: '',
        NotifyOnNewCases: true,
        NotifyOnNewPosts: true,
        NotifyBeforeDue: true,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Email: null,
      NotifyOnNewCases: false,
      NotifyOnNewPosts: false,
      NotifyBeforeDue: false,
    });
  });

  it('saves Motta varsel før forfall, on for every clerk until they turn it off, and audits it', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const before = await companyClerkOf(context, 'kari');
    expect(before.NotifyBeforeDue).toBe(true);
    const off = await saveProfile(context, kari, settingsFrom(before, { NotifyBeforeDue: false }));
    expect(off.statusCode).toBe(200);
    expect(off.json().NotifyBeforeDue).toBe(false);
    expect((await readProfile(context, kari, before.ClerkId)).json().NotifyBeforeDue).toBe(false);
    const on = await saveProfile(context, kari, settingsFrom(before, { NotifyBeforeDue: true }));
    expect(on.json().NotifyBeforeDue).toBe(true);
    expect((await profileUpdates(context)).map((entry) => entry.details)).toEqual([
      { personId: kari.personId, changes: { NotifyBeforeDue: { from: true, to: false } } },
      { personId: kari.personId, changes: { NotifyBeforeDue: { from: false, to: true } } },
    ]);
    const { NotifyBeforeDue: _left, ...withoutIt } = settingsFrom(before);
    expect((await saveProfile(context, kari, withoutIt)).statusCode).toBe(400);
  });

  it('writes nothing when nothing changed', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const before = await companyClerkOf(context, 'kari');
    const response = await saveProfile(context, kari, settingsFrom(before));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...before,
      EditBlock: null,
      RoleChangeBlock: 'own-profile',
      CanChangeName: true,
    });
    expect(await profileUpdates(context)).toEqual([]);
  });

  it('changes a role within the rules: Ivar makes Kari Superbruker, Anne makes Ivar Administrator', async () => {
    context = await createTestApp();
    const ivar = await sessionFor(context, 'ivar');
    const kari = await companyClerkOf(context, 'kari');
    const promoted = await saveProfile(
      context,
      ivar,
      settingsFrom(kari, { RoleId: await roleIdOf(context, 'Superbruker') }),
    );
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().AccessRole).toEqual({ Name: 'Superbruker', AccessLevel: 3 });

    const anne = await sessionFor(context, 'anne');
    const ivarProfile = await companyClerkOf(context, 'ivar');
    const response = await saveProfile(
      context,
      anne,
      settingsFrom(ivarProfile, { RoleId: await roleIdOf(context, 'Administrator') }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().AccessRole).toEqual({ Name: 'Administrator', AccessLevel: 5 });
    // A role change is an entry of its own, with the roles before and after.
    expect(await profileUpdates(context)).toEqual([]);
    const roleChanges = (await context.db.select().from(auditLog)).filter(
      (entry) => entry.action === 'clerk.role-changed',
    );
    expect(roleChanges.map((entry) => entry.details)).toEqual([
      {
        personId: kari.ClerkId,
        from: await roleIdOf(context, 'Saksbehandler'),
        to: await roleIdOf(context, 'Superbruker'),
      },
      {
        personId: ivarProfile.ClerkId,
        from: await roleIdOf(context, 'Brukeradministrator'),
        to: await roleIdOf(context, 'Administrator'),
      },
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
    const before = await companyClerkOf(context, target);
    const response = await saveProfile(
      context,
      session,
      settingsFrom(before, { RoleId: await roleIdOf(context, role), Phone: '41234567' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, title: message, ErrorMessage: message });
    expect(await companyClerkOf(context, target)).toEqual(before);
    expect(await profileUpdates(context)).toEqual([]);
  });

  it('answers 400 with the form’s field messages for invalid input', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const before = await companyClerkOf(context, 'kari');
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
    expect(await companyClerkOf(context, 'kari')).toEqual(before);
  });

  it('answers 400 for a missing body, an unknown country or an unknown role', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const kari = await companyClerkOf(context, 'kari');
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
    const kari = await companyClerkOf(context, 'kari');
    const anneInForsikring = await companyClerkOf(context, 'anne', 'forsikring');
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
    expect(await companyClerkOf(context, 'kari')).toEqual(kari);
  });
});

describe('PUT /api/clerk: a person’s name belongs to the person', () => {
  let context: Context;
  afterEach(() => context?.app.close());

  const NAME_OWNED = 'Bare brukeren selv kan endre navnet sitt';
  /** Everything a refused save must leave as it was. */
  const everything = async () => ({
    persons: await context.db.select().from(persons),
    memberships: await context.db.select().from(memberships),
    updates: await profileUpdates(context),
  });

  it('refuses an administrator who renames another person, with 400 on the name fields, and changes nothing', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const kari = await companyClerkOf(context, 'kari');
    const before = await everything();
    for (const [names, errors] of [
      [{ FirstName: 'Karianne', LastName: 'Nordmann' }, { 'Clerk.FirstName': [NAME_OWNED] }],
      [{ FirstName: 'Kari', LastName: 'Sørmann' }, { 'Clerk.LastName': [NAME_OWNED] }],
      [
        { FirstName: 'Karianne', LastName: 'Sørmann' },
        { 'Clerk.FirstName': [NAME_OWNED], 'Clerk.LastName': [NAME_OWNED] },
      ],
    ] as const) {
      // With a change the administrator may make beside it: that is refused as well.
      const response = await saveProfile(
        context,
        anne,
        settingsFrom(kari, { Phone: '41234567', Clerk: { Id: kari.ClerkId, ...names } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 400, title: NAME_OWNED, errors });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses Eksempel Bank’s user administrator to rename Sven, whom Eksempel Forsikring sees as well', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const added = await context.app.inject({
      method: 'POST',
      url: '/api/clerk',
      payload: newClerk(await roleIdOf(context, 'Saksbehandler'), {
        Firstname: 'Sven',
        Lastname: 'Svensson',
        Birthnumber: demoPerson('sven').nationalId,
      }),
      ...asClerk(anne, context.config),
    });
    expect(added.statusCode).toBe(201);
    const ivar = await sessionFor(context, 'ivar');
    const svenInBank = await companyClerkOf(context, 'sven', 'bank');
    const svenInForsikring = await companyClerkOf(context, 'sven', 'forsikring');
    const response = await saveProfile(
      context,
      ivar,
      settingsFrom(svenInBank, { Clerk: { Id: svenInBank.ClerkId, FirstName: 'Sven', LastName: 'Falsk' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'Clerk.LastName': [NAME_OWNED] });
    expect(await companyClerkOf(context, 'sven', 'forsikring')).toEqual(svenInForsikring);
    expect(await companyClerkOf(context, 'sven', 'bank')).toEqual(svenInBank);
  });

  it('saves another person’s membership when the payload carries their stored name, and leaves the person alone', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const kari = await companyClerkOf(context, 'kari');
    const person = await findDemoPerson(context.db, 'kari');
    const response = await saveProfile(context, anne, settingsFrom(kari, { Phone: '41234567' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Phone: '41234567', DisplayName: 'Kari Nordmann' });
    expect(await findDemoPerson(context.db, 'kari')).toEqual(person);
    expect((await profileUpdates(context)).map((entry) => entry.details)).toEqual([
      { personId: person.id, changes: { Phone: { from: '******78', to: '******67' } } },
    ]);
  });

  it('lets the person change their own name, which every company of theirs then sees', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const own = await companyClerkOf(context, 'anne');
    const response = await saveProfile(
      context,
      anne,
      settingsFrom(own, { Clerk: { Id: own.ClerkId, FirstName: 'Anne-Lise', LastName: 'Admin' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().DisplayName).toBe('Anne-Lise Admin');
    expect((await companyClerkOf(context, 'anne', 'forsikring')).DisplayName).toBe('Anne-Lise Admin');
  });
});

describe('PUT /api/clerk: nothing on the profile of someone above the viewer', () => {
  let context: Context;
  afterEach(() => context?.app.close());

  it.each<[string, Partial<ClerkSettings>]>([
    ['e-mail', { Email: 'anne@annet.example' }],
    ['phone', { Phone: '41234567' }],
    ['notification choices', { NotifyOnNewPosts: false }],
  ])(
    'refuses Ivar (level 4) a change of Anne’s (level 5) %s with 403 and the spec’s hint',
    async (_what, changes) => {
      context = await createTestApp();
      const ivar = await sessionFor(context, 'ivar');
      const anne = await companyClerkOf(context, 'anne');
      const response = await saveProfile(context, ivar, settingsFrom(anne, changes));
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 403, title: 'Anne har flere tilganger enn deg.' });
      expect(await companyClerkOf(context, 'anne')).toEqual(anne);
      expect(await profileUpdates(context)).toEqual([]);
    },
  );

  it('lets Ivar (level 4) change another level-4 clerk and Anne (level 5) another level-5 clerk', async () => {
    context = await createTestApp();
    const administrator = await roleIdOf(context, 'Administrator');
    const userAdministrator = await roleIdOf(context, 'Brukeradministrator');
    const siri = await companyClerkOf(context, 'siri');
    const kari = await companyClerkOf(context, 'kari');
    await context.db
      .update(memberships)
      .set({ roleId: userAdministrator })
      .where(eq(memberships.id, siri.Id));
    await context.db.update(memberships).set({ roleId: administrator }).where(eq(memberships.id, kari.Id));
    const ivar = await sessionFor(context, 'ivar');
    const anne = await sessionFor(context, 'anne');
    const toSiri = await saveProfile(
      context,
      ivar,
      settingsFrom(await companyClerkOf(context, 'siri'), { Phone: '41234567' }),
    );
    expect(toSiri.statusCode).toBe(200);
    const toKari = await saveProfile(
      context,
      anne,
      settingsFrom(await companyClerkOf(context, 'kari'), { Phone: '41234568' }),
    );
    expect(toKari.statusCode).toBe(200);
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
    const dag = await companyClerkOf(context, 'dag');
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
