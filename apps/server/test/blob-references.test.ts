import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ReferencedBlob, referencedBlobs } from '../src/db/blob-references.ts';
import { documents, uploads } from '../src/db/schema.ts';
import { resetDatabase } from './helpers/test-database.ts';

/**
 * The blob keys the rows refer to, as `blobs verify` and `blobs migrate` walk them (issue 19): a page at a time,
 * each key once in key order, from documents and uploads alike. Pages of a few keys, so that the seeded demo's
 * files (some 900 keys) make over a hundred pages.
 */
describe('referencedBlobs', () => {
  it('answers every key a document or upload refers to once, in key order, across pages', async () => {
    const db = await resetDatabase();
    const [shared] = await db
      .select({ key: documents.blobKey, size: documents.fileSize })
      .from(documents)
      .limit(1);
    if (!shared) throw new Error('The demo data has no documents');
    const upload = {
      companyId: DEMO_COMPANIES.bank.id,
      fileName: 'utkast.pdf',
      mimeType: 'application/pdf',
      fileSize: 30,
    };
    // An upload of its own, and one that a document took over (both rows keep the key).
    await db.insert(uploads).values([
      { ...upload, keyHash: 'hash-of-an-upload', blobKey: 'uploads/utkast.pdf' },
      { ...upload, keyHash: 'hash-of-an-attached-upload', blobKey: shared.key, fileSize: shared.size },
    ]);

    const { rows } = (await db.execute(sql`
      select key, max(size)::int as size from (
        select blob_key as key, file_size as size from documents
        union all select blob_key, file_size from uploads
      ) referring group by key order by key`)) as unknown as { rows: ReferencedBlob[] };
    const walked: ReferencedBlob[] = [];
    for await (const blob of referencedBlobs(db, 7)) walked.push(blob);

    expect(rows.length).toBeGreaterThan(7 * 100);
    expect(walked).toContainEqual({ key: 'uploads/utkast.pdf', size: 30 });
    expect(walked).toEqual(rows);
  });
});
