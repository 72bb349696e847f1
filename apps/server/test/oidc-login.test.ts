import { loginThroughIdpSim } from '@foretaksportalen/idp-sim/test-login';
import { XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { portalConfigSchema } from '@foretaksportalen/shared/contract/config';
import { DEMO_PERSONS, DEMO_UNKNOWN_PERSON } from '@foretaksportalen/shared/demo-data';
import type { EidProvider } from '@foretaksportalen/shared/eid';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../src/db/schema.ts';
import { CookieJar, startHttpPortal } from './helpers/http-portal.ts';
import { resetDatabase } from './helpers/test-database.ts';

/** The whole login over real HTTP: authorize → the simulated provider's page → callback → session. */
describe('eID login through the simulated provider', () => {
  let portal: Awaited<ReturnType<typeof startHttpPortal>>;
  beforeAll(async () => {
    portal = await startHttpPortal();
  });
  afterAll(() => portal.close());
  beforeEach(async () => {
    await resetDatabase();
  });

  async function startLogin(jar: CookieJar, idp: EidProvider) {
    const response = await jar.fetch(`${portal.url}/api/oidc/authorize?idp=${idp}`);
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(portal.idpSim.issuer)).toBe(true);
    const params = new URL(location).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    return location;
  }

  /** A login in a new browser, or in `jar`'s. */
  async function login(
    idp: EidProvider,
    nationalId: string,
    { jar = new CookieJar(), ...options }: { eid?: EidProvider; jar?: CookieJar } = {},
  ) {
    const callbackUrl = await loginThroughIdpSim(await startLogin(jar, idp), nationalId, options);
    expect(callbackUrl.startsWith(`${portal.url}/api/oidc/callback?`)).toBe(true);
    const callback = await jar.fetch(callbackUrl);
    expect(callback.status).toBe(302);
    return { jar, landing: callback.headers.get('location'), callbackUrl };
  }

  const person = (key: string) => {
    const found = DEMO_PERSONS.find((p) => p.key === key);
    if (!found) throw new Error(key);
    return found;
  };

  const sessionCount = async () => (await portal.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;

  it.each([
    ['kari', '/incidents', 'Kari Nordmann', 'Eksempel Bank ASA'],
    ['ivar', '/settings', 'Ivar Brukeradmin', 'Eksempel Bank ASA'],
    ['anne', '/incidents', 'Anne Admin', 'Eksempel Bank ASA'],
    ['sven', '/incidents', 'Sven Svensson', 'Eksempel Forsikring AS'],
    ['mette', '/incidents', 'Mette Hansen', 'Eksempel Forsikring AS'],
  ])('signs %s in and lands on %s', async (key, landing, name, company) => {
    const demo = person(key);
    const result = await login(demo.eid, demo.nationalId);
    expect(result.landing).toBe(landing);
    for (const cookie of ['fp_session', 'XSRF-TOKEN', 'authStatus', 'refresh']) {
      expect(result.jar.cookies.has(cookie), cookie).toBe(true);
    }
    expect(Date.parse(result.jar.cookies.get('authStatus') ?? '')).toBeGreaterThan(Date.now());
    const config = await result.jar.fetch(`${portal.url}/api/config`);
    expect(config.status).toBe(200);
    const body = portalConfigSchema.parse(await config.json());
    expect(body.LoginClerk.DisplayName).toBe(name);
    expect(body.LoginClerk.CompanyName).toBe(company);
  });

  it('sends Nina, who has not decided on consent, to the consent page', async () => {
    const result = await login('nbid', person('nina').nationalId);
    expect(result.landing).toBe('/access/consent');
    expect(result.jar.cookies.has('fp_session')).toBe(true);
  });

  it('sends a deactivated clerk to the inactive notice without a session', async () => {
    const result = await login('nbid', person('dag').nationalId);
    expect(result.landing).toBe('/access/inactive');
    expect(result.jar.cookies.has('fp_session')).toBe(false);
    expect(await sessionCount()).toBe(0);
  });

  it('sends a person the portal does not know to the notfound notice without a session', async () => {
    const result = await login('nbid', DEMO_UNKNOWN_PERSON.nationalId);
    expect(result.landing).toBe('/access/notfound');
    expect(result.jar.cookies.has('fp_session')).toBe(false);
  });

  it('refuses a login whose acr is not the one of the chosen eID', async () => {
    // Chose BankID at the portal, but authenticated with Swedish BankID at the broker.
    const result = await login('nbid', person('sven').nationalId, { eid: 'sbid' });
    expect(result.landing).toBe('/access/login?feil=innlogging');
    expect(result.jar.cookies.has('fp_session')).toBe(false);
    expect(await sessionCount()).toBe(0);
    const refused = await portal.db.select().from(auditLog);
    expect(refused.some((entry) => entry.action === 'login.refused' && entry.details?.reason === 'acr')).toBe(
      true,
    );
  });

  it('refuses a tampered state, a callback from another browser, and a replayed callback', async () => {
    const jar = new CookieJar();
    const callbackUrl = await loginThroughIdpSim(await startLogin(jar, 'nbid'), person('kari').nationalId);

    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const tamperedJar = new CookieJar();
    tamperedJar.cookies.set('fp_login', tampered.searchParams.get('state') ?? '');
    const tamperedAnswer = await tamperedJar.fetch(tampered.href);
    expect(tamperedAnswer.headers.get('location')).toBe('/access/login?feil=innlogging');

    const otherBrowser = await new CookieJar().fetch(callbackUrl);
    expect(otherBrowser.headers.get('location')).toBe('/access/login?feil=innlogging');
    expect(await sessionCount()).toBe(0);

    // The state is single use: the other browser's attempt consumed nothing, the real one works once.
    const first = await jar.fetch(callbackUrl);
    expect(first.headers.get('location')).toBe('/incidents');
    const replayJar = new CookieJar();
    replayJar.cookies.set('fp_login', new URL(callbackUrl).searchParams.get('state') ?? '');
    const replay = await replayJar.fetch(callbackUrl);
    expect(replay.headers.get('location')).toBe('/access/login?feil=innlogging');
    expect(await sessionCount()).toBe(1);
  });

  it('goes back to the choice of eID when the user cancels at the provider', async () => {
    const jar = new CookieJar();
    const location = await startLogin(jar, 'mitid');
    const { cancelThroughIdpSim } = await import('@foretaksportalen/idp-sim/test-login');
    const callback = await jar.fetch(await cancelThroughIdpSim(location));
    expect(callback.headers.get('location')).toBe('/access/login');
    expect(jar.cookies.has('fp_session')).toBe(false);
  });

  it('logs out: the server session ends, the cookies go, and a protected call needs a new login', async () => {
    const { jar } = await login('nbid', person('kari').nationalId);
    const xsrf = jar.cookies.get('XSRF-TOKEN') ?? '';
    expect((await jar.fetch(`${portal.url}/api/config/ping`)).status).toBe(204);
    const sessionCookie = jar.cookies.get('fp_session');
    // As the browser sends it when the user logs out from the portal's menu.
    const logout = await jar.fetch(`${portal.url}/api/oidc/logout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/access/loggedout');
    expect(jar.cookies.has('fp_session')).toBe(false);
    expect(await sessionCount()).toBe(0);
    // Even a stolen copy of the old cookie is worthless now.
    const replay = await fetch(`${portal.url}/api/config`, {
      headers: { cookie: `fp_session=${sessionCookie}`, [XSRF_HEADER]: xsrf },
    });
    expect(replay.status).toBe(401);
  });

  it('issues a new session cookie at every login', async () => {
    const first = await login('nbid', person('kari').nationalId);
    const second = await login('nbid', person('kari').nationalId);
    expect(first.jar.cookies.get('fp_session')).not.toBe(second.jar.cookies.get('fp_session'));
    expect(await sessionCount()).toBe(2);
  });

  describe('a new login in a browser that has a session (issue 17)', () => {
    const protectedCall = (sessionCookie: string | undefined) =>
      fetch(`${portal.url}/api/config`, { headers: { cookie: `fp_session=${sessionCookie}` } });

    it('ends the session the browser had, and writes that to the audit log', async () => {
      const kari = await login('nbid', person('kari').nationalId);
      const karisCookie = kari.jar.cookies.get('fp_session');
      const anne = await login('nbid', person('anne').nationalId, { jar: kari.jar });
      expect(anne.landing).toBe('/incidents');
      const annesCookie = anne.jar.cookies.get('fp_session');
      expect(annesCookie).not.toBe(karisCookie);
      expect(await sessionCount()).toBe(1);
      expect((await protectedCall(karisCookie)).status).toBe(401);
      const config = portalConfigSchema.parse(await (await protectedCall(annesCookie)).json());
      expect(config.LoginClerk.DisplayName).toBe('Anne Admin');
      const ended = (await portal.db.select().from(auditLog)).filter(
        (entry) => entry.action === 'session.ended-by-new-login',
      );
      expect(ended).toHaveLength(1);
    });

    it('ends it also when the new login has no user, and clears the cookies', async () => {
      const kari = await login('nbid', person('kari').nationalId);
      const result = await login('nbid', DEMO_UNKNOWN_PERSON.nationalId, { jar: kari.jar });
      expect(result.landing).toBe('/access/notfound');
      expect(result.jar.cookies.has('fp_session')).toBe(false);
      expect(await sessionCount()).toBe(0);
    });

    it('keeps it when a callback comes in that this browser did not start: a forged callback logs nobody out', async () => {
      const kari = await login('nbid', person('kari').nationalId);
      const attacker = new CookieJar();
      const forged = await loginThroughIdpSim(await startLogin(attacker, 'nbid'), person('ola').nationalId);
      const answer = await kari.jar.fetch(forged);
      expect(answer.headers.get('location')).toBe('/access/login?feil=innlogging');
      expect(await sessionCount()).toBe(1);
      expect((await protectedCall(kari.jar.cookies.get('fp_session'))).status).toBe(200);
    });
  });
});
