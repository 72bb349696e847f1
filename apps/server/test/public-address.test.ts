import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { asClerk, createTestApp, sessionFor } from './helpers/test-app.ts';

/**
 * The portal's address (issue 17): a page opened at another address of the machine (http://127.0.0.1:3000 for
 * PUBLIC_URL http://localhost:3000) would fail at login, since the eID sends the browser back to PUBLIC_URL.
 * Reads are sent to PUBLIC_URL's host first; the tests' PUBLIC_URL is http://localhost:3000, and app.inject sends
 * `Host: localhost:80`, so ports must not count.
 */
let context: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await context?.app.close();
  context = undefined;
});

async function start(config: Partial<Config> = {}) {
  context = await createTestApp({ config });
  return context;
}

describe('the portal answers at PUBLIC_URL only', () => {
  it('sends a page or API read at another host name to the same path and query on PUBLIC_URL', async () => {
    const { app, config } = await start();
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of [
        '/',
        '/incidents?filter=mine&side=2',
        '/api/config',
        '/api/oidc/authorize?idp=nbid',
      ]) {
        const response = await app.inject({ method, url, headers: { host: '127.0.0.1:3000' } });
        expect(response.statusCode, `${method} ${url}`).toBe(302);
        expect(response.headers.location, `${method} ${url}`).toBe(`${config.publicUrl}${url}`);
        expect(response.headers['set-cookie'], `${method} ${url}`).toBeUndefined();
      }
    }
  });

  it('compares host names without ports and case: PUBLIC_URL on any port, in capitals, is at home', async () => {
    const { app } = await start();
    for (const host of ['localhost:80', 'localhost', 'LocalHost:3000', 'localhost:8443']) {
      const response = await app.inject({ method: 'GET', url: '/api/branding', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('keeps a path that looks like another host on our own origin', async () => {
    const { app, config } = await start();
    const response = await app.inject({
      method: 'GET',
      url: '//evil.example/incidents',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${config.publicUrl}//evil.example/incidents`);
    expect(new URL(String(response.headers.location)).origin).toBe(config.publicUrl);
  });

  it('answers the health checks, the metrics and the provider API at any address', async () => {
    const token = 'metrikk-'.repeat(4);
    const { app } = await start({ metrics: { port: undefined, token } });
    const headers = { host: '10.0.0.5:3000' };
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      expect((await app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
    }
    const metrics = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(metrics.statusCode).toBe(200);
    const provider = await app.inject({ method: 'GET', url: '/api/provider/v1/companies', headers });
    expect(provider.statusCode).toBe(401);
  });

  it('lets other methods pass unchanged: the Origin check guards them', async () => {
    const context = await start();
    const kari = asClerk(await sessionFor(context, 'kari'), context.config);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/clerk/consent',
      payload: { ConsentValue: true },
      ...kari,
      headers: { ...kari.headers, host: '127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('behind a trusted proxy the forwarded host counts; from an untrusted client it does not', async () => {
    const trusted = await start({ trustProxy: true });
    const home = await trusted.app.inject({
      method: 'GET',
      url: '/api/branding',
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'localhost' },
    });
    expect(home.statusCode).toBe(200);
    const elsewhere = await trusted.app.inject({
      method: 'GET',
      url: '/api/branding',
      headers: { host: 'localhost:3000', 'x-forwarded-host': '127.0.0.1:3000' },
    });
    expect(elsewhere.statusCode).toBe(302);
    await trusted.app.close();

    const untrusted = await start();
    const forged = await untrusted.app.inject({
      method: 'GET',
      url: '/api/branding',
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'localhost' },
    });
    expect(forged.statusCode).toBe(302);
  });
});
