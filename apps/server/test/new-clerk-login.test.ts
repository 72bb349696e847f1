import { loginThroughIdpSim } from '@foretaksportalen/idp-sim/test-login';
import { XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { companyClerkSchema, portalConfigSchema } from '@foretaksportalen/shared/contract/config';
import { consentResponseSchema } from '@foretaksportalen/shared/contract/consent';
import { newCompanyNoticeSchema } from '@foretaksportalen/shared/contract/new-company-notice';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, memberships, persons } from '../src/db/schema.ts';
import { CookieJar, startHttpPortal } from './helpers/http-portal.ts';
import { NEW_PERSON_NATIONAL_ID, newClerk } from './helpers/payloads.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  demoPerson,
  distributeCasesOf,
  roleIdOf,
  sessionFor,
} from './helpers/test-app.ts';
import { resetDatabase } from './helpers/test-database.ts';

/** Users added or removed in the settings area, signing in with their eID over real HTTP afterwards. */
describe('eID login after user administration', () => {
  let portal: Awaited<ReturnType<typeof startHttpPortal>>;
  const context = () => ({ ...portal, clock: () => new Date() });
  beforeAll(async () => {
    portal = await startHttpPortal();
  });
  afterAll(() => portal.close());
  beforeEach(async () => {
    await resetDatabase();
  });

  async function login(nationalId: string, idp: 'nbid' | 'sbid' | 'mitid' = 'nbid') {
    const jar = new CookieJar();
    const authorize = await jar.fetch(`${portal.url}/api/oidc/authorize?idp=${idp}`);
    expect(authorize.status).toBe(302);
    const callback = await jar.fetch(
      await loginThroughIdpSim(authorize.headers.get('location') ?? '', nationalId),
    );
    expect(callback.status).toBe(302);
    const config = await jar.fetch(`${portal.url}/api/config`);
    return {
      jar,
      landing: callback.headers.get('location'),
      config: config.ok ? portalConfigSchema.parse(await config.json()) : undefined,
    };
  }

  const loginAs = (key: DemoPersonKey) => login(demoPerson(key).nationalId, demoPerson(key).eid);

  /** A state-changing call from the portal's own pages in this browser. */
  const post = (jar: CookieJar, path: string, body: unknown) =>
    jar.fetch(`${portal.url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        origin: portal.url,
        [XSRF_HEADER]: jar.cookies.get('XSRF-TOKEN') ?? '',
      },
    });

  const newCompanyNotice = async (jar: CookieJar) => {
    const response = await jar.fetch(`${portal.url}/api/clerk/newcompanies`);
    expect(response.status).toBe(200);
    return newCompanyNoticeSchema.parse(await response.json());
  };

  /** Anne, administrator of both companies, adds a demo person to one of them as a Saksbehandler. */
  async function anneAdds(key: DemoPersonKey, company: keyof typeof DEMO_COMPANIES) {
    const anne = await sessionOf('anne', company);
    const person = demoPerson(key);
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/clerk',
      payload: newClerk(await roleIdOf(context(), 'Saksbehandler'), {
        Firstname: person.firstName,
        Lastname: person.lastName,
        Birthnumber: person.nationalId,
        Email: person.email,
      }),
      ...asClerk(anne, portal.config),
    });
    expect(response.statusCode).toBe(201);
  }

  const personRow = async (key: DemoPersonKey) => {
    const [row] = await portal.db
      .select()
      .from(persons)
      .where(eq(persons.firstName, demoPerson(key).firstName));
    if (!row) throw new Error(`No person ${key}`);
    return row;
  };

  const sessionOf = (key: DemoPersonKey, company: keyof typeof DEMO_COMPANIES = 'bank') =>
    sessionFor(context(), key, company);

  it('lets a clerk Anne created sign in with their eID at once, on to the consent page', async () => {
    const anne = await sessionOf('anne');
    const created = await portal.app.inject({
      method: 'POST',
      url: '/api/clerk',
      payload: newClerk(await roleIdOf(context(), 'Saksbehandler')),
      ...asClerk(anne, portal.config),
    });
    expect(created.statusCode).toBe(201);
    const clerk = companyClerkSchema.parse(created.json());

    const result = await login(NEW_PERSON_NATIONAL_ID);
    expect(result.landing).toBe('/access/consent');
    expect(result.config?.LoginClerk).toMatchObject({
      Id: clerk.Id,
      ClerkId: clerk.ClerkId,
      DisplayName: 'Nora Nyansatt',
      CompanyName: 'Eksempel Bank ASA',
      AccessRole: { Name: 'Saksbehandler', AccessLevel: 1 },
    });
  });

  it('lets Anne, removed from Eksempel Forsikring, still sign in to Eksempel Bank', async () => {
    const sven = await companyClerkOf(context(), 'sven', 'forsikring');
    await portal.db
      .update(memberships)
      .set({ roleId: await roleIdOf(context(), 'Administrator') })
      .where(eq(memberships.id, sven.Id));
    const administrator = await sessionOf('sven', 'forsikring');
    const anneInForsikring = await companyClerkOf(context(), 'anne', 'forsikring');
    const removed = await portal.app.inject({
      method: 'DELETE',
      url: `/api/clerk/company/${anneInForsikring.Id}`,
      ...asClerk(administrator, portal.config),
    });
    expect(removed.statusCode).toBe(204);

    const result = await login(demoPerson('anne').nationalId);
    expect(result.landing).toBe('/incidents');
    expect(result.config?.LoginClerk.CompanyName).toBe('Eksempel Bank ASA');
    expect(result.config?.LoginClerk.Companies).toEqual([
      { Id: DEMO_COMPANIES.bank.id, Name: 'Eksempel Bank ASA' },
    ]);
  });

  it('tells Sven once, at his next login, that Eksempel Bank added him, and lands him where he was last', async () => {
    const first = await loginAs('sven');
    expect(first.landing).toBe('/incidents');
    expect(first.config?.LoginClerk.CompanyName).toBe('Eksempel Forsikring AS');

    await anneAdds('sven', 'bank');
    const second = await loginAs('sven');
    expect(second.landing).toBe('/access/newcompany');
    // Not the first company by name (Eksempel Bank ASA): the one he used last.
    expect(second.config?.LoginClerk.CompanyName).toBe('Eksempel Forsikring AS');
    const notice = await newCompanyNotice(second.jar);
    expect(notice).toEqual({ Companies: [{ Id: DEMO_COMPANIES.bank.id, Name: 'Eksempel Bank ASA' }] });
    // Reading it changes nothing; 'Fortsett' does.
    expect(await newCompanyNotice(second.jar)).toEqual(notice);
    const seen = await post(second.jar, '/api/clerk/newcompanies/seen', {
      CompanyIds: notice.Companies.map((company) => company.Id),
    });
    expect(seen.status).toBe(204);
    expect(await newCompanyNotice(second.jar)).toEqual({ Companies: [] });
    const audited = await portal.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'new-company-notice.seen'));
    expect(audited.map((entry) => entry.details)).toEqual([{ companyIds: [DEMO_COMPANIES.bank.id] }]);

    const third = await loginAs('sven');
    expect(third.landing).toBe('/incidents');
    expect(third.config?.LoginClerk.CompanyName).toBe('Eksempel Forsikring AS');
  });

  it('shows the notice again at the next login while Fortsett has not been pressed', async () => {
    await loginAs('mette');
    await anneAdds('mette', 'bank');
    expect((await loginAs('mette')).landing).toBe('/access/newcompany');
    const again = await loginAs('mette');
    expect(again.landing).toBe('/access/newcompany');
    expect((await newCompanyNotice(again.jar)).Companies.map((company) => company.Name)).toEqual([
      'Eksempel Bank ASA',
    ]);
  });

  it('refuses the confirmation without the XSRF token, and clears only the person’s own notices', async () => {
    await loginAs('sven');
    await anneAdds('sven', 'bank');
    await anneAdds('mette', 'bank');
    const sven = await loginAs('sven');
    const forged = await sven.jar.fetch(`${portal.url}/api/clerk/newcompanies/seen`, {
      method: 'POST',
      body: JSON.stringify({ CompanyIds: [DEMO_COMPANIES.bank.id] }),
      headers: { 'content-type': 'application/json', origin: portal.url },
    });
    expect(forged.status).toBe(403);
    expect((await newCompanyNotice(sven.jar)).Companies).toHaveLength(1);
    const invalid = await post(sven.jar, '/api/clerk/newcompanies/seen', { CompanyIds: ['ikke-en-id'] });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('content-type')).toContain('application/problem+json');
    expect(
      (await post(sven.jar, '/api/clerk/newcompanies/seen', { CompanyIds: [DEMO_COMPANIES.bank.id] })).status,
    ).toBe(204);
    const mette = await loginAs('mette');
    expect(mette.landing).toBe('/access/newcompany');
  });

  it('shows consent and the welcome page first when they are due, then the notice', async () => {
    const kari = await personRow('kari');
    await portal.db
      .update(persons)
      .set({ consent: null, welcomeDismissed: false })
      .where(eq(persons.id, kari.id));
    await anneAdds('kari', 'forsikring');
    const result = await loginAs('kari');
    expect(result.landing).toBe('/access/consent');
    const consent = await post(result.jar, '/api/clerk/consent', { ConsentValue: true });
    expect(consentResponseSchema.parse(await consent.json()).RedirectUrl).toBe('/access/welcome');

    await portal.db
      .update(persons)
      .set({ consent: null, welcomeDismissed: true })
      .where(eq(persons.id, kari.id));
    const later = await loginAs('kari');
    expect(later.landing).toBe('/access/consent');
    const given = await post(later.jar, '/api/clerk/consent', { ConsentValue: true });
    expect(consentResponseSchema.parse(await given.json()).RedirectUrl).toBe('/access/newcompany');
  });

  it('lands in the company of the last login or switch, and the first by name when that one is disabled or gone', async () => {
    const first = await loginAs('anne');
    expect(first.config?.LoginClerk.CompanyName).toBe('Eksempel Bank ASA');
    const switched = await first.jar.fetch(
      `${portal.url}/api/clerk/selectcompany/${DEMO_COMPANIES.forsikring.id}`,
      { headers: { [XSRF_HEADER]: first.jar.cookies.get('XSRF-TOKEN') ?? '' } },
    );
    expect(switched.status).toBe(204);
    expect((await personRow('anne')).lastCompanyId).toBe(DEMO_COMPANIES.forsikring.id);
    expect((await loginAs('anne')).config?.LoginClerk.CompanyName).toBe('Eksempel Forsikring AS');
    expect((await loginAs('anne')).config?.LoginClerk.CompanyName).toBe('Eksempel Forsikring AS');

    const anneInForsikring = await companyClerkOf(context(), 'anne', 'forsikring');
    await portal.db
      .update(memberships)
      .set({ disabled: true })
      .where(eq(memberships.id, anneInForsikring.Id));
    expect((await loginAs('anne')).config?.LoginClerk.CompanyName).toBe('Eksempel Bank ASA');
    expect((await personRow('anne')).lastCompanyId).toBe(DEMO_COMPANIES.bank.id);
  });

  it('records the time of every login', async () => {
    const kari = await personRow('kari');
    await portal.db.update(persons).set({ lastLoginAt: null }).where(eq(persons.id, kari.id));
    const before = Date.now();
    await loginAs('kari');
    const { lastLoginAt, lastCompanyId } = await personRow('kari');
    expect(lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(lastCompanyId).toBe(DEMO_COMPANIES.bank.id);
  });

  it('sends a clerk removed from their only company to the notfound notice', async () => {
    const anne = await sessionOf('anne');
    const kari = await companyClerkOf(context(), 'kari');
    await distributeCasesOf(context(), 'kari');
    const removed = await portal.app.inject({
      method: 'DELETE',
      url: `/api/clerk/company/${kari.Id}`,
      ...asClerk(anne, portal.config),
    });
    expect(removed.statusCode).toBe(204);
    const result = await login(demoPerson('kari').nationalId);
    expect(result.landing).toBe('/access/notfound');
    expect(result.config).toBeUndefined();
  });
});
