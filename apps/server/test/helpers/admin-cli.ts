import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepDemoPdfs, lendDemoPdfs } from '../../../../scripts/lib/demo-pdfs.ts';
import { runAdmin } from '../../src/admin/run-admin.ts';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { postalPlaces } from '../../src/db/schema.ts';
import { seedPostalRegister } from '../../src/db/seed.ts';
import { resetToDemoData } from '../../src/demo/demo-data.ts';
import { createFolderBlobStore } from '../../src/lib/blob-store/index.ts';
import { osloDate } from '../../src/lib/oslo-date.ts';
import { copySeededBlobs } from './seeded-blobs.ts';
import { TEST_IDENTITY_KEY, testConfig } from './test-config.ts';
import { resetDatabase, testDatabase, testDatabaseKind, testDemoDataOptions } from './test-database.ts';

const ADMIN_MAIN = path.resolve(import.meta.dirname, '../../src/admin/main.ts');

export interface AdminResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run admin -- …` in a process of its own (`node apps/server/src/admin/main.ts`), with `env` on top of the
 * tests' environment and identity key: `result` once it ends; `child` for a test that kills it.
 */
export function launchAdminProcess(env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, [ADMIN_MAIN, ...args], {
    env: { ...process.env, NODE_ENV: 'test', IDENTITY_KEY: TEST_IDENTITY_KEY, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const result = new Promise<AdminResult>((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, result, output: () => stdout + stderr };
}

export interface AdminCliOptions {
  /** The public address the commands print in letters (PUBLIC_URL). */
  publicUrl?: string;
  /**
   * 'seeded': the worker's demo data as seeded (for TEST_TODAY), with a copy of the files its rows refer to, for
   * commands to which the day makes no difference; a reseed for today takes 3 s of each test on PGlite.
   */
  demoData?: 'today' | 'seeded';
}

/**
 * `npm run admin -- …` as an operator runs it, in this process through `runAdmin` (starting a process and an
 * embedded database per command took seconds each), on the worker's test database of the tier under test. The
 * demo data is made for today, as the commands make it, with its PDFs in a blob folder of its own, which the
 * commands use too. The commands get the tests' configuration, so that the test's own services read what they
 * write. `spawn` runs one command in a process of its own, as `npm run admin` does, for what only a second
 * process shows.
 */
export async function adminCli(options: AdminCliOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-admin-'));
  const blobDir = path.join(dataDir, 'blobs');
  const databaseUrl = testDatabaseKind() === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const today = osloDate(new Date());
  const demoDataOptions = { ...testDemoDataOptions(), blobs: createFolderBlobStore(blobDir), today };
  const config = testConfig({
    dataDir,
    blobDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  });
  const handle = await testDatabase();

  const withDatabase = <T>(use: (db: Database) => Promise<T>): Promise<T> => use(handle.db);

  /** Puts the demo data back, as it is before the first command. */
  async function reset() {
    if (options.demoData !== 'seeded') return resetToDemoData(handle.db, demoDataOptions);
    await resetDatabase();
    await copySeededBlobs(handle.db, blobDir);
  }
  // The day's demo PDFs as a portal process or an earlier command rendered them (scripts/lib/demo-pdfs.ts): the
  // seed renders only those it lacks, which took each file's first reset 4 s on PGlite.
  const blobEnv = { BLOB_DIR: blobDir };
  if (options.demoData !== 'seeded') lendDemoPdfs(blobEnv);
  await reset();
  if (options.demoData !== 'seeded') await keepDemoPdfs(blobEnv);

  /** Runs a command with settings beside the tests' own (another blob store, say). */
  async function runWith(settings: Partial<Config>, ...args: string[]): Promise<AdminResult> {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await runAdmin(
      args,
      { out: (text) => stdout.push(`${text}\n`), err: (text) => stderr.push(`${text}\n`) },
      // The worker's database outlives the command: the command's close leaves it open.
      {
        loadConfig: () => ({ ...config, ...settings }),
        openDatabase: () => ({ ...handle, close: async () => {} }),
      },
    );
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  }

  const run = (...args: string[]) => runWith({}, ...args);

  function spawnCommand(...args: string[]) {
    return launchAdminProcess(
      {
        DATA_DIR: dataDir,
        BLOB_DIR: blobDir,
        DATABASE_URL: databaseUrl ?? '',
        ACCESS_CODE_KEY: config.accessCodeKey,
        PUBLIC_URL: config.publicUrl,
      },
      args,
    ).result;
  }

  /** Removes the data folder and gives the worker's database the packaged postal register back. */
  async function dispose() {
    await handle.db.delete(postalPlaces);
    await seedPostalRegister(handle.db);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { run, runWith, spawn: spawnCommand, withDatabase, reset, config, dataDir, blobDir, today, dispose };
}

export type AdminCli = Awaited<ReturnType<typeof adminCli>>;
