import { formatCaseNumber } from '@foretaksportalen/shared/case-number';
import type { NewClerk } from '@foretaksportalen/shared/contract/clerk';
import { companyClerkSchema, portalConfigSchema } from '@foretaksportalen/shared/contract/config';
import { problemSchema } from '@foretaksportalen/shared/contract/problem';
import { demoCaseSpecs, demoCasesWhere } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accessKeys,
  auditLog,
  caseEvents,
  cases,
  documents,
  memberships,
  persons,
  questions,
  roles,
  sessions,
} from '../src/db/schema.ts';
import { NEW_PERSON_NATIONAL_ID, newClerk, settingsFrom } from './helpers/payloads.ts';
import {
  asClerk,
  capturedLog,
  companyClerkOf,
  createTestApp,
  type DemoPersonKey,
  demoPerson,
  distributeCasesOf,
  findDemoPerson,
  roleIdOf,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';
import { TEST_TODAY } from './helpers/test-config.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;

const CASES_ASSIGNED =
  'Brukeren har saker tildelt i jobbkøen. Fordel sakene på nytt før du deaktiverer eller sletter brukeren.';

let context: Context;
afterEach(() => context?.app.close());

const call = (
  session: TestSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; remoteAddress?: string } = {},
) =>
  context.app.inject({
    method,
    url,
    ...(options.payload && { payload: options.payload }),
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
    ...asClerk(session, context.config),
  });

const activate = (session: TestSession, membershipId: string) =>
  call(session, 'POST', `/api/clerk/activate/${membershipId}`);
const deactivate = (session: TestSession, membershipId: string) =>
  call(session, 'POST', `/api/clerk/deactivate/${membershipId}`);
const remove = (session: TestSession, membershipId: string) =>
  call(session, 'DELETE', `/api/clerk/company/${membershipId}`);
const assignedCases = (session: TestSession, personId: string) =>
  call(session, 'GET', `/api/clerk/checkcaseassignments/${personId}`);
const lookUp = (session: TestSession, nationalId: string, remoteAddress?: string) =>
  call(session, 'GET', `/api/clerk/check/${encodeURIComponent(nationalId)}`, { remoteAddress });
const create = (session: TestSession, payload: NewClerk | Record<string, unknown>) =>
  call(session, 'POST', '/api/clerk', { payload });

const auditActions = async () => (await context.db.select().from(auditLog)).map((entry) => entry.action);

let caseCount = 0;

/** A new case of Eksempel Bank with the clerk's membership. */
async function assignCase(key: DemoPersonKey) {
  const clerk = await companyClerkOf(context, key);
  caseCount += 1;
  const [created] = await context.db
    .insert(cases)
    .values({ ...newCase(caseCount), clerkMembershipId: clerk.Id })
    .returning();
  if (!created) throw new Error('no case');
  return created;
}

const newCase = (sequence: number) => ({
  companyId: DEMO_COMPANIES.bank.id,
  caseNumber: formatCaseNumber('TEST', 2099, sequence),
  status: 'Mottatt',
  statusCode: 'MOTTATT',
});

const sessionsOf = async (membershipId: string) =>
  context.db.select().from(sessions).where(eq(sessions.membershipId, membershipId));

