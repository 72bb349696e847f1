import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bringPostalRegister } from '../../src/db/bring-postal-register.ts';
import { type Database, openPglite } from '../../src/db/client.ts';
import { postalPlaces } from '../../src/db/schema.ts';
import { resetToDemoData, seedDemoData } from '../../src/demo/demo-data.ts';
import { createFileBlobStore } from '../../src/lib/blob-store.ts';
import { osloDate } from '../../src/lib/oslo-date.ts';
import { insertPostalPlaces } from '../../src/modules/postal-place/postal-place.repository.ts';
import { TEST_IDENTITY_KEY, testConfig } from './test-config.ts';
import { testDatabase, testDatabaseKind, testDemoDataOptions } from './test-database.ts';

const ADMIN_MAIN = path.resolve(import.meta.dirname, '../../src/admin/main.ts');

export interface AdminResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface AdminCliOptions {
  /** More environment for every command, on top of the tests' configuration (PUBLIC_URL, say). */
  env?: Record<string, string>;
}

/**
 * `npm run admin -- …` as an operator runs it, in its own process, on a demo database of the tier under test:
 * the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres, else an embedded database in a data folder
 * of its own (PGlite cannot be shared with another process). The demo data is made for today, as the commands
 * make it, with its PDFs in a blob folder of its own, which the commands use too. The commands get the tests'
 * identity and access-code keys, so that the test's own services read what they write.
 */
export async function adminCli(options: AdminCliOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-admin-'));
  const blobDir = path.join(dataDir, 'blobs');
  const databaseUrl = testDatabaseKind() === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const today = osloDate(new Date());
  const demoDataOptions = { ...testDemoDataOptions(), blobs: createFileBlobStore(blobDir), today };

  /** The database the commands work on, while no command runs (an embedded one is opened for the call). */
  async function withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T> {
    if (databaseUrl) return use((await testDatabase()).db);
    const handle = openPglite(path.join(dataDir, 'db'));
    try {
      return await use(handle.db);
    } finally {
      await handle.close();
    }
  }

  /** Puts the demo data back, as it is before the first command. */
  const reset = () => withDatabase((db) => resetToDemoData(db, demoDataOptions));

  if (databaseUrl) await reset();
  else {
    const handle = openPglite(path.join(dataDir, 'db'));
    await handle.migrate();
    await seedDemoData(handle.db, demoDataOptions);
    await handle.close();
  }

  function run(...args: string[]) {
    const child = spawn(process.execPath, [ADMIN_MAIN, ...args], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        BLOB_DIR: blobDir,
        DATABASE_URL: databaseUrl ?? '',
        IDENTITY_KEY: TEST_IDENTITY_KEY,
        ACCESS_CODE_KEY: testConfig().accessCodeKey,
        ...options.env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    return new Promise<AdminResult>((resolve) => {
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  /** Removes the data folder; a shared PostgreSQL database gets the packaged postal register back. */
  async function dispose() {
    if (databaseUrl) {
      await withDatabase(async (db) => {
        await db.delete(postalPlaces);
        await insertPostalPlaces(db, bringPostalRegister);
      });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { run, withDatabase, reset, dataDir, blobDir, today, dispose };
}

export type AdminCli = Awaited<ReturnType<typeof adminCli>>;
