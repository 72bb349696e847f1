import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface StackOptions {
  portalPort: number;
  idpPort: number;
  /** Extra environment for the portal server (DATA_DIR, SESSION_TIMEOUT, …). */
  portalEnv?: Record<string, string>;
  /** The address the browser uses for the portal; the eID simulator redirects back to it. */
  publicUrl?: string;
  /** Runs the portal with `node --watch` (npm run dev). */
  watch?: boolean;
  /** Where the children's output goes; inherit shows it in the terminal. */
  stdio?: 'inherit' | 'ignore' | 'pipe';
}

export interface Stack {
  portalUrl: string;
  idpUrl: string;
  stop(): Promise<void>;
}

/** Starts the simulated eID provider and the portal server, and waits until both answer. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const portalUrl = options.publicUrl ?? `http://localhost:${options.portalPort}`;
  const idpUrl = `http://localhost:${options.idpPort}`;
  const stdio = options.stdio ?? 'inherit';
  const children: ChildProcess[] = [];
  const run = (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio, env: { ...process.env, ...env } });
    children.push(child);
    return child;
  };

  run(['apps/idp-sim/src/main.ts'], {
    IDP_SIM_PORT: String(options.idpPort),
    IDP_SIM_ISSUER: idpUrl,
    IDP_SIM_REDIRECT_URIS: `${portalUrl}/api/oidc/callback`,
  });
  run([...(options.watch ? ['--watch'] : []), 'apps/server/src/main.ts'], {
    PORT: String(options.portalPort),
    PUBLIC_URL: portalUrl,
    OIDC_ISSUER: idpUrl,
    ...options.portalEnv,
  });

  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };

  try {
    await Promise.all([
      waitFor(`${idpUrl}/.well-known/openid-configuration`, children),
      waitFor(`http://127.0.0.1:${options.portalPort}/api/health`, children),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { portalUrl, idpUrl, stop };
}

async function waitFor(url: string, children: ChildProcess[], timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const crashed = children.find((child) => child.exitCode !== null);
    if (crashed)
      throw new Error(`A process stopped with exit code ${crashed.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Builds the web app when its build is missing or older than its sources. */
export function buildWebIfStale(runSync: (command: string, args: string[]) => void) {
  const index = path.join(ROOT, 'apps/web/dist/index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'];
  if (builtAt > 0 && !sources.some((source) => newerThan(path.join(ROOT, source), builtAt))) return;
  console.log('Building the web app');
  runSync('npm', ['run', 'build', '--workspace', 'apps/web']);
}

function newerThan(target: string, time: number): boolean {
  if (!fs.existsSync(target)) return false;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs > time;
  return fs.readdirSync(target).some((entry) => newerThan(path.join(target, entry), time));
}