describe('POST /api/clerk/activate and /deactivate', () => {
  it('deactivates Kari: her live session ends at once, her next call is 401, and a second call answers 0', async () => {
    context = await createTestApp();
    await distributeCasesOf(context, 'kari');
    const anne = await sessionFor(context, 'anne');
    const kari = await sessionFor(context, 'kari');
    const kariClerk = await companyClerkOf(context, 'kari');
    expect((await call(kari, 'GET', '/api/config')).statusCode).toBe(200);

    const response = await deactivate(anne, kariClerk.Id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(1);
    expect(await sessionsOf(kariClerk.Id)).toEqual([]);
    expect((await call(kari, 'GET', '/api/config')).statusCode).toBe(401);
    expect((await companyClerkOf(context, 'kari')).Disabled).toBe(true);

    expect((await deactivate(anne, kariClerk.Id)).json()).toBe(0);
    const entries = (await context.db.select().from(auditLog)).filter(
      (entry) => entry.action === 'clerk.deactivated',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorPersonId: anne.personId,
      companyId: DEMO_COMPANIES.bank.id,
      targetType: 'membership',
      targetId: kariClerk.Id,
    });
  });

  it('activates Dag, who can then sign in; a second call answers 0', async () => {
    context = await createTestApp();
    const ivar = await sessionFor(context, 'ivar');
    const dag = await companyClerkOf(context, 'dag');
    await expect(sessionFor(context, 'dag')).rejects.toThrow();
    const response = await activate(ivar, dag.Id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(1);
    expect((await activate(ivar, dag.Id)).json()).toBe(0);
    const dagSession = await sessionFor(context, 'dag');
    expect((await call(dagSession, 'GET', '/api/config')).statusCode).toBe(200);
    expect(await auditActions()).toContain('clerk.activated');
  });

  it('never on one’s own membership, with texts of their own', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const own = await companyClerkOf(context, 'anne');
    for (const [response, title] of [
      [await activate(anne, own.Id), 'Du kan ikke aktivere deg selv'],
      [await deactivate(anne, own.Id), 'Du kan ikke deaktivere deg selv'],
      [await remove(anne, own.Id), 'Du kan ikke slette deg selv'],
    ] as const) {
      expect(response.statusCode).toBe(403);
      expect(response.json().title).toBe(title);
    }
    expect(await companyClerkOf(context, 'anne')).toEqual(own);
  });

  it('refuses levels 1-3 with the texts of spec 1 §6', async () => {
    context = await createTestApp();
    const nina = await companyClerkOf(context, 'nina');
    for (const key of ['kari', 'ola', 'siri'] as const) {
      const session = await sessionFor(context, key);
      expect((await activate(session, nina.Id)).json().title).toBe(
        'Du har ikke tilgang til å aktivere saksbehandler',
      );
      expect((await deactivate(session, nina.Id)).json().title).toBe(
        'Du har ikke tilgang til å deaktivere saksbehandler',
      );
      expect((await remove(session, nina.Id)).json().title).toBe('Du har ikke tilgang til å slette brukeren');
    }
  });

  it('refuses Ivar (level 4) anything on Anne (level 5), and leaves Anne’s session alone', async () => {
    context = await createTestApp();
    const ivar = await sessionFor(context, 'ivar');
    const anne = await sessionFor(context, 'anne');
    const anneClerk = await companyClerkOf(context, 'anne');
    for (const response of [
      await deactivate(ivar, anneClerk.Id),
      await activate(ivar, anneClerk.Id),
      await remove(ivar, anneClerk.Id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().title).toBe('Anne har flere tilganger enn deg.');
    }
    expect(await companyClerkOf(context, 'anne')).toEqual(anneClerk);
    expect((await call(anne, 'GET', '/api/config')).statusCode).toBe(200);
  });

  it('answers 404 for a membership of another company or an unknown one, and 400 for an id that is not one', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const anneInForsikring = await companyClerkOf(context, 'anne', 'forsikring');
    const mette = await companyClerkOf(context, 'mette', 'forsikring');
    for (const id of [anneInForsikring.Id, mette.Id, '00000000-0000-4000-8000-000000000000']) {
      expect((await deactivate(anne, id)).statusCode).toBe(404);
      expect((await activate(anne, id)).statusCode).toBe(404);
      expect((await remove(anne, id)).statusCode).toBe(404);
    }
    expect((await deactivate(anne, 'ikke-en-id')).statusCode).toBe(400);
    expect(await companyClerkOf(context, 'mette', 'forsikring')).toEqual(mette);
  });
});

