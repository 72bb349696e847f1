import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API_KEY_SCOPES } from '@foretaksportalen/shared/contract/provider/api-key';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyService } from '../src/modules/api-key/index.ts';
import { type CaseTestContext, createCaseTestApp, testPdf } from './helpers/cases.ts';
import { databaseFingerprint, withoutCallLog } from './helpers/db-fingerprint.ts';
import { textPaths, withValueAt } from './helpers/json-paths.ts';
import { bearer, createApiKey, letterBody, newProviderCase, providerPath } from './helpers/provider.ts';
import {
  type Call,
  createRouteHarness,
  createRouteTestApp,
  isProviderRoute,
  logsRefusals,
  ROUTE_CALLS,
  type RouteHarness,
} from './helpers/route-calls.ts';
import { asClerk, sessionFor } from './helpers/test-app.ts';
import { MIME, multipartBody, PNG_BYTES } from './helpers/uploads.ts';

/**
 * NUL and lone surrogates (issue 17): PostgreSQL cannot store NUL in text, and a lone surrogate is no character at
 * all. A deterministic pass over every route of the route table: each text of the genuine JSON body, each path
 * parameter and a query parameter carrying them answers 400 problem+json with the Norwegian message, never a 5xx,
 * and changes nothing.
 */
const INVALID_TEXT = 'Teksten inneholder ugyldige tegn';
const NUL = 'a\u0000b';
const LONE_SURROGATE = '\uD800';

interface Variant {
  where: string;
  call: Call;
  /** Whether the server can see the text as it was sent (see `inUrl`). */
  readsInvalidText: boolean;
}

/**
 * A text as a URL carries it. A lone surrogate has no UTF-8 form: a browser sends U+FFFD in its place, and its raw
 * (WTF-8) bytes are a malformed URL, which the path refuses (400) and the query string keeps undecoded (valid text).
 */
const inUrl = (text: string) =>
  text === LONE_SURROGATE ? '%ED%A0%80' : [...text].map((c) => encodeURIComponent(c)).join('');

function variants(route: string, genuine: Call): Variant[] {
  const found: Variant[] = [];
  for (const text of [NUL, LONE_SURROGATE]) {
    const shown = JSON.stringify(text);
    const isJsonBody = genuine.payload !== undefined && !genuine.headers?.['content-type'];
    if (isJsonBody) {
      for (const path of textPaths(genuine.payload)) {
        found.push({
          where: `body ${path.join('.')} = ${shown}`,
          call: { ...genuine, payload: withValueAt(genuine.payload, path, text) },
          readsInvalidText: true,
        });
      }
    }
    const [pathPart = '', query] = genuine.url.split('?');
    const segments = pathPart.split('/');
    const routeSegments = route.split(' ')[1]?.split('/') ?? [];
    routeSegments.forEach((segment, index) => {
      if (segment !== ':*') return;
      const changed = segments.map((value, at) => (at === index ? inUrl(text) : value));
      found.push({
        where: `path parameter ${index} = ${shown}`,
        call: { ...genuine, url: changed.join('/') + (query ? `?${query}` : '') },
        readsInvalidText: text === NUL,
      });
    });
    const parameters = new URLSearchParams(query ?? '');
    const name = [...parameters.keys()][0] ?? 'q';
    const rest = [...parameters].filter(([key]) => key !== name);
    const changedQuery = [`${name}=${inUrl(text)}`, ...rest.map(([key, value]) => `${key}=${value}`)];
    found.push({
      where: `query ${name} = ${shown}`,
      call: { ...genuine, url: `${pathPart}?${changedQuery.join('&')}` },
      readsInvalidText: text === NUL,
    });
  }
  return found;
}

