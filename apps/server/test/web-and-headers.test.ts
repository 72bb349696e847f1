import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';

const APP_JS = 'console.log("Foretaksportalen");\n'.repeat(100);
const FONT = Buffer.from('wOF2 as compressed already as a font is');

describe('serving the web app', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let webDist: string | undefined;
  afterEach(async () => {
    await context?.app.close();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
    webDist = undefined;
  });

  async function appWithWeb() {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-web-'));
    webDist = dist;
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="nb"><title>Foretaksportalen</title>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), APP_JS);
    fs.writeFileSync(path.join(dist, 'assets', 'roboto-def456.woff2'), FONT);
    context = await createTestApp({ config: { webDistDir: dist } });
    return dist;
  }

  it('answers every page path with index.html so the router can take it', async () => {
    await appWithWeb();
    for (const url of ['/', '/incidents', '/case/3f1c2b4a', '/access/login?feil=innlogging']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<html lang="nb">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and answers unknown files and API paths with a 404 problem', async () => {
    await appWithWeb();
    const asset = await context.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/missing.js', '/api/nothing-here', '/content/x']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('answers a 404 problem for an asset gone since the start (a new build in its place)', async () => {
    const dist = await appWithWeb();
    fs.rmSync(path.join(dist, 'assets', 'roboto-def456.woff2'));
    const response = await context.app.inject({ method: 'GET', url: '/assets/roboto-def456.woff2' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('sends an asset in the encoding the browser takes, brotli first, and a font as it is', async () => {
    await appWithWeb();
    const get = (url: string, acceptEncoding?: string) =>
      context.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const decoded = {
      br: (body: Buffer) => zlib.brotliDecompressSync(body),
      gzip: (body: Buffer) => zlib.gunzipSync(body),
    };
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      // Twice: the second answer is the kept one.
      for (const _ of [1, 2]) {
        const response = await get('/assets/app-abc123.js', acceptEncoding);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 10);
        expect(decoded[encoding](response.rawPayload).toString()).toBe(APP_JS);
      }
    }
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);

    const font = await get('/assets/roboto-def456.woff2', 'gzip, deflate, br, zstd');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toContain('immutable');
    expect(font.rawPayload).toEqual(FONT);

    const head = await context.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(APP_JS.length));
  });

  it('sends a strict CSP and the other security headers', async () => {
    await appWithWeb();
    const response = await context.app.inject({ method: 'GET', url: '/incidents' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Plain local http: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and Secure cookies when the portal is reached over https', async () => {
    context = await createTestApp({ config: { publicUrl: 'https://portal.example' } });
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('the end-to-end test hook', () => {
  it('does not exist unless E2E_TEST_HOOKS is on, and never in production', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(loadConfig({ E2E_TEST_HOOKS: 'true' }).enableTestHooks).toBe(true);
    expect(loadConfig({}).enableTestHooks).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        E2E_TEST_HOOKS: 'true',
        IDENTITY_KEY: 'a',
        SESSION_SECRET: 'b',
        ACCESS_CODE_KEY: 'd',
        OIDC_CLIENT_SECRET: 'c',
      }).enableTestHooks,
    ).toBe(false);
    const context = await createTestApp();
    for (const url of ['/api/test/keep-demo-data', '/api/test/reset-demo-data']) {
      const response = await context.app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(404);
    }
    const issue = await context.app.inject({ method: 'POST', url: '/api/test/access-keys', payload: {} });
    expect(issue.statusCode).toBe(404);
    await context.app.close();
  });
});
