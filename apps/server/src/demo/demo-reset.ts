import type { Database } from '../db/client.ts';
import { cases, companies, documents, persons, uploads } from '../db/schema.ts';
import { writeAudit } from '../modules/audit/index.ts';
import { type DemoDataOptions, resetToDemoData } from './demo-data.ts';

/** The blobs the database refers to: documents' and uploads' bytes. */
async function referencedBlobKeys(db: Database) {
  const rows = [
    ...(await db.selectDistinct({ key: documents.blobKey }).from(documents)),
    ...(await db.selectDistinct({ key: uploads.blobKey }).from(uploads)),
  ];
  return new Set(rows.map((row) => row.key));
}

/**
 * The admin's demo reset: everything but the postal register replaced by the demo set in one transaction (a
 * failure leaves the data as it was), then the files nothing refers to any more are deleted, so that uploaded
 * documents do not outlive their rows. The demo PDFs stay, since the new demo cases refer to them again.
 */
export async function resetDemoDatabase(db: Database, options: DemoDataOptions) {
  const { unusedKeys, counts } = await db.transaction(async (tx) => {
    const before = await referencedBlobKeys(tx);
    await resetToDemoData(tx, options);
    const after = await referencedBlobKeys(tx);
    const unusedKeys = [...before].filter((key) => !after.has(key));
    await writeAudit(tx, { action: 'demo-data.reset', details: { deletedFiles: unusedKeys.length } });
    const counts = {
      companies: await tx.$count(companies),
      persons: await tx.$count(persons),
      cases: await tx.$count(cases),
    };
    return { unusedKeys, counts };
  });
  for (const key of unusedKeys) await options.blobs.delete(key);
  return { ...counts, deletedFiles: unusedKeys.length };
}
