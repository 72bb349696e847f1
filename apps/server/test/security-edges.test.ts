import { API_KEY_SCOPES } from '@foretaksportalen/shared/contract/provider/api-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyService } from '../src/modules/api-key/index.ts';
import { databaseFingerprint, withoutCallLog } from './helpers/db-fingerprint.ts';
import { EVENT_LOOP_LIMIT_MS, watchEventLoop } from './helpers/event-loop-watch.ts';
import { pathsOf, textPaths, withValueAt } from './helpers/json-paths.ts';
import {
  type Call,
  createRouteHarness,
  createRouteTestApp,
  isProviderRoute,
  logsRefusals,
  ROUTE_CALLS,
  type RouteHarness,
} from './helpers/route-calls.ts';

/**
 * The edges of what a schema accepts (issue 44), to every route of the route table: days at and beyond the
 * calendar's ends, the longest and shortest periods, numbers at and past their limits, bodies nested past the
 * limit, 20,000-element arrays and a text of 1 MB in every text field, query parameter and path parameter. Every
 * answer is 2xx or 4xx (a refusal problem+json that changes nothing), and no request holds the event loop for more
 * than 200 ms.
 */

/** A megabyte of words, as a pasted document would be: the search and the text checks meet real words. */
const MEGABYTE_TEXT = 'ord og tall 65720 '.repeat(Math.floor(1_000_000 / 18));
const DAY_EDGES = [
  '0000-01-01',
  '0001-01-01',
  '1000-01-01',
  '1899-12-31',
  '1900-01-01',
  '2199-12-31',
  '2200-01-01',
  '9999-12-31',
  '+010000-01-01',
  '2025-02-29',
];
/** [from, to]: the calendar's whole span, two years at either end, a single day, an end before its start. */
const PERIOD_EDGES = [
  ['1900-01-01', '2199-12-31'],
  ['1900-01-01', '1901-12-31'],
  ['2198-01-01', '2199-12-31'],
  ['2199-12-31', '2199-12-31'],
  ['2026-05-20', '2026-05-19'],
  ['9998-01-02', '9999-12-31'],
] as const;
const NUMBER_EDGES = [-1, 0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, 0.5];
const NUMBER_TEXT_EDGES = [
  '0',
  '-1',
  '100000',
  '100001',
  '2147483648',
  '99999999999999999999999',
  '1e309',
  '0x10',
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+$/;

const nested = (depth: number, inside: unknown = 1) => {
  let value = inside;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};
/** Where a field's deep value goes into the body's text. */
const NESTED_MARK = 'nested value goes here';
/** As text: JSON.stringify and the test's own request would recurse 100,000 deep. */
const nestedText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

interface Variant {
  where: string;
  call: Call;
}

function withQuery(genuine: Call, change: (parameters: URLSearchParams) => void): Call {
  const [pathPart = '', query] = genuine.url.split('?');
  const parameters = new URLSearchParams(query ?? '');
  change(parameters);
  return { ...genuine, url: `${pathPart}?${parameters}` };
}

function queryVariants(genuine: Call): Variant[] {
  const parameters = new URLSearchParams(genuine.url.split('?')[1] ?? '');
  const found: Variant[] = [];
  for (const [name, value] of parameters) {
    const values = DAY.test(value) ? DAY_EDGES : NUMBER.test(value) ? NUMBER_TEXT_EDGES : [MEGABYTE_TEXT];
    for (const edge of values)
      found.push({
        where: `query ${name}=${edge.slice(0, 20)}`,
        call: withQuery(genuine, (query) => query.set(name, edge)),
      });
  }
  if (parameters.has('from') && parameters.has('to'))
    for (const [from, to] of PERIOD_EDGES)
      found.push({
        where: `period ${from} to ${to}`,
        call: withQuery(genuine, (query) => {
          query.set('from', from);
          query.set('to', to);
        }),
      });
  if (!parameters.has('q'))
    found.push({
      where: 'query q of 1 MB',
      call: withQuery(genuine, (query) => query.set('q', MEGABYTE_TEXT)),
    });
  return found;
}

function pathVariants(route: string, genuine: Call): Variant[] {
  const [pathPart = '', query] = genuine.url.split('?');
  const segments = pathPart.split('/');
  return (route.split(' ')[1]?.split('/') ?? []).flatMap((segment, index) =>
    segment === ':*'
      ? [
          {
            where: `path parameter ${index} of 1 MB`,
            call: {
              ...genuine,
              url:
                segments
                  .map((value, at) => (at === index ? encodeURIComponent(MEGABYTE_TEXT) : value))
                  .join('/') + (query ? `?${query}` : ''),
            },
          },
        ]
      : [],
  );
}

function bodyVariants(genuine: Call): Variant[] {
  if (genuine.payload === undefined || genuine.headers?.['content-type']) return [];
  const body = genuine.payload;
  const at = (path: string[], value: unknown, what: string): Variant => ({
    where: `body ${path.join('.') || '(whole)'} = ${what}`,
    call: { ...genuine, payload: withValueAt(body, path, value) },
  });
  const asJson = (text: string, what: string): Variant => ({
    where: `body ${what}`,
    call: { ...genuine, payload: text, headers: { ...genuine.headers, 'content-type': 'application/json' } },
  });
  return [
    ...textPaths(body).flatMap((path) => {
      const text = String(
        path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body),
      );
      return [
        at(path, MEGABYTE_TEXT, '1 MB of text'),
        ...(DAY.test(text) ? DAY_EDGES.map((day) => at(path, day, day)) : []),
        asJson(
          JSON.stringify(withValueAt(body, path, NESTED_MARK)).replace(
            JSON.stringify(NESTED_MARK),
            nestedText(20_000),
          ),
          `${path.join('.')} nested 20,000 deep`,
        ),
      ];
    }),
    ...pathsOf(body, (leaf) => typeof leaf === 'number').flatMap((path) =>
      NUMBER_EDGES.map((number) => at(path, number, String(number))),
    ),
    ...pathsOf(body, Array.isArray).map((path) => {
      const list = path.reduce<unknown>(
        (value, key) => (value as Record<string, unknown>)[key],
        body,
      ) as unknown[];
      return at(
        path,
        Array.from({ length: 20_000 }, () => list[0] ?? 'a'),
        'an array of 20,000',
      );
    }),
    asJson(JSON.stringify(nested(64)), 'nested 64 deep (the limit)'),
    asJson(nestedText(65), 'nested 65 deep'),
    asJson(nestedText(100_000), 'nested 100,000 deep'),
  ];
}

