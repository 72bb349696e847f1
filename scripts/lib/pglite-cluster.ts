import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { keepFirst } from './keep-first.ts';

/**
 * A PGlite cluster as initdb leaves it, kept for the tests' later databases. A new PGlite runs initdb in
 * WebAssembly first: 2-4 s and as many CPU-seconds on the 2-core machine, for each server test worker, each file
 * that opens a database of its own and each portal process on a data folder of its own. Starting from a copy takes
 * 0.3-0.5 s. The copy is what initdb would make (the migrations still run on it), and depends only on PGlite's
 * version, by which it is kept. The portal itself never uses it: `npm start` on an empty data folder runs initdb.
 */
const PGLITE_PACKAGE = path.resolve(
  createRequire(import.meta.url).resolve('@electric-sql/pglite'),
  '../../package.json',
);
const PGLITE_VERSION: string = JSON.parse(fs.readFileSync(PGLITE_PACKAGE, 'utf8')).version;
const KEPT = path.join(os.tmpdir(), 'foretaksportalen-pglite-cluster', PGLITE_VERSION);
const TARBALL = `${KEPT}.tar`;

/** The kept cluster as PGlite's own dump (a tar file), made by initdb the first time. */
export async function pgliteClusterDump(): Promise<Blob> {
  if (!fs.existsSync(TARBALL)) {
    const fresh = new PGlite();
    await fresh.waitReady;
    const dump = Buffer.from(await (await fresh.dumpDataDir('none')).arrayBuffer());
    await fresh.close();
    await keepFirst(TARBALL, (partial) => fs.writeFileSync(partial, dump));
  }
  return new Blob([fs.readFileSync(TARBALL)]);
}

/**
 * Copies the kept cluster into the database folder of PGlite in `folder` (a portal's `DATA_DIR/db`, say) when it
 * has none yet, so that PGlite opens it instead of running initdb.
 */
export async function lendPgliteCluster(folder: string) {
  if (fs.existsSync(folder)) return;
  if (!fs.existsSync(KEPT)) {
    const loadDataDir = await pgliteClusterDump();
    await keepFirst(KEPT, async (partial) => {
      const unpacked = new PGlite({ dataDir: partial, loadDataDir });
      await unpacked.waitReady;
      await unpacked.close();
    });
  }
  fs.cpSync(KEPT, folder, { recursive: true });
}

/** Lends the kept cluster to a portal about to start with this environment, when it runs PGlite in its data folder. */
export async function lendPgliteClusterTo(env: Record<string, string | undefined>) {
  if (env.DATABASE_URL || !env.DATA_DIR) return;
  // Where the portal keeps PGlite's files in its data folder (apps/server/src/db/open-database.ts).
  await lendPgliteCluster(path.join(env.DATA_DIR, 'db'));
}
