import { loginThroughIdpSim } from '@foretaksportalen/idp-sim/test-login';
import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { companyClerkSchema } from '@foretaksportalen/shared/contract/config';
import { consentResponseSchema } from '@foretaksportalen/shared/contract/consent';
import { DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, persons, sessions } from '../src/db/schema.ts';
import { SESSION_COOKIE } from '../src/modules/session/index.ts';
import { CookieJar, startHttpPortal } from './helpers/http-portal.ts';
import {
  asClerk,
  createTestApp,
  type DemoPersonKey,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';

describe('consent', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  afterEach(() => context?.app.close());

  const decide = (session: TestSession, ConsentValue: boolean) =>
    context.app.inject({
      method: 'POST',
      url: '/api/clerk/consent',
      payload: { ConsentValue },
      ...asClerk(session, context.config),
    });

  const personOf = async (session: TestSession) => {
    const [person] = await context.db.select().from(persons).where(eq(persons.id, session.personId));
    return person;
  };

  const auditOf = async (session: TestSession) =>
    (await context.db.select().from(auditLog).where(eq(auditLog.actorPersonId, session.personId))).map(
      (entry) => entry.action,
    );

  it('records Nina’s consent with its time and an audit entry, and sends her to the welcome page', async () => {
    const clock = testClock();
    context = await createTestApp({ clock });
    const nina = await sessionFor(context, 'nina');
    const response = await decide(nina, true);
    expect(response.statusCode).toBe(200);
    expect(consentResponseSchema.parse(response.json())).toEqual({
      ConsentValue: true,
      RedirectUrl: '/access/welcome',
    });
    const person = await personOf(nina);
    expect(person?.consent).toBe(true);
    expect(person?.consentDecidedAt?.toISOString()).toBe(clock().toISOString());
    expect(await auditOf(nina)).toEqual(['consent.given']);
  });

  it.each([
    ['kari', '/incidents'],
    ['siri', '/incidents'],
    ['ivar', '/settings'],
    ['anne', '/incidents'],
  ] as [DemoPersonKey, string][])(
    'sends %s, who has seen the welcome page, on to the landing page %s',
    async (key, landing) => {
      context = await createTestApp();
      const session = await sessionFor(context, key);
      const response = await decide(session, true);
      expect(response.json()).toEqual({ ConsentValue: true, RedirectUrl: landing });
    },
  );

  it('ends the session at once when consent is refused', async () => {
    context = await createTestApp();
    const nina = await sessionFor(context, 'nina');
    const response = await decide(nina, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ConsentValue: false, RedirectUrl: '/access/loggedout' });
    const cleared = response.cookies.filter((cookie) => cookie.value === '').map((cookie) => cookie.name);
    expect(cleared).toEqual(expect.arrayContaining([SESSION_COOKIE, XSRF_COOKIE, 'authStatus', 'refresh']));

    const next = await context.app.inject({
      method: 'GET',
      url: '/api/config',
      ...asClerk(nina, context.config),
    });
    expect(next.statusCode).toBe(401);
    expect(await context.db.select().from(sessions).where(eq(sessions.personId, nina.personId))).toEqual([]);
    const person = await personOf(nina);
    expect(person?.consent).toBe(false);
    expect(person?.consentDecidedAt).toBeInstanceOf(Date);
    expect(await auditOf(nina)).toEqual(['consent.refused']);
  });

  it('lets a clerk withdraw a consent given earlier', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    expect((await decide(kari, false)).json().RedirectUrl).toBe('/access/loggedout');
    expect((await personOf(kari))?.consent).toBe(false);
  });

  it('refuses a decision without the XSRF header or without a value, and changes nothing', async () => {
    context = await createTestApp();
    const nina = await sessionFor(context, 'nina');
    const withoutXsrf = await context.app.inject({
      method: 'POST',
      url: '/api/clerk/consent',
      payload: { ConsentValue: true },
      cookies: nina.cookies,
    });
    expect(withoutXsrf.statusCode).toBe(403);
    const withoutValue = await context.app.inject({
      method: 'POST',
      url: '/api/clerk/consent',
      payload: { ConsentValue: 'ja' },
      ...asClerk(nina, context.config),
    });
    expect(withoutValue.statusCode).toBe(400);
    expect(withoutValue.json().errors).toEqual({ ConsentValue: ['Velg ja eller nei'] });
    expect((await personOf(nina))?.consent).toBeNull();
    expect(await auditOf(nina)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    context = await createTestApp();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/clerk/consent',
      payload: { ConsentValue: true },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the consent gate', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  afterEach(() => context?.app.close());

  const ownProfile = (session: TestSession) =>
    context.app.inject({
      method: 'GET',
      url: `/api/clerk/${session.personId}`,
      ...asClerk(session, context.config),
    });

  it('sends Nina to the consent page from every call on cases or users until she consents', async () => {
    context = await createTestApp();
    const nina = await sessionFor(context, 'nina');
    const calls = [
      { method: 'GET' as const, url: `/api/clerk/${nina.personId}` },
      { method: 'PUT' as const, url: '/api/clerk', payload: {} },
      { method: 'POST' as const, url: '/api/faq', payload: { message: 'Hei' } },
    ];
    for (const call of calls) {
      const response = await context.app.inject({ ...call, ...asClerk(nina, context.config) });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 403, redirectUrl: '/access/consent' });
    }
    // What the consent and welcome pages need stays open.
    for (const url of ['/api/config', '/api/config/ping']) {
      const response = await context.app.inject({ method: 'GET', url, ...asClerk(nina, context.config) });
      expect(response.statusCode, url).toBeLessThan(300);
    }

    await context.app.inject({
      method: 'POST',
      url: '/api/clerk/consent',
      payload: { ConsentValue: true },
      ...asClerk(nina, context.config),
    });
    const after = await ownProfile(nina);
    expect(after.statusCode).toBe(200);
    expect(companyClerkSchema.parse(after.json()).Clerk).toMatchObject({ FirstName: 'Nina', Consent: true });
  });

  it('closes the gate again for a clerk who has withdrawn consent in another session', async () => {
    context = await createTestApp();
    const first = await sessionFor(context, 'kari');
    const second = await sessionFor(context, 'kari');
    expect((await ownProfile(second)).statusCode).toBe(200);
    await context.app.inject({
      method: 'POST',
      url: '/api/clerk/consent',
      payload: { ConsentValue: false },
      ...asClerk(first, context.config),
    });
    const response = await ownProfile(second);
    expect(response.statusCode).toBe(403);
    expect(response.json().redirectUrl).toBe('/access/consent');
  });
});

