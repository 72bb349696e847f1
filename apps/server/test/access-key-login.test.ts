import { loginThroughIdpSim } from '@foretaksportalen/idp-sim/test-login';
import type { AccessKeyLetter } from '@foretaksportalen/shared/contract/access-key';
import { portalConfigSchema } from '@foretaksportalen/shared/contract/config';
import { DEMO_COMPANIES, DEMO_PERSONS, DEMO_UNKNOWN_PERSON } from '@foretaksportalen/shared/demo-data';
import type { EidProvider } from '@foretaksportalen/shared/eid';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessKeys, auditLog, memberships, persons, sessions } from '../src/db/schema.ts';
import { type AccessKeyService, createAccessKeyService } from '../src/modules/access-key/index.ts';
import { CookieJar, startHttpPortal } from './helpers/http-portal.ts';
import { capturedLog } from './helpers/test-app.ts';
import { resetDatabase } from './helpers/test-database.ts';

/** A letter's way in over real HTTP: code and PIN, then the eID login with the key, binding at the callback. */
describe('logging in with an access key', () => {
  const log = capturedLog();
  let portal: Awaited<ReturnType<typeof startHttpPortal>>;
  let service: AccessKeyService;
  beforeAll(async () => {
    portal = await startHttpPortal({ logLevel: 'info' }, { logStream: log.stream });
    service = createAccessKeyService({ db: portal.db, config: portal.config, clock: () => new Date() });
  });
  afterAll(() => portal.close());
  /** The browser of each test: the code/PIN check and the login that follows share its cookies. */
  let browser: CookieJar;
  beforeEach(async () => {
    await resetDatabase();
    browser = new CookieJar();
  });

  const demo = (key: string) => {
    const found = DEMO_PERSONS.find((person) => person.key === key);
    if (!found) throw new Error(key);
    return found;
  };

  const issue = (overrides: { company?: keyof typeof DEMO_COMPANIES; role?: string; email?: string } = {}) =>
    service.issueAccessKey({
      companyId: DEMO_COMPANIES[overrides.company ?? 'bank'].id,
      firstName: 'Nils',
      lastName: 'Nyansatt',
      email: overrides.email ?? 'nils.nyansatt@eksempelbank.no',
      phone: '41234567',
      role: { name: overrides.role ?? 'Superbruker' },
      issuedBy: 'test',
    });

  const urlKeyOf = (letter: AccessKeyLetter) => letter.url.slice(letter.url.lastIndexOf('/') + 1);

  /** What the access-key page does with the letter's code and PIN; answers the status and the key. */
  async function enterCodeAndPin(letter: AccessKeyLetter, jar = browser) {
    const response = await jar.fetch(
      `${portal.url}/api/access/${letter.code.replaceAll(' ', '')}/${letter.pin}`,
    );
    return { status: response.status, key: response.ok ? ((await response.json()) as string) : undefined };
  }

  const checkKey = async (letter: AccessKeyLetter) =>
    (await fetch(`${portal.url}/api/access/checkkey/${urlKeyOf(letter)}`)).json();

  /** The eID login the page starts with the key; answers where the callback sends the browser. */
  async function loginWithKey(accessKey: string, eid: EidProvider, nationalId: string, jar = browser) {
    const authorize = await jar.fetch(`${portal.url}/api/oidc/authorize?idp=${eid}&accesskey=${accessKey}`);
    expect(authorize.status).toBe(302);
    const callback = await jar.fetch(
      await loginThroughIdpSim(authorize.headers.get('location') ?? '', nationalId),
    );
    expect(callback.status).toBe(302);
    return { jar, landing: callback.headers.get('location') };
  }

  const loadConfig = async (jar: CookieJar) => {
    const response = await jar.fetch(`${portal.url}/api/config`);
    expect(response.status).toBe(200);
    return portalConfigSchema.parse(await response.json());
  };

  const tally = async () => ({
    persons: (await portal.db.select({ n: count() }).from(persons))[0]?.n,
    memberships: (await portal.db.select({ n: count() }).from(memberships))[0]?.n,
    sessions: (await portal.db.select({ n: count() }).from(sessions))[0]?.n,
  });

  const auditActions = async () => (await portal.db.select().from(auditLog)).map((entry) => entry.action);

  it('makes a new person with the membership, lands on the consent page and shows the role in /api/config', async () => {
    const letter = await issue();
    expect(await checkKey(letter)).toBe(true);
    const verified = await enterCodeAndPin(letter);
    expect(verified).toEqual({ status: 200, key: urlKeyOf(letter) });

    const { jar, landing } = await loginWithKey(urlKeyOf(letter), 'nbid', DEMO_UNKNOWN_PERSON.nationalId);
    expect(landing).toBe('/access/consent');
    const config = await loadConfig(jar);
    expect(config.LoginClerk.DisplayName).toBe('Nils Nyansatt');
    expect(config.LoginClerk.CompanyName).toBe(DEMO_COMPANIES.bank.name);
    expect(config.LoginClerk.AccessRole).toEqual({ Name: 'Superbruker', AccessLevel: 3 });
    expect(config.LoginClerk.Email).toBe('nils.nyansatt@eksempelbank.no');
    const [membership] = await portal.db
      .select()
      .from(memberships)
      .where(eq(memberships.personId, config.LoginClerk.ClerkId));
    expect(membership).toMatchObject({
      phone: '41234567',
      notifyOnNewCases: true,
      notifyOnNewPosts: true,
      notifyBeforeDue: true,
    });

    expect(await checkKey(letter)).toBe(false);
    expect((await enterCodeAndPin(letter)).status).toBe(400);
    const [key] = await portal.db.select().from(accessKeys);
    expect(key?.boundPersonId).toBe(config.LoginClerk.ClerkId);
    expect(await auditActions()).toContain('access-key.used');

    // The log shows that the code/PIN call was made, never with what was in its path.
    const logged = log.lines.join('\n');
    expect(logged).toContain('/api/access/[skjult]');
    const words = new Set(logged.split(/[^0-9A-Za-z]+/));
    expect(words.has(letter.code.replaceAll(' ', ''))).toBe(false);
    expect(words.has(letter.pin)).toBe(false);
  });

  it('gives a person the portal knows the membership beside the ones they have', async () => {
    const sven = demo('sven');
    const letter = await issue({ role: 'Saksbehandler', email: 'sven@eksempelbank.no' });
    await enterCodeAndPin(letter);
    const before = await tally();

    const { jar, landing } = await loginWithKey(urlKeyOf(letter), sven.eid, sven.nationalId);
    expect(landing).toBe('/incidents');
    const config = await loadConfig(jar);
    expect(config.LoginClerk.DisplayName).toBe('Sven Svensson');
    expect(config.LoginClerk.CompanyName).toBe(DEMO_COMPANIES.bank.name);
    expect(config.LoginClerk.AccessRole.Name).toBe('Saksbehandler');
    expect(config.LoginClerk.Companies.map((company) => company.Name).sort()).toEqual([
      DEMO_COMPANIES.bank.name,
      DEMO_COMPANIES.forsikring.name,
    ]);
    const after = await tally();
    expect(after.persons).toBe(before.persons);
    expect(after.memberships).toBe((before.memberships ?? 0) + 1);
  });

  it('never renames a person the portal knows: the key’s name (Nils Nyansatt) stays on the key', async () => {
    const mette = demo('mette');
    const [before] = await portal.db.select().from(persons).where(eq(persons.firstName, 'Mette'));
    const letter = await issue({ role: 'Saksbehandler', email: 'mette@eksempelbank.no' });
    await enterCodeAndPin(letter);

    const { jar, landing } = await loginWithKey(urlKeyOf(letter), mette.eid, mette.nationalId);
    expect(landing).toBe('/incidents');
    const [after] = await portal.db
      .select()
      .from(persons)
      .where(eq(persons.id, before?.id ?? ''));
    expect(after).toMatchObject({ firstName: 'Mette', lastName: 'Hansen' });
    expect(after?.firstName).toBe(before?.firstName);
    expect(after?.lastName).toBe(before?.lastName);
    const config = await loadConfig(jar);
    expect(config.LoginClerk.DisplayName).toBe('Mette Hansen');
    expect(config.LoginClerk.CompanyName).toBe(DEMO_COMPANIES.bank.name);
  });

  it('refuses an eID whose person is already in the company: nothing changes and the key stays open', async () => {
    const kari = demo('kari');
    const letter = await issue();
    await enterCodeAndPin(letter);
    const before = await tally();

    const { jar, landing } = await loginWithKey(urlKeyOf(letter), kari.eid, kari.nationalId);
    expect(landing).toBe('/access/login?feil=tilknyttet');
    expect(jar.cookies.has('fp_session')).toBe(false);
    expect(await tally()).toEqual(before);
    expect(await checkKey(letter)).toBe(true);
    const refused = await portal.db.select().from(auditLog).where(eq(auditLog.action, 'access-key.refused'));
    expect(refused.map((entry) => entry.details?.reason)).toEqual(['already-member']);
  });

  it('binds nothing with a key whose code and PIN were not entered, or not in the last 30 minutes', async () => {
    const letter = await issue();
    const before = await tally();
    const unverified = await loginWithKey(urlKeyOf(letter), 'nbid', DEMO_UNKNOWN_PERSON.nationalId);
    expect(unverified.landing).toBe('/access/login?feil=innlogging');

    await enterCodeAndPin(letter);
    await portal.db.update(accessKeys).set({ pinVerifiedAt: new Date(Date.now() - 31 * 60 * 1000) });
    const stale = await loginWithKey(urlKeyOf(letter), 'nbid', DEMO_UNKNOWN_PERSON.nationalId);
    expect(stale.landing).toBe('/access/login?feil=innlogging');
    expect(stale.jar.cookies.has('fp_session')).toBe(false);

    expect(await tally()).toEqual(before);
    expect(await checkKey(letter)).toBe(true);
  });

  it('binds nothing from a browser other than the one that entered the code and PIN', async () => {
    const letter = await issue();
    expect((await enterCodeAndPin(letter)).key).toBe(urlKeyOf(letter));
    const before = await tally();
    const elsewhere = await loginWithKey(
      urlKeyOf(letter),
      'nbid',
      DEMO_UNKNOWN_PERSON.nationalId,
      new CookieJar(),
    );
    expect(elsewhere.landing).toBe('/access/login?feil=innlogging');
    expect(await tally()).toEqual(before);
    const here = await loginWithKey(urlKeyOf(letter), 'nbid', DEMO_UNKNOWN_PERSON.nationalId);
    expect(here.landing).toBe('/access/consent');
  });

  it('never lets the same key work twice', async () => {
    const letter = await issue();
    await enterCodeAndPin(letter);
    const first = await loginWithKey(urlKeyOf(letter), 'nbid', DEMO_UNKNOWN_PERSON.nationalId);
    expect(first.landing).toBe('/access/consent');
    const before = await tally();

    expect((await enterCodeAndPin(letter)).status).toBe(400);
    const mette = demo('mette');
    const second = await loginWithKey(urlKeyOf(letter), mette.eid, mette.nationalId);
    expect(second.landing).toBe('/access/login?feil=innlogging');
    const again = await loginWithKey(urlKeyOf(letter), 'nbid', DEMO_UNKNOWN_PERSON.nationalId);
    expect(again.landing).toBe('/access/login?feil=innlogging');
    // Nobody was added; the session of the first login ended, as any session does when its browser logs in again.
    expect(await tally()).toEqual({ ...before, sessions: (before.sessions ?? 0) - 1 });
  });

  it('lets only the newest key of a reissued letter in', async () => {
    const old = await issue();
    await enterCodeAndPin(old);
    const reissued = await issue();

    const withOld = await loginWithKey(urlKeyOf(old), 'nbid', DEMO_UNKNOWN_PERSON.nationalId);
    expect(withOld.landing).toBe('/access/login?feil=innlogging');
    expect((await enterCodeAndPin(old)).status).toBe(400);

    expect((await enterCodeAndPin(reissued)).key).toBe(urlKeyOf(reissued));
    const withNew = await loginWithKey(urlKeyOf(reissued), 'nbid', DEMO_UNKNOWN_PERSON.nationalId);
    expect(withNew.landing).toBe('/access/consent');
  });
});
