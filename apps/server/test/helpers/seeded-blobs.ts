import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { referencedBlobs } from '../../src/db/blob-references.ts';
import type { Database } from '../../src/db/client.ts';
import { TEST_BLOB_DIR } from './test-config.ts';

/**
 * Copies the files that the worker's seeded demo rows refer to (written to TEST_BLOB_DIR when it seeded) into a
 * blob folder of a test's own: the demo data with its PDFs in that store, without a reseed (3 s and more on
 * PGlite).
 */
export async function copySeededBlobs(db: Database, blobDir: string) {
  for await (const { key } of referencedBlobs(db)) {
    await mkdir(path.dirname(path.join(blobDir, key)), { recursive: true });
    await copyFile(path.join(TEST_BLOB_DIR, key), path.join(blobDir, key));
  }
}