describe('the edges of every schema, to every route, under the event loop’s watch', () => {
  let routeApp: Awaited<ReturnType<typeof createRouteTestApp>>;
  let harness: RouteHarness;
  let apiKeys = 0;
  const loop = watchEventLoop();

  beforeAll(async () => {
    routeApp = await createRouteTestApp();
    harness = createRouteHarness(routeApp.context);
  });
  afterAll(async () => {
    loop.stopAndReport('security-edges');
    await routeApp?.close();
  });

  for (const row of ROUTE_CALLS) {
    it(`${row.route} answers 2xx or 4xx, a refusal changes nothing, and none holds the loop`, async () => {
      const { context } = routeApp;
      await harness.freshData();
      let { session, call } = await harness.prepare(row, 5, 'own');
      const apiKey = async () =>
        isProviderRoute(row.route)
          ? (
              await createApiKeyService({ db: context.db, clock: context.clock }).createApiKey({
                name: `Kanttest ${++apiKeys}`,
                scopes: [...API_KEY_SCOPES],
              })
            ).key
          : '';
      let key = await apiKey();
      const variantsOf = (genuine: Call) => [
        ...queryVariants(genuine),
        ...pathVariants(row.route, genuine),
        ...bodyVariants(genuine),
      ];
      // Made again from the new call once an accepted call has changed the data: the same edges, in the same order.
      let variants = variantsOf(call);
      let before: Record<string, string> | undefined;
      for (let index = 0; index < variants.length; index++) {
        const variant = variants[index] as Variant;
        before ??= await databaseFingerprint(context.db);
        const send = () =>
          harness.send(
            key
              ? { ...variant.call, headers: { ...variant.call.headers, authorization: `Bearer ${key}` } }
              : variant.call,
            key ? null : session,
          );
        const where = `${row.route} ${variant.where}`;
        const { answer: response, ms } = await loop.measure(
          where,
          send,
          (answer) => answer.statusCode >= 400,
        );
        const answered = `${where}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, answered).toBeLessThan(500);
        expect(ms, `${where} held the event loop`).toBeLessThanOrEqual(EVENT_LOOP_LIMIT_MS);
        if (response.statusCode < 400) {
          if (row.changesData) {
            harness.markDirty();
            await harness.freshData();
            ({ session, call } = await harness.prepare(row, 5, 'own'));
            key = await apiKey();
            variants = variantsOf(call);
          }
          before = undefined;
          continue;
        }
        expect(response.headers['content-type'], answered).toContain('application/problem+json');
        const after = await databaseFingerprint(context.db);
        if (logsRefusals(row.route)) expect(withoutCallLog(after), answered).toEqual(withoutCallLog(before));
        else expect(after, answered).toEqual(before);
      }
    });
  }
});

describe('a JSON body nested past the limit', () => {
  let routeApp: Awaited<ReturnType<typeof createRouteTestApp>>;
  beforeAll(async () => {
    routeApp = await createRouteTestApp();
  });
  afterAll(() => routeApp?.close());

  it.each([
    ['65 levels', nestedText(65)],
    ['100,000 levels', nestedText(100_000)],
    [
      '20,000 levels in one field',
      `{"DocumentTypeAlias":"velkomstside","PropertyAliasList":${nestedText(20_000)}}`,
    ],
  ])(
    'is refused with 400 before any code walks it, on the public content route without login: %s',
    async (_depth, body) => {
      const response = await routeApp.context.app.inject({
        method: 'POST',
        url: '/content/umbraco/api/content/getcontent',
        payload: body,
        headers: {
          'content-type': 'application/json',
          origin: new URL(routeApp.context.config.publicUrl).origin,
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'body-too-deep',
        title: 'Innholdet i forespørselen har flere enn 64 nivåer',
      });
    },
  );

  it('takes a body of 64 levels, the limit, to its schema', async () => {
    const response = await routeApp.context.app.inject({
      method: 'POST',
      url: '/content/umbraco/api/content/getcontent',
      payload: `{"DocumentTypeAlias":"velkomstside","PropertyAliasList":${nestedText(63)}}`,
      headers: {
        'content-type': 'application/json',
        origin: new URL(routeApp.context.config.publicUrl).origin,
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation' });
  });
});