describe('assigned cases', () => {
  const demoCasesOf = (clerk: DemoPersonKey) =>
    demoCasesWhere(demoCaseSpecs(TEST_TODAY), { company: 'bank', clerk }).length;

  it('counts the cases assigned to a clerk of the company, open and closed', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    await assignCase('kari');
    await assignCase('kari');
    await assignCase('nina');
    await context.db.insert(cases).values(newCase(caseCount + 1));
    const countOf = async (key: DemoPersonKey) =>
      assignedCases(anne, (await findDemoPerson(context.db, key)).id);
    const response = await countOf('kari');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(demoCasesOf('kari') + 2);
    expect((await countOf('nina')).json()).toBe(1);
    expect((await countOf('siri')).json()).toBe(demoCasesOf('siri'));
    expect(demoCasesOf('ivar')).toBe(0);
    expect((await countOf('ivar')).json()).toBe(0);
  });

  it('refuses to deactivate or delete Kari while she has a case, and allows it once the case is distributed', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const kariClerk = await companyClerkOf(context, 'kari');
    const kariSession = await sessionFor(context, 'kari');
    await distributeCasesOf(context, 'kari');
    const assigned = await assignCase('kari');

    for (const response of [await deactivate(anne, kariClerk.Id), await remove(anne, kariClerk.Id)]) {
      expect(response.statusCode).toBe(409);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(problemSchema.parse(response.json())).toMatchObject({ status: 409, title: CASES_ASSIGNED });
    }
    expect(await companyClerkOf(context, 'kari')).toEqual(kariClerk);
    expect(await sessionsOf(kariClerk.Id)).toHaveLength(1);
    expect((await call(kariSession, 'GET', '/api/config')).statusCode).toBe(200);

    await context.db.update(cases).set({ clerkMembershipId: null }).where(eq(cases.id, assigned.id));
    expect((await deactivate(anne, kariClerk.Id)).json()).toBe(1);
    expect((await remove(anne, kariClerk.Id)).statusCode).toBe(204);
  });
});

