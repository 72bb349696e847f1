import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import type { Company } from '@foretaksportalen/shared/contract/company';
import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import {
  DEMO_COMPANIES,
  DEMO_PERSONS,
  type DemoCompanyKey,
  type DemoRoleName,
} from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { cases, roles } from '../../src/db/schema.ts';
import { identityHash } from '../../src/lib/hashing.ts';
import { findCompanyClerk, toCompanyClerk } from '../../src/modules/clerk/index.ts';
import { requireCompany, toCompany } from '../../src/modules/company/index.ts';
import { findPerson } from '../../src/modules/person/index.ts';
import { createSessionService, SESSION_COOKIE } from '../../src/modules/session/index.ts';
import { TEST_IDENTITY_KEY, TEST_TODAY, testConfig } from './test-config.ts';
import { countQueries, resetDatabase } from './test-database.ts';

export type DemoPersonKey = (typeof DEMO_PERSONS)[number]['key'];

/** A controllable clock: tests move time instead of waiting. */
export function testClock(start = new Date(`${TEST_TODAY}T09:00:00Z`)) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (seconds: number) => {
    now += seconds * 1000;
  };
  return clock;
}

/** A fresh demo database and an app on it (not listening; use app.inject). */
export async function createTestApp(
  options: { config?: Partial<Config>; clock?: () => Date; logStream?: DestinationStream } = {},
) {
  const db = await resetDatabase();
  const config = testConfig(options.config);
  const clock = options.clock ?? (() => new Date());
  const app = await buildApp(config, { db, clock, logStream: options.logStream });
  return { app, db, config, clock };
}

export interface TestSession {
  cookies: Record<string, string>;
  xsrf: string;
  refresh: string;
  personId: string;
}

/** A demo person as the demo set defines them (national id, e-mail, phone). */
export function demoPerson(key: DemoPersonKey) {
  const demo = DEMO_PERSONS.find((person) => person.key === key);
  if (!demo) throw new Error(`No demo person ${key}`);
  return demo;
}

/** A demo person's row in the test database. */
export async function findDemoPerson(db: Database, key: DemoPersonKey) {
  const demo = demoPerson(key);
  const person = await findPerson(
    db,
    identityHash(TEST_IDENTITY_KEY, EID[demo.eid].country, demo.nationalId),
  );
  if (!person) throw new Error(`Demo person ${key} is not in the database`);
  return person;
}

/**
 * A demo person's membership of a company as it is in the database now, in the wire shape, as they see it
 * themselves or, with `seenBy`, as another person of the company does (what they may do to its status).
 */
export async function companyClerkOf(
  context: { db: Database },
  key: DemoPersonKey,
  company: DemoCompanyKey = 'bank',
  seenBy?: { personId: string },
): Promise<CompanyClerk> {
  const person = await findDemoPerson(context.db, key);
  const row = await findCompanyClerk(context.db, DEMO_COMPANIES[company].id, person.id);
  if (!row) throw new Error(`${key} is not in ${company}`);
  const viewer = seenBy
    ? await findCompanyClerk(context.db, DEMO_COMPANIES[company].id, seenBy.personId)
    : row;
  if (!viewer) throw new Error(`The viewer is not in ${company}`);
  return toCompanyClerk(row, {
    personId: viewer.personId,
    membershipId: viewer.membership.id,
    accessLevel: viewer.accessLevel,
  });
}

/** A demo company as it is in the database now, in the wire shape. */
export async function companyOf(context: { db: Database }, key: DemoCompanyKey): Promise<Company> {
  return toCompany(await requireCompany(context.db, DEMO_COMPANIES[key].id));
}

/** Gives a demo clerk's cases to nobody, so that deactivating or removing the clerk is not refused. */
export async function distributeCasesOf(
  context: { db: Database },
  key: DemoPersonKey,
  company: DemoCompanyKey = 'bank',
) {
  const clerk = await companyClerkOf(context, key, company);
  await context.db
    .update(cases)
    .set({ clerkMembershipId: null })
    .where(eq(cases.clerkMembershipId, clerk.Id));
}

export async function roleIdOf(context: { db: Database }, name: DemoRoleName) {
  const [role] = await context.db.select().from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`No role ${name}`);
  return role.id;
}

/** Signs a demo person in without the eID round trip (the OIDC tests cover that), in a given company. */
export async function sessionFor(
  context: Awaited<ReturnType<typeof createTestApp>>,
  key: DemoPersonKey,
  company: DemoCompanyKey = 'bank',
): Promise<TestSession> {
  const person = await findDemoPerson(context.db, key);
  const sessions = createSessionService(context.db, context.config, context.clock);
  const membership = (await sessions.activeMemberships(person.id)).find(
    (m) => m.companyId === DEMO_COMPANIES[company].id,
  );
  if (!membership) throw new Error(`${key} has no active membership in ${company}`);
  const issued = await sessions.issue(person.id, membership.membershipId);
  return {
    cookies: { [SESSION_COOKIE]: issued.sessionToken, [XSRF_COOKIE]: issued.xsrfToken },
    xsrf: issued.xsrfToken,
    refresh: issued.refreshToken,
    personId: person.id,
  };
}

/** Headers of a same-origin request from the web app with this session. */
export const asClerk = (session: TestSession, config: Config) => ({
  cookies: session.cookies,
  headers: { [XSRF_HEADER]: session.xsrf, origin: new URL(config.publicUrl).origin },
});

/**
 * Uses the session until the app answers it from memory (architecture §5): a new app's listener for the
 * database's session changes may still be connecting as the test begins.
 */
export async function untilSessionCached(app: FastifyInstance, config: Config, session: TestSession) {
  const ping = () => app.inject({ method: 'GET', url: '/api/config/ping', ...asClerk(session, config) });
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await ping()).statusCode !== 204) throw new Error('The session was refused');
    if ((await countQueries(ping)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The session was never answered from memory');
}

/** The cookies a response set, by name. */
export function setCookies(response: LightMyRequestResponse) {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export type TestApp = FastifyInstance;

/** A pino destination that keeps every line the app logs, for tests of what must never be logged. */
export function capturedLog() {
  const lines: string[] = [];
  const stream: DestinationStream = { write: (line: string) => void lines.push(line) };
  return { stream, lines };
}
