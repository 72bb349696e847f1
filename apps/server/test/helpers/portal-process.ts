import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type IdpSim, startIdpSim } from '@foretaksportalen/idp-sim/create-idp-sim';
import { loginThroughIdpSim } from '@foretaksportalen/idp-sim/test-login';
import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { keepDemoPdfs, lendDemoPdfs } from '../../../../scripts/lib/demo-pdfs.ts';
import { freePort } from '../../../../scripts/lib/free-port.ts';
import { lendPgliteClusterTo } from '../../../../scripts/lib/pglite-cluster.ts';
import { CookieJar } from './http-portal.ts';
import { TEST_IDENTITY_KEY, testConfig } from './test-config.ts';

/**
 * The portal as its own process (`node apps/server/src/main.ts`, as `npm start` runs it), for what an in-process
 * app cannot show: a SIGKILL, a restart on the same data, two processes on one database.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
const STARTUP_MS = 90_000;

export interface PortalProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, for a failure message. */
  output(): string;
  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/**
 * main.ts with `env` on top of a test configuration, and what it writes. The process reads no texts for the search
 * unless `env` says so: reading the demo's 1,604 after its seed took two to three CPU-seconds of each process's
 * life in tests that never search, beside the other worker's tests.
 */
async function spawnPortal(env: Record<string, string>, port: number) {
  const url = `http://127.0.0.1:${port}`;
  lendDemoPdfs(env);
  await lendPgliteClusterTo(env);
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      IDENTITY_KEY: TEST_IDENTITY_KEY,
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      SEARCH_INDEXING: 'false',
      ...env,
    },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const output = () => Buffer.concat(chunks).toString();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url, child, output, exited };
}

/** Starts main.ts with `env` on top of a test configuration, without waiting for it to answer. */
export async function launchPortalProcess(
  env: Record<string, string>,
  port?: number,
): Promise<PortalProcess> {
  const chosenPort = port ?? (await freePort());
  const { url, child, output, exited } = await spawnPortal(env, chosenPort);
  return {
    url,
    port: chosenPort,
    child,
    output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Starts main.ts with `env` on top of a test configuration and waits until /api/health answers 200 (it answers
 * 503 while the process migrates and seeds).
 */
export async function startPortalProcess(env: Record<string, string>, port?: number): Promise<PortalProcess> {
  const portal = await launchPortalProcess(env, port);
  const { url, child, output } = portal;
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal stopped at start:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        await keepDemoPdfs(env);
        return portal;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await portal.kill('SIGKILL');
  throw new Error(`The portal did not answer within ${STARTUP_MS / 1000} s:\n${output()}`);
}

/** A simulated eID provider that sends logins back to the portals on these ports. */
export async function startIdpSimFor(ports: number[]): Promise<IdpSim> {
  const { oidc } = testConfig();
  return startIdpSim({
    clients: [
      {
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
        redirect_uris: ports.map((port) => `http://127.0.0.1:${port}/api/oidc/callback`),
      },
    ],
  });
}

/** Logs a demo person in through the eID provider on this portal, as a browser does; answers the cookie jar. */
export async function loginOn(portalUrl: string, personKey: string) {
  const person = DEMO_PERSONS.find((candidate) => candidate.key === personKey);
  if (!person) throw new Error(`No demo person ${personKey}`);
  const jar = new CookieJar();
  const authorize = await jar.fetch(`${portalUrl}/api/oidc/authorize?idp=${person.eid}`);
  const callbackUrl = await loginThroughIdpSim(authorize.headers.get('location') ?? '', person.nationalId);
  const callback = await jar.fetch(callbackUrl);
  if (callback.status !== 302) throw new Error(`The login callback answered ${callback.status}`);
  return jar;
}

/** Starts main.ts with `env` where it cannot start; answers its exit code and everything it wrote. */
export async function portalStartFailure(env: Record<string, string>) {
  const { child, output, exited } = await spawnPortal(env, await freePort());
  const timeout = setTimeout(() => child.kill('SIGKILL'), STARTUP_MS);
  const code = await exited;
  clearTimeout(timeout);
  return { code, output: output() };
}

/** A call to a portal process as the web app makes it: cookies, the XSRF header, JSON when it sends a body. */
export const callAs = (jar: CookieJar, portal: PortalProcess, url: string, init: RequestInit = {}) =>
  jar.fetch(`${portal.url}${url}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      [XSRF_HEADER]: jar.cookies.get(XSRF_COOKIE) ?? '',
      origin: portal.url,
    },
  });
