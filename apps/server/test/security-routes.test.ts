import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  type Call,
  createRouteHarness,
  createRouteTestApp,
  ROUTE_CALLS,
  type RouteHarness,
  type Row,
} from './helpers/route-calls.ts';
import {
  LEVELS,
  type Level,
  normalizedRoute,
  recordPolicies,
  routeTable,
  TARGETS,
  type Target,
} from './helpers/route-matrix.ts';
import { testConfig } from './helpers/test-config.ts';
import { resetDatabase } from './helpers/test-database.ts';

/**
 * The route table (issue 10, security): every route of the server, called by a clerk of each level 1-5 about
 * their own object, another clerk's object in the same company and another company's object, and without a
 * session. Each row is one route: its declared policy, then the answers per level as "own other-clerk
 * other-company" ("-" where the route has no such object; one status where it is about no object at all),
 * then the answer without a session.
 */
const EXPECTED: Record<string, string> = {
  'GET /api/health': 'public | 200 | 200 | 200 | 200 | 200 | 200',
  'GET /api/health/live': 'public | 200 | 200 | 200 | 200 | 200 | 200',
  'GET /api/health/ready': 'public | 200 | 200 | 200 | 200 | 200 | 200',
  'GET /api/oidc/authorize': 'public | 302 | 302 | 302 | 302 | 302 | 302',
  'GET /api/oidc/callback': 'public | 302 | 302 | 302 | 302 | 302 | 302',
  'GET /api/oidc/logout': 'public | 302 | 302 | 302 | 302 | 302 | 302',
  'POST /api/oidc/refresh':
    'refresh | 200 401 401 | 200 401 401 | 200 401 401 | 200 401 401 | 200 401 401 | 401',
  'GET /api/access/checkkey/:*': 'public | 200 | 200 | 200 | 200 | 200 | 200',
  'GET /api/access/:*/:*': 'public | 400 | 400 | 400 | 400 | 400 | 400',
  'GET /api/branding': 'public | 200 | 200 | 200 | 200 | 200 | 200',
  'POST /content/umbraco/api/content/getcontent': 'public | 200 | 200 | 200 | 200 | 200 | 200',
  'GET /api/config': 'session | 200 | 200 | 200 | 200 | 200 | 401',
  'GET /api/config/ping': 'session | 204 | 204 | 204 | 204 | 204 | 401',
  'GET /api/live': 'consented | 200 | 200 | 200 | 200 | 200 | 401',
  'POST /api/live/presence':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/live/presence/:*':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/clerk/selectcompany/:*':
    'session | 204 - 404 | 204 - 404 | 204 - 404 | 204 - 404 | 204 - 204 | 401',
  'POST /api/clerk/consent': 'session | 200 | 200 | 200 | 200 | 200 | 401',
  'GET /api/clerk/deactivate/welcome': 'session | 204 | 204 | 204 | 204 | 204 | 401',
  'GET /api/clerk/newcompanies': 'consented | 200 | 200 | 200 | 200 | 200 | 401',
  'POST /api/clerk/newcompanies/seen': 'consented | 204 | 204 | 204 | 204 | 204 | 401',
  'GET /api/clerk/:*':
    'consented | 200 403 404 | 200 403 404 | 200 200 404 | 200 200 404 | 200 200 404 | 401',
  'PUT /api/clerk': 'consented | 200 403 404 | 200 403 404 | 200 403 404 | 200 200 404 | 200 200 404 | 401',
  'POST /api/clerk': 'consented | 403 | 403 | 403 | 201 | 201 | 401',
  'GET /api/clerk/checkcaseassignments/:*':
    'consented | 403 403 403 | 403 403 403 | 403 403 403 | 200 200 404 | 200 200 404 | 401',
  'GET /api/clerk/check/:*': 'consented | 403 | 403 | 403 | 200 | 200 | 401',
  'POST /api/clerk/activate/:*':
    'consented | 403 403 403 | 403 403 403 | 403 403 403 | 403 200 404 | 403 200 404 | 401',
  'POST /api/clerk/deactivate/:*':
    'consented | 403 403 403 | 403 403 403 | 403 403 403 | 403 200 404 | 403 200 404 | 401',
  'DELETE /api/clerk/company/:*':
    'consented | 403 403 403 | 403 403 403 | 403 403 403 | 403 204 404 | 403 204 404 | 401',
  'GET /api/company/:*': 'consented | 403 - 403 | 403 - 403 | 403 - 403 | 403 - 403 | 200 - 404 | 401',
  'PUT /api/company/:*': 'consented | 403 - 403 | 403 - 403 | 403 - 403 | 403 - 403 | 200 - 404 | 401',
  'POST /api/caselist': 'consented | 200 | 200 | 200 | 403 | 200 | 401',
  'POST /api/caselist/update':
    'consented | 403 403 403 | 403 403 403 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/caselist/assignments': 'consented | 403 | 403 | 200 | 403 | 200 | 401',
  'POST /api/caselist/handover': 'consented | 403 | 403 | 200 | 403 | 200 | 401',
  'POST /api/caselist/archive':
    'consented | 403 403 403 | 403 403 403 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/caselist/export':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/case/create': 'consented | 200 - 400 | 403 - 403 | 200 - 400 | 403 - 403 | 200 - 400 | 401',
  'POST /api/case/sendletter':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/case/:*/draft':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'PUT /api/case/:*/draft':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/case/:*/draft/discard':
    'consented | 204 404 404 | 204 404 404 | 204 204 404 | 403 403 403 | 204 204 404 | 401',
  'POST /api/case/:*/draft/send':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/case/:*/draft/submit':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/case/:*/draft/approve':
    'consented | 403 403 403 | 403 403 403 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/case/:*/draft/return':
    'consented | 403 403 403 | 403 403 403 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'DELETE /api/case/event/:*':
    'consented | 204 404 404 | 204 404 404 | 204 204 404 | 403 403 403 | 204 204 404 | 401',
  'POST /api/casefile/:*/pdf':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/casefile/:*/pdf/:*':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/casefile/:*/zip':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/search': 'consented | 200 | 200 | 200 | 403 | 200 | 401',
  'GET /api/statistics': 'consented | 403 | 403 | 200 | 403 | 200 | 401',
  'GET /api/statistics/export': 'consented | 403 | 403 | 200 | 403 | 200 | 401',
  'GET /api/complaints-report': 'consented | 403 | 403 | 200 | 403 | 200 | 401',
  'GET /api/complaints-report/export': 'consented | 403 | 403 | 200 | 403 | 200 | 401',
  'GET /api/complaints-report/cases': 'consented | 403 | 403 | 200 | 403 | 200 | 401',
  'PUT /api/complaints-report/thresholds': 'consented | 403 | 403 | 403 | 403 | 200 | 401',
  'GET /api/case/getpostalplace/:*': 'consented | 200 | 200 | 200 | 200 | 200 | 401',
  'GET /api/case/:*': 'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/case/:*/history':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/case/:*/notes':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/case/:*/notes':
    'consented | 201 404 404 | 201 404 404 | 201 201 404 | 403 403 403 | 201 201 404 | 401',
  'POST /api/case/:*/notes/seen':
    'consented | 204 404 404 | 204 404 404 | 204 204 404 | 403 403 403 | 204 204 404 | 401',
  'PUT /api/case/:*/notes/:*':
    'consented | 200 404 404 | 200 404 404 | 200 403 404 | 403 403 403 | 200 403 404 | 401',
  'DELETE /api/case/:*/notes/:*':
    'consented | 204 404 404 | 204 404 404 | 204 403 404 | 403 403 403 | 204 403 404 | 401',
  'GET /api/mentions': 'consented | 200 | 200 | 200 | 403 | 200 | 401',
  'GET /api/auditlog': 'consented | 403 | 403 | 403 | 200 | 200 | 401',
  'GET /api/retention/settings': 'consented | 403 | 403 | 403 | 403 | 200 | 401',
  'PUT /api/retention/settings': 'consented | 403 | 403 | 403 | 403 | 200 | 401',
  'GET /api/retention/due': 'consented | 403 | 403 | 403 | 403 | 200 | 401',
  'GET /api/retention/log': 'consented | 403 | 403 | 403 | 403 | 200 | 401',
  'GET /api/retention/log/export': 'consented | 403 | 403 | 403 | 403 | 200 | 401',
  'PUT /api/case/:*/legal-hold':
    'consented | 403 403 403 | 403 403 403 | 403 403 403 | 403 403 403 | 204 204 404 | 401',
  'POST /api/case/:*/decision-answer':
    'consented | 204 404 404 | 204 404 404 | 204 204 404 | 403 403 403 | 204 204 404 | 401',
  'POST /api/case/:*/requests':
    'consented | 201 404 404 | 201 404 404 | 201 201 404 | 403 403 403 | 201 201 404 | 401',
  'DELETE /api/case/:*/legal-hold':
    'consented | 403 403 403 | 403 403 403 | 403 403 403 | 403 403 403 | 204 204 404 | 401',
  'GET /api/auditlog/export': 'consented | 403 | 403 | 403 | 200 | 200 | 401',
  'PATCH /api/case/:*':
    'consented | 403 404 404 | 403 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/case/:*/answer/fields':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/case/:*/answer/preview':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/personal-data/search': 'consented | 403 | 403 | 403 | 403 | 200 | 401',
  'POST /api/personal-data/export': 'consented | 403 | 403 | 403 | 403 | 200 | 401',
  'GET /api/personal-data/export/:*':
    'consented | 403 - 403 | 403 - 403 | 403 - 403 | 403 - 403 | 200 - 404 | 401',
  'GET /api/personal-data/erasure-requests': 'consented | 403 | 403 | 403 | 403 | 200 | 401',
  'POST /api/personal-data/erasure-requests': 'consented | 403 | 403 | 403 | 403 | 201 | 401',
  'POST /api/personal-data/erasure-requests/:*/approve':
    'consented | 403 - 403 | 403 - 403 | 403 - 403 | 403 - 403 | 200 - 404 | 401',
  'POST /api/personal-data/erasure-requests/:*/cancel':
    'consented | 403 - 403 | 403 - 403 | 403 - 403 | 403 - 403 | 204 - 404 | 401',
  'POST /api/caselist/categories':
    'consented | 403 403 403 | 403 403 403 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/categories': 'consented | 200 | 200 | 200 | 403 | 200 | 401',
  'POST /api/categories': 'consented | 403 | 403 | 403 | 403 | 201 | 401',
  'PUT /api/categories/:*': 'consented | 403 - 403 | 403 - 403 | 403 - 403 | 403 - 403 | 200 - 404 | 401',
  'DELETE /api/categories/:*': 'consented | 403 - 403 | 403 - 403 | 403 - 403 | 403 - 403 | 204 - 404 | 401',
  'GET /api/case/:*/category-suggestions':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/lettertemplates': 'consented | 200 | 200 | 200 | 403 | 200 | 401',
  'POST /api/lettertemplates': 'consented | 403 | 403 | 403 | 403 | 201 | 401',
  'PUT /api/lettertemplates/:*':
    'consented | 403 - 403 | 403 - 403 | 403 - 403 | 403 - 403 | 200 - 404 | 401',
  'DELETE /api/lettertemplates/:*':
    'consented | 403 - 403 | 403 - 403 | 403 - 403 | 403 - 403 | 204 - 404 | 401',
  'POST /api/faq': 'consented | 204 | 204 | 204 | 403 | 204 | 401',
  'GET /api/document/download/casedocuments/:*/:*':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/document/download/caseeventdocuments/:*/:*/:*':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/document/download/casedocuments/selected/:*':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/document/download/casedocument/:*/:*':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'GET /api/document/openletter/:*/:*/:*':
    'consented | 200 404 404 | 200 404 404 | 200 200 404 | 403 403 403 | 200 200 404 | 401',
  'POST /api/document/uploadfile': 'consented | 200 | 200 | 200 | 403 | 200 | 401',
  'DELETE /api/document/deletefile/:*':
    'consented | 204 404 404 | 204 404 404 | 204 404 404 | 404 404 404 | 204 404 404 | 401',
  'GET /api/provider/v1/companies': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'POST /api/provider/v1/companies': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'GET /api/provider/v1/companies/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'PATCH /api/provider/v1/companies/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'POST /api/provider/v1/companies/:*/access-keys': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'PUT /api/provider/v1/companies/:*/cases/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'GET /api/provider/v1/companies/:*/cases/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'PUT /api/provider/v1/companies/:*/cases/:*/decision': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'PUT /api/provider/v1/companies/:*/cases/:*/requests/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'PUT /api/provider/v1/companies/:*/cases/:*/events/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'GET /api/provider/v1/content-items': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'POST /api/provider/v1/content-items': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'PUT /api/provider/v1/content-items/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'DELETE /api/provider/v1/content-items/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'GET /api/provider/v1/changes': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'DELETE /api/provider/v1/access-keys/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'GET /api/provider/v1/documents/:*': 'provider | 401 | 401 | 401 | 401 | 401 | 401',
  'GET /api/provider/v1/docs': 'public | 200 | 200 | 200 | 200 | 200 | 200',
  'GET /api/provider/v1/openapi.json': 'public | 200 | 200 | 200 | 200 | 200 | 200',
};

