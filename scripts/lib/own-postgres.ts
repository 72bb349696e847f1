import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { requireProgram, skipOutsideCi } from './missing-tools.ts';

/**
 * A PostgreSQL server that a test starts for itself from the machine's binaries: its own data folder and port,
 * never the machine's shared server, so that the test may stop it, start it again and throw it away.
 */
const binDir = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
})();

/** Why the tests that need their own PostgreSQL server cannot run here, or undefined when they can. */
export const ownPostgresMissing = binDir
  ? undefined
  : 'PostgreSQL binaries (initdb, pg_ctl under /usr/lib/postgresql/*/bin) are not installed';

/**
 * Why those tests are skipped here: the binaries are missing and CI is not set. Under CI they run and fail in
 * startOwnPostgres, saying what is missing (missing-tools.ts).
 */
export const ownPostgresSkip = skipOutsideCi(ownPostgresMissing);

// initdb and postgres refuse to run as root: then they run as the postgres user, which must own the folder.
const asRoot = process.getuid?.() === 0;
// runuser lives in sbin, which a non-login shell's PATH (CI's, for one) may leave out.
const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((file) => fs.existsSync(file)) ?? 'runuser';

function run(binary: string, args: string[]) {
  if (!binDir) throw new Error(ownPostgresMissing);
  const command = path.join(binDir, binary);
  const [file, finalArgs] = asRoot ? [runuser, ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, finalArgs, { stdio: 'pipe', timeout: 60_000 }).toString();
}

export interface OwnPostgres {
  port: number;
  /** The connection string of a database of this server (postgres by default). */
  url(database?: string): string;
  createDatabase(name: string): void;
  start(): void;
  /** fast: what a restart or failover does (open connections are cut); immediate: a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Stops the server and removes its folder. */
  remove(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  requireProgram(ownPostgresMissing);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-pg-'));
  if (asRoot) execFileSync('chown', ['postgres', folder]);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  let running = false;
  const server: OwnPostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
    },
    start() {
      run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w', 'start']);
      running = true;
    },
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    remove() {
      try {
        if (running) server.stop('immediate');
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
  server.start();
  return server;
}