describe('DELETE /api/clerk/company/{id}', () => {
  it('removes the membership and its sessions, but keeps the person and their history', async () => {
    context = await createTestApp();
    await distributeCasesOf(context, 'kari');
    const anne = await sessionFor(context, 'anne');
    const kari = await sessionFor(context, 'kari');
    const kariClerk = await companyClerkOf(context, 'kari');
    const kariPerson = await findDemoPerson(context.db, 'kari');
    // Some history of Kari's: a profile change (audited) and a question from the FAQ page.
    const changed = await call(kari, 'PUT', '/api/clerk', {
      payload: settingsFrom(kariClerk, { Phone: '41234567' }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(kari, 'POST', '/api/faq', { payload: { message: 'Et spørsmål' } })).statusCode).toBe(
      204,
    );
    // And from the demo cases: the letters she sent, which name her as their sender.
    const sentByKari = await context.db
      .select({ id: caseEvents.id })
      .from(caseEvents)
      .where(eq(caseEvents.createdByMembershipId, kariClerk.Id));
    expect(sentByKari.length).toBeGreaterThan(0);
    const historyOf = async () => ({
      audit: (await context.db.select().from(auditLog)).filter(
        (entry) => entry.actorPersonId === kariPerson.id,
      ),
      questions: await context.db.select().from(questions).where(eq(questions.personId, kariPerson.id)),
      letterSenders: (
        await context.db
          .select({ uploadedBy: documents.uploadedBy })
          .from(documents)
          .where(
            inArray(
              documents.caseEventId,
              sentByKari.map((event) => event.id),
            ),
          )
      ).map((document) => document.uploadedBy),
    });
    const historyBefore = await historyOf();
    // Her profile change, and what she did in the demo cases: the letters she sent among it.
    expect(historyBefore.audit.filter((entry) => entry.caseId === null).map((entry) => entry.action)).toEqual(
      ['clerk.updated'],
    );
    expect(historyBefore.audit.map((entry) => entry.action)).toContain('case.letter-sent');
    expect(historyBefore.questions).toHaveLength(1);
    expect(new Set(historyBefore.letterSenders)).toEqual(new Set(['Kari Nordmann']));

    const response = await remove(anne, kariClerk.Id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await context.db.select().from(memberships).where(eq(memberships.id, kariClerk.Id))).toEqual([]);
    expect(await sessionsOf(kariClerk.Id)).toEqual([]);
    expect((await call(kari, 'GET', '/api/config')).statusCode).toBe(401);
    expect(await context.db.select().from(persons).where(eq(persons.id, kariPerson.id))).toEqual([
      kariPerson,
    ]);
    expect(await historyOf()).toEqual(historyBefore);
    const [removed] = (await context.db.select().from(auditLog)).filter(
      (entry) => entry.action === 'clerk.removed',
    );
    expect(removed).toMatchObject({
      actorPersonId: anne.personId,
      targetType: 'membership',
      targetId: kariClerk.Id,
      details: { personId: kariPerson.id },
    });

    const config = portalConfigSchema.parse((await call(anne, 'GET', '/api/config')).json());
    expect(config.CompanyClerks.map((clerk) => clerk.DisplayName)).not.toContain('Kari Nordmann');
    expect((await remove(anne, kariClerk.Id)).statusCode).toBe(404);
  });

  it('removes a person nobody else knows and who never logged in with their last membership, audited', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const created = companyClerkSchema.parse(
      (await create(anne, newClerk(await roleIdOf(context, 'Saksbehandler')))).json(),
    );
    expect((await remove(anne, created.Id)).statusCode).toBe(204);
    expect(await context.db.select().from(persons).where(eq(persons.id, created.ClerkId))).toEqual([]);
    const entries = (await context.db.select().from(auditLog)).filter((entry) =>
      ['clerk.removed', 'person.removed'].includes(entry.action),
    );
    expect(entries.map(({ action, targetType, targetId }) => ({ action, targetType, targetId }))).toEqual([
      { action: 'clerk.removed', targetType: 'membership', targetId: created.Id },
      { action: 'person.removed', targetType: 'person', targetId: created.ClerkId },
    ]);
    // The portal no longer knows the national id: adding it again makes a new person.
    expect((await lookUp(anne, NEW_PERSON_NATIONAL_ID)).body).toBe('null');
  });

  it('removes Nina, who never logged in, and her sessions with her only membership', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const nina = await companyClerkOf(context, 'nina');
    await distributeCasesOf(context, 'nina');
    expect((await remove(anne, nina.Id)).statusCode).toBe(204);
    expect(await context.db.select().from(persons).where(eq(persons.id, nina.ClerkId))).toEqual([]);
    expect(await context.db.select().from(sessions).where(eq(sessions.personId, nina.ClerkId))).toEqual([]);
  });

  it('keeps a person who has logged in, or whom a question or a used access key names, and never fails on them', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const role = await roleIdOf(context, 'Saksbehandler');
    const add = async (Birthnumber: string) =>
      companyClerkSchema.parse((await create(anne, newClerk(role, { Birthnumber }))).json());
    const loggedIn = await add(NEW_PERSON_NATIONAL_ID);
    await context.db.update(persons).set({ lastLoginAt: new Date() }).where(eq(persons.id, loggedIn.ClerkId));
    const asked = await add('14839210192');
    await context.db
      .insert(questions)
      .values({ personId: asked.ClerkId, companyId: DEMO_COMPANIES.bank.id, message: 'Et spørsmål' });
    const bound = await add('18888341206');
    await context.db.insert(accessKeys).values({
      companyId: DEMO_COMPANIES.bank.id,
      firstName: 'Nora',
      lastName: 'Nyansatt',
      email: 'nora@eksempelbank.no',
      roleId: role,
      urlKeyHash: 'url-key-hash',
      codeHash: 'code-hash',
      pinHash: 'pin-hash',
      expiresAt: new Date(Date.now() + 86_400_000),
      issuedBy: 'test',
      usedAt: new Date(),
      boundPersonId: bound.ClerkId,
    });
    for (const clerk of [loggedIn, asked, bound]) {
      expect((await remove(anne, clerk.Id)).statusCode).toBe(204);
      expect(await context.db.select().from(persons).where(eq(persons.id, clerk.ClerkId))).toHaveLength(1);
    }
    expect(await auditActions()).not.toContain('person.removed');
  });

  it('never fails when one company removes a person nobody knows while another adds them', async () => {
    context = await createTestApp();
    const inBank = await sessionFor(context, 'anne', 'bank');
    const inForsikring = await sessionFor(context, 'anne', 'forsikring');
    const role = await roleIdOf(context, 'Saksbehandler');
    for (let round = 1; round <= 5; round += 1) {
      const created = await create(inBank, newClerk(role));
      expect(created.statusCode).toBe(201);
      const [removed, added] = await Promise.all([
        remove(inBank, created.json().Id),
        create(inForsikring, newClerk(role)),
      ]);
      expect([removed.statusCode, added.statusCode], `round ${round}`).toEqual([204, 201]);
      // Kept with the new membership, or removed and made anew: one person, in Eksempel Forsikring only.
      const [nora, ...others] = await context.db.select().from(persons).where(eq(persons.firstName, 'Nora'));
      expect(others).toEqual([]);
      const noraMemberships = await context.db
        .select()
        .from(memberships)
        .where(eq(memberships.personId, nora?.id ?? ''));
      expect(noraMemberships.map((membership) => membership.companyId)).toEqual([
        DEMO_COMPANIES.forsikring.id,
      ]);
      await remove(inForsikring, added.json().Id);
    }
  });

  it('removes Anne from Eksempel Forsikring (by another administrator there); she stays in Eksempel Bank', async () => {
    context = await createTestApp();
    const administrator = await roleIdOf(context, 'Administrator');
    const sven = await companyClerkOf(context, 'sven', 'forsikring');
    await context.db.update(memberships).set({ roleId: administrator }).where(eq(memberships.id, sven.Id));
    const svenSession = await sessionFor(context, 'sven', 'forsikring');
    const anneInForsikring = await companyClerkOf(context, 'anne', 'forsikring');

    expect((await remove(svenSession, anneInForsikring.Id)).statusCode).toBe(204);
    const anne = await sessionFor(context, 'anne', 'bank');
    const config = portalConfigSchema.parse((await call(anne, 'GET', '/api/config')).json());
    expect(config.LoginClerk.Companies).toEqual([{ Id: DEMO_COMPANIES.bank.id, Name: 'Eksempel Bank ASA' }]);
    await expect(sessionFor(context, 'anne', 'forsikring')).rejects.toThrow();
  });
});