describe('GET /api/clerk/deactivate/welcome', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  afterEach(() => context?.app.close());

  const welcomeDismissed = async (personId: string) =>
    (await context.db.select().from(persons).where(eq(persons.id, personId)))[0]?.welcomeDismissed;

  it('refuses a call without the XSRF header and leaves the welcome page on', async () => {
    context = await createTestApp();
    const nina = await sessionFor(context, 'nina');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/clerk/deactivate/welcome',
      cookies: nina.cookies,
    });
    expect(response.statusCode).toBe(403);
    expect(await welcomeDismissed(nina.personId)).toBe(false);
  });

  it('turns the welcome page off once, with an audit entry', async () => {
    context = await createTestApp();
    const nina = await sessionFor(context, 'nina');
    for (let call = 0; call < 2; call += 1) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/clerk/deactivate/welcome',
        ...asClerk(nina, context.config),
      });
      expect(response.statusCode).toBe(204);
    }
    expect(await welcomeDismissed(nina.personId)).toBe(true);
    const entries = await context.db.select().from(auditLog).where(eq(auditLog.actorPersonId, nina.personId));
    expect(entries.map((entry) => entry.action)).toEqual(['welcome.dismissed']);
  });
});

/** Nina's first login over real HTTP: consent, welcome, and a next login that goes straight to work. */
describe('a first login end to end', () => {
  let portal: Awaited<ReturnType<typeof startHttpPortal>>;
  beforeAll(async () => {
    portal = await startHttpPortal();
  });
  afterAll(() => portal.close());

  const nina = DEMO_PERSONS.find((person) => person.key === 'nina');

  async function login() {
    const jar = new CookieJar();
    const authorize = await jar.fetch(`${portal.url}/api/oidc/authorize?idp=nbid`);
    const callbackUrl = await loginThroughIdpSim(
      authorize.headers.get('location') ?? '',
      nina?.nationalId ?? '',
    );
    const callback = await jar.fetch(callbackUrl);
    return { jar, landing: callback.headers.get('location') };
  }

  const fromPortal = (jar: CookieJar) => ({
    origin: portal.url,
    [XSRF_HEADER]: jar.cookies.get(XSRF_COOKIE) ?? '',
  });

  it('goes consent → welcome → landing page, and the next login skips both', async () => {
    const first = await login();
    expect(first.landing).toBe('/access/consent');

    const consent = await first.jar.fetch(`${portal.url}/api/clerk/consent`, {
      method: 'POST',
      headers: { ...fromPortal(first.jar), 'content-type': 'application/json' },
      body: JSON.stringify({ ConsentValue: true }),
    });
    expect(await consent.json()).toEqual({ ConsentValue: true, RedirectUrl: '/access/welcome' });

    const dismissed = await first.jar.fetch(`${portal.url}/api/clerk/deactivate/welcome`, {
      headers: fromPortal(first.jar),
    });
    expect(dismissed.status).toBe(204);

    const second = await login();
    expect(second.landing).toBe('/incidents');
  });
});