describe('NUL and lone surrogates in every text of every route', () => {
  let routeApp: Awaited<ReturnType<typeof createRouteTestApp>>;
  let harness: RouteHarness;
  let apiKeys = 0;

  beforeAll(async () => {
    routeApp = await createRouteTestApp();
    harness = createRouteHarness(routeApp.context);
  });
  afterAll(() => routeApp?.close());

  for (const row of ROUTE_CALLS) {
    it(`${row.route} answers 400 "${INVALID_TEXT}" and changes nothing`, async () => {
      const { context } = routeApp;
      await harness.freshData();
      const { session, call } = await harness.prepare(row, 5, 'own');
      const apiKey = isProviderRoute(row.route)
        ? (
            await createApiKeyService({ db: context.db, clock: context.clock }).createApiKey({
              name: `Tegntest ${++apiKeys}`,
              scopes: [...API_KEY_SCOPES],
            })
          ).key
        : '';
      const answers: string[] = [];
      // What a refused call left is what the next one starts from: only an accepted call needs a new look.
      let before: Record<string, string> | undefined;
      for (const variant of variants(row.route, call)) {
        before ??= await databaseFingerprint(context.db);
        const response = await harness.send(
          apiKey
            ? { ...variant.call, headers: { ...variant.call.headers, authorization: `Bearer ${apiKey}` } }
            : variant.call,
          apiKey ? null : session,
        );
        const where = `${row.route} ${variant.where}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        answers.push(where);
        expect(response.statusCode, where).toBeLessThan(500);
        if (variant.readsInvalidText) {
          expect(response.statusCode, where).toBe(400);
          expect(response.json().title, where).toBe(INVALID_TEXT);
          expect(Object.values(response.json().errors ?? {}).flat(), where).toContain(INVALID_TEXT);
        } else if (response.statusCode < 400) {
          before = undefined;
          continue;
        }
        expect(response.headers['content-type'], where).toContain('application/problem+json');
        const after = await databaseFingerprint(context.db);
        if (logsRefusals(row.route)) expect(withoutCallLog(after), where).toEqual(withoutCallLog(before));
        else expect(after, where).toEqual(before);
      }
      if (process.env.PRINT_INVALID_TEXT_ANSWERS) console.log(answers.join('\n'));
    });
  }
});

describe('multipart bodies: texts and truncation', () => {
  let context: CaseTestContext;
  let apiKey: string;
  let kari: ReturnType<typeof asClerk>;
  afterEach(() => context?.app.close());

  const BANK = DEMO_COMPANIES.bank.orgNum;
  const CASE = 'KN-2026-1001';

  async function start() {
    context = await createCaseTestApp();
    apiKey = (await createApiKey(context.db)).key;
    kari = asClerk(await sessionFor(context, 'kari'), context.config);
    const created = await context.app.inject({
      method: 'PUT',
      url: providerPath(`/companies/${BANK}/cases/${CASE}`),
      headers: bearer(apiKey),
      payload: newProviderCase(),
    });
    expect(created.statusCode, created.body).toBe(201);
  }

  /** Every file in the test's blob folder, so that a refusal is seen to leave no bytes behind. */
  const storedFiles = async () =>
    (await readdir(context.config.blobDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();

  const upload = (payload: Buffer, contentType: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/document/uploadfile',
      payload,
      cookies: kari.cookies,
      headers: { ...kari.headers, 'content-type': contentType },
    });

  const putLetter = (payload: Buffer, contentType: string, eventId = 'B-1') =>
    context.app.inject({
      method: 'PUT',
      url: providerPath(`/companies/${BANK}/cases/${CASE}/events/${eventId}`),
      headers: { ...bearer(apiKey), 'content-type': contentType },
      payload,
    });

  /** The answer is a 400 problem, with the message as its title or for one of its fields, and nothing changed. */
  async function expectRefused(
    send: () => Promise<LightMyRequestResponse>,
    message: string | undefined,
    where: string,
  ) {
    const before = withoutCallLog(await databaseFingerprint(context.db));
    const filesBefore = await storedFiles();
    const response = await send();
    const answer = `${where}: ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, answer).toBe(400);
    expect(response.headers['content-type'], answer).toContain('application/problem+json');
    if (message) {
      const problem = response.json();
      expect([problem.title, ...Object.values(problem.errors ?? {}).flat()], answer).toContain(message);
    }
    expect(withoutCallLog(await databaseFingerprint(context.db)), answer).toEqual(before);
    expect(await storedFiles(), answer).toEqual(filesBefore);
  }

  it('the upload refuses a file name with NUL, and stores nothing', async () => {
    await start();
    // A lone surrogate has no UTF-8 form: a browser sends U+FFFD in its place, so only NUL can arrive in a name.
    const { payload, contentType } = await multipartBody('Vedlegg\u0000.png', MIME.png, PNG_BYTES);
    await expectRefused(() => upload(payload, contentType), INVALID_TEXT, 'upload file name');
  });

  it('the provider letter refuses NUL and lone surrogates in its fields and a NUL in a file name', async () => {
    await start();
    const pdf = await testPdf('Brev');
    const letter = {
      Description: 'Anmodning om uttalelse',
      Subject: 'Uttalelse',
      Content: 'Se vedlagt brev.',
    };
    for (const field of ['Description', 'Subject', 'Content'] as const) {
      for (const text of [NUL, LONE_SURROGATE]) {
        const body = await letterBody({ ...letter, [field]: text }, [
          { name: 'Brev.pdf', type: MIME.pdf, content: pdf },
        ]);
        await expectRefused(
          () => putLetter(body.payload, body.contentType),
          INVALID_TEXT,
          `letter ${field} ${JSON.stringify(text)}`,
        );
      }
    }
    const body = await letterBody(letter, [{ name: 'Brev\u0000.pdf', type: MIME.pdf, content: pdf }]);
    await expectRefused(() => putLetter(body.payload, body.contentType), INVALID_TEXT, 'letter file name');
  });

  /**
   * A multipart body broken four ways: without its closing boundary, cut in the middle of a file, cut in a part's
   * header, and sent without the boundary in its content type.
   */
  function brokenBodies({ payload, contentType }: { payload: Buffer; contentType: string }) {
    const text = payload.toString('latin1');
    const fileStart = text.indexOf('\r\n\r\n', text.indexOf('filename=')) + 4;
    return [
      ['without its closing boundary', payload.subarray(0, text.lastIndexOf('\r\n--')), contentType],
      ['cut in the middle of a file', payload.subarray(0, fileStart + 20), contentType],
      ['cut in a part header', payload.subarray(0, text.indexOf('filename=') + 5), contentType],
      ['without a boundary', payload, 'multipart/form-data'],
    ] as const;
  }

  it('a truncated or malformed multipart body answers 400 on the upload, and leaves nothing behind', async () => {
    await start();
    const body = await multipartBody('Klage.pdf', MIME.pdf, await testPdf('Klage', 3));
    for (const [how, payload, contentType] of brokenBodies(body)) {
      await expectRefused(() => upload(payload, contentType), undefined, `upload ${how}`);
    }
  });

  it('a truncated or malformed multipart body answers 400 on the provider letter, and leaves nothing behind', async () => {
    await start();
    const body = await letterBody({ Description: 'Anmodning om uttalelse', Subject: null, Content: null }, [
      { name: 'Brev.pdf', type: MIME.pdf, content: await testPdf('Brev', 3) },
      { name: 'Vedlegg.pdf', type: MIME.pdf, content: await testPdf('Vedlegg', 3) },
    ]);
    for (const [how, payload, contentType] of brokenBodies(body)) {
      await expectRefused(() => putLetter(payload, contentType), undefined, `letter ${how}`);
    }
  });
});