describe('GET /api/clerk/check/{pnr}', () => {
  it('answers a member of the company with the membership’s role and contact details', async () => {
    context = await createTestApp();
    const ivar = await sessionFor(context, 'ivar');
    const kari = await companyClerkOf(context, 'kari');
    // The way people type it: with a space and a dash.
    const response = await lookUp(ivar, '028790 449-39');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      FirstName: 'Kari',
      LastName: 'Nordmann',
      HasCompanyClerk: true,
      AccessRoleId: kari.RoleId,
      Email: 'kari.nordmann@eksempelbank.no',
      Phone: '92345678',
      PhoneCountryCode: 'NO',
    });
  });

  it('counts a deactivated member as a member (the dialog tells to activate them)', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const response = await lookUp(anne, demoPerson('dag').nationalId);
    expect(response.json()).toMatchObject({ FirstName: 'Dag', HasCompanyClerk: true });
  });

  it('answers only the name of a person of another company, never their membership there', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const sven = await companyClerkOf(context, 'sven', 'forsikring');
    const response = await lookUp(anne, demoPerson('sven').nationalId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      FirstName: 'Sven',
      LastName: 'Svensson',
      HasCompanyClerk: false,
      AccessRoleId: null,
      Email: null,
      Phone: null,
      PhoneCountryCode: null,
    });
    for (const detail of [sven.Email ?? '@', sven.Phone ?? '', sven.RoleId, sven.Id, 'SE']) {
      expect(response.body).not.toContain(detail);
    }
  });

  it('answers JSON null for a national id nobody has', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const response = await lookUp(anne, NEW_PERSON_NATIONAL_ID);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe('null');
  });

  it('answers 400 for a number that is no national id', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    for (const invalid of ['02879044938', '1234', 'abc']) {
      const response = await lookUp(anne, invalid);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        title: 'Fødselsnummer er ugyldig',
        errors: { pnr: ['Fødselsnummer er ugyldig'] },
      });
    }
  });

  it('audits each lookup without the number, and never logs the number', async () => {
    const log = capturedLog();
    context = await createTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
    const anne = await sessionFor(context, 'anne');
    const numbers = [demoPerson('kari').nationalId, demoPerson('sven').nationalId, NEW_PERSON_NATIONAL_ID];
    for (const nationalId of numbers) expect((await lookUp(anne, nationalId)).statusCode).toBe(200);
    expect((await lookUp(anne, '12345678901')).statusCode).toBe(400);

    const entries = (await context.db.select().from(auditLog)).filter(
      (entry) => entry.action === 'clerk.lookup',
    );
    expect(entries.map((entry) => entry.details)).toEqual([
      { result: 'member' },
      { result: 'other-company' },
      { result: 'not-found' },
    ]);
    expect(entries.every((entry) => entry.actorPersonId === anne.personId)).toBe(true);
    const everything = JSON.stringify(await context.db.select().from(auditLog)) + log.lines.join('\n');
    expect(log.lines.some((line) => line.includes('/api/clerk/check/[skjult]'))).toBe(true);
    for (const nationalId of [...numbers, '12345678901']) expect(everything).not.toContain(nationalId);
  });

  it('allows 20 lookups a minute per person, also from another address, then 429', async () => {
    const clock = testClock();
    context = await createTestApp({ clock });
    const anne = await sessionFor(context, 'anne');
    for (let lookup = 1; lookup <= 20; lookup += 1) {
      expect((await lookUp(anne, NEW_PERSON_NATIONAL_ID, `198.51.100.${lookup}`)).statusCode).toBe(200);
    }
    const limited = await lookUp(anne, NEW_PERSON_NATIONAL_ID, '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(problemSchema.parse(limited.json())).toMatchObject({
      status: 429,
      title: 'For mange forsøk. Vent litt og prøv igjen.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const ivar = await sessionFor(context, 'ivar');
    expect((await lookUp(ivar, NEW_PERSON_NATIONAL_ID, '198.51.100.99')).statusCode).toBe(200);
    clock.advance(60);
    expect((await lookUp(anne, NEW_PERSON_NATIONAL_ID, '198.51.100.99')).statusCode).toBe(200);
  });

  it('allows 20 lookups a minute per address, also by another person, then 429', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const ivar = await sessionFor(context, 'ivar');
    for (let lookup = 1; lookup <= 20; lookup += 1) {
      const session = lookup % 2 === 0 ? anne : ivar;
      expect((await lookUp(session, NEW_PERSON_NATIONAL_ID, '203.0.113.5')).statusCode).toBe(200);
    }
    expect((await lookUp(anne, NEW_PERSON_NATIONAL_ID, '203.0.113.5')).statusCode).toBe(429);
    expect((await lookUp(ivar, NEW_PERSON_NATIONAL_ID, '203.0.113.6')).statusCode).toBe(200);
  });
});

