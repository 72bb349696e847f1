import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notInArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3rver } from '../../../scripts/lib/s3rver.ts';
import { referencedBlobs } from '../src/db/blob-references.ts';
import { blobChunks, blobDigests, blobs, documents } from '../src/db/schema.ts';
import { openBlobStore } from '../src/lib/blob-store/index.ts';
import { createPostgresBlobStore } from '../src/lib/blob-store/postgres-blob-store.ts';
import { type AdminCli, adminCli } from './helpers/admin-cli.ts';
import { copySeededBlobs } from './helpers/seeded-blobs.ts';

/**
 * `npm run admin -- blobs migrate` and `blobs verify` (issue 19) on the seeded demo data, whose files the folder
 * store holds: copying to the database store and to S3 (s3rver), checked by SHA-256, again after an interruption, and
 * the report of missing and damaged files.
 */
let cli: AdminCli;
let keys: string[];

/**
 * The documents of this many of the demo's files are kept, the rest removed: enough for every case here, while
 * all of them (some 900) made each command take 11-16 s alone on PGlite. How the commands walk the files a page
 * at a time is tested on all of them in blob-references.test.ts.
 */
const FILES = 24;

beforeEach(async () => {
  cli = await adminCli({ demoData: 'seeded' });
  await cli.withDatabase(async (db) => {
    // The database store and the digests start empty: the demo data keeps what the store tables hold.
    await db.delete(blobs);
    await db.delete(blobChunks);
    await db.delete(blobDigests);
    const kept = db
      .selectDistinct({ key: documents.blobKey })
      .from(documents)
      .orderBy(documents.blobKey)
      .limit(FILES);
    await db.delete(documents).where(notInArray(documents.blobKey, kept));
    // The folder holds the kept files only, as `blobs migrate` copies whatever it holds.
    await rm(cli.blobDir, { recursive: true });
    await copySeededBlobs(db, cli.blobDir);
  });
  keys = await cli.withDatabase(async (db) => {
    const found: string[] = [];
    for await (const { key } of referencedBlobs(db)) found.push(key);
    return found;
  });
  expect(keys).toHaveLength(FILES);
});
afterEach(() => cli.dispose());

const fileOf = (key: string) => path.join(cli.blobDir, key);
const databaseStore = () => cli.withDatabase(async (db) => createPostgresBlobStore(db));

