import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { Validator } from '@seriousme/openapi-schema-validator';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, auditLog } from '../src/db/schema.ts';
import { createApiKeyService } from '../src/modules/api-key/index.ts';
import { bearer, createApiKey, newCompany, providerPath } from './helpers/provider.ts';
import { PROVIDER_OPERATIONS } from './helpers/provider-operations.ts';
import { asClerk, createTestApp, sessionFor } from './helpers/test-app.ts';

const problemOf = (response: { headers: Record<string, unknown>; json: () => unknown }) => ({
  type: response.headers['content-type'],
  body: response.json(),
});

describe('provider API keys', () => {
  it('answers 401 alike to a missing, malformed, unknown and revoked key, and lets a valid one in', async () => {
    const { app, db } = await createTestApp();
    const valid = await createApiKey(db, { name: 'Gyldig' });
    const revoked = await createApiKey(db, { name: 'Tilbaketrukket' });
    await createApiKeyService({ db, clock: () => new Date() }).revokeApiKey({ name: 'Tilbaketrukket' });
    const unknown = `fpk_${'A'.repeat(43)}`;

    const refusals = [
      {},
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer' },
      bearer('fpk_short'),
      bearer(unknown),
      bearer(revoked.key),
      bearer(valid.key.toUpperCase()),
    ];
    const answers = [];
    for (const headers of refusals) {
      const response = await app.inject({ method: 'GET', url: providerPath('/companies'), headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="provider-api"');
      answers.push(problemOf(response));
    }
    // One answer for all: nothing tells an unknown key from a revoked one.
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      type: 'application/problem+json; charset=utf-8',
      body: {
        title: 'Ugyldig eller tilbaketrukket API-nøkkel',
        status: 401,
        code: 'provider.invalid-api-key',
        ErrorMessage: 'Ugyldig eller tilbaketrukket API-nøkkel',
      },
    });

    const ok = await app.inject({
      method: 'GET',
      url: providerPath('/companies'),
      headers: bearer(valid.key),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Items.map((company: { Name: string }) => company.Name)).toContain(
      DEMO_COMPANIES.bank.name,
    );
  });

  it('refuses a key without the scope of the call with 403, and lets it do what its scopes allow', async () => {
    const { app, db } = await createTestApp();
    const contentOnly = await createApiKey(db, { name: 'Innholdsredaksjonen', scopes: ['content'] });

    for (const [method, path] of [
      ['GET', '/companies'],
      ['GET', '/changes'],
      ['PUT', '/companies/999888777/cases/SAK-1'],
      ['GET', `/documents/${crypto.randomUUID()}`],
    ] as const) {
      const response = await app.inject({
        method,
        url: providerPath(path),
        headers: bearer(contentOnly.key),
      });
      expect(response.statusCode, path).toBe(403);
      expect(response.json().title).toMatch(/^API-nøkkelen har ikke tilgangen «(companies|cases)»$/);
    }
    const content = await app.inject({
      method: 'GET',
      url: providerPath('/content-items'),
      headers: bearer(contentOnly.key),
    });
    expect(content.statusCode).toBe(200);
  });

  it('keeps sessions and keys apart: a session does not open the API, a key does not open the portal', async () => {
    const { app, db, config } = await createTestApp();
    const { key } = await createApiKey(db);
    const session = await sessionFor({ app, db, config, clock: () => new Date() }, 'kari');

    const withSession = await app.inject({
      method: 'POST',
      url: providerPath('/companies'),
      payload: newCompany(),
      ...asClerk(session, config),
    });
    expect(withSession.statusCode).toBe(401);

    for (const [method, url] of [
      ['GET', '/api/config'],
      ['POST', '/api/caselist'],
    ] as const) {
      const withKey = await app.inject({
        method,
        url,
        headers: bearer(key),
        payload: method === 'POST' ? {} : undefined,
      });
      expect(withKey.statusCode, url).toBe(401);
    }
  });

  it('needs no XSRF token or own Origin: a key is no cookie a browser sends by itself', async () => {
    const { app, db } = await createTestApp();
    const { key } = await createApiKey(db);
    const response = await app.inject({
      method: 'POST',
      url: providerPath('/companies'),
      headers: { ...bearer(key), origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      payload: newCompany(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('limits each key by itself, and refused keys by their address more strictly', async () => {
    const { app, db } = await createTestApp({
      config: { providerApi: { requestsPerMinute: 3, failedAuthPerMinute: 2 } },
    });
    const busy = await createApiKey(db, { name: 'Travel' });
    const other = await createApiKey(db, { name: 'Rolig' });
    const call = (key: string) =>
      app.inject({ method: 'GET', url: providerPath('/content-items'), headers: bearer(key) });

    for (let attempt = 0; attempt < 3; attempt++) expect((await call(busy.key)).statusCode).toBe(200);
    const limited = await call(busy.key);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call(other.key)).statusCode).toBe(200);

    const wrong = `fpk_${'B'.repeat(43)}`;
    expect((await call(wrong)).statusCode).toBe(401);
    expect((await call(wrong)).statusCode).toBe(401);
    expect((await call(wrong)).statusCode).toBe(429);
  });

  it('writes every call to the audit log with the key, and the change it made under the key too', async () => {
    const { app, db } = await createTestApp();
    const system = await createApiKey(db, { name: 'Saksbehandlingssystemet' });

    await app.inject({ method: 'GET', url: providerPath('/companies'), headers: bearer(system.key) });
    const created = await app.inject({
      method: 'POST',
      url: providerPath('/companies'),
      headers: bearer(system.key),
      payload: newCompany(),
    });
    await app.inject({ method: 'GET', url: providerPath('/changes?limit=0'), headers: bearer(system.key) });

    const calls = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'provider.request'), eq(auditLog.actorApiKeyId, system.id)));
    expect(calls.map((entry) => entry.details)).toEqual([
      { apiKey: 'Saksbehandlingssystemet', method: 'GET', path: providerPath('/companies'), status: 200 },
      { apiKey: 'Saksbehandlingssystemet', method: 'POST', path: providerPath('/companies'), status: 201 },
      { apiKey: 'Saksbehandlingssystemet', method: 'GET', path: providerPath('/changes'), status: 400 },
    ]);
    const [change] = await db.select().from(auditLog).where(eq(auditLog.action, 'company.created'));
    expect(change).toMatchObject({
      actorApiKeyId: system.id,
      companyId: created.json().Id,
      details: { apiKey: 'Saksbehandlingssystemet', orgNum: '912345670', name: 'Nordlys Kraft AS' },
    });
    const [used] = await db.select().from(apiKeys).where(eq(apiKeys.id, system.id));
    expect(used?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('stores only the hash of a key and a short prefix to tell keys apart', async () => {
    const { db } = await createTestApp();
    const { key, id } = await createApiKey(db);
    expect(key).toMatch(/^fpk_[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.keyPrefix).toBe(key.slice(0, 10));
    expect(JSON.stringify(row)).not.toContain(key.slice(10));
    const [{ audited } = { audited: 0 }] = await db
      .select({ audited: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'api-key.created'));
    expect(audited).toBe(1);
  });
});

describe('the OpenAPI document and the docs page', () => {
  it('is a valid OpenAPI 3.1 document with every operation, its security and its problems', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: providerPath('/openapi.json') });
    expect(response.statusCode).toBe(200);
    const document = response.json();

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const operations = Object.entries(
      document.paths as Record<string, Record<string, { operationId: string }>>,
    )
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(operations).toEqual(
      PROVIDER_OPERATIONS.map((operation) => `${operation.method} ${providerPath(operation.path)}`).sort(),
    );
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });

    const putEvent =
      document.paths[providerPath('/companies/{orgNum}/cases/{externalId}/events/{eventExternalId}')].put;
    expect(putEvent.security).toEqual([{ apiKey: ['cases'] }]);
    expect(Object.keys(putEvent.requestBody.content)).toEqual(['multipart/form-data']);
    expect(putEvent.requestBody.content['multipart/form-data'].schema.required).toEqual(['event', 'files']);
    expect(putEvent.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'orgNum',
      'externalId',
      'eventExternalId',
    ]);
    expect(Object.keys(putEvent.responses).sort()).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '429',
    ]);
    expect(putEvent.responses['400'].content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });

    // Fields the project's helpers refuse only when they are missing are still marked required.
    const putCase = document.paths[providerPath('/companies/{orgNum}/cases/{externalId}')].put;
    expect(putCase.requestBody.content['application/json'].schema.required.sort()).toEqual([
      'CaseId',
      'Status',
      'StatusCode',
    ]);

    const changes = document.paths[providerPath('/changes')].get;
    expect(changes.parameters).toEqual([
      { name: 'after', in: 'query', required: false, schema: { type: 'string', maxLength: 200 } },
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { default: 100, type: 'integer', minimum: 1, maximum: 500 },
      },
    ]);
    expect(document.paths[providerPath('/openapi.json')].get.security).toEqual([]);
  });

  it('renders the same document as a page without scripts, grouped by tag', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: providerPath('/docs') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = response.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).toMatch(/<h1>Foretaksportalen: API for Klagenemnda<\/h1>/);
    for (const tag of ['Foretak', 'Brukere', 'Saker', 'Endringer', 'Dokumenter', 'Innhold']) {
      expect(page).toContain(`<h2>${tag}</h2>`);
    }
    for (const operation of PROVIDER_OPERATIONS) {
      expect(page).toContain(`<code>${providerPath(operation.path)}</code>`);
    }
    expect(page).toContain('Tilgang: <code>cases</code>');
  });
});
