import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createApiKey, newCompany, newProviderCase, providerPath } from './helpers/provider.ts';
import { createTestApp } from './helpers/test-app.ts';

type Method = 'POST' | 'PUT' | 'PATCH';

/**
 * Whatever JSON a client sends, the provider API answers with a problem (400 with the fields, or 404/409 for
 * what does not fit), never a 500: a property test over arbitrary values and over valid payloads with fields
 * replaced by arbitrary ones.
 */
describe('malformed payloads to the provider API', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  beforeAll(async () => {
    context = await createTestApp();
    key = (await createApiKey(context.db)).key;
  });

  const send = (method: Method, url: string, payload: string) =>
    context.app.inject({
      method,
      url: providerPath(url),
      headers: { ...bearer(key), 'content-type': 'application/json' },
      payload,
    });

  function expectAnswered(response: Awaited<ReturnType<typeof send>>, payload: string) {
    expect(response.statusCode, payload).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      const problem = response.json();
      expect(problem.status).toBe(response.statusCode);
      if (response.statusCode === 400 && problem.errors) {
        for (const messages of Object.values(problem.errors)) {
          expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
        }
      }
    }
  }

  const anyJson = fc.jsonValue({ maxDepth: 3 });
  /** A valid payload with some fields (nested ones too) replaced by anything. */
  const mangled = (valid: Record<string, unknown>) =>
    fc
      .dictionary(fc.constantFrom(...Object.keys(valid)), anyJson, { maxKeys: 4 })
      .map((changes) => ({ ...valid, ...changes }));

  const endpoints: { method: Method; url: string; valid: Record<string, unknown> }[] = [
    { method: 'POST', url: '/companies', valid: { ...newCompany(), OrgNum: '987654321' } },
    { method: 'PATCH', url: '/companies/999888777', valid: { Name: 'Eksempel Bank ASA', Phone: '22334455' } },
    {
      method: 'POST',
      url: '/companies/999888777/access-keys',
      valid: { FirstName: 'Astrid', LastName: 'Admin', Email: 'astrid@example.no' },
    },
    {
      method: 'PUT',
      url: '/companies/999888777/cases/KN-FUZZ',
      valid: { ...newProviderCase(), CaseId: 'KN-FUZZ' },
    },
    {
      method: 'POST',
      url: '/content-items',
      valid: {
        DocumentTypeAlias: 'fAQItem',
        Name: 'Spørsmål',
        Properties: { question: 'Hva?', answer: 'Dette.' },
      },
    },
  ];

  for (const { method, url, valid } of endpoints) {
    it(`${method} ${url} answers any JSON with a problem, never a 500`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(anyJson, mangled(valid)), async (body) => {
          const payload = JSON.stringify(body) ?? 'null';
          expectAnswered(await send(method, url, payload), payload);
        }),
        { numRuns: 60 },
      );
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 40 }), async (text) => {
          expectAnswered(await send(method, url, text), text);
        }),
        { numRuns: 20 },
      );
    });
  }

  it('answers ids and cursors of any shape in the path and query with a problem, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (text) => {
        const segment = encodeURIComponent(text);
        for (const url of [
          `/companies/${segment}`,
          `/companies/999888777/cases/${segment}`,
          `/documents/${segment}`,
          `/changes?after=${segment}`,
          `/changes?limit=${segment}`,
          `/content-items?documentTypeAlias=${segment}`,
        ]) {
          const response = await context.app.inject({
            method: 'GET',
            url: providerPath(url),
            headers: bearer(key),
          });
          expect(response.statusCode, url).toBeLessThan(500);
        }
      }),
      { numRuns: 40 },
    );
  });
});