describe('blobs verify', () => {
  it('reads every file the rows refer to and finds them whole', async () => {
    const result = await cli.run('blobs', 'verify');
    expect(result.stderr, result.stdout).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Kontrollerte ${keys.length} filer i dokumentlageret (folder): 0 mangler, 0 er skadet.`,
    );
    // The demo's files were put there without the digests the portal records.
    expect(result.stdout).toContain(`${keys.length} filer ble lagret uten registrert SHA-256`);
  });

  it('names a missing file, one of another size and one whose bytes are not the ones recorded, and fails', async () => {
    const [gone, shorter, changed] = keys as [string, string, string];
    await rm(fileOf(gone));
    await writeFile(fileOf(shorter), 'for kort');
    // Written through the portal's store, which records its digest; then changed on disk, size kept.
    const original = await readFile(fileOf(changed));
    await cli.withDatabase((db) => openBlobStore(cli.config, db).put(changed, original));
    await writeFile(fileOf(changed), Buffer.alloc(original.length, 1));

    const result = await cli.run('blobs', 'verify');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `Kontrollerte ${keys.length} filer i dokumentlageret (folder): 1 mangler, 2 er skadet.`,
    );
    expect(result.stdout).toContain(`  ${gone}: mangler`);
    expect(result.stdout).toMatch(new RegExp(`  ${shorter}: 8 byte, raden sier \\d+`));
    expect(result.stdout).toContain(
      `  ${changed}: SHA-256 er ikke den som ble registrert da filen ble lagret`,
    );
    expect(result.stderr).toContain('Feil: 1 mangler og 2 er skadet i dokumentlageret.');
  });
});

describe('blobs migrate', () => {
  it('copies every file to the database store, checked, and the portal finds them all there', async () => {
    const result = await cli.run('blobs', 'migrate', '--to', 'postgres');
    expect(result.stderr, result.stdout).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `Kopierte ${keys.length} filer \\([\\d,]+ MB\\) fra folder til postgres; 0 filer lå der alt\\.`,
      ),
    );
    expect(result.stdout).toContain('Sett BLOB_STORE=postgres og start portalen på nytt.');

    const store = await databaseStore();
    for (const key of keys) expect(await store.read(key)).toEqual(await readFile(fileOf(key)));
    const verified = await cli.runWith({ blobStore: 'postgres' }, 'blobs', 'verify');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain(
      `Kontrollerte ${keys.length} filer i dokumentlageret (postgres): 0 mangler, 0 er skadet.`,
    );
    // The copies' digests are recorded now.
    expect(verified.stdout).not.toContain('uten registrert SHA-256');
  });

  it('takes up where a run that stopped left off, and replaces a copy that is not whole', async () => {
    const store = await databaseStore();
    const half = keys.slice(0, Math.floor(keys.length / 2));
    for (const key of half) await store.put(key, await readFile(fileOf(key)));
    const [damaged] = half as [string];
    await store.put(damaged, Buffer.from('en halv kopi'));

    const result = await cli.run('blobs', 'migrate', '--to', 'postgres');
    expect(result.code).toBe(0);
    const copied = keys.length - half.length + 1;
    expect(result.stdout).toMatch(
      new RegExp(
        `Kopierte ${copied} filer \\(.+\\) fra folder til postgres; ${half.length - 1} filer lå der alt\\.`,
      ),
    );
    for (const key of keys) expect(await store.read(key)).toEqual(await readFile(fileOf(key)));

    const again = await cli.run('blobs', 'migrate', '--to', 'postgres');
    expect(again.stdout).toContain(
      `Kopierte 0 filer (0 MB) fra folder til postgres; ${keys.length} filer lå der alt.`,
    );
  });

  it('does not copy a file whose bytes are not the ones recorded when it was written', async () => {
    const [changed] = keys as [string];
    const original = await readFile(fileOf(changed));
    await cli.withDatabase((db) => openBlobStore(cli.config, db).put(changed, original));
    await writeFile(fileOf(changed), Buffer.alloc(original.length, 1));

    const result = await cli.run('blobs', 'migrate', '--to', 'postgres');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`Kopierte ${keys.length - 1} filer`);
    expect(result.stdout).toContain(
      `  ${changed}: skadet i kildelageret: SHA-256 er ikke den som ble registrert da filen ble lagret`,
    );
    expect(result.stderr).toContain('Feil: 1 fil ble ikke kopiert.');
    expect(await (await databaseStore()).exists(changed)).toBe(false);
  });

  it('copies every file to S3', async () => {
    const server = await startS3rver();
    const credentials = {
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY,
    };
    // The SDK's usual source of credentials, as in production.
    process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
    try {
      const result = await cli.runWith({ s3: server.s3 }, 'blobs', 'migrate', '--to', 's3');
      expect(result.stderr, result.stdout).toBe('');
      expect(result.stdout).toContain(`Kopierte ${keys.length} filer`);
      expect(result.stdout).toContain('fra folder til s3; 0 filer lå der alt.');
      const verified = await cli.runWith({ blobStore: 's3', s3: server.s3 }, 'blobs', 'verify');
      expect(verified.stdout).toContain(
        `Kontrollerte ${keys.length} filer i dokumentlageret (s3): 0 mangler, 0 er skadet.`,
      );
      expect(verified.code).toBe(0);
    } finally {
      await server.close();
      for (const [name, value] of Object.entries(credentials)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('refuses the store in use and one that does not exist', async () => {
    const same = await cli.run('blobs', 'migrate', '--to', 'folder');
    expect(same.code).toBe(1);
    expect(same.stderr).toContain(
      'Portalen bruker allerede folder (BLOB_STORE). Velg et annet lager med --to.',
    );
    const unknown = await cli.run('blobs', 'migrate', '--to', 'nfs');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--to må være folder, postgres, s3, ikke «nfs».');
  });
});
