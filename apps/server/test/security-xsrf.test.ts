import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from './helpers/db-fingerprint.ts';
import {
  createRouteHarness,
  createRouteTestApp,
  ROUTE_CALLS,
  type RouteHarness,
  type Row,
} from './helpers/route-calls.ts';
import { type Level, normalizedRoute, recordPolicies, type Target } from './helpers/route-matrix.ts';
import { sessionFor, type TestSession } from './helpers/test-app.ts';

/**
 * Forged requests (issue 10, security): every state-changing route with a session refuses a request without the
 * XSRF token, with a wrong one, with another session's, and from a foreign origin, and then nothing has changed.
 * The same call with the right token and our origin then succeeds, so the refusals were not about anything else.
 */

/** The GET routes the specification makes state-changing; they need the token too (architecture §5). */
const STATE_CHANGING_GETS = [
  'GET /api/clerk/selectcompany/:*',
  'GET /api/clerk/deactivate/welcome',
  'GET /api/document/openletter/:*/:*/:*',
];

/** Who makes the genuine call: the administrator about her own things, except where only another's will do. */
const GENUINE_CALLER: Record<string, [Level, Target]> = {
  'POST /api/clerk/activate/:*': [5, 'other clerk'],
  'POST /api/clerk/deactivate/:*': [5, 'other clerk'],
  'DELETE /api/clerk/company/:*': [5, 'other clerk'],
};

/** Genuine calls that write whatever the data was (others, such as activating an active clerk, may not). */
const ALWAYS_WRITES = [
  'POST /api/clerk',
  'POST /api/case/create',
  'POST /api/case/sendletter',
  'DELETE /api/case/event/:*',
  'DELETE /api/document/deletefile/:*',
  'POST /api/lettertemplates',
  'PUT /api/lettertemplates/:*',
  'DELETE /api/lettertemplates/:*',
];

const withoutSession = (row: Row) =>
  row.route.includes(' /api/provider/') || row.route.includes(' /content/');
const stateChanging = (row: Row) =>
  !withoutSession(row) && (!row.route.startsWith('GET ') || STATE_CHANGING_GETS.includes(row.route));

const FOREIGN_ORIGIN = 'https://angriper.example';

/** The forgeries: what a cross-site page or a stolen cookie without the token could send. */
const FORGERIES: {
  name: string;
  forge(
    session: TestSession,
    others: { otherPerson: TestSession; sameperson: TestSession },
  ): {
    cookies?: Record<string, string>;
    headers?: Record<string, string | undefined>;
  };
}[] = [
  { name: 'no XSRF token', forge: () => ({ headers: { [XSRF_HEADER]: undefined } }) },
  {
    name: 'a made-up XSRF token',
    forge: () => ({ headers: { [XSRF_HEADER]: randomBytes(32).toString('base64url') } }),
  },
  {
    name: "another person's XSRF token",
    forge: (_session, { otherPerson }) => ({ headers: { [XSRF_HEADER]: otherPerson.xsrf } }),
  },
  {
    name: "the same person's token from another session",
    forge: (_session, { sameperson }) => ({ headers: { [XSRF_HEADER]: sameperson.xsrf } }),
  },
  {
    name: 'the XSRF cookie echoed with another session cookie',
    forge: (session, { otherPerson }) => ({
      cookies: { ...otherPerson.cookies, [XSRF_COOKIE]: session.xsrf },
    }),
  },
  { name: 'a foreign Origin', forge: () => ({ headers: { origin: FOREIGN_ORIGIN } }) },
  { name: 'Origin null (a sandboxed page)', forge: () => ({ headers: { origin: 'null' } }) },
  {
    name: 'a cross-site fetch without Origin',
    forge: () => ({ headers: { origin: undefined, 'sec-fetch-site': 'cross-site' } }),
  },
];

describe('forged requests to state-changing routes', () => {
  let routeApp: Awaited<ReturnType<typeof createRouteTestApp>>;
  let harness: RouteHarness;
  let policies: ReturnType<typeof recordPolicies>;

  beforeAll(async () => {
    routeApp = await createRouteTestApp();
    policies = recordPolicies(routeApp.context.app);
    await routeApp.context.app.ready();
    harness = createRouteHarness(routeApp.context);
  });
  afterAll(() => routeApp?.close());

  for (const row of ROUTE_CALLS.filter(stateChanging)) {
    it(`${row.route} refuses every forgery and changes nothing`, async () => {
      const { context } = routeApp;
      await harness.freshData();
      const [level, target] = GENUINE_CALLER[row.route] ?? [5, 'own'];
      const { session, call } = await harness.prepare(row, level, target);
      const others = {
        otherPerson: await sessionFor(context, 'kari'),
        sameperson: await sessionFor(context, 'anne'),
      };
      const before = await databaseFingerprint(context.db);
      for (const forgery of FORGERIES) {
        const response = await harness.send(call, session, forgery.forge(session, others));
        const where = `${row.route} with ${forgery.name}`;
        expect(response.statusCode, `${where}: ${response.body}`).toBe(403);
        expect(response.headers['content-type'], where).toContain('application/problem+json');
        expect(await databaseFingerprint(context.db), where).toEqual(before);
      }
      const genuine = await harness.send(call, session);
      harness.markDirty();
      expect(genuine.statusCode, `${row.route} genuine: ${genuine.body}`).toBeLessThan(400);
      // The fingerprint does see a change: a genuine call that always writes shows in it.
      if (ALWAYS_WRITES.includes(row.route))
        expect(await databaseFingerprint(context.db)).not.toEqual(before);
      const policy = policies.get(normalizedRoute(row.route));
      expect(policy?.access).toMatch(/^(session|refresh|consented)$/);
      if (row.route.startsWith('GET ')) expect(policy?.changesState).toBe(true);
    });
  }

  it('knows every GET route that changes state', () => {
    const declared = [...policies].filter(
      ([route, { changesState }]) => changesState && route.startsWith('GET '),
    );
    expect(declared.map(([route]) => route).toSorted()).toEqual(STATE_CHANGING_GETS.toSorted());
  });
});
