import { type IdpSim, startIdpSim } from '@foretaksportalen/idp-sim/create-idp-sim';
import type { DestinationStream } from 'pino';
import { freePort } from '../../../../scripts/lib/free-port.ts';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { testConfig } from './test-config.ts';
import { resetDatabase } from './test-database.ts';

/** The portal listening on a real port, with a simulated eID provider that knows its callback. */
export async function startHttpPortal(
  overrides: Partial<Config> = {},
  { logStream, clock }: { logStream?: DestinationStream; clock?: () => Date } = {},
) {
  const db = await resetDatabase();
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const base = testConfig();
  const idpSim: IdpSim = await startIdpSim({
    clients: [
      {
        client_id: base.oidc.clientId,
        client_secret: base.oidc.clientSecret,
        redirect_uris: [`${publicUrl}/api/oidc/callback`],
      },
    ],
  });
  const config = testConfig({ ...overrides, publicUrl, port, oidc: { ...base.oidc, issuer: idpSim.issuer } });
  const app = await buildApp(config, { db, logStream, clock });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db,
    config,
    idpSim,
    url: publicUrl,
    async close() {
      await app.close();
      await idpSim.close();
    },
  };
}

/** A browser's cookie jar for the portal: what fetch alone does not keep. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = decodeURIComponent(pair.slice(separator + 1).trim());
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(header);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  /** A request as the browser makes it: cookies sent and kept, redirects not followed. */
  async fetch(url: string, init: RequestInit = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
    });
    this.store(response);
    return response;
  }
}
