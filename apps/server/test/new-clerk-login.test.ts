import { loginThroughIdpSim } from '@foretaksportalen/idp-sim/test-login';
import { companyClerkSchema, configSchema } from '@foretaksportalen/shared/contract/config';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema.ts';
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

  async function login(nationalId: string) {
    const jar = new CookieJar();
    const authorize = await jar.fetch(`${portal.url}/api/oidc/authorize?idp=nbid`);
    expect(authorize.status).toBe(302);
    const callback = await jar.fetch(
      await loginThroughIdpSim(authorize.headers.get('location') ?? '', nationalId),
    );
    expect(callback.status).toBe(302);
    const config = await jar.fetch(`${portal.url}/api/config`);
    return {
      landing: callback.headers.get('location'),
      config: config.ok ? configSchema.parse(await config.json()) : undefined,
    };
  }

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