describe('one budget for national-id lookups and creations', () => {
  /** A creation that is refused as a duplicate (409) still tells whether the person exists, so it counts. */
  const createKari = async (session: TestSession, remoteAddress?: string) =>
    call(session, 'POST', '/api/clerk', {
      payload: newClerk(await roleIdOf(context, 'Saksbehandler'), {
        Firstname: 'Kari',
        Lastname: 'Nordmann',
        Birthnumber: demoPerson('kari').nationalId,
      }),
      remoteAddress,
    });

  it('stops a person at the 21st lookup or creation in a minute, from any address, with 429 problem+json', async () => {
    const clock = testClock();
    context = await createTestApp({ clock });
    const anne = await sessionFor(context, 'anne');
    for (let request = 1; request <= 20; request += 1) {
      const address = `198.51.100.${request}`;
      const response =
        request % 2 === 0
          ? await createKari(anne, address)
          : await lookUp(anne, NEW_PERSON_NATIONAL_ID, address);
      expect(response.statusCode, `request ${request}`).toBe(request % 2 === 0 ? 409 : 200);
    }
    for (const limited of [
      await createKari(anne, '198.51.100.99'),
      await lookUp(anne, NEW_PERSON_NATIONAL_ID, '198.51.100.98'),
    ]) {
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toContain('application/problem+json');
      expect(problemSchema.parse(limited.json())).toMatchObject({
        status: 429,
        title: 'For mange forsøk. Vent litt og prøv igjen.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    clock.advance(60);
    expect((await createKari(anne, '198.51.100.99')).statusCode).toBe(409);
  });

  it('stops an address at the 21st lookup or creation in a minute, whoever makes them', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const ivar = await sessionFor(context, 'ivar');
    for (let request = 1; request <= 20; request += 1) {
      const session = request % 2 === 0 ? anne : ivar;
      const response =
        request % 3 === 0
          ? await createKari(session, '203.0.113.5')
          : await lookUp(session, NEW_PERSON_NATIONAL_ID, '203.0.113.5');
      expect(response.statusCode, `request ${request}`).toBeLessThan(429);
    }
    expect((await createKari(anne, '203.0.113.5')).statusCode).toBe(429);
    expect((await lookUp(ivar, NEW_PERSON_NATIONAL_ID, '203.0.113.5')).statusCode).toBe(429);
    expect((await createKari(ivar, '203.0.113.6')).statusCode).toBe(409);
  });
});

describe('POST /api/clerk', () => {
  it('creates a new person and their membership of the active company, and keeps only a hash of the national id', async () => {
    context = await createTestApp();
    const ivar = await sessionFor(context, 'ivar');
    const role = await roleIdOf(context, 'Superbruker');
    const response = await create(ivar, newClerk(role, { Birthnumber: '179188 10064' }));
    expect(response.statusCode).toBe(201);
    const created = companyClerkSchema.parse(response.json());
    expect(created).toMatchObject({
      CompanyGuid: DEMO_COMPANIES.bank.id,
      Email: 'nora.nyansatt@eksempelbank.no',
      Phone: '41234567',
      PhoneCountryCode: 'NO',
      NotifyOnNewCases: true,
      NotifyOnNewPosts: true,
      NotifyBeforeDue: true,
      RoleId: role,
      AccessRole: { Name: 'Superbruker', AccessLevel: 3 },
      DisplayName: 'Nora Nyansatt',
      Disabled: false,
      Company: { Name: 'Eksempel Bank ASA' },
      Clerk: { FirstName: 'Nora', LastName: 'Nyansatt', Consent: null },
    });
    const [person] = await context.db.select().from(persons).where(eq(persons.id, created.ClerkId));
    expect(person).toMatchObject({ consent: null, welcomeDismissed: false, identityCountry: 'NO' });
    const [entry] = (await context.db.select().from(auditLog)).filter((e) => e.action === 'clerk.created');
    expect(entry).toMatchObject({
      actorPersonId: ivar.personId,
      companyId: DEMO_COMPANIES.bank.id,
      targetType: 'membership',
      targetId: created.Id,
      details: { personId: created.ClerkId, newPerson: true, roleId: role },
    });
    const stored = JSON.stringify([
      await context.db.select().from(persons),
      await context.db.select().from(memberships),
      await context.db.select().from(auditLog),
    ]);
    expect(stored).not.toContain(NEW_PERSON_NATIONAL_ID);

    const config = portalConfigSchema.parse((await call(ivar, 'GET', '/api/config')).json());
    expect(config.CompanyClerks).toContainEqual(created);
    const lookup = await lookUp(ivar, NEW_PERSON_NATIONAL_ID);
    expect(lookup.json()).toMatchObject({ FirstName: 'Nora', HasCompanyClerk: true, AccessRoleId: role });
  });

  it('adds Sven, a person of Eksempel Forsikring, to Eksempel Bank with the contact details given here', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const svenBefore = await findDemoPerson(context.db, 'sven');
    const inForsikring = await companyClerkOf(context, 'sven', 'forsikring');
    const response = await create(
      anne,
      newClerk(await roleIdOf(context, 'Saksbehandler'), {
        // The dialog shows the stored name read-only and sends it as it is.
        Firstname: 'Sven',
        Lastname: 'Svensson',
        Birthnumber: demoPerson('sven').nationalId,
        Email: 'sven@eksempelbank.no',
        Phone: '98765432',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ClerkId: svenBefore.id,
      CompanyGuid: DEMO_COMPANIES.bank.id,
      DisplayName: 'Sven Svensson',
      Email: 'sven@eksempelbank.no',
      Phone: '98765432',
      Clerk: { Consent: true },
    });
    expect(await findDemoPerson(context.db, 'sven')).toEqual(svenBefore);
    expect(await companyClerkOf(context, 'sven', 'forsikring')).toEqual(inForsikring);
    const [entry] = (await context.db.select().from(auditLog)).filter((e) => e.action === 'clerk.created');
    expect(entry?.details).toMatchObject({ personId: svenBefore.id, newPerson: false });
    // Sven is told at his next login that Eksempel Bank added him.
    const [added] = await context.db.select().from(memberships).where(eq(memberships.id, response.json().Id));
    expect(added?.addedNoticePending).toBe(true);
    const sven = await sessionFor(context, 'sven', 'bank');
    const config = portalConfigSchema.parse((await call(sven, 'GET', '/api/config')).json());
    expect(config.LoginClerk.Companies.map((company) => company.Name)).toEqual([
      'Eksempel Bank ASA',
      'Eksempel Forsikring AS',
    ]);
  });

  it('refuses another name for a person the portal knows with 400 on the name fields, and adds nothing', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const before = {
      persons: await context.db.select().from(persons),
      memberships: await context.db.select().from(memberships),
    };
    const role = await roleIdOf(context, 'Saksbehandler');
    const message = 'Bare brukeren selv kan endre navnet sitt';
    for (const [names, errors] of [
      [{ Firstname: 'Svenne', Lastname: 'Svensson' }, { Firstname: [message] }],
      [{ Firstname: 'Sven', Lastname: 'Annet' }, { Lastname: [message] }],
      [
        { Firstname: 'Svenne', Lastname: 'Annet' },
        { Firstname: [message], Lastname: [message] },
      ],
    ] as const) {
      const response = await create(
        anne,
        newClerk(role, { ...names, Birthnumber: demoPerson('sven').nationalId }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 400, title: message, errors });
    }
    expect({
      persons: await context.db.select().from(persons),
      memberships: await context.db.select().from(memberships),
    }).toEqual(before);
    expect(await auditActions()).not.toContain('clerk.created');
  });

  it('leaves no notice pending for a person the portal did not know (the first login welcomes them)', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const response = await create(anne, newClerk(await roleIdOf(context, 'Saksbehandler')));
    expect(response.statusCode).toBe(201);
    const [created] = await context.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, response.json().Id));
    expect(created?.addedNoticePending).toBe(false);
  });

  it('answers 409 for a person who is already a member, active or not, and changes nothing', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const before = await context.db.select().from(memberships);
    for (const key of ['kari', 'dag', 'anne'] as const) {
      const response = await create(
        anne,
        newClerk(await roleIdOf(context, 'Saksbehandler'), { Birthnumber: demoPerson(key).nationalId }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().title).toBe('Brukeren er allerede lagt til i foretaket');
    }
    expect(await context.db.select().from(memberships)).toEqual(before);
    expect(await auditActions()).not.toContain('clerk.created');
  });

  it('refuses a role above one’s own level, and allows one’s own level', async () => {
    context = await createTestApp();
    const ivar = await sessionFor(context, 'ivar');
    const refused = await create(ivar, newClerk(await roleIdOf(context, 'Administrator')));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe('Du kan ikke gi en rolle med flere tilganger enn du selv har');
    expect(await context.db.select().from(persons)).toHaveLength(9);

    const allowed = await create(ivar, newClerk(await roleIdOf(context, 'Brukeradministrator')));
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().AccessRole).toEqual({ Name: 'Brukeradministrator', AccessLevel: 4 });
  });

  it('answers the same 409 to the loser of two simultaneous requests for one new person, never a 500', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const ivar = await sessionFor(context, 'ivar');
    const role = await roleIdOf(context, 'Saksbehandler');
    const payload = newClerk(role, { Birthnumber: '17918810064' });
    const statuses = (await Promise.all([create(anne, payload), create(ivar, payload)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    const created = await context.db.select().from(memberships);
    expect(created.filter((m) => m.email === payload.Email)).toHaveLength(1);
  });

  it('answers 400 with the dialog’s field messages for invalid input, and creates nothing', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const response = await create(anne, {
      Firstname: '',
      Lastname: 'N'.repeat(101),
      Email: 'nora@',
      Phone: '1234',
      PhoneCountryCode: 'NO',
      RoleId: 'ikke-en-rolle',
      Birthnumber: '12345678901',
      CountryCode: 'US',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual({
      Firstname: ['Fornavn er et påkrevd felt'],
      Lastname: ['Etternavn kan maksimalt inneholde 100 tegn'],
      Email: ['En eller flere e-postadresser er ugyldig'],
      Phone: ['Ugyldig telefonnummer'],
      RoleId: ['Velg en rolle'],
      Birthnumber: ['Fødselsnummer er ugyldig'],
      CountryCode: ['Ukjent landkode'],
    });

    const missing = await create(anne, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      Firstname: ['Fornavn er et påkrevd felt'],
      Lastname: ['Etternavn er et påkrevd felt'],
      Email: ['E-post er et påkrevd felt'],
      Phone: ['Telefon er et påkrevd felt'],
      Birthnumber: ['Fødselsnummer er et obligatorisk felt'],
    });

    const unknownRole = await create(anne, newClerk('00000000-0000-4000-8000-000000000000'));
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().errors).toEqual({ RoleId: ['Ukjent rolle'] });
    expect(await context.db.select().from(persons)).toHaveLength(9);
    expect(await context.db.select().from(roles)).toHaveLength(5);
  });
});