describe('the route table', () => {
  it('has a row for every route of the server, test hooks included, and every row is a route', async () => {
    const withHooks = await buildApp(testConfig({ enableTestHooks: true }), { db: await resetDatabase() });
    await withHooks.ready();
    const routes = routeTable(withHooks);
    await withHooks.close();
    const testHooks = routes.filter((route) => route.includes(' /api/test/'));
    expect(testHooks).toEqual([
      'POST /api/test/keep-demo-data',
      'POST /api/test/reset-demo-data',
      'POST /api/test/access-keys',
      'POST /api/test/api-keys',
    ]);
    const rows = ROUTE_CALLS.map((row) => normalizedRoute(row.route));
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.toSorted()).toEqual(routes.filter((route) => !testHooks.includes(route)).toSorted());
  });
});

describe('every route × level × object × no session', () => {
  let routeApp: Awaited<ReturnType<typeof createRouteTestApp>>;
  let harness: RouteHarness;
  let policies: ReturnType<typeof recordPolicies>;
  const actual: Record<string, string> = {};

  beforeAll(async () => {
    routeApp = await createRouteTestApp();
    policies = recordPolicies(routeApp.context.app);
    await routeApp.context.app.ready();
    harness = createRouteHarness(routeApp.context);
  });
  afterAll(() => routeApp?.close());

  /**
   * One cell: the status, after checking that no answer is a 5xx, every refusal is problem+json and no answer may
   * be stored by the browser or a proxy.
   */
  async function cell(row: Row, level: Level, target: Target, withSession: boolean) {
    await harness.freshData();
    const { session, call } = await harness.prepare(row, level, target);
    const response = await harness.send(call, withSession ? session : null);
    const where = `${row.route} level ${level} ${target}${withSession ? '' : ' without session'}`;
    expect(response.statusCode, `${where}: ${response.body}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.headers['content-type'], where).toContain('application/problem+json');
    }
    expect(response.headers['cache-control'], where).toContain('no-store');
    if (response.statusCode < 400 && row.changesData) harness.markDirty();
    return response.statusCode;
  }

  for (const row of ROUTE_CALLS) {
    it(row.route, async () => {
      const groups: string[] = [];
      for (const level of LEVELS) {
        const statuses: string[] = [];
        for (const target of TARGETS) {
          if (row.scope === 'objectless' && target !== 'own') continue;
          if (row.scope === 'no other clerk' && target === 'other clerk') statuses.push('-');
          else statuses.push(String(await cell(row, level, target, true)));
        }
        groups.push(statuses.join(' '));
      }
      groups.push(String(await cell(row, 1, 'own', false)));
      const route = normalizedRoute(row.route);
      actual[row.route] = `${policies.get(route)?.access ?? 'no policy'} | ${groups.join(' | ')}`;
      expect(policies.has(route), `${row.route} was never reached`).toBe(true);
      expect(actual[row.route]).toBe(EXPECTED[row.route]);
    });
  }

  afterAll(() => {
    if (!process.env.PRINT_ROUTE_TABLE) return;
    console.log(JSON.stringify(actual, null, 2));
    // The figure in docs/security.md: every status of the table ("-" is no cell).
    const cells = Object.values(actual).flatMap((row) =>
      row
        .split('|')
        .slice(1)
        .join(' ')
        .trim()
        .split(/\s+/)
        .filter((status) => status !== '-'),
    );
    console.log(`Route table: ${Object.keys(actual).length} routes, ${cells.length} cells`);
  });
});

/** The levels of a row of the table that every object refuses (403 in each of their cells). */
function levelsRefusedThroughout(route: string) {
  const groups = (EXPECTED[route] ?? '').split('|').slice(1, 1 + LEVELS.length);
  return LEVELS.filter((_, index) =>
    (groups[index] ?? '')
      .trim()
      .split(' ')
      .filter((status) => status !== '-')
      .every((status) => status === '403'),
  );
}

/** The call with every path parameter and query value "x" and, if it has a body, a JSON text in its place. */
function brokenCall(row: Row, call: Call): Call {
  const path = row.route.split(' ')[1] ?? '';
  const query = [...new URL(call.url, 'http://portal').searchParams.keys()].map((name) => `${name}=x`);
  return {
    method: call.method,
    url: `${path.replaceAll(':*', 'x')}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    ...(call.payload !== undefined && {
      payload: '"x"',
      headers: { 'content-type': 'application/json', ...call.headers },
    }),
  };
}

/** The routes a level is refused that take no input at all: nothing of them can be broken. */
const WITHOUT_INPUT = [
  'GET /api/caselist/assignments',
  'GET /api/categories',
  'GET /api/lettertemplates',
  'GET /api/mentions',
  'GET /api/personal-data/erasure-requests',
  'GET /api/retention/settings',
  'GET /api/retention/due',
];

/**
 * Issue 44, finding 8: a level the table refuses on every object gets that 403 before its input is checked. Each
 * such route is called with broken input, which a level that may use the route gets a 400 for.
 */
describe('a level refused a route gets its 403 before any check of the input', () => {
  let routeApp: Awaited<ReturnType<typeof createRouteTestApp>>;
  let harness: RouteHarness;

  beforeAll(async () => {
    routeApp = await createRouteTestApp();
    await routeApp.context.app.ready();
    harness = createRouteHarness(routeApp.context);
    await harness.freshData();
  });
  afterAll(() => routeApp?.close());

  const rows = ROUTE_CALLS.filter(
    (row) => levelsRefusedThroughout(row.route).length > 0 && !WITHOUT_INPUT.includes(row.route),
  );

  it('are the 75 routes that take input and refuse some level on every object', () => {
    expect(rows.length).toBe(75);
  });

  for (const row of rows) {
    it(row.route, async () => {
      const refused = levelsRefusedThroughout(row.route);
      const allowed = LEVELS.find((level) => !refused.includes(level));
      if (allowed === undefined) throw new Error(`${row.route} is refused to every level`);
      const send = async (level: Level) => {
        const { session, call } = await harness.prepare(row, level, 'own');
        const response = await harness.send(brokenCall(row, call), session);
        return `level ${level}: ${response.statusCode}`;
      };
      const answers = [await send(allowed)];
      for (const level of refused) answers.push(await send(level));
      expect(answers).toEqual([`level ${allowed}: 400`, ...refused.map((level) => `level ${level}: 403`)]);
    });
  }
});
